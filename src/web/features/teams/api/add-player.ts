import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Team } from '../../../../domain/contract/teams';
import type { RosterSlot } from '../../../../domain/vocabulary';
import { api } from '../../../lib/api-client';
import { afterRosterChange } from '../../../lib/league/roster-change';
import { apiPaths } from '../../../lib/paths';

/** POST /teams/{id}/players: puts a player into an empty slot (owner, or commissioner for bots). */
export function addPlayer(teamId: string, input: { playerId: string; slot: RosterSlot }) {
  return api.post<Team>(apiPaths.teamPlayers(teamId), input);
}

export function useAddPlayer(teamId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { playerId: string; slot: RosterSlot }) => addPlayer(teamId, input),
    onSuccess: (team) => afterRosterChange(queryClient, userId, team),
  });
}
