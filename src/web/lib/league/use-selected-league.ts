import { useContext, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LeagueContext, type SelectedLeagueValue } from './league-context';

/** The active league, for any page: `selectedLeague`, `selectLeague(id)`. */
export function useSelectedLeague(): SelectedLeagueValue {
  const value = useContext(LeagueContext);
  if (!value) throw new Error('useSelectedLeague must be used inside <LeagueProvider>');
  return value;
}

/**
 * The league a league-scoped page shows: the id in the path (`/:leagueId/players`,
 * `/riftdraft/:leagueId`), then `?leagueId=`, then the selected league.
 */
export function useActiveLeagueId(): string | null {
  const { leagueId } = useParams();
  const [searchParams] = useSearchParams();
  const { selectedLeagueId } = useSelectedLeague();
  return leagueId ?? searchParams.get('leagueId') ?? selectedLeagueId;
}

/**
 * A page of one league (its id in the route) makes it the selected league when it is one of the
 * user's, so the navbar's league and its links (Draft, Matchups, Standings) follow the page
 * opened. It selects on arrival: choosing another league from the navbar while on the page
 * stands.
 */
export function useFollowLeague(leagueId: string | null | undefined): void {
  const { leagues, selectLeague } = useSelectedLeague();
  const mine = !!leagueId && leagues.some((league) => league.id === leagueId);
  useEffect(() => {
    if (mine && leagueId) selectLeague(leagueId);
  }, [mine, leagueId, selectLeague]);
}
