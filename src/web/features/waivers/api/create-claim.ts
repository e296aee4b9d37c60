import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateClaimInput, WaiverClaim } from '../../../../domain/contract/waivers';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** POST /leagues/{id}/claims: a claim on a player on waivers, last in the team's order. */
export function createClaim(
  leagueId: string,
  input: CreateClaimInput,
  idempotencyKey?: string,
): Promise<WaiverClaim> {
  return api.post<WaiverClaim>(apiPaths.leagueClaims(leagueId), input, { idempotencyKey });
}

export function useCreateClaim(leagueId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateClaimInput; idempotencyKey: string }) =>
      createClaim(leagueId, input, idempotencyKey),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.claims(leagueId, userId) }),
  });
}
