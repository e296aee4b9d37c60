import type { Player } from '../../../domain/contract/players';
import { createKeptBuilds } from './kept-builds';

/** A kept pool: its players best first, and each one's answer written once. */
export interface LeaguePool {
  players: Player[];
  /** Each player's JSON without its closing brace: the league's fields follow. */
  written: string[];
}

/**
 * League pools (the players of some regions, best first, with totals over the games that have
 * happened on a league's clock) kept in memory, so that reading a replay league's players does
 * not add up their games on every read. A pool is kept under everything it depends on, which
 * the database tells on every read: the regions, the last game that has happened (totals change
 * only when another one does) and when a player's row last changed (an import, a recount, a
 * picture). A kept pool is therefore never stale, and one that is no longer asked for simply
 * ages out: the least recently used go first. Reads that arrive while a pool is being added up
 * wait for that one instead of adding it up again.
 */
export const createLeaguePools = (maxPools = 64) => createKeptBuilds<LeaguePool>(maxPools);

export type LeaguePools = ReturnType<typeof createLeaguePools>;
