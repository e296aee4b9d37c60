import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { League } from '../../../../domain/contract/leagues';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterClockRefused, afterCommissionerAction } from '../league-cache';

/** POST /leagues/{id}/season/pause (commissioner): the replay stands still where it is. */
export function pauseSeason(leagueId: string): Promise<League> {
  return api.post<League>(apiPaths.pauseSeason(leagueId));
}

export function usePauseSeason(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => pauseSeason(leagueId),
    onSuccess: (league) => afterCommissionerAction(queryClient, league),
    onError: (error) => afterClockRefused(queryClient, leagueId, error),
  });
}
