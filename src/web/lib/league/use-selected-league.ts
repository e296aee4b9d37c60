import { useContext } from 'react';
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
