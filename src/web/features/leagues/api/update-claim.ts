import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateClaimInput, WaiverClaim } from '../../../../domain/contract/waivers';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /leagues/{id}/claims/{claimId}: a new bid, player to drop, or place in the team's order. */
export function updateClaim(
  leagueId: string,
  claimId: string,
  input: UpdateClaimInput,
): Promise<WaiverClaim> {
  return api.patch<WaiverClaim>(apiPaths.leagueClaim(leagueId, claimId), input);
}

/** A new rank moves the team's other claims too, so the whole list is asked for again. */
export function useUpdateClaim(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, ...input }: UpdateClaimInput & { claimId: string }) =>
      updateClaim(leagueId, claimId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.leagueClaims(leagueId) }),
  });
}
