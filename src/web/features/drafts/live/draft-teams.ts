import type { DraftPick, DraftPlayer, DraftTeam } from '../../../../domain/contract/drafts';
import { ROSTER_SLOTS, type RosterSlot } from '../../../../domain/vocabulary';

export interface DraftedTeam extends DraftTeam {
  /** Each roster slot that got a player in this draft, in roster order. */
  slots: { slot: RosterSlot; players: DraftPlayer[] }[];
  pickCount: number;
  /** Fantasy points of the players drafted so far. */
  points: number;
}

/** The Teams tab: every team in draft order with what it drafted, grouped by roster slot. */
export function draftedTeams(order: readonly DraftTeam[], picks: readonly DraftPick[]) {
  return order.map((team): DraftedTeam => {
    const own = picks.filter((pick) => pick.teamId === team.teamId);
    const slots = ROSTER_SLOTS.map((slot) => ({
      slot,
      players: own.filter((pick) => pick.position === slot).map((pick) => pick.player),
    })).filter((group) => group.players.length > 0);
    return {
      ...team,
      slots,
      pickCount: own.length,
      points: own.reduce((sum, pick) => sum + pick.player.fantasyPoints, 0),
    };
  });
}

/** The pool still open: the players of GET /draft/status that no pick has taken, best first. */
export function availablePlayers<T extends { id: string }>(
  pool: readonly T[],
  picks: readonly DraftPick[],
): T[] {
  const taken = new Set(picks.map((pick) => pick.player.id));
  return pool.filter((player) => !taken.has(player.id));
}
