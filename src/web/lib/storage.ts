/** The app's browser storage keys, and the only code that touches them. */
export const AUTH_TOKEN_KEY = 'authToken';
export const SELECTED_LEAGUE_KEY = 'selectedLeagueId';

// Storage can throw (disabled cookies, private modes); the app then behaves as a fresh visit.
function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Nothing to do: the value simply does not survive a reload.
  }
}

export const readAuthToken = () => read(AUTH_TOKEN_KEY);
export const writeAuthToken = (token: string | null) => write(AUTH_TOKEN_KEY, token);
export const readSelectedLeagueId = () => read(SELECTED_LEAGUE_KEY);
export const writeSelectedLeagueId = (id: string | null) => write(SELECTED_LEAGUE_KEY, id);

/** Part of the complete reset: both storages are emptied, not just our keys. */
export function clearBrowserStorage(): void {
  for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
    try {
      storage?.clear();
    } catch {
      // Unavailable storage holds nothing to clear.
    }
  }
}
