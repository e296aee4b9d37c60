import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '../../../../domain/types';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** GET /teams: the teams of every league the user is in (the league cards count them). */
export function getTeams(signal?: AbortSignal): Promise<Team[]> {
  return api.get<Team[]>(apiPaths.teams, signal);
}

export const teamsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.teams(userId),
    queryFn: ({ signal }) => getTeams(signal),
  });

export function useTeams(userId: string | null) {
  return useQuery({ ...teamsQueryOptions(userId ?? ''), enabled: userId !== null });
}
