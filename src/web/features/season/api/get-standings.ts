import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StandingsEntry } from '../../../../domain/contract/season';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** GET /leagues/{id}/standings: every team, by win %, then points. */
export function getStandings(leagueId: string, signal?: AbortSignal): Promise<StandingsEntry[]> {
  return api.get<StandingsEntry[]>(apiPaths.standings(leagueId), signal);
}

export const standingsQueryOptions = (leagueId: string) =>
  queryOptions({
    queryKey: queryKeys.standings(leagueId),
    queryFn: ({ signal }) => getStandings(leagueId, signal),
  });

export function useStandings(leagueId: string) {
  return useQuery(standingsQueryOptions(leagueId));
}
