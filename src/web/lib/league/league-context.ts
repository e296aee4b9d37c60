import { createContext } from 'react';
import type { LeagueSummary } from '../../../domain/contract/leagues';

export interface SelectedLeagueValue {
  /** idle: nobody is signed in; loading: the user's leagues are on their way. */
  status: 'idle' | 'loading' | 'error' | 'ready';
  leagues: LeagueSummary[];
  selectedLeagueId: string | null;
  selectedLeague: LeagueSummary | null;
  error: Error | null;
  /** Makes another of the user's leagues the active one and remembers it. */
  selectLeague(leagueId: string): void;
  retry(): void;
}

export const LeagueContext = createContext<SelectedLeagueValue | null>(null);
