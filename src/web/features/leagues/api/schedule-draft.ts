import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { League } from '../../../../domain/contract/leagues';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

export interface ScheduleDraftInput {
  draftDateTime: string;
  draftType: 'snake' | 'auction';
}

/** POST /leagues/{id}/schedule-draft (commissioner): the league with its draft date and type. */
export function scheduleDraft(leagueId: string, input: ScheduleDraftInput): Promise<League> {
  return api.post<League>(apiPaths.scheduleDraft(leagueId), input);
}

export function useScheduleDraft(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleDraftInput) => scheduleDraft(leagueId, input),
    onSuccess: (league) => queryClient.setQueryData(queryKeys.league(league.id), league),
  });
}
