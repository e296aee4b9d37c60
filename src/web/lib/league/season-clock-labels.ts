import type { League, LeagueClock, ScheduleWeek } from '../../../domain/contract/leagues';
import { paceLabel, REAL_WEEK_SECONDS, type WeekStatus } from '../../../domain/season-clock';
import { LEAGUE_TIME_ZONE, leagueMoment } from '../../../domain/time-labels';
import { plural } from '../../../domain/vocabulary';

/**
 * How a league's clock reads on its pages. Times on the clock are league time: a replay's
 * are moments of the season it replays, which run faster than real time by its pace. They read
 * in the league's time zone, whatever the viewer's: its weeks, its days and its 03:00 clear are
 * that zone's, and the server's messages name times in it too.
 */

export const WEEK_STATUS_LABELS: Record<WeekStatus, string> = {
  upcoming: 'Upcoming',
  live: 'Live',
  final: 'Final',
};

const day = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: LEAGUE_TIME_ZONE,
});

/** 'Sun, Apr 6, 8:29 AM', league time. */
export const formatClockTime = leagueMoment;

/** 'Mon, Apr 7, 2025', the league's day. */
export const formatClockDay = (iso: string | number): string => day.format(new Date(iso));

type ClockWeek = Pick<LeagueClock, 'week' | 'weekStatus' | 'games'> &
  Partial<Pick<LeagueClock, 'nextLockAt'>>;

/**
 * The week the league is in, as its clock reads it (the clock's line names the same week); before
 * the first week, the week its results stand at. A week becomes current when it opens, while the
 * one before may still wait for its final results; between two weeks it is the one just ended,
 * until the next opens.
 */
export const currentWeekOf = (league: Pick<League, 'clock' | 'currentWeek'>): number =>
  league.clock.week ?? league.currentWeek;

/**
 * The league's week on its clock: 'Week 4 · Live · 3 of 10 games played', and while none has been
 * played, when the first is (the next lock); before the first week, when it starts (the
 * schedule knows its first week's dates); once the last is final, that the season is complete.
 */
export function clockWeekLine(
  clock: ClockWeek,
  schedule: readonly Pick<ScheduleWeek, 'week' | 'start'>[] = [],
): string {
  if (clock.week === null) {
    const first = schedule.find((week) => week.week === 1);
    return first ? `Season starts ${formatClockDay(first.start)}` : 'Season not started yet';
  }
  // Once the schedule's last week is final the league's season is over, whatever the calendar
  // says.
  const last = schedule.reduce((max, week) => Math.max(max, week.week), 0);
  const over = clock.week > last || (clock.week === last && clock.weekStatus === 'final');
  if (last > 0 && over) return `Season complete · ${plural(last, 'week')} played`;
  const parts = [`Week ${clock.week}`];
  if (clock.weekStatus) parts.push(WEEK_STATUS_LABELS[clock.weekStatus]);
  if (clock.games) parts.push(gamesPlayed(clock.games));
  // A week begins on the calendar before its first game: say when the games begin.
  const waiting = clock.weekStatus === 'live' && clock.games?.played === 0 && clock.games.total > 0;
  if (waiting && clock.nextLockAt) parts.push(`first game ${formatClockTime(clock.nextLockAt)}`);
  if (clock.weekStatus === 'final') {
    const next = schedule.find((week) => week.week === (clock.week ?? 0) + 1);
    if (next) parts.push(`Week ${next.week} starts ${formatClockDay(next.start)}`);
  }
  return parts.join(' · ');
}

function gamesPlayed({ played, total }: { played: number; total: number }): string {
  if (total === 0) return 'no games this week';
  return `${played} of ${total} ${total === 1 ? 'game' : 'games'} played`;
}

/** How the league's time runs: 'Replay · 1 week per day', or 'Live season · real time'. */
export function clockModeLine(clock: Pick<LeagueClock, 'mode' | 'weekSeconds'>): string {
  if (clock.mode === 'live') return 'Live season · real time';
  return `Replay · ${paceLabel(clock.weekSeconds ?? REAL_WEEK_SECONDS)}`;
}

type RunningClock = Pick<LeagueClock, 'mode' | 'weekSeconds' | 'paused' | 'now'>;

/** League milliseconds that pass in one real millisecond (0 while a replay stands paused). */
export function clockSpeed(clock: Omit<RunningClock, 'now'>): number {
  if (clock.mode === 'live') return 1;
  if (clock.paused) return 0;
  return REAL_WEEK_SECONDS / (clock.weekSeconds ?? REAL_WEEK_SECONDS);
}

/** League time `realElapsedMs` after the clock was read. */
export function leagueNowAfter(clock: RunningClock, realElapsedMs: number): number {
  return Date.parse(clock.now) + Math.max(0, realElapsedMs) * clockSpeed(clock);
}

/**
 * Real milliseconds until league time reaches `at`: 0 once it has, null while a paused replay
 * will not get there.
 */
export function realMsUntil(clock: RunningClock, at: string): number | null {
  const ahead = Date.parse(at) - Date.parse(clock.now);
  if (ahead <= 0) return 0;
  const speed = clockSpeed(clock);
  return speed === 0 ? null : ahead / speed;
}

/** A real wait in words: 'in 40 s', 'in 3 min', 'in 5 h', 'in 2 days'. */
export function waitLabel(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 90) return `in ${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `in ${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 36) return `in ${hours} h`;
  return `in ${Math.round(hours / 24)} days`;
}
