import type { Player } from '../../../domain/contract/players';
import type { TeamRoster } from '../../../domain/contract/teams';
import type { Trade } from '../../../domain/contract/trades';
import { type RosterRules, starterSlotsOf } from '../../../domain/roster';
import type { RosterRow } from '../../components/roster-columns';

/** One line of a side's table on the trade screen: a starter slot, or a bench player. */
export type TradeRow = RosterRow;

/** The league's starter slots in order (empty ones too), then the players on the bench. */
export function tradeRows(roster: TeamRoster, rules: Pick<RosterRules, 'teamSlot'>): TradeRow[] {
  return [
    ...starterSlotsOf(rules).map((slot) => ({ key: slot, slot, player: roster[slot] })),
    ...roster.BENCH.map((player) => ({
      key: `BENCH-${player.id}`,
      slot: 'BENCH' as const,
      player,
    })),
  ];
}

/** The rows' players whose ids are selected, in table order. */
export function selectedPlayers(
  rows: readonly TradeRow[],
  selected: ReadonlySet<string>,
): Player[] {
  return rows.flatMap((row) => (row.player && selected.has(row.player.id) ? [row.player] : []));
}

/** The selection with the player added, or taken out if they were in it. */
export function toggleSelection(selected: ReadonlySet<string>, playerId: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(playerId)) next.add(playerId);
  return next;
}

export interface TradeAnalysis {
  given: number;
  received: number;
  /** Received minus given. */
  net: number;
  /** Shown green only when the viewer receives more points than they give. */
  favourable: boolean;
}

/** Season fantasy points on each side of the trade, from the viewer's side. */
export function analyseTrade(give: readonly Player[], receive: readonly Player[]): TradeAnalysis {
  const given = sumPoints(give);
  const received = sumPoints(receive);
  return { given, received, net: received - given, favourable: received > given };
}

const sumPoints = (players: readonly Player[]) =>
  players.reduce((total, player) => total + (player.fantasyPoints || 0), 0);

const playerCount = (count: number) => `${count} ${count === 1 ? 'player' : 'players'}`;

/** The confirmation dialog's sentence: 'You are offering 2 players for 1 player from X.' */
export function offerSentence(giveCount: number, receiveCount: number, teamName: string): string {
  return `You are offering ${playerCount(giveCount)} for ${playerCount(receiveCount)} from ${teamName}.`;
}

/** Whether the proposal may be sent: at least one player on each side. */
export const canPropose = (giveCount: number, receiveCount: number) =>
  giveCount > 0 && receiveCount > 0;

export interface TradeSelection {
  give: Set<string>;
  receive: Set<string>;
}

/**
 * A counter-offer starts from the offer it answers, seen from the counterer's side: they give
 * what the offer asked of them and receive what it offered. Players no longer on either roster
 * (traded or dropped since) are left out.
 */
export function counterSelection(
  offer: Pick<Trade, 'give' | 'receive'>,
  ownRoster: TeamRoster,
  theirRoster: TeamRoster,
): TradeSelection {
  const onRoster = (roster: TeamRoster) =>
    new Set(
      tradeRows(roster, { teamSlot: true }).flatMap((row) => (row.player ? [row.player.id] : [])),
    );
  const own = onRoster(ownRoster);
  const theirs = onRoster(theirRoster);
  return {
    give: new Set(offer.receive.map((player) => player.id).filter((id) => own.has(id))),
    receive: new Set(offer.give.map((player) => player.id).filter((id) => theirs.has(id))),
  };
}
