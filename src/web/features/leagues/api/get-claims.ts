import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaiverClaim } from '../../../../domain/contract/waivers';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** GET /leagues/{id}/claims: the caller's claims, pending in rank order, then the latest results. */
export function getClaims(leagueId: string, signal?: AbortSignal): Promise<WaiverClaim[]> {
  return api.get<WaiverClaim[]>(apiPaths.leagueClaims(leagueId), signal);
}

export const claimsQueryOptions = (leagueId: string, userId: string) =>
  queryOptions({
    queryKey: queryKeys.claims(leagueId, userId),
    queryFn: ({ signal }) => getClaims(leagueId, signal),
  });

export function useClaims(leagueId: string, userId: string, enabled = true) {
  return useQuery({ ...claimsQueryOptions(leagueId, userId), enabled: enabled && userId !== '' });
}
