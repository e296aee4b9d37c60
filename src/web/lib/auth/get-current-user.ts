import type { User } from '../../../domain/contract/users';
import { ApiError, api } from '../api-client';
import { apiPaths } from '../paths';

/**
 * How long the start-up check waits before asking again when a request got no answer at all.
 * A page being left cuts its requests off; by then that page is gone, so only a page that
 * stays asks again.
 */
const RECHECK_AFTER_MS = 1500;

const noAnswer = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * GET /users/me: checks the stored token and returns its user. A request that got no answer
 * (the user left the page while it loaded, or the network blinked) says nothing about the
 * token, so it is asked once more before the failure counts; any answer counts at once.
 */
export async function getCurrentUser(): Promise<User> {
  try {
    return await api.get<User>(apiPaths.me);
  } catch (error) {
    if (!noAnswer(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RECHECK_AFTER_MS));
    return api.get<User>(apiPaths.me);
  }
}
