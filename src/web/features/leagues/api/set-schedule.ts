import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { League } from '../../../../domain/contract/leagues';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';
import { refreshSchedule } from '../league-cache';

/**
 * POST /leagues/{id}/schedule (commissioner): the season's length in weeks. Set Schedule
 * and Generate New Schedule both send it; the league comes back with `scheduleWeeks`.
 */
export function setSchedule(leagueId: string, weeks: number): Promise<League> {
  return api.post<League>(apiPaths.leagueSchedule(leagueId), { weeks });
}

export function useSetSchedule(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weeks: number) => setSchedule(leagueId, weeks),
    onSuccess: (league) => {
      queryClient.setQueryData(queryKeys.league(league.id), league);
      refreshSchedule(queryClient, league.id);
    },
  });
}
