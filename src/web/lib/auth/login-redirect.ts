import { appPaths } from '../paths';

/** Where a visitor was going when the guard sent them to /login. */
export interface LoginRedirectState {
  from: { pathname: string; search?: string; hash?: string };
}

/** Delay between a successful login and leaving the page. */
export const LOGIN_REDIRECT_MS = 100;

/**
 * The address to return to after login. Only in-app paths are accepted, and never the
 * login or register pages themselves, so a crafted state cannot bounce users elsewhere.
 */
export function redirectTarget(state: unknown): string {
  const from = (state as Partial<LoginRedirectState> | null)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return appPaths.home;
  if (pathname === appPaths.login || pathname === appPaths.register) return appPaths.home;
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
