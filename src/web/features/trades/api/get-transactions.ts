import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TransactionsPage, TransactionType } from '../../../../domain/contract/waivers';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

export interface TransactionsFilter {
  type: TransactionType | null;
  teamId: string | null;
}

/** GET /leagues/{id}/transactions: 25 entries a page, newest first, older than `before`. */
export function getTransactions(
  leagueId: string,
  filter: TransactionsFilter,
  before: number | null,
  signal?: AbortSignal,
): Promise<TransactionsPage> {
  return api.get<TransactionsPage>(
    apiPaths.leagueTransactions(leagueId, { ...filter, before }),
    signal,
  );
}

export const transactionsQueryOptions = (leagueId: string, filter: TransactionsFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.transactions(leagueId, filter),
    queryFn: ({ pageParam, signal }) => getTransactions(leagueId, filter, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (lastPage) => lastPage.nextBefore,
  });

/** The league's log under one filter; older pages are appended on request. */
export function useTransactions(leagueId: string, filter: TransactionsFilter) {
  return useInfiniteQuery(transactionsQueryOptions(leagueId, filter));
}
