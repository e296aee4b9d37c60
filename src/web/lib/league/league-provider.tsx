import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import type { LeagueSummary } from '../../../domain/contract/leagues';
import { useAuth } from '../auth/use-auth';
import { RESET_EVENT } from '../browser-events';
import { readSelectedLeagueId, writeSelectedLeagueId } from '../storage';
import { useMyLeagues } from './get-my-leagues';
import { LeagueContext, type SelectedLeagueValue } from './league-context';
import { resolveSelectedLeagueId } from './resolve-selected-league';

const NO_LEAGUES: LeagueSummary[] = [];

/** League selection: loads the user's leagues and keeps one of them selected. */
export function LeagueProvider({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const userId = state.status === 'authenticated' ? state.user.id : null;
  const query = useMyLeagues(userId);
  const [storedId, setStoredId] = useState(readSelectedLeagueId);

  const leagues = query.data ?? NO_LEAGUES;
  // A signed-in user's selection comes only from their own, loaded list.
  const selectedLeagueId = userId
    ? query.data
      ? resolveSelectedLeagueId(query.data, storedId)
      : null
    : storedId;

  useEffect(() => {
    if (query.data && selectedLeagueId !== storedId) {
      writeSelectedLeagueId(selectedLeagueId);
      setStoredId(selectedLeagueId);
    }
  }, [query.data, selectedLeagueId, storedId]);

  // The complete reset empties storage; forget the in-memory choice with it.
  useEffect(() => {
    const forget = () => setStoredId(null);
    window.addEventListener(RESET_EVENT, forget);
    return () => window.removeEventListener(RESET_EVENT, forget);
  }, []);

  const selectLeague = useCallback((leagueId: string) => {
    writeSelectedLeagueId(leagueId);
    setStoredId(leagueId);
  }, []);

  const { refetch } = query;
  const status: SelectedLeagueValue['status'] =
    state.status === 'loading'
      ? 'loading'
      : !userId
        ? 'idle'
        : query.data
          ? 'ready'
          : query.isError
            ? 'error'
            : 'loading';

  const value = useMemo<SelectedLeagueValue>(
    () => ({
      status,
      leagues,
      selectedLeagueId,
      selectedLeague: leagues.find((league) => league.id === selectedLeagueId) ?? null,
      error: query.error,
      selectLeague,
      retry: () => void refetch(),
    }),
    [status, leagues, selectedLeagueId, query.error, selectLeague, refetch],
  );

  return <LeagueContext.Provider value={value}>{children}</LeagueContext.Provider>;
}
