import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '../../../domain/contract/teams';
import { api } from '../api-client';
import { apiPaths } from '../paths';
import { queryKeys } from '../query-keys';

/** GET /teams/{id}: any team, with its roster (every team is visible to every user). */
export function getTeam(id: string, signal?: AbortSignal): Promise<Team> {
  return api.get<Team>(apiPaths.team(id), signal);
}

export const teamQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.team(id),
    queryFn: ({ signal }) => getTeam(id, signal),
  });

export function useTeam(id: string) {
  return useQuery(teamQueryOptions(id));
}
