import type { AuthResponse, LoginInput } from '../../../domain/contract/users';
import { api } from '../api-client';
import { apiPaths } from '../paths';

/** POST /users/login; the username field also accepts the email address. */
export function loginWithPassword(input: LoginInput): Promise<AuthResponse> {
  return api.post<AuthResponse>(apiPaths.login, input);
}
