import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaiverClaim } from '../../../../domain/contract/waivers';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** GET /leagues/{id}/claims: the caller's claims, pending in rank order, then the latest results. */
export function getClaims(leagueId: string, signal?: AbortSignal): Promise<WaiverClaim[]> {
  return api.get<WaiverClaim[]>(apiPaths.leagueClaims(leagueId), signal);
}

// The league's page lists the same claims from the same cache entry.
export const claimsQueryOptions = (userId: string, leagueId: string) =>
  queryOptions({
    queryKey: queryKeys.claims(leagueId, userId),
    queryFn: ({ signal }) => getClaims(leagueId, signal),
  });

export function useClaims(userId: string | null, leagueId: string) {
  return useQuery({
    ...claimsQueryOptions(userId ?? '', leagueId),
    enabled: userId !== null && leagueId !== '',
  });
}
