import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Team } from '../../../../domain/contract/teams';
import { api } from '../../../lib/api-client';
import { refreshAfterConflict } from '../../../lib/league/roster-change';
import { apiPaths } from '../../../lib/paths';
import { afterTeamCreated } from '../league-cache';

/** POST /teams: the user's team in a league they belong to. */
export function createTeam(
  input: { name: string; leagueId: string },
  idempotencyKey?: string,
): Promise<Team> {
  return api.post<Team>(apiPaths.teams, input, { idempotencyKey });
}

export function useCreateTeam(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      input,
      idempotencyKey,
    }: {
      input: { name: string; leagueId: string };
      idempotencyKey: string;
    }) => createTeam(input, idempotencyKey),
    onSuccess: (team) => afterTeamCreated(queryClient, userId, team),
    // Full, or the name taken, since the page was drawn: the page shows the league as it is.
    onError: (error, { input }) => refreshAfterConflict(queryClient, input.leagueId, error),
  });
}
