import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../lib/auth/use-auth';
import { emitRouteChange } from '../lib/browser-events';

/**
 * On every route change: announce it as a browser event (path and identity) and mark the
 * cache stale so the new page refetches, without blanking data already on screen.
 */
export function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  const { state } = useAuth();
  const queryClient = useQueryClient();
  const lastPath = useRef<string | null>(null);
  // The first event waits for the token check, so it carries the real identity.
  const settled = state.status !== 'loading';

  useEffect(() => {
    if (!settled || lastPath.current === pathname) return;
    const isFirstRoute = lastPath.current === null;
    lastPath.current = pathname;
    if (!isFirstRoute) {
      // cancelRefetch: false lets a page's first fetch finish instead of starting it twice.
      void queryClient.invalidateQueries(undefined, { cancelRefetch: false });
    }
    emitRouteChange({
      path: pathname,
      userId: state.user?.id ?? null,
      username: state.user?.username ?? null,
      authenticated: state.status === 'authenticated',
    });
  }, [pathname, settled, state, queryClient]);
}
