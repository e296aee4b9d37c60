import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Playoffs } from '../../../../domain/contract/playoffs';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** GET /leagues/{id}/playoffs: the seeds, both brackets round by round, and the champion. */
export function getPlayoffs(leagueId: string, signal?: AbortSignal): Promise<Playoffs> {
  return api.get<Playoffs>(apiPaths.playoffs(leagueId), signal);
}

// The clock's score news asks for it again (refreshLeagueScores), so a live round moves.
export const playoffsQueryOptions = (leagueId: string) =>
  queryOptions({
    queryKey: queryKeys.playoffs(leagueId),
    queryFn: ({ signal }) => getPlayoffs(leagueId, signal),
  });

export function usePlayoffs(leagueId: string) {
  return useQuery(playoffsQueryOptions(leagueId));
}
