import type { User } from '../../../domain/contract/users';
import { ApiError, api } from '../api-client';
import { apiPaths } from '../paths';

/**
 * How long the check waits before asking again after a failure that says nothing of the token;
 * each wait is twice the one before, up to the longest.
 */
const FIRST_WAIT_MS = 1500;
const LONGEST_WAIT_MS = 30_000;

/**
 * Whether a failed request says nothing of the token it carried: it got no answer (the user
 * left the page while it loaded, the network blinked), or the server could not answer it
 * (busy or down: 429 or 5xx).
 */
export const saysNothingOfToken = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);

/**
 * GET /users/me: checks the stored token and returns its user. Only an answer about the token
 * fails the check (a 401 above all): any other failure is asked again, after 1.5 s and then
 * twice as long each time, until the server answers or `wanted` says the check is no longer
 * needed (the stored token changed), which returns null. `onWait` hears each failure from the
 * second on; the first is most often a page being left, whose next page checks for itself.
 */
export async function getCurrentUser(
  wanted: () => boolean,
  onWait: (error: ApiError) => void,
): Promise<User | null> {
  for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    try {
      return await api.get<User>(apiPaths.me);
    } catch (error) {
      if (!saysNothingOfToken(error)) throw error;
      if (wait > FIRST_WAIT_MS) onWait(error);
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (!wanted()) return null;
    }
  }
}
