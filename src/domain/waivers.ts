// Free agency and waivers: who may take an unrostered player and when, and how a day's claims
// are settled. Pure rules on league time (milliseconds); the server stores and applies them.
import {
  ownSlotOf,
  placeDraftedPlayer,
  type RosterRules,
  type RosterShape,
  rosterShapeOfSlots,
  slotAccepts,
} from './roster';
import { DAY_MS, dayStart, HOUR_MS, lockWindow, type WeekWindow } from './season-clock';
import type { PlayerPosition, RosterSlot, WaiverType } from './vocabulary';
import { mondayOf } from './weeks';

/** Claims are settled once a day at this hour of league time (UTC). */
export const CLEAR_HOUR = 3;

/** A free agent dropped within this long of his add goes straight back to free agency. */
export const FREE_AGENT_REGRET_MS = 24 * HOUR_MS;

/** How a player came to his team: the 24-hour rule covers free-agent adds only. */
export const ACQUISITIONS = ['draft', 'free_agent', 'waiver', 'trade'] as const;
export type Acquisition = (typeof ACQUISITIONS)[number];

/** The first daily clear (03:00 league time) at or after `at`. */
export function clearAt(at: number): number {
  const clear = dayStart(at) + CLEAR_HOUR * HOUR_MS;
  return clear >= at ? clear : clear + DAY_MS;
}

/**
 * When a player dropped at `droppedAt` leaves waivers (league time), or null when he is a free
 * agent at once: a league without waiver days, or a free agent dropped within 24 hours of his
 * add.
 */
export function waiverEndOnDrop(input: {
  droppedAt: number;
  waiverDays: number;
  acquired: Acquisition;
  acquiredAt: number | null;
}): number | null {
  const { droppedAt, waiverDays, acquired, acquiredAt } = input;
  if (
    acquired === 'free_agent' &&
    acquiredAt !== null &&
    droppedAt - acquiredAt < FREE_AGENT_REGRET_MS
  ) {
    return null;
  }
  return waiverDays === 0 ? null : droppedAt + waiverDays * DAY_MS;
}

/**
 * The games that keep an unrostered player on waivers at `now` are those from `since` on: the
 * games so far of the week holding `now` (`week`, the week its locks apply to) and, until the
 * clear after the week before ended (Monday 03:00), that week's too. Null before the season.
 */
export function startedGamesSpan(
  now: number,
  seasonStart: number | null,
): { since: number; week: WeekWindow } | null {
  const week = lockWindow(now, seasonStart);
  if (!week) return null;
  const before = now < clearAt(week.start) ? lockWindow(week.start - 1, seasonStart) : null;
  return { since: before?.start ?? week.start, week };
}

/**
 * An unrostered player's status at `now`: on waivers while his waiver period runs (`until`,
 * settled at the first clear after it), and, once a game of his has started, until the first
 * clear after the end of that game's week; otherwise a free agent. `lastGameAt` is his last game
 * so far in the span of `startedGamesSpan`, whose `week` holds `now`.
 */
export function unrosteredStatus(input: {
  now: number;
  /** The end of his waiver period, while it waits to be settled. */
  until: number | null;
  lastGameAt: number | null;
  week: Pick<WeekWindow, 'start' | 'end'> | null;
}): { status: 'free' } | { status: 'waivers'; waiverUntil: number } {
  const { now, until, lastGameAt, week } = input;
  let end = until;
  if (lastGameAt !== null && week !== null && lastGameAt <= now) {
    // A game of the week before ended its week when this one began.
    const weekEnd = lastGameAt >= week.start ? week.end : week.start;
    end = Math.max(end ?? weekEnd, weekEnd);
  }
  return end === null ? { status: 'free' } : { status: 'waivers', waiverUntil: clearAt(end) };
}

// ---------------------------------------------------------------------------------------------
// Settling claims

export interface ClaimToSettle {
  id: string;
  teamId: string;
  addPlayerId: string;
  dropPlayerId: string | null;
  bid: number;
  /** The team's own order of its claims (1 first). */
  rank: number;
}

export interface TeamToSettle {
  id: string;
  /** What is left of the FAAB budget. */
  budgetLeft: number;
  roster: { playerId: string; slot: RosterSlot }[];
}

export interface SettledClaim {
  claimId: string;
  status: 'won' | 'lost' | 'failed';
  reason: string | null;
  /** Where a won player goes. */
  slot: RosterSlot | null;
}

export const CLAIM_REASONS = {
  taken: (team: string) => `The player went to ${team}`,
  dropGone: 'The player to drop is no longer on the team',
  overBudget: (bid: number, left: number) => `The bid of $${bid} is more than the $${left} left`,
  rosterFull: 'No open slot on the roster takes him: choose a player to drop',
  alreadyWon: 'Your team won him with another claim',
} as const;

/** A drop that frees no slot the added player can take. */
export const DROP_MAKES_NO_ROOM = (drop: string, position: string) =>
  `Dropping ${drop} leaves no open slot that takes a ${position}: choose another player to drop`;

/**
 * Bot teams put in no claims: the commissioner runs them, and claims for them would let a
 * commissioner take players off waivers at will (as trades with them would, decision 014).
 * The commissioner may still fill a bot team's roster from free agency.
 */
export const BOT_NO_CLAIMS = 'Bot teams do not put in claims';

/**
 * The title of one manager's news of a clear that settled several of their claims: 'Waiver
 * claims: 1 of 2 won', 'Waiver claims: none of 2 won'.
 */
export const claimsResultTitle = (won: number, settled: number) =>
  `Waiver claims: ${won === 0 ? 'none' : won} of ${settled} won`;

/** Whether a claim's news tells of a win: 'Claim won: Zeus', 'Waiver claims: 1 of 2 won'. */
export const claimNewsIsAWin = (title: string) =>
  title.startsWith('Claim won') || /^Waiver claims: [1-9]\d* of \d+ won$/.test(title);

/**
 * Settles one clear's claims. FAAB takes the highest bid first, ties to the team higher in the
 * rolling order, then the team's own order; the others take the first team in the order with a
 * claim left, its own first claim, and send a team that wins to the end of the order. Each
 * player goes once; a claim that no longer fits (the drop gone, the budget spent, no room)
 * fails with its reason. Answers every claim's result, the order after, and each team's spend.
 */
export function settleClaims(
  input: RosterRules & {
    type: WaiverType;
    claims: readonly ClaimToSettle[];
    teams: readonly TeamToSettle[];
    /** Team ids, first priority first. */
    order: readonly string[];
    positions: ReadonlyMap<string, PlayerPosition>;
    teamNames: ReadonlyMap<string, string>;
  },
): { results: SettledClaim[]; order: string[]; spent: Map<string, number> } {
  const { type, positions, teamNames } = input;
  const order = [...input.order];
  const teams = new Map(
    input.teams.map((team) => [
      team.id,
      { budgetLeft: team.budgetLeft, roster: team.roster.map((entry) => ({ ...entry })) },
    ]),
  );
  const spent = new Map<string, number>();
  const winners = new Map<string, string>();
  const open = [...input.claims];
  const results: SettledClaim[] = [];
  const priority = (teamId: string) => {
    const at = order.indexOf(teamId);
    return at === -1 ? order.length : at;
  };

  // With FAAB the order never moves: the claims are taken in one sorted pass.
  const byBid =
    type === 'faab'
      ? [...open].sort(
          (a, b) => b.bid - a.bid || priority(a.teamId) - priority(b.teamId) || a.rank - b.rank,
        )
      : [];
  const next = (): ClaimToSettle | undefined => {
    if (type === 'faab') return byBid.shift();
    const team = [...new Set(open.map((claim) => claim.teamId))].sort(
      (a, b) => priority(a) - priority(b),
    )[0];
    return open.filter((claim) => claim.teamId === team).sort((a, b) => a.rank - b.rank)[0];
  };

  for (let claim = next(); claim; claim = next()) {
    if (type !== 'faab') open.splice(open.indexOf(claim), 1);
    const team = teams.get(claim.teamId);
    const result = (status: SettledClaim['status'], reason: string | null, slot = null) =>
      results.push({ claimId: claim.id, status, reason, slot });
    const winner = winners.get(claim.addPlayerId);
    if (winner === claim.teamId) {
      // A team may claim one player twice (another drop, another bid): one claim is enough.
      result('failed', CLAIM_REASONS.alreadyWon);
      continue;
    }
    if (winner !== undefined) {
      result('lost', CLAIM_REASONS.taken(teamNames.get(winner) ?? 'another team'));
      continue;
    }
    if (!team) {
      result('failed', CLAIM_REASONS.rosterFull);
      continue;
    }
    const drop = claim.dropPlayerId
      ? team.roster.find((entry) => entry.playerId === claim.dropPlayerId)
      : undefined;
    if (claim.dropPlayerId && !drop) {
      result('failed', CLAIM_REASONS.dropGone);
      continue;
    }
    const bid = type === 'faab' ? claim.bid : 0;
    if (bid > team.budgetLeft) {
      result('failed', CLAIM_REASONS.overBudget(bid, team.budgetLeft));
      continue;
    }
    const kept = team.roster.filter((entry) => entry !== drop);
    const slot = placeAdded(
      rosterShapeOfSlots(
        kept.map((entry) => entry.slot),
        input,
      ),
      positions.get(claim.addPlayerId) ?? 'TEAM',
      drop?.slot ?? null,
    );
    if (slot === null) {
      result('failed', CLAIM_REASONS.rosterFull);
      continue;
    }
    team.roster = [...kept, { playerId: claim.addPlayerId, slot }];
    team.budgetLeft -= bid;
    if (bid > 0) spent.set(claim.teamId, (spent.get(claim.teamId) ?? 0) + bid);
    winners.set(claim.addPlayerId, claim.teamId);
    results.push({ claimId: claim.id, status: 'won', reason: null, slot });
    if (type !== 'faab') {
      order.splice(order.indexOf(claim.teamId), 1);
      order.push(claim.teamId);
    }
  }
  return { results, order, spent };
}

/**
 * Where an added player goes: the dropped player's slot when it takes him (unless that is the
 * bench while his own starter slot stands empty), else his own slot, FLEX or the bench (the
 * draft's rule); null when the roster has no room.
 */
export function placeAdded(
  roster: RosterShape,
  position: PlayerPosition,
  freedSlot: RosterSlot | null,
): RosterSlot | null {
  const own = ownSlotOf(position, roster);
  if (freedSlot === 'BENCH' && own && !roster.filled.has(own)) return own;
  if (freedSlot && slotAccepts(freedSlot, position)) return freedSlot;
  const placed = placeDraftedPlayer(roster, position);
  return 'slot' in placed ? placed.slot : null;
}

/** The order for reverse standings: the worst record first (standings best first, reversed). */
export const reverseStandingsOrder = (standingsBestFirst: readonly string[]) =>
  [...standingsBestFirst].reverse();

/**
 * The week a reverse-standings order belongs to, from a moment of league time: the number of
 * days from 1970 to that week's Monday. The first clear of each week (the weekly clear, Monday
 * 03:00) puts the order back to the worst record first.
 */
export const orderWeekOf = (leagueNow: number) =>
  Math.round(mondayOf(new Date(leagueNow)).getTime() / DAY_MS);

/**
 * The league's waivers as its page shows them: the settings, and every team in the order with
 * its priority (1 first) and what is left of its FAAB budget.
 */
export function waiversView(
  settings: { waiverType: string; faabBudget: number; waiverDays: number },
  order: readonly { teamId: string; faabSpent: number }[],
) {
  return {
    type: settings.waiverType as WaiverType,
    budget: settings.faabBudget,
    days: settings.waiverDays,
    order: order.map((team, index) => ({
      teamId: team.teamId,
      priority: index + 1,
      budgetLeft: Math.max(0, settings.faabBudget - team.faabSpent),
    })),
  };
}
