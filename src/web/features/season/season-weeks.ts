import type { League, ScheduleWeek } from '../../../domain/contract/leagues';
import { plural } from '../../../domain/vocabulary';
import { DEFAULT_SEASON_WEEKS } from '../../../domain/weeks';
import { currentWeekOf } from '../../lib/league/season-clock-labels';

/**
 * The week selector offers Week 1..N, N the schedule's length; before there is a schedule,
 * the length the commissioner asked for (Set Schedule, Fill League), else 9.
 */
export function weekCount(league: Pick<League, 'schedule' | 'scheduleWeeks'>): number {
  return league.schedule.length || league.scheduleWeeks || DEFAULT_SEASON_WEEKS;
}

/** A week inside 1..count. */
export function clampWeek(week: number, count: number): number {
  if (!Number.isFinite(week)) return 1;
  return Math.min(Math.max(Math.trunc(week), 1), Math.max(count, 1));
}

/** `?week=` of a matchups link, when it names a week of the season. */
export function parseWeekParam(value: string | null, count: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const week = Number(value);
  return week >= 1 && week <= count ? week : null;
}

/**
 * The week a matchups view opens on: the one in the link, else the week the league is in on its
 * clock (as the Current Week tile and the clock's line name it).
 */
export function initialWeek(
  param: string | null,
  league: Pick<League, 'schedule' | 'scheduleWeeks' | 'currentWeek' | 'clock'>,
): number {
  const count = weekCount(league);
  return parseWeekParam(param, count) ?? clampWeek(currentWeekOf(league), count);
}

/** The schedule's entry for a week (its real dates), if the league has a schedule. */
export function scheduleWeek(
  schedule: readonly ScheduleWeek[],
  week: number,
): ScheduleWeek | undefined {
  return schedule.find((entry) => entry.week === week);
}

/**
 * The line under a season page's title: '11-week season · 3 of 11 weeks scored'. A week being
 * played already shows scores, so it is named: '4-week season · week 1 live', '… · 2 weeks
 * final, week 3 live' (two weeks are live while the older one waits for late data).
 */
export function seasonProgress(league: Pick<League, 'schedule' | 'scheduleWeeks'>): string {
  const count = weekCount(league);
  if (league.schedule.length === 0) return `${count}-week season · no schedule yet`;
  const final = league.schedule.filter((week) => week.completed).length;
  const live = league.schedule
    .filter((week) => week.status === 'live' && !week.completed)
    .map((week) => week.week);
  const season = `${count}-week season`;
  if (live.length > 0) {
    const weeks = live.length === 1 ? `week ${live[0]}` : `weeks ${live.join(' and ')}`;
    const done = final === 0 ? '' : `${plural(final, 'week')} final, `;
    return `${season} · ${done}${weeks} live`;
  }
  if (final === 0) return `${season} · no week scored yet`;
  return `${season} · ${final} of ${count} weeks scored`;
}
