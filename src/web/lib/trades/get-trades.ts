import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Trade } from '../../../domain/contract/trades';
import type { TradeStatus } from '../../../domain/vocabulary';
import { api } from '../api-client';
import { apiPaths } from '../paths';
import { queryKeys } from '../query-keys';

export interface TradeListQuery {
  leagueId?: string;
  teamId?: string;
  status?: readonly TradeStatus[];
}

/**
 * GET /trades (shared: the trade screens and the navigation bar's count of offers): newest first (at most 100). Without a league or team, the trades of the user's
 * own teams. Pending offers show only to their two owners; the rest of the league sees a trade
 * once it is accepted.
 */
export function getTrades(query: TradeListQuery, signal?: AbortSignal): Promise<Trade[]> {
  return api.get<Trade[]>(apiPaths.trades(query), signal);
}

export const tradesQueryOptions = (userId: string, query: TradeListQuery) =>
  queryOptions({
    queryKey: queryKeys.tradeList(userId, query),
    queryFn: ({ signal }) => getTrades(query, signal),
  });

export function useTrades(userId: string, query: TradeListQuery, enabled = true) {
  return useQuery({ ...tradesQueryOptions(userId, query), enabled: enabled && userId !== '' });
}
