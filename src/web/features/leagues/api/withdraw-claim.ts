import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /leagues/{id}/claims/{claimId}: withdraws a pending claim. */
export function withdrawClaim(leagueId: string, claimId: string) {
  return api.delete<{ message: string }>(apiPaths.leagueClaim(leagueId, claimId));
}

export function useWithdrawClaim(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claimId: string) => withdrawClaim(leagueId, claimId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.leagueClaims(leagueId) }),
  });
}
