import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

/**
 * A league's week was scored again by its clock (a game started, a week opened or became
 * final): the league's page (its clock and schedule), every week's matchups, the standings
 * and the team pages (totals, locks) are asked for again where they are shown.
 */
export function refreshLeagueScores(queryClient: QueryClient, leagueId: string): void {
  for (const queryKey of [
    queryKeys.league(leagueId),
    queryKeys.leagueMatchups(leagueId),
    queryKeys.standings(leagueId),
    queryKeys.anyTeam,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
