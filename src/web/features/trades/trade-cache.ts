import type { QueryClient } from '@tanstack/react-query';
import type { Trade } from '../../../domain/contract/trades';
import { ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/**
 * After a trade moves (proposed, answered, withdrawn, vetoed), every trade list reloads, and so
 * do both teams, the user's teams and the league: an accepted trade with no review period has
 * already swapped the players.
 */
export function afterTradeChange(queryClient: QueryClient, userId: string, trade: Trade): void {
  queryClient.setQueryData(queryKeys.trade(userId, trade.id), trade);
  void queryClient.invalidateQueries({ queryKey: queryKeys.trades(userId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.team(trade.fromTeam.id) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.team(trade.toTeam.id) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.myTeams(userId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.teams(userId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.league(trade.leagueId) });
}

/**
 * A trade action refused because the trade moved on meanwhile (answered, withdrawn, vetoed or
 * void: 409; gone: 404): the lists and the trade reload, so the screen shows where it stands
 * instead of the offer the user acted on.
 */
export function afterTradeRefused(
  queryClient: QueryClient,
  userId: string,
  tradeId: string,
  error: unknown,
): void {
  if (!(error instanceof ApiError && (error.status === 409 || error.status === 404))) return;
  void queryClient.invalidateQueries({ queryKey: queryKeys.trades(userId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.trade(userId, tradeId) });
}
