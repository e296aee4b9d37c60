import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { League } from '../../../../domain/contract/leagues';
import { api } from '../../../lib/api-client';
import { refreshAfterConflict } from '../../../lib/league/roster-change';
import { apiPaths } from '../../../lib/paths';
import { afterLeagueJoined } from '../league-cache';

export interface JoinLeagueInput {
  teamName: string;
  /** A private league's invite code, from the link the commissioner shared. */
  inviteCode?: string;
}

/** POST /leagues/{id}/join: the user becomes a member, with a team of that name. */
export function joinLeague(leagueId: string, input: JoinLeagueInput): Promise<League> {
  return api.post<League>(apiPaths.joinLeague(leagueId), input);
}

export function useJoinLeague(leagueId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinLeagueInput) => joinLeague(leagueId, input),
    onSuccess: (league) => afterLeagueJoined(queryClient, userId, league),
    // Full, or the name taken, since the page was drawn: the page shows the league as it is.
    onError: (error) => refreshAfterConflict(queryClient, leagueId, error),
  });
}
