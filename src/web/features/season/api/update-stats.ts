import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterStatsUpdated } from '../season-cache';

/**
 * POST /leagues/{id}/update-stats (commissioner): every player's totals recomputed and every
 * scored week rescored; the answer's message says what was done.
 */
export function updateStats(leagueId: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(apiPaths.updateStats(leagueId));
}

export function useUpdateStats(leagueId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => updateStats(leagueId),
    onSuccess: () => afterStatsUpdated(queryClient, { leagueId, userId }),
  });
}
