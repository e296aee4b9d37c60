import type { AuthResponse, RegisterInput } from '../../../domain/contract/users';
import { api } from '../api-client';
import { apiPaths } from '../paths';

/** POST /users/register: creates the account and signs it in. */
export function registerAccount(input: RegisterInput): Promise<AuthResponse> {
  return api.post<AuthResponse>(apiPaths.register, input);
}
