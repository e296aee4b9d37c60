import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterLeagueFilled } from '../league-cache';

export interface FillLeagueInput {
  numTeams: number;
  numWeeks: number;
}

/** POST /admin/fill-league/{leagueId} (commissioner, for testing): bot teams up to numTeams. */
export function fillLeague(leagueId: string, input: FillLeagueInput): Promise<{ message: string }> {
  return api.post<{ message: string }>(apiPaths.fillLeague(leagueId), input);
}

export function useFillLeague(leagueId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FillLeagueInput) => fillLeague(leagueId, input),
    onSuccess: () => afterLeagueFilled(queryClient, userId, leagueId),
  });
}
