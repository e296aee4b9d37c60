import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DraftStatusResponse } from '../../../../domain/contract/drafts';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterDraftChange } from '../draft-cache';

/** POST /draft/end (commissioner): stops the draft early; teams keep what they drafted. */
export function endDraft(leagueId: string): Promise<DraftStatusResponse> {
  return api.post<DraftStatusResponse>(apiPaths.draftEnd, { leagueId });
}

export function useEndDraft(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endDraft(leagueId),
    onSuccess: (state) => afterDraftChange(queryClient, leagueId, state),
  });
}
