import type { TradeStatus } from '../../../domain/vocabulary';
import type { TradeRow } from '../../db/schema/trades';
import { type NotificationEntry, notify } from '../notifications';
import type { Repositories } from '../repositories';
import type { VoidedTrade } from './repository';

type ChangedTrade = Pick<
  TradeRow,
  'id' | 'leagueId' | 'fromTeamId' | 'toTeamId' | 'status' | 'reason'
>;

/**
 * What the owners of a trade that has ended without completing find in their notifications:
 * who is told (the proposer, the receiver or both), the title, and the text after it. A
 * completed trade has its own notice (both owners, with what moved), and an offer too.
 */
const ENDED_NOTICES: Partial<
  Record<
    TradeStatus,
    {
      told: 'proposer' | 'receiver' | 'both';
      title: string;
      body: (from: string, to: string, reason: string | null) => string;
    }
  >
> = {
  rejected: {
    told: 'proposer',
    title: 'Trade rejected',
    body: (from, to) => `${to} rejected the trade offer from ${from}.`,
  },
  expired: {
    told: 'proposer',
    title: 'Trade offer expired',
    body: (from, to) => `${to} did not answer the trade offer from ${from} in time.`,
  },
  cancelled: {
    told: 'receiver',
    title: 'Trade offer withdrawn',
    body: (from, to) => `${from} withdrew its trade offer to ${to}.`,
  },
  vetoed: {
    told: 'both',
    title: 'Trade vetoed',
    body: (from, to, reason) =>
      `The commissioner vetoed the trade between ${from} and ${to}${reason ? `: ${reason}` : ''}.`,
  },
  void: {
    told: 'both',
    title: 'Trade void',
    body: (from, to, reason) =>
      `The trade between ${from} and ${to} is void${reason ? `: ${reason}` : ''}.`,
  },
};

/**
 * Both owners' push connections hear that a trade moved (on commit), whatever moved it: an
 * answer, the clock (an offer lapsed, a review ended) or another change (a player in it was
 * traded or dropped). Their screens reload the trade from that. A trade that has ended without
 * completing is also a notification for the owners it concerns (`ENDED_NOTICES`).
 */
export async function tellTradeOwners(tx: Repositories, changes: readonly ChangedTrade[]) {
  if (changes.length === 0) return;
  const teams = await tx.teams.findByIds([
    ...new Set(changes.flatMap((trade) => [trade.fromTeamId, trade.toTeamId])),
  ]);
  const teamOf = new Map(teams.map((team) => [team.id, team]));
  const notices: NotificationEntry[] = [];
  for (const trade of changes) {
    const [from, to] = [teamOf.get(trade.fromTeamId), teamOf.get(trade.toTeamId)];
    const userIds = [from, to].flatMap((team) => (team?.userId ? [team.userId] : []));
    await tx.events.publish({
      kind: 'user',
      userIds,
      news: { type: 'tradeOffer', tradeId: trade.id, status: trade.status as TradeStatus },
    });
    const notice = ENDED_NOTICES[trade.status as TradeStatus];
    if (!notice || !from || !to) continue;
    const told = { proposer: [from], receiver: [to], both: [from, to] }[notice.told];
    for (const team of told) {
      if (!team.userId) continue;
      notices.push({
        userId: team.userId,
        type: 'trade',
        leagueId: trade.leagueId,
        title: notice.title,
        body: notice.body(from.name, to.name, trade.reason),
        link: `/teams/${team.id}`,
      });
    }
  }
  await notify(tx, notices);
}

/** The owners of trades another change voided hear of it. */
const tellVoided = (tx: Repositories, voided: readonly VoidedTrade[]) =>
  tellTradeOwners(
    tx,
    voided.map((trade) => ({ ...trade, status: 'void' })),
  );

/**
 * Voids the open trades (but `exceptId`) holding any of these players in their league, since
 * each has left the roster the trade counted on, and tells their owners.
 */
export async function voidTradesHolding(
  tx: Repositories,
  held: readonly { leagueId: string; playerId: string }[],
  at: Date,
  reasonFor: (playerIds: string[], leagueId: string) => string,
  exceptId?: string,
): Promise<void> {
  await tellVoided(tx, await tx.trades.voidOpenHolding(held, at, reasonFor, exceptId));
}

/**
 * Voids, for this reason, every open trade of a league (the season is over), or the offers a
 * team has sent or received that wait for an answer (the team has a new owner, who made none of
 * them); tells their owners.
 */
export async function voidOpenTrades(
  tx: Repositories,
  scope: { leagueId: string } | { pendingOfTeamId: string },
  at: Date,
  reason: string,
): Promise<void> {
  await tellVoided(tx, await tx.trades.voidOpen(scope, at, reason));
}
