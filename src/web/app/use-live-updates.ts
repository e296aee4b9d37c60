import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../lib/auth/use-auth';

// Loaded once someone is signed in: the socket and its schemas stay out of the first page.
const loadLive = () => import('../lib/live/start-live');

/** One push connection per signed-in tab, for as long as the same user is signed in. */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void loadLive().then(({ startLive }) => {
      if (!cancelled) stop = startLive(queryClient, userId);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, userId]);
}
