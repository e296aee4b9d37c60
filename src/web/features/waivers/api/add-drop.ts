import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamDetail } from '../../../../domain/contract/teams';
import type { AddDropInput } from '../../../../domain/contract/waivers';
import { api } from '../../../lib/api-client';
import { afterRosterChange } from '../../../lib/league/roster-change';
import { apiPaths } from '../../../lib/paths';

/** POST /teams/{id}/add-drop: a free agent in and, when named, a player out, in one go. */
export function addDrop(teamId: string, input: AddDropInput): Promise<TeamDetail> {
  return api.post<TeamDetail>(apiPaths.teamAddDrop(teamId), input);
}

export function useAddDrop(teamId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddDropInput) => addDrop(teamId, input),
    onSuccess: (team) => afterRosterChange(queryClient, userId, team),
  });
}
