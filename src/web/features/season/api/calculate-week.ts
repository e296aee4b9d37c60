import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Matchup } from '../../../../domain/contract/season';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterWeekScored } from '../season-cache';
import { requireMatchups } from './get-matchups';

/**
 * POST /leagues/{id}/calculate/{week} (commissioner): scores the week from the starters'
 * real games, sets the winners and moves the league's current week on.
 */
export async function calculateWeek(leagueId: string, week: number): Promise<Matchup[]> {
  return requireMatchups(await api.post<unknown>(apiPaths.calculateWeek(leagueId, week)));
}

export function useCalculateWeek(leagueId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (week: number) => calculateWeek(leagueId, week),
    onSuccess: (matchups, week) =>
      afterWeekScored(queryClient, { leagueId, userId, week, matchups }),
  });
}
