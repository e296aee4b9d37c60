import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '../../../domain/contract/teams';
import { api } from '../api-client';
import { apiPaths } from '../paths';
import { queryKeys } from '../query-keys';

/** GET /teams/my-teams: the user's teams, one per league, with their rosters. */
export function getMyTeams(signal?: AbortSignal): Promise<Team[]> {
  return api.get<Team[]>(apiPaths.myTeams, signal);
}

// Per user and never fresh: a team added anywhere shows here on the next visit.
export const myTeamsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.myTeams(userId),
    queryFn: ({ signal }) => getMyTeams(signal),
  });

export function useMyTeams(userId: string | null) {
  return useQuery({ ...myTeamsQueryOptions(userId ?? ''), enabled: userId !== null });
}
