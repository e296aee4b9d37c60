import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeagueSettingsDoc } from '../../../../domain/contract/settings';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** GET /leagues/{id}/settings: every setting in its group, and when each may change. */
export function getLeagueSettings(leagueId: string, signal?: AbortSignal) {
  return api.get<LeagueSettingsDoc>(apiPaths.leagueSettings(leagueId), signal);
}

export const leagueSettingsQueryOptions = (leagueId: string) =>
  queryOptions({
    queryKey: queryKeys.leagueSettings(leagueId),
    queryFn: ({ signal }) => getLeagueSettings(leagueId, signal),
  });

export function useLeagueSettings(leagueId: string) {
  return useQuery({ ...leagueSettingsQueryOptions(leagueId), enabled: leagueId !== '' });
}
