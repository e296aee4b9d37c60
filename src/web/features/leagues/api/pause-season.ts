import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { League } from '../../../../domain/contract/leagues';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** POST /leagues/{id}/season/pause (commissioner): the replay stands still where it is. */
export function pauseSeason(leagueId: string): Promise<League> {
  return api.post<League>(apiPaths.pauseSeason(leagueId));
}

export function usePauseSeason(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => pauseSeason(leagueId),
    onSuccess: (league) => queryClient.setQueryData(queryKeys.league(league.id), league),
  });
}
