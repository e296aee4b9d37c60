import type { User } from '../../../domain/contract/users';
import { api } from '../api-client';
import { apiPaths } from '../paths';

/** GET /users/me: checks the stored token and returns its user. */
export function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return api.get<User>(apiPaths.me, signal);
}
