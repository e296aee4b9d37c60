import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamDetail } from '../../../../domain/contract/teams';
import type { AddDropInput } from '../../../../domain/contract/waivers';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** POST /teams/{id}/add-drop: a free agent in and, when named, a player out, in one go. */
export function addDrop(teamId: string, input: AddDropInput): Promise<TeamDetail> {
  return api.post<TeamDetail>(apiPaths.teamAddDrop(teamId), input);
}

export function useAddDrop(teamId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddDropInput) => addDrop(teamId, input),
    onSuccess: (team) => afterAddDrop(queryClient, userId, team),
  });
}

/** The team's answer shows at once; every list with its roster or the players' status asks again. */
function afterAddDrop(queryClient: QueryClient, userId: string, team: TeamDetail): void {
  queryClient.setQueryData(queryKeys.team(team.id), team);
  for (const queryKey of [
    queryKeys.league(team.leagueId),
    queryKeys.players.league(team.leagueId),
    queryKeys.myTeams(userId),
    queryKeys.teams(userId),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
