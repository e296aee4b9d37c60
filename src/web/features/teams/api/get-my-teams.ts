import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '../../../../domain/contract/teams';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

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
