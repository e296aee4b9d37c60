import type { QueryClient } from '@tanstack/react-query';
import type { Matchup } from '../../../domain/contract/season';
import { queryKeys } from '../../lib/query-keys';

/** Everything a week's scores feed: standings, the league, and each team's total points. */
function refreshScoredData(queryClient: QueryClient, leagueId: string, userId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.standings(leagueId) });
  // The league carries currentWeek, the schedule's scored weeks and its teams' totals.
  void queryClient.invalidateQueries({ queryKey: queryKeys.league(leagueId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.teams(userId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.myTeams(userId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.anyTeam });
}

/**
 * A week was calculated (or its winners evaluated): the answer is the week's matchups as
 * they now stand, so they show at once; whatever the scores feed is asked for again.
 */
export function afterWeekScored(
  queryClient: QueryClient,
  options: { leagueId: string; userId: string; week: number; matchups: Matchup[] },
): void {
  const { leagueId, userId, week, matchups } = options;
  queryClient.setQueryData(queryKeys.matchups(leagueId, week), matchups);
  refreshScoredData(queryClient, leagueId, userId);
}

/** Update All Stats recomputed every player's totals and rescored every scored week. */
export function afterStatsUpdated(
  queryClient: QueryClient,
  options: { leagueId: string; userId: string },
): void {
  const { leagueId, userId } = options;
  void queryClient.invalidateQueries({ queryKey: queryKeys.leagueMatchups(leagueId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.players.all });
  refreshScoredData(queryClient, leagueId, userId);
}
