import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { League, LeagueSettingsInput } from '../../../../domain/contract/leagues';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /leagues/{id} (commissioner): trade rules, lineup locks and a replay's pace. */
export function updateLeagueSettings(leagueId: string, input: LeagueSettingsInput) {
  return api.patch<League>(apiPaths.league(leagueId), input);
}

export function useUpdateLeagueSettings(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeagueSettingsInput) => updateLeagueSettings(leagueId, input),
    onSuccess: (league) => queryClient.setQueryData(queryKeys.league(league.id), league),
  });
}
