import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Team } from '../../../../domain/contract/teams';
import { api } from '../../../lib/api-client';
import { afterRosterChange } from '../../../lib/league/roster-change';
import { apiPaths } from '../../../lib/paths';

/** DELETE /teams/{id}/players/{playerId}: empties the player's slot. */
export function removePlayer(teamId: string, playerId: string): Promise<Team> {
  return api.delete<Team>(apiPaths.teamPlayer(teamId, playerId));
}

export function useRemovePlayer(teamId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: string) => removePlayer(teamId, playerId),
    onSuccess: (team) => afterRosterChange(queryClient, userId, team),
  });
}
