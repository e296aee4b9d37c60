import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Matchup } from '../../../../domain/contract/season';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterWeekScored } from '../season-cache';
import { requireMatchups } from './get-matchups';

/** POST /leagues/{id}/matchups/{week}/evaluate-wins (commissioner): winners and ties from the scores. */
export async function evaluateWins(leagueId: string, week: number): Promise<Matchup[]> {
  return requireMatchups(await api.post<unknown>(apiPaths.evaluateWins(leagueId, week)));
}

export function useEvaluateWins(leagueId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (week: number) => evaluateWins(leagueId, week),
    onSuccess: (matchups, week) =>
      afterWeekScored(queryClient, { leagueId, userId, week, matchups }),
  });
}
