import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DraftStatusResponse } from '../../../../domain/contract/drafts';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterDraftChange } from '../draft-cache';

export interface DraftSaleInput {
  teamId: string;
  playerId: string;
  price: number;
}

/** POST /draft/sale: an auction held in person, recorded by the commissioner. */
export function useRecordSale(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DraftSaleInput) => api.post<DraftStatusResponse>(apiPaths.draftSale, input),
    onSuccess: (state) => afterDraftChange(queryClient, leagueId, state),
  });
}
