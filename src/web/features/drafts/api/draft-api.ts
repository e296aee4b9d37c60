import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RosterSlot } from '../../../../domain/roster';
import type { DraftStatusResponse } from '../../../../domain/types';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** GET /draft/status: the engine's state, the order, the picks and the players still available. */
export function getDraftStatus(leagueId: string, signal?: AbortSignal) {
  return api.get<DraftStatusResponse>(apiPaths.draftStatus(leagueId), signal);
}

export const draftStatusQueryOptions = (leagueId: string) =>
  queryOptions({
    queryKey: queryKeys.draft(leagueId),
    queryFn: ({ signal }) => getDraftStatus(leagueId, signal),
    staleTime: 0,
  });

/**
 * The board's view: refreshed every few seconds until the draft is over, so a start or picks
 * made in the live room show up.
 */
export function useDraftStatus(leagueId: string, options: { refetchInterval?: number } = {}) {
  return useQuery({
    ...draftStatusQueryOptions(leagueId),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      const running = status === 'started' || status === 'not_started';
      return running ? (options.refetchInterval ?? false) : false;
    },
  });
}

export interface DraftPickInput {
  teamId: string;
  playerId: string;
  position?: RosterSlot;
  pickNumber?: number;
}

/** The board's commissioner actions; each answers with the new state, which replaces the cache. */
export function useDraftActions(leagueId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (status: DraftStatusResponse) => {
    queryClient.setQueryData(queryKeys.draft(leagueId), status);
    // Rosters and the league's pool changed.
    void queryClient.invalidateQueries({ queryKey: queryKeys.league(leagueId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.anyTeam });
  };
  return {
    start: useMutation({
      mutationFn: () => api.post<DraftStatusResponse>(apiPaths.draftStart, { leagueId }),
      onSuccess,
    }),
    end: useMutation({
      mutationFn: () => api.post<DraftStatusResponse>(apiPaths.draftEnd, { leagueId }),
      onSuccess,
    }),
    pick: useMutation({
      mutationFn: (input: DraftPickInput) =>
        api.post<DraftStatusResponse>(apiPaths.draftPick, input),
      onSuccess,
    }),
  };
}
