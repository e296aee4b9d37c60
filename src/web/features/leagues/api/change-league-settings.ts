import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeagueSettingsDoc, SettingsPatch } from '../../../../domain/contract/settings';
import { ApiError, api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';
import { refreshLeagueLists } from '../league-cache';

/** PATCH /leagues/{id}/settings (commissioner): the settings changed, answered in full. */
export function changeLeagueSettings(leagueId: string, patch: SettingsPatch) {
  return api.patch<LeagueSettingsDoc>(apiPaths.leagueSettings(leagueId), patch);
}

export function useChangeLeagueSettings(leagueId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => changeLeagueSettings(leagueId, patch),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.leagueSettings(leagueId), settings);
      // The league page, its log, standings and matchups, its draft (its rounds follow the
      // roster's slots), and the lists naming the league.
      for (const queryKey of [
        queryKeys.league(leagueId),
        queryKeys.draft(leagueId),
        queryKeys.leagueTransactions(leagueId),
        queryKeys.standings(leagueId),
        queryKeys.leagueMatchups(leagueId),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      refreshLeagueLists(queryClient, userId);
    },
    onError: (error) => {
      // A setting closed while the page was open: read again which ones may change now.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.leagueSettings(leagueId) });
      }
    },
  });
}
