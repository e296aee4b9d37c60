import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeagueSummary } from '../../../domain/contract/leagues';
import { api } from '../api-client';
import { apiPaths } from '../paths';
import { queryKeys } from '../query-keys';

/** GET /leagues/my-leagues: the leagues the signed-in user belongs to. */
export function getMyLeagues(signal?: AbortSignal): Promise<LeagueSummary[]> {
  return api.get<LeagueSummary[]>(apiPaths.myLeagues, signal);
}

// Keyed by user and never fresh: the list changes whenever the user joins a league.
export const myLeaguesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.myLeagues(userId),
    queryFn: ({ signal }) => getMyLeagues(signal),
  });

export function useMyLeagues(userId: string | null) {
  return useQuery({ ...myLeaguesQueryOptions(userId ?? ''), enabled: userId !== null });
}
