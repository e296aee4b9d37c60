import type { TradeStatus } from '../../../domain/vocabulary';
import type { TradeRow } from '../../db/schema/trades';
import type { Repositories } from '../repositories';
import type { VoidedTrade } from './repository';

/**
 * Both owners' push connections hear that a trade moved (on commit), whatever moved it: an
 * answer, the clock (an offer lapsed, a review ended) or another change (a player in it was
 * traded or dropped). Their screens reload the trade from that.
 */
export async function tellTradeOwners(
  tx: Repositories,
  changes: readonly Pick<TradeRow, 'id' | 'fromTeamId' | 'toTeamId' | 'status'>[],
) {
  if (changes.length === 0) return;
  const teams = await tx.teams.findByIds([
    ...new Set(changes.flatMap((trade) => [trade.fromTeamId, trade.toTeamId])),
  ]);
  const ownerOf = new Map(teams.map((team) => [team.id, team.userId]));
  for (const trade of changes) {
    const userIds = [trade.fromTeamId, trade.toTeamId].flatMap((teamId) => {
      const userId = ownerOf.get(teamId);
      return userId ? [userId] : [];
    });
    await tx.events.publish({
      kind: 'user',
      userIds,
      news: { type: 'tradeOffer', tradeId: trade.id, status: trade.status as TradeStatus },
    });
  }
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
