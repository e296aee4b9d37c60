import {
  ownSlotOf,
  placeDraftedPlayer,
  type RosterRules,
  type RosterShape,
  rosterShapeOfSlots,
} from './roster';
import type { PlayerPosition, RosterSlot, TradeStatus } from './vocabulary';

/**
 * Trades: an offer from one team's owner to another's, answered by the other owner; once
 * accepted it waits out the league's review period (the commissioner may veto it), then the
 * players swap teams in one step.
 */

/** Offers still alive: a player in one may be in other open offers too. */
export const OPEN_TRADE_STATUSES = ['pending', 'accepted'] as const satisfies TradeStatus[];

/** What others in the league may see: the trades that happened or are about to. */
export const PUBLIC_TRADE_STATUSES = ['accepted', 'completed', 'vetoed'] as const;

export const DEFAULT_TRADE_REVIEW_HOURS = 24;
/** An offer nobody answers lapses after this long. */
export const TRADE_OFFER_HOURS = 48;
/** Offers a team may have waiting for answers at once. */
export const MAX_OPEN_OFFERS = 20;

/** An offer made again while the same one (same teams, same players) still waits. */
export const DUPLICATE_OFFER = (team: string) =>
  `You have already offered this trade to ${team}; it is waiting for an answer`;

export type TradeAction =
  | 'accept'
  | 'reject'
  | 'cancel'
  | 'counter'
  | 'veto'
  | 'complete'
  | 'expire'
  | 'void';

const TRANSITIONS: Record<TradeAction, { from: readonly TradeStatus[]; to: TradeStatus }> = {
  accept: { from: ['pending'], to: 'accepted' },
  reject: { from: ['pending'], to: 'rejected' },
  cancel: { from: ['pending'], to: 'cancelled' },
  counter: { from: ['pending'], to: 'countered' },
  expire: { from: ['pending'], to: 'expired' },
  veto: { from: ['accepted'], to: 'vetoed' },
  complete: { from: ['accepted'], to: 'completed' },
  void: { from: OPEN_TRADE_STATUSES, to: 'void' },
};

/** The status a trade takes after `action`, or null when the action does not apply to it. */
export function nextTradeStatus(status: TradeStatus, action: TradeAction): TradeStatus | null {
  const transition = TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : null;
}

const STATUS_WORDS: Record<TradeStatus, string> = {
  pending: 'still waiting for an answer',
  accepted: 'accepted and in review',
  completed: 'already completed',
  rejected: 'rejected',
  cancelled: 'cancelled',
  expired: 'expired',
  countered: 'replaced by a counter-offer',
  void: 'void',
  vetoed: 'vetoed',
};

const ACTION_PAST: Record<TradeAction, string> = {
  accept: 'accepted',
  reject: 'rejected',
  cancel: 'cancelled',
  counter: 'countered',
  expire: 'expired',
  veto: 'vetoed',
  complete: 'completed',
  void: 'voided',
};

/** Why `action` cannot be taken on a trade in `status`, in a manager's words. */
export function tradeStatusRefusal(status: TradeStatus, action: TradeAction): string {
  const only =
    TRANSITIONS[action].from[0] === 'accepted'
      ? 'Only a trade in review can be'
      : 'Only a pending offer can be';
  return `${only} ${ACTION_PAST[action]}; this trade is ${STATUS_WORDS[status]}`;
}

/** Who the viewer is to a trade. */
export interface TradeViewer {
  ownsFromTeam: boolean;
  ownsToTeam: boolean;
  isCommissioner: boolean;
}

export interface TradeActions {
  accept: boolean;
  reject: boolean;
  counter: boolean;
  cancel: boolean;
  veto: boolean;
}

/**
 * What the viewer may do with a trade: the receiving owner answers a pending offer, its
 * proposer may withdraw it, and the commissioner may veto one in review.
 */
export function tradeActionsFor(status: TradeStatus, viewer: TradeViewer): TradeActions {
  const pending = status === 'pending';
  return {
    accept: pending && viewer.ownsToTeam,
    reject: pending && viewer.ownsToTeam,
    counter: pending && viewer.ownsToTeam,
    cancel: pending && viewer.ownsFromTeam,
    veto: status === 'accepted' && viewer.isCommissioner,
  };
}

/** A player on a roster, as the swap needs them. */
export interface TradeRosterEntry {
  playerId: string;
  name: string;
  position: PlayerPosition;
  slot: RosterSlot;
}

/** One side of a trade, with its league's roster rules. */
export interface TradeSide extends RosterRules {
  teamId: string;
  name: string;
  roster: readonly TradeRosterEntry[];
  /** Ids of the players this side sends to the other. */
  sends: readonly string[];
}

export interface TradeMove {
  playerId: string;
  toTeamId: string;
  slot: RosterSlot;
}

export type TradePlan = { moves: TradeMove[] } | { error: string };

/**
 * Where every traded player lands, by the draft's placement rule (their own position's slot,
 * else FLEX, else the bench while it has room) on the receiving roster once its outgoing players have
 * left. Players whose own slot is open are placed first, so no one takes a FLEX another
 * needs. An error names the player who does not fit. Both rosters must hold every player
 * they send (the caller checks).
 */
export function planTrade(a: TradeSide, b: TradeSide): TradePlan {
  const moves: TradeMove[] = [];
  for (const [receiver, sender] of [
    [a, b],
    [b, a],
  ] as const) {
    const staying = receiver.roster.filter((entry) => !receiver.sends.includes(entry.playerId));
    const shape: RosterShape = rosterShapeOfSlots(
      staying.map((entry) => entry.slot),
      receiver,
    );
    const incoming = sender.roster
      .filter((entry) => sender.sends.includes(entry.playerId))
      .sort((x, y) => Number(hasOwnSlotOpen(shape, y)) - Number(hasOwnSlotOpen(shape, x)));
    for (const player of incoming) {
      const placement = placeDraftedPlayer(shape, player.position);
      if ('error' in placement) {
        return {
          error: `${receiver.name} has no room for ${player.name}: no open ${
            ownSlotOf(player.position, receiver) === null
              ? ''
              : `${ownSlotOf(player.position, receiver)} or `
          }FLEX slot and the bench is full`,
        };
      }
      if (placement.slot === 'BENCH') shape.benchCount += 1;
      else (shape.filled as Set<RosterSlot>).add(placement.slot);
      moves.push({ playerId: player.playerId, toTeamId: receiver.teamId, slot: placement.slot });
    }
  }
  return { moves };
}

const hasOwnSlotOpen = (shape: RosterShape, entry: TradeRosterEntry) => {
  const own = ownSlotOf(entry.position, shape);
  return own !== null && !shape.filled.has(own);
};

/**
 * Whether the league's trade deadline has passed: its deadline week has been scored. Without a
 * deadline, trading never closes.
 */
export function tradeDeadlinePassed(
  deadlineWeek: number | null,
  completedWeeks: readonly number[],
): boolean {
  return deadlineWeek !== null && completedWeeks.some((week) => week >= deadlineWeek);
}

export const tradeDeadlineMessage = (week: number) =>
  `The trade deadline has passed (week ${week} has been scored)`;
