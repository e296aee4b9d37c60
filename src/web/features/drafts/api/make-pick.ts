import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DraftStatusResponse } from '../../../../domain/contract/drafts';
import type { RosterSlot } from '../../../../domain/vocabulary';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterDraftChange } from '../draft-cache';

export interface DraftPickInput {
  teamId: string;
  playerId: string;
  position?: RosterSlot;
  pickNumber?: number;
}

/** POST /draft/pick: the player goes to the team on the clock. */
export function makePick(input: DraftPickInput): Promise<DraftStatusResponse> {
  return api.post<DraftStatusResponse>(apiPaths.draftPick, input);
}

export function useMakePick(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makePick,
    onSuccess: (state) => afterDraftChange(queryClient, leagueId, state),
  });
}
