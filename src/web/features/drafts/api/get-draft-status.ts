import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DraftStatusResponse } from '../../../../domain/contract/drafts';
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
