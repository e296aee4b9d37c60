import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { League } from '../../../../domain/contract/leagues';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterCommissionerAction } from '../league-cache';

/** POST /leagues/{id}/invite-code (commissioner): the old code and links stop working. */
export function renewInviteCode(leagueId: string): Promise<League> {
  return api.post<League>(apiPaths.leagueInviteCode(leagueId));
}

export function useRenewInviteCode(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewInviteCode(leagueId),
    onSuccess: (league) => afterCommissionerAction(queryClient, league),
  });
}
