import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AuthResponse, LoginInput, RegisterInput, User } from '../../../domain/contract/users';
import { ApiError, api, setUnauthorizedHandler } from '../api-client';
import { apiPaths } from '../paths';
import { queryClient } from '../query-client';
import { AUTH_TOKEN_KEY, readAuthToken, writeAuthToken } from '../storage';
import { showError } from '../toast';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { completeReset } from './complete-reset';
import { getCurrentUser } from './get-current-user';
import { loginWithPassword } from './login';
import { registerAccount } from './register';

const ANONYMOUS: AuthState = { status: 'anonymous', token: null, user: null };
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** Tells the user why they were signed out without asking to be. */
function explainSignOut(error: unknown) {
  const expired = !(error instanceof ApiError) || error.status === 401;
  showError('Signed Out', expired ? SESSION_EXPIRED : error.message);
}

function initialState(): AuthState {
  const token = readAuthToken();
  return token ? { status: 'loading', token, user: null } : ANONYMOUS;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initialState);
  const current = useRef(state);

  // The cache is cleared whenever the user or the token changes, before anything
  // renders for the new identity, so one user's data never shows under another.
  const commit = useCallback((next: AuthState) => {
    const previous = current.current;
    if (previous.token !== next.token || previous.user?.id !== next.user?.id) queryClient.clear();
    current.current = next;
    setState(next);
  }, []);

  const endSession = useCallback(async () => {
    await completeReset();
    commit(ANONYMOUS);
  }, [commit]);

  const startSession = useCallback(
    ({ token, user }: AuthResponse) => {
      writeAuthToken(token);
      commit({ status: 'authenticated', token, user });
      return user;
    },
    [commit],
  );

  // Checks a stored token: an answer that refuses it ends the session. Without an answer (or
  // with the server unable to give one) the token stays, and is checked again until there is
  // one; from the second failure the user hears why the page waits (see getCurrentUser).
  const verifyToken = useCallback(
    async (token: string) => {
      commit({ status: 'loading', token, user: null });
      const wanted = () => readAuthToken() === token;
      let told = false;
      const tell = (error: ApiError) => {
        if (!told) showError('Reconnecting', error.message);
        told = true;
      };
      try {
        const user = await getCurrentUser(wanted, tell);
        if (user && wanted()) commit({ status: 'authenticated', token, user });
      } catch (error) {
        if (!wanted()) return;
        await endSession();
        explainSignOut(error);
      }
    },
    [commit, endSession],
  );

  const checkedAtStart = useRef(false);
  useEffect(() => {
    // Once per page load, also under StrictMode's double effects.
    if (checkedAtStart.current) return;
    checkedAtStart.current = true;
    const token = current.current.token;
    if (token) void verifyToken(token);
  }, [verifyToken]);

  // A 401 on any request sent with a token means the session is over.
  useEffect(() => {
    let ending = false;
    setUnauthorizedHandler(() => {
      // The start-up token check handles its own failure; this is for sessions in use.
      if (ending || current.current.status !== 'authenticated') return;
      ending = true;
      void endSession()
        .then(() => explainSignOut(null))
        .finally(() => {
          ending = false;
        });
    });
    return () => setUnauthorizedHandler(null);
  }, [endSession]);

  // Another tab logged in or out: follow it rather than keep a stale identity.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== AUTH_TOKEN_KEY) return;
      const token = readAuthToken();
      if (token === current.current.token) return;
      if (token) void verifyToken(token);
      else commit(ANONYMOUS);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [commit, verifyToken]);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      login: async (input: LoginInput) => {
        await completeReset();
        commit(ANONYMOUS);
        return startSession(await loginWithPassword(input));
      },
      register: async (input: RegisterInput) => startSession(await registerAccount(input)),
      logout: async () => {
        // The server stops taking this token. The answer is not awaited: logging out works
        // offline too, and the reset below clears the token before any 401 could end the
        // session a second time.
        if (current.current.token) void api.post(apiPaths.logout).catch(() => undefined);
        await endSession();
      },
      updateUser: (user: User) => {
        const now = current.current;
        if (now.status === 'authenticated') commit({ ...now, user });
      },
    }),
    [state, commit, endSession, startSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
