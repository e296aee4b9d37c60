import type { TeamDetail, TeamRoster } from '../../../domain/contract/teams';
import { DRAFT_RUNNING, SEASON_OVER } from '../../../domain/league-rules';
import { type RosterRules, rosterShapeOfSlots, slotProblem } from '../../../domain/roster';
import { type PlayerPosition, ROSTER_SLOTS, type RosterSlot } from '../../../domain/vocabulary';
import type { RosterWindow } from '../../lib/league/roster-window';

type RosteredPlayer = { id: string; name: string; position: PlayerPosition };

/** Each rostered player with the slot he holds. */
function entriesOf(roster: TeamRoster): { player: RosteredPlayer; slot: RosterSlot }[] {
  const starters = ROSTER_SLOTS.filter((slot) => slot !== 'BENCH').flatMap((slot) => {
    const player = roster[slot];
    return player ? [{ player, slot }] : [];
  });
  return [...starters, ...roster.BENCH.map((player) => ({ player, slot: 'BENCH' as const }))];
}

export interface LineupMove {
  slot: RosterSlot;
  /** The slot's player, who takes the moving player's old slot. */
  swapWith: RosteredPlayer | null;
  /** Why the move cannot be made now (the other player is locked), or null. */
  blocked: string | null;
}

/**
 * Where a rostered player may move: each other slot that takes his position and has room, or
 * whose player can take his old slot in exchange (the server's lineup move does the same).
 * A move that would swap with a locked player is listed, blocked.
 */
export function lineupMoves(
  roster: TeamRoster,
  rules: RosterRules,
  playerId: string,
  isLocked: (playerId: string) => boolean,
): LineupMove[] {
  const entries = entriesOf(roster);
  const moving = entries.find((entry) => entry.player.id === playerId);
  if (!moving) return [];
  const moves: LineupMove[] = [];
  for (const slot of ROSTER_SLOTS) {
    if (slot === moving.slot) continue;
    const occupant = slot === 'BENCH' ? undefined : entries.find((entry) => entry.slot === slot);
    const others = entries.filter((entry) => entry !== moving && entry !== occupant);
    const shape = rosterShapeOfSlots(
      others.map((entry) => entry.slot),
      rules,
    );
    if (slotProblem(shape, slot, moving.player.position)) continue;
    if (occupant) {
      const back = rosterShapeOfSlots([...others.map((entry) => entry.slot), slot], rules);
      if (slotProblem(back, moving.slot, occupant.player.position)) continue;
    }
    const blocked =
      occupant && isLocked(occupant.player.id)
        ? `${occupant.player.name} is locked until the week ends`
        : null;
    moves.push({ slot, swapWith: occupant?.player ?? null, blocked });
  }
  return moves;
}

type Lineup = TeamDetail['lineup'];

/** A rostered player's lock this week: locked now, locking later (`lockAt`), or none. */
export function lockOf(
  lineup: Lineup | undefined,
  playerId: string,
): { locked: boolean; lockAt: string } | null {
  const lock = lineup?.locks.find((entry) => entry.playerId === playerId);
  return lock ? { locked: lock.locked, lockAt: lock.lockAt } : null;
}

/**
 * Locking by week, the whole lineup locks at the week's first game: from then until the week
 * ends no player may join the team (the server refuses every add). Every rostered player shares
 * that lock, so one locked player says it; a team without players has no lock to read.
 */
export function lineupLockedForWeek(lineup: Lineup): boolean {
  return lineup.lockMode === 'week' && lineup.locks.some((lock) => lock.locked);
}

export const WEEK_LOCKED_TEXT =
  "The lineup is locked until the week ends: the week's first game has started";

/** What the lock mode means, for the line above the roster. */
export const LOCK_MODE_TEXT: Record<Lineup['lockMode'], string> = {
  player: 'Each player locks at his first game of the week, until the week ends.',
  week: "The whole lineup locks at the week's first game, until the week ends.",
};

/** Why a player is locked, by lock mode: his own game, or the week's first game. */
export const LOCKED_TEXT: Record<Lineup['lockMode'], string> = {
  player: 'Locked until the week ends: his game has started',
  week: "Locked until the week ends: the week's first game has started",
};

/** What starts a lock still to come, by lock mode. */
export const LOCKING_GAME: Record<Lineup['lockMode'], string> = {
  player: 'his game',
  week: "the week's first game",
};

/**
 * Why Add Player is closed now, or null when it is open: while the draft runs; once the
 * champion is crowned the season is over; locking by week, the lineup has locked until the week
 * ends.
 */
export function addClosedBecause(lineup: Lineup, rosterWindow: RosterWindow): string | null {
  if (rosterWindow === 'drafting') return DRAFT_RUNNING;
  if (rosterWindow === 'over') return SEASON_OVER('waivers');
  return lineupLockedForWeek(lineup) ? WEEK_LOCKED_TEXT : null;
}

/** Why a rostered player cannot be removed now, or null when he can. */
export function removeClosedBecause(
  lineup: Lineup,
  playerId: string,
  rosterWindow: RosterWindow,
): string | null {
  if (rosterWindow === 'drafting') return DRAFT_RUNNING;
  if (rosterWindow === 'over') return SEASON_OVER('roster moves');
  return lockOf(lineup, playerId)?.locked ? LOCKED_TEXT[lineup.lockMode] : null;
}
