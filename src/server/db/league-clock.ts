import { sql } from 'drizzle-orm';
import {
  type ClockMode,
  LIVE_CLOCK,
  leagueTime,
  type SeasonClock,
} from '../../domain/season-clock';
import type { LeagueRow } from './schema';

/** The columns of a league's row that hold its clock. */
export type ClockedLeague = Pick<
  LeagueRow,
  'clockMode' | 'replayAnchorAt' | 'replayAnchorReal' | 'weekSeconds' | 'pausedAt'
>;

/**
 * A league's clock as its row stores it (src/domain/season-clock.ts gives the rules). Every
 * reading of league time on the server goes through here, with the real time it is read at.
 */
export function clockOf(league: ClockedLeague): SeasonClock {
  if (league.clockMode !== 'replay' || !league.replayAnchorAt || !league.replayAnchorReal) {
    return LIVE_CLOCK;
  }
  return {
    mode: league.clockMode as ClockMode,
    anchorAt: league.replayAnchorAt.getTime(),
    anchorReal: league.replayAnchorReal.getTime(),
    weekSeconds: league.weekSeconds,
    pausedAt: league.pausedAt?.getTime() ?? null,
  };
}

/** League time now: what has happened for this league is what started by then. */
export function leagueNow(league: ClockedLeague, realNow = Date.now()): Date {
  return new Date(leagueTime(clockOf(league), realNow));
}

/** The clock's columns for a row, from a clock. */
export function clockColumns(clock: SeasonClock) {
  return {
    clockMode: clock.mode,
    replayAnchorAt: clock.mode === 'replay' ? new Date(clock.anchorAt) : null,
    replayAnchorReal: clock.mode === 'replay' ? new Date(clock.anchorReal) : null,
    weekSeconds: clock.weekSeconds,
    pausedAt: clock.pausedAt === null ? null : new Date(clock.pausedAt),
  };
}

/**
 * League time now inside a statement, for the league row `alias` (migration 0015 defines
 * `league_now`, the same rule as `leagueTime`).
 */
export const leagueNowSql = (alias: string) => sql.raw(`league_now(${alias})`);
