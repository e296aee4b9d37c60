/**
 * A league's clock: which moment of the pro season the league is living.
 *
 * - `live`: league time is real time.
 * - `replay`: a stored season played again. League time starts at `anchorAt` (the first replayed
 *   day, 00:00 UTC) when real time is `anchorReal`, and runs `REAL_WEEK_SECONDS / weekSeconds`
 *   times as fast as real time; a paused replay stands still at the moment it was paused.
 *
 * A pro game has happened for the league once league time has reached its start. Pausing,
 * resuming and changing the pace re-anchor the replay at the current moment, so league time
 * never goes back. Times are milliseconds since the epoch.
 */

export const CLOCK_MODES = ['live', 'replay'] as const;
export type ClockMode = (typeof CLOCK_MODES)[number];

/** One real week, in seconds: a replay at this pace runs as fast as the season did. */
export const REAL_WEEK_SECONDS = 7 * 24 * 60 * 60;
/** A replay's pace: at least one fantasy week a minute (for tests), at most real pace. */
export const MIN_WEEK_SECONDS = 60;
export const MAX_WEEK_SECONDS = REAL_WEEK_SECONDS;
/** A new replay plays one fantasy week per real day. */
export const DEFAULT_WEEK_SECONDS = 24 * 60 * 60;

const PACE_UNITS = [
  [24 * 60 * 60, 'day'],
  [60 * 60, 'hour'],
  [60, 'minute'],
] as const;

/**
 * A replay's pace in words, the same on the league's pages and in its log: 'Real pace',
 * '1 week per day', '1 week per 20 minutes', or '90 seconds per week'.
 */
export function paceLabel(weekSeconds: number): string {
  if (weekSeconds === REAL_WEEK_SECONDS) return 'Real pace';
  const unit = PACE_UNITS.find(([seconds]) => weekSeconds % seconds === 0);
  if (!unit) return `${weekSeconds} seconds per week`;
  const count = weekSeconds / unit[0];
  return count === 1 ? `1 week per ${unit[1]}` : `1 week per ${count} ${unit[1]}s`;
}

export interface SeasonClock {
  mode: ClockMode;
  /** League time at the anchor (replay only; ignored when live). */
  anchorAt: number;
  /** Real time at the anchor. */
  anchorReal: number;
  /** Real seconds per fantasy week. */
  weekSeconds: number;
  /** Real time the replay was paused at; null while it runs. */
  pausedAt: number | null;
}

/** How many league milliseconds pass in one real millisecond. */
export const speedOf = (clock: Pick<SeasonClock, 'weekSeconds'>) =>
  REAL_WEEK_SECONDS / clock.weekSeconds;

/** A replay starting now at `from` (league time), playing a week in `weekSeconds`. */
export function replayClock(from: number, realNow: number, weekSeconds: number): SeasonClock {
  return { mode: 'replay', anchorAt: from, anchorReal: realNow, weekSeconds, pausedAt: null };
}

export const LIVE_CLOCK: SeasonClock = {
  mode: 'live',
  anchorAt: 0,
  anchorReal: 0,
  weekSeconds: REAL_WEEK_SECONDS,
  pausedAt: null,
};

/** League time at real time `realNow`; never earlier than the anchor. */
export function leagueTime(clock: SeasonClock, realNow: number): number {
  if (clock.mode === 'live') return realNow;
  const until = clock.pausedAt === null ? realNow : Math.min(realNow, clock.pausedAt);
  return clock.anchorAt + Math.max(0, until - clock.anchorReal) * speedOf(clock);
}

/**
 * The real time at which league time reaches `at`: now or earlier if it has already; null if it
 * never will while the replay stays paused.
 */
export function realTimeOf(clock: SeasonClock, at: number, realNow: number): number | null {
  if (clock.mode === 'live') return at;
  if (at <= leagueTime(clock, realNow)) return Math.min(realNow, realTimeOnAnchor(clock, at));
  if (clock.pausedAt !== null) return null;
  return realTimeOnAnchor(clock, at);
}

const realTimeOnAnchor = (clock: SeasonClock, at: number) =>
  clock.anchorReal + Math.max(0, at - clock.anchorAt) / speedOf(clock);

/** The same replay, re-anchored at `realNow` (league time unchanged). */
function reanchored(clock: SeasonClock, realNow: number): SeasonClock {
  return { ...clock, anchorAt: leagueTime(clock, realNow), anchorReal: realNow };
}

/** Stops a replay where it stands. */
export function pause(clock: SeasonClock, realNow: number): SeasonClock {
  if (clock.mode === 'live' || clock.pausedAt !== null) return clock;
  return { ...reanchored(clock, realNow), pausedAt: realNow };
}

/** Runs a paused replay again from where it stood. */
export function resume(clock: SeasonClock, realNow: number): SeasonClock {
  if (clock.mode === 'live' || clock.pausedAt === null) return clock;
  return { ...clock, anchorReal: realNow, pausedAt: null };
}

/** The replay at another pace from now on; what has been played stays played. */
export function withPace(clock: SeasonClock, realNow: number, weekSeconds: number): SeasonClock {
  if (clock.mode === 'live') return clock;
  if (clock.pausedAt !== null) return { ...clock, weekSeconds };
  return { ...reanchored(clock, realNow), weekSeconds };
}

/** A game has happened for the league once league time has reached its start. */
export const hasHappened = (gameAt: number, now: number) => gameAt <= now;

/**
 * Whether the league's first game (the first stored game of its regions from its season start;
 * null when none is stored) has happened at `now`. Until then nothing has been revealed, locked
 * or scored, so a replay's pace may still change.
 */
export const firstGameHappened = (firstGameAt: number | null, now: number) =>
  firstGameAt !== null && hasHappened(firstGameAt, now);

// ---------------------------------------------------------------------------------------------
// Weeks on the clock

export const WEEK_STATUSES = ['upcoming', 'live', 'final'] as const;
export type WeekStatus = (typeof WEEK_STATUSES)[number];

/** Hours of league time a week waits after its end for late data before it is final. */
export const DEFAULT_FINAL_GRACE_HOURS = 12;
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** 00:00 UTC of the day holding `at`. */
export const dayStart = (at: number) => at - (((at % DAY_MS) + DAY_MS) % DAY_MS);

export interface WeekWindow {
  week: number;
  /** League time the week opens (inclusive) and closes (exclusive). */
  start: number;
  end: number;
}

/** When a week becomes final: its end plus the grace for late data. */
export const finalAt = (window: Pick<WeekWindow, 'end'>, graceHours: number) =>
  window.end + graceHours * HOUR_MS;

/**
 * A week's status at league time `now`: upcoming before it opens, live until it is final, final
 * once its end plus the grace has passed (`finalised` says the league has recorded it so).
 */
export function weekStatusAt(
  window: WeekWindow,
  now: number,
  graceHours: number,
  finalised = false,
): WeekStatus {
  if (finalised || now >= finalAt(window, graceHours)) return 'final';
  return now >= window.start ? 'live' : 'upcoming';
}

/**
 * The week the league is in at `now`: the last scheduled week that has opened, or null before
 * the first; `weeks` in order.
 */
export function weekAt<Week extends WeekWindow>(weeks: readonly Week[], now: number): Week | null {
  let current: Week | null = null;
  for (const week of weeks) {
    if (week.start > now) break;
    current = week;
  }
  return current;
}

// ---------------------------------------------------------------------------------------------
// Lineup locks

/** A live league's clock is real time: it has no pace (nor a first day) to set. */
export const LIVE_HAS_NO_PACE = 'A live season runs on real time: only a replay has a pace';
export const LIVE_HAS_NO_FIRST_DAY =
  'A live season runs on real time: only a replay starts on a chosen day';

export const LOCK_MODES = ['player', 'week'] as const;
export type LockMode = (typeof LOCK_MODES)[number];

/**
 * When a player locks in the week `window` (league time), or null if he does not: in `player`
 * mode at the start of his own first game in the window, in `week` mode at the week's first game
 * (`weekFirstGame`) for everyone. A lock lasts until the week ends.
 */
export function lockTime(
  mode: LockMode,
  window: WeekWindow,
  playerGames: readonly number[],
  weekFirstGame: number | null,
): number | null {
  if (mode === 'week') return weekFirstGame;
  const inWeek = playerGames.filter((at) => at >= window.start && at < window.end);
  return inWeek.length === 0 ? null : Math.min(...inWeek);
}

/**
 * The week whose locks apply at `now`: the calendar week (Monday to Sunday, UTC) holding it,
 * from the season start if that falls inside; none before the season starts.
 */
export function lockWindow(now: number, seasonStart: number | null): WeekWindow | null {
  if (seasonStart !== null && now < seasonStart) return null;
  const day = dayStart(now);
  const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  return { week: 0, start: Math.max(monday, seasonStart ?? monday), end: monday + 7 * DAY_MS };
}

/** Whether a player whose lock time is `lockAt` is locked at `now` in `window`. */
export const isLocked = (lockAt: number | null, window: WeekWindow, now: number) =>
  lockAt !== null && lockAt <= now && now < window.end;

/** Why a roster change is refused: the player's own game, or locking by week the week's first. */
export const LINEUP_LOCKED = (mode: LockMode, player: string) =>
  mode === 'week'
    ? "The lineup is locked until the week ends: the week's first game has started"
    : `${player} is locked until the week ends: his game has started`;

// ---------------------------------------------------------------------------------------------
// A new league's season

export type SeasonChoice =
  | { mode: 'live' }
  | { mode: 'replay'; from?: string | undefined; weekSeconds?: number | undefined };

/** What the stored games say when a league is created. */
export interface StoredSeasons {
  /** Whether stored games of the league's regions fall in the current or the coming week. */
  gamesNow: boolean;
  /** The first game of the newest stored season of the league's regions. */
  newestSeasonStart: number | null;
  /** The first and the last day (00:00 UTC) with stored games of the league's regions. */
  gameDays: { first: number; last: number } | null;
}

/**
 * 00:00 UTC of the day written `YYYY-MM-DD`, or null when the calendar has no such day. Years
 * below 100 stay what they say (`Date.UTC` would read 0050 as 1950).
 */
export function dayFromText(text: string): number | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts) return null;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  const real =
    at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
  return real ? at.getTime() : null;
}

/** The day holding `at`, as `YYYY-MM-DD` (UTC). */
export const dayText = (at: number) => new Date(dayStart(at)).toISOString().slice(0, 10);

export const FIRST_DAY_OUTSIDE = (first: string, last: string) =>
  `The first day of a replay must lie between ${first} and ${last}, the stored games of these regions`;

/**
 * Why a replay cannot start on the day `from` (YYYY-MM-DD), or null when it can: a replay plays
 * stored games, so its first day lies between the first and the last day with stored games of
 * the league's regions. With no stored game at all there is nothing to replay (`newSeason`).
 */
export function firstDayProblem(from: string, stored: StoredSeasons): string | null {
  const day = dayFromText(from);
  const range = stored.gameDays;
  if (range === null || (day !== null && day >= range.first && day <= range.last)) return null;
  return FIRST_DAY_OUTSIDE(dayText(range.first), dayText(range.last));
}

/**
 * A new league's clock and season start (weeks count from it): as chosen, or by default live
 * when stored games fall in the current or coming week, else a replay of the newest stored
 * season from its first day at one week per day. Null when a replay has nothing to replay; a
 * chosen first day is checked first (`firstDayProblem`).
 */
export function newSeason(
  choice: SeasonChoice | undefined,
  stored: StoredSeasons,
  realNow: number,
): { clock: SeasonClock; seasonStart: number } | null {
  const mode = choice?.mode ?? (stored.gamesNow ? 'live' : 'replay');
  if (mode === 'live') return { clock: LIVE_CLOCK, seasonStart: realNow };
  const picked = choice?.mode === 'replay' ? choice : undefined;
  if (stored.gameDays === null) return null;
  const from = picked?.from
    ? dayFromText(picked.from)
    : stored.newestSeasonStart === null
      ? null
      : dayStart(stored.newestSeasonStart);
  if (from === null) return null;
  const pace = picked?.weekSeconds ?? DEFAULT_WEEK_SECONDS;
  return { clock: replayClock(from, realNow, pace), seasonStart: from };
}

// ---------------------------------------------------------------------------------------------
// What a league page shows of its clock

export interface ClockView {
  week: number | null;
  weekStatus: WeekStatus | null;
  games: { played: number; total: number } | null;
  nextLockAt: number | null;
}

/**
 * The clock's view at league time `now`: the week the league is in and its status, that week's
 * games and when the next lock falls. `gameTimes` are the start times of the pro games around
 * now, in order, every one from `gameTimesSince` on: a week that began before that (long over,
 * as the last week is once the season has ended) has its games untold rather than miscounted.
 * `finalised` are the weeks the league has closed. Locks follow the calendar weeks from
 * `seasonStart` (`lockWindow`), whether or not the schedule has a week there.
 */
export function clockView(input: {
  now: number;
  seasonStart: number | null;
  weeks: readonly WeekWindow[];
  finalised: ReadonlySet<number>;
  graceHours: number;
  lockMode: LockMode;
  gameTimes: readonly number[];
  gameTimesSince: number;
}): ClockView {
  const { now, weeks, finalised, graceHours, lockMode, gameTimes } = input;
  const week = weekAt(weeks, now);
  const inWindow = week ? gameTimes.filter((at) => at >= week.start && at < week.end) : [];
  return {
    week: week?.week ?? null,
    weekStatus: week ? weekStatusAt(week, now, graceHours, finalised.has(week.week)) : null,
    games:
      week && week.start >= input.gameTimesSince
        ? { played: inWindow.filter((at) => hasHappened(at, now)).length, total: inWindow.length }
        : null,
    nextLockAt: nextLock(lockMode, input.seasonStart, gameTimes, now),
  };
}

/** The next game to start after `now`; locking by week, the next lock week's first game. */
function nextLock(
  mode: LockMode,
  seasonStart: number | null,
  gameTimes: readonly number[],
  now: number,
): number | null {
  for (const at of gameTimes) {
    if (at <= now) continue;
    if (mode === 'player') return at;
    const window = lockWindow(at, seasonStart);
    if (!window) continue;
    const first = gameTimes.find((other) => other >= window.start && other < window.end);
    if (first === at) return at;
  }
  return null;
}
