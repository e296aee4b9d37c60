import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLeagueInput, League } from '../../../../domain/contract/leagues';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';
import { refreshLeagueLists } from '../league-cache';

/** POST /leagues: the new league, with the creator as its first member. */
export function createLeague(input: CreateLeagueInput, idempotencyKey?: string): Promise<League> {
  return api.post<League>(apiPaths.leagues, input, { idempotencyKey });
}

export function useCreateLeague(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateLeagueInput; idempotencyKey: string }) =>
      createLeague(input, idempotencyKey),
    onSuccess: (league) => {
      queryClient.setQueryData(queryKeys.league(league.id), league);
      // The lists refresh, so the new league can also become the selected one.
      refreshLeagueLists(queryClient, userId);
    },
  });
}
