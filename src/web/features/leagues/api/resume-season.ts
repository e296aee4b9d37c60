import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { League } from '../../../../domain/contract/leagues';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterClockRefused, afterCommissionerAction } from '../league-cache';

/** POST /leagues/{id}/season/resume (commissioner): the replay runs on from where it stood. */
export function resumeSeason(leagueId: string): Promise<League> {
  return api.post<League>(apiPaths.resumeSeason(leagueId));
}

export function useResumeSeason(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resumeSeason(leagueId),
    onSuccess: (league) => afterCommissionerAction(queryClient, league),
    onError: (error) => afterClockRefused(queryClient, leagueId, error),
  });
}
