import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeagueSummary } from '../../../../domain/contract/leagues';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** GET /leagues: public leagues and the user's own, newest first, as summaries. */
export function getLeagues(signal?: AbortSignal): Promise<LeagueSummary[]> {
  return api.get<LeagueSummary[]>(apiPaths.leagues, signal);
}

// Per user and never fresh. The search runs in memory, so typing never waits.
export const leaguesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.leagues(userId),
    queryFn: ({ signal }) => getLeagues(signal),
  });

export function useLeagues(userId: string | null) {
  return useQuery({ ...leaguesQueryOptions(userId ?? ''), enabled: userId !== null });
}
