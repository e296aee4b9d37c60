/**
 * Fantasy weeks: week n of a league is the n-th calendar week (Monday to
 * Sunday, UTC) on or after the league's season start that has at least one pro game in the
 * league's regions. Weeks past the last game in the data continue week by week, so a schedule
 * can run into games not imported yet.
 */

/**
 * The weeks of a season whose length nobody has set: a new schedule's by default, and the weeks a
 * league without a schedule runs on its clock.
 */
export const DEFAULT_SEASON_WEEKS = 9;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

export interface FantasyWeek {
  week: number;
  /** Monday 00:00 UTC, or the season start if that is later. */
  start: Date;
  /** The next Monday 00:00 UTC (exclusive). */
  end: Date;
  /** False for weeks after the last game in the data. */
  hasGames: boolean;
}

/** Monday 00:00 UTC of the week holding `date`. */
export function mondayOf(date: Date): Date {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
  return new Date(day - weekday * DAY_MS);
}

/**
 * The first `count` fantasy weeks, given the dates of the pro games in the league's regions
 * and the season start (by default the first game).
 */
export function fantasyWeeks(
  gameDates: readonly Date[],
  count: number,
  seasonStart?: Date,
): FantasyWeek[] {
  const start = seasonStart ?? minDate(gameDates);
  if (!start) return [];
  const mondays = [
    ...new Set(gameDates.filter((date) => date >= start).map((date) => mondayOf(date).getTime())),
  ].sort((a, b) => a - b);
  const weeks: FantasyWeek[] = [];
  for (let n = 0; n < count; n += 1) {
    const known = mondays[n];
    const last = weeks.at(-1);
    const monday = known ?? (last ? last.end.getTime() : mondayOf(start).getTime());
    weeks.push({
      week: n + 1,
      start: new Date(Math.max(monday, start.getTime())),
      end: new Date(monday + WEEK_MS),
      hasGames: known !== undefined,
    });
  }
  return weeks;
}

/**
 * Whether week `week` (1 first) of these weeks has begun by `now`; false for no week or a week
 * past the list's end.
 */
export function weekBegun(
  weeks: readonly Pick<FantasyWeek, 'start'>[],
  week: number | null,
  now: number,
): boolean {
  const start = week === null ? undefined : weeks[week - 1]?.start.getTime();
  return start !== undefined && start <= now;
}

function minDate(dates: readonly Date[]): Date | undefined {
  let min: Date | undefined;
  for (const date of dates) if (!min || date < min) min = date;
  return min;
}

// Three letters for every month: en-GB's short month would give 'Sept' beside 'Aug' and 'Oct'.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '1 Sep': a day of a week's window (UTC, as the windows are). */
const dayMonth = (date: Date) => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;

/** '13 Jan – 19 Jan 2025', '1 Sep – 7 Sep 2025': the days a week covers, for people. */
export function weekLabel(week: Pick<FantasyWeek, 'start' | 'end'>): string {
  const lastDay = new Date(week.end.getTime() - DAY_MS);
  return `${dayMonth(week.start)} – ${dayMonth(lastDay)} ${lastDay.getUTCFullYear()}`;
}
