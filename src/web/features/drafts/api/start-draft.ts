import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DraftStatusResponse } from '../../../../domain/contract/drafts';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterDraftChange } from '../draft-cache';

/** POST /draft/start (commissioner): draws the order and puts the first team on the clock. */
export function startDraft(leagueId: string): Promise<DraftStatusResponse> {
  return api.post<DraftStatusResponse>(apiPaths.draftStart, { leagueId });
}

export function useStartDraft(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startDraft(leagueId),
    onSuccess: (state) => afterDraftChange(queryClient, leagueId, state),
  });
}
