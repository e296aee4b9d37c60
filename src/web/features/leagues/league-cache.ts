import type { QueryClient } from '@tanstack/react-query';
import type { League } from '../../../domain/contract/leagues';
import type { Team } from '../../../domain/contract/teams';
import { getLeague } from '../../lib/league/get-league';
import { refreshAfterConflict } from '../../lib/league/roster-change';
import { queryKeys } from '../../lib/query-keys';

// Team and join data refresh about 1 second after creating a team or joining.
export const LEAGUE_REFRESH_MS = 1_000;

/** The user's league lists (and so the league selection) after a league was created or joined. */
export function refreshLeagueLists(queryClient: QueryClient, userId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.leagues(userId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.myLeagues(userId) });
}

/** The user's teams, wherever they are listed, after one was added. */
function refreshTeamLists(queryClient: QueryClient, userId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.myTeams(userId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.teams(userId) });
}

/** Asks for the league again, fresh from the server, once the spec's delay has passed. */
export function refreshLeagueSoon(queryClient: QueryClient, leagueId: string): void {
  setTimeout(() => {
    void queryClient
      .fetchQuery({
        queryKey: queryKeys.league(leagueId),
        queryFn: () => getLeague(leagueId, { refresh: true }),
        staleTime: 0,
      })
      // The page shows what it had; a later visit loads it again.
      .catch(() => undefined);
  }, LEAGUE_REFRESH_MS);
}

/**
 * Joining clears the cached league, standings and teams. The join answers with the
 * league as the new member sees it, so that replaces the cached league at once; the others
 * are reset (a page showing them loads them again). Removing entries a page observes would
 * leave it watching a query nobody updates.
 */
export function afterLeagueJoined(queryClient: QueryClient, userId: string, league: League): void {
  queryClient.setQueryData(queryKeys.league(league.id), league);
  void queryClient.resetQueries({ queryKey: queryKeys.standings(league.id) });
  void queryClient.resetQueries({ queryKey: queryKeys.teams(userId) });
  refreshLeagueLists(queryClient, userId);
  refreshTeamLists(queryClient, userId);
  refreshLeagueSoon(queryClient, league.id);
}

/** A new team shows in its league at once, and the league is asked for again after the delay. */
export function afterTeamCreated(queryClient: QueryClient, userId: string, team: Team): void {
  queryClient.setQueryData<League>(queryKeys.league(team.leagueId), (league) =>
    league && !league.teams.some((known) => known.id === team.id)
      ? { ...league, teams: [...league.teams, team] }
      : league,
  );
  // The league cards count the teams.
  refreshLeagueLists(queryClient, userId);
  refreshTeamLists(queryClient, userId);
  refreshLeagueSoon(queryClient, team.leagueId);
}

/**
 * The league's schedule was set: every week's pairs may be new, and with them the standings;
 * its length is a setting, and places the playoffs at its end.
 */
export function refreshSchedule(queryClient: QueryClient, leagueId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.standings(leagueId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.leagueMatchups(leagueId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.leagueSettings(leagueId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.playoffs(leagueId) });
}

/**
 * Bot teams were added, with a schedule of the weeks asked for: the league, every team list
 * and everything the schedule shapes show them.
 */
export function afterLeagueFilled(queryClient: QueryClient, userId: string, leagueId: string) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.league(leagueId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.teams(userId) });
  refreshSchedule(queryClient, leagueId);
}

/**
 * The commissioner paused or resumed the replay, or made a new invite code: the league page
 * shows the answer, and the league's log, which holds the commissioner's entry for it, is asked
 * for again.
 */
export function afterCommissionerAction(queryClient: QueryClient, league: League): void {
  queryClient.setQueryData(queryKeys.league(league.id), league);
  void queryClient.invalidateQueries({ queryKey: queryKeys.leagueTransactions(league.id) });
}

/**
 * Pause or Resume was refused as the replay already stood that way (paused or resumed
 * elsewhere meanwhile): the clock may have moved since the page was drawn, so everything that
 * follows it (the league, the rosters' locks, the players' standing, the claims) is asked for
 * again, and so is the league's log, which holds the other pause or resume.
 */
export function afterClockRefused(queryClient: QueryClient, leagueId: string, error: Error): void {
  if (refreshAfterConflict(queryClient, leagueId, error)) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.leagueTransactions(leagueId) });
  }
}
