import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { League } from '../../../../domain/contract/leagues';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

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
      void queryClient.invalidateQueries({ queryKey: queryKeys.standings(league.id) });
      // Every week's pairs may be new.
      void queryClient.invalidateQueries({ queryKey: queryKeys.leagueMatchups(league.id) });
      // The schedule's length is a setting, and places the playoffs at its end.
      void queryClient.invalidateQueries({ queryKey: queryKeys.leagueSettings(league.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.playoffs(league.id) });
    },
  });
}
