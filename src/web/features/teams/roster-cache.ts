import type { QueryClient } from '@tanstack/react-query';
import type { Team } from '../../../domain/contract/teams';
import { queryKeys } from '../../lib/query-keys';

/**
 * After a player is added to or removed from a slot, the team reloads. The answer is the
 * team as it now is; it shows at once, and every list that shows the roster or a player's
 * standing in the league asks again.
 */
export function afterRosterChange(queryClient: QueryClient, userId: string, team: Team): void {
  queryClient.setQueryData(queryKeys.team(team.id), team);
  void queryClient.invalidateQueries({ queryKey: queryKeys.team(team.id) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.league(team.leagueId) });
  // The league's players list shows who is free, on waivers or on a team.
  void queryClient.invalidateQueries({ queryKey: queryKeys.players.league(team.leagueId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.myTeams(userId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.teams(userId) });
}
