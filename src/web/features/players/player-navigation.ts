import { ApiError } from '../../lib/api-client';
import { appPaths } from '../../lib/paths';

/** What the player list hands to the detail page when a row is opened. */
export interface PlayerNavigationState {
  leagueId: string;
  /** The list's address query (its filters, `?q=…`), for the page's Back to find them again. */
  listSearch?: string;
}

/** A player page's league: from navigation state first, then from `?leagueId=`. */
export function leagueIdFor(state: unknown, searchParams: URLSearchParams): string | null {
  const fromState = (state as Partial<PlayerNavigationState> | null)?.leagueId;
  if (typeof fromState === 'string' && fromState !== '') return fromState;
  return searchParams.get('leagueId') || null;
}

/** The filters of the list the player page was opened from, as its query; '' for none. */
export function listSearchFor(state: unknown): string {
  const search = (state as Partial<PlayerNavigationState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

/**
 * A player page's Back: to that league's player list (filtered as it was, `listSearch`),
 * otherwise to My Leagues.
 */
export function playerBackPath(leagueId: string | null, listSearch = ''): string {
  return leagueId ? `${appPaths.leaguePlayers(leagueId)}${listSearch}` : appPaths.leagues;
}

/**
 * The player page was refused for its league, not for the player: a private league the viewer
 * may not see (404 'League not found') or a malformed league id (400 naming `leagueId`).
 */
export function isLeagueRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404) return error.message === 'League not found';
  return error.status === 400 && error.fields.some((field) => field.field === 'leagueId');
}
