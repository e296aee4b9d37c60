import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamDetail } from '../../../domain/contract/teams';
import { api } from '../api-client';
import { apiPaths } from '../paths';
import { queryKeys } from '../query-keys';

/** GET /teams/{id}: any team, with its roster and its lineup's locks on the league's clock. */
export function getTeam(id: string, signal?: AbortSignal): Promise<TeamDetail> {
  return api.get<TeamDetail>(apiPaths.team(id), signal);
}

export const teamQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.team(id),
    queryFn: ({ signal }) => getTeam(id, signal),
  });

export function useTeam(id: string) {
  return useQuery(teamQueryOptions(id));
}
