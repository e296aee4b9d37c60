import { createContext } from 'react';
import type { LoginInput, RegisterInput, User } from '../../../domain/contract/users';

/** The session: loading until the stored token is checked, then signed in or anonymous. */
export type AuthState =
  | { status: 'loading'; token: string | null; user: null }
  | { status: 'authenticated'; token: string; user: User }
  | { status: 'anonymous'; token: null; user: null };

export interface AuthContextValue {
  state: AuthState;
  /** Complete reset, then sign in; rejects with the server's message. */
  login(input: LoginInput): Promise<User>;
  /** Creates the account and signs it in. */
  register(input: RegisterInput): Promise<User>;
  /** Complete reset; the caller then goes to /login. */
  logout(): Promise<void>;
  /** Replaces the signed-in user after a profile change. */
  updateUser(user: User): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
