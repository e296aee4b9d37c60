import type { QueryClient } from '@tanstack/react-query';
import type { Team } from '../../../domain/contract/teams';
import { ApiError } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * The league's players list and every page of a player seen from the league: they show who is
 * free, on waivers or on a team, and the points up to the league's clock.
 */
export function refreshLeaguePlayers(queryClient: QueryClient, leagueId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.players.league(leagueId) });
  const [kind, detail] = queryKeys.players.detail('', leagueId);
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === kind && queryKey[1] === detail && queryKey[3] === leagueId,
  });
}

/**
 * After a player joins, leaves or moves on a team (an add, a drop, an add-drop, a lineup move),
 * the team's answer shows at once, and everything that shows its roster or a player's standing
 * in the league asks again.
 */
export function afterRosterChange(queryClient: QueryClient, userId: string, team: Team): void {
  queryClient.setQueryData(queryKeys.team(team.id), team);
  void queryClient.invalidateQueries({ queryKey: queryKeys.team(team.id) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.league(team.leagueId) });
  refreshLeaguePlayers(queryClient, team.leagueId);
  void queryClient.invalidateQueries({ queryKey: queryKeys.myTeams(userId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.teams(userId) });
}

/**
 * A move refused with 409 was planned on what the screen showed, and another manager or the
 * clock has changed it since (the player taken, put on waivers, a lineup locked; the league
 * filled up before a join): the league, the rosters, the team pages and the players' standing
 * are asked for again. Answers whether it was such a conflict.
 */
export function refreshAfterConflict(
  queryClient: QueryClient,
  leagueId: string,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError && error.status === 409)) return false;
  void queryClient.invalidateQueries({ queryKey: queryKeys.league(leagueId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.anyTeam });
  refreshLeaguePlayers(queryClient, leagueId);
  void queryClient.invalidateQueries({ queryKey: queryKeys.leagueClaims(leagueId) });
  return true;
}
