import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamDetail } from '../../../../domain/contract/teams';
import type { RosterSlot } from '../../../../domain/vocabulary';
import { api } from '../../../lib/api-client';
import { afterRosterChange } from '../../../lib/league/roster-change';
import { apiPaths } from '../../../lib/paths';

export interface LineupMoveInput {
  playerId: string;
  slot: RosterSlot;
}

/**
 * POST /teams/{id}/lineup: a rostered player to another slot; the slot's player takes his old
 * one when he fits it. A locked player is refused (409 LINEUP_LOCKED).
 */
export function moveInLineup(teamId: string, input: LineupMoveInput): Promise<TeamDetail> {
  return api.post<TeamDetail>(apiPaths.teamLineup(teamId), input);
}

export function useMoveInLineup(teamId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LineupMoveInput) => moveInLineup(teamId, input),
    onSuccess: (team) => afterRosterChange(queryClient, userId, team),
  });
}
