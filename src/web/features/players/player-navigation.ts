import { appPaths } from '../../lib/paths';

/** What the player list hands to the detail page when a row is opened. */
export interface PlayerNavigationState {
  leagueId: string;
}

/** Spec §2: the league comes from navigation state, then from `?leagueId=`. */
export function leagueIdFor(state: unknown, searchParams: URLSearchParams): string | null {
  const fromState = (state as Partial<PlayerNavigationState> | null)?.leagueId;
  if (typeof fromState === 'string' && fromState !== '') return fromState;
  return searchParams.get('leagueId') || null;
}

/** Spec §2: back to that league's player list, otherwise to My Leagues. */
export function playerBackPath(leagueId: string | null): string {
  return leagueId ? appPaths.leaguePlayers(leagueId) : appPaths.leagues;
}
