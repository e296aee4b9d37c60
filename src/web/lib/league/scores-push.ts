import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { refreshLeaguePlayers } from './roster-change';

/**
 * A league's week was scored again by its clock (a game started, a week opened or became
 * final): the league's page (its clock and schedule), every week's matchups, the standings,
 * the playoff bracket, the team pages (totals, locks), and the league's players list and
 * player pages (their points up to the league's clock) are asked for again where they are
 * shown.
 */
export function refreshLeagueScores(queryClient: QueryClient, leagueId: string): void {
  for (const queryKey of [
    queryKeys.league(leagueId),
    queryKeys.leagueMatchups(leagueId),
    queryKeys.standings(leagueId),
    queryKeys.playoffs(leagueId),
    queryKeys.anyTeam,
    queryKeys.leagueClaims(leagueId),
    queryKeys.leagueTransactions(leagueId),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
  refreshLeaguePlayers(queryClient, leagueId);
}

/**
 * After the push connection was down: every league this tab has read may have had score news
 * or a waiver clear meanwhile, so each is refreshed as that news would have refreshed it.
 */
export function refreshLeaguesAfterGap(queryClient: QueryClient): void {
  const [kind] = queryKeys.league('');
  for (const { queryKey } of queryClient.getQueryCache().findAll({ queryKey: [kind] })) {
    const leagueId = queryKey[1];
    if (typeof leagueId === 'string') refreshLeagueScores(queryClient, leagueId);
  }
}
