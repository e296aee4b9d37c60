import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Trade } from '../../../../domain/contract/trades';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** GET /trades/{id}: one trade the user may see. */
export function getTrade(id: string, signal?: AbortSignal): Promise<Trade> {
  return api.get<Trade>(apiPaths.trade(id), signal);
}

export const tradeQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.trade(userId, id),
    queryFn: ({ signal }) => getTrade(id, signal),
  });

export function useTrade(userId: string, id: string | null) {
  return useQuery({
    ...tradeQueryOptions(userId, id ?? ''),
    enabled: id !== null && userId !== '',
  });
}
