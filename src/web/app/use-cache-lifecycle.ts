import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RESET_EVENT } from '../lib/browser-events';
import { isMobileScreen } from '../lib/media';

/**
 * Cache clearing that is not tied to a session change (the auth provider clears
 * on user and token changes): reset events, and a mobile app returning to the foreground.
 */
export function useCacheLifecycle(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const clearAll = () => queryClient.clear();
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible' || !isMobileScreen()) return;
      // Data a phone kept in the background may be hours old: drop what is off screen and
      // refetch what is on it, rather than blanking the page the user returns to.
      queryClient.removeQueries({ type: 'inactive' });
      void queryClient.invalidateQueries();
    };
    window.addEventListener(RESET_EVENT, clearAll);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener(RESET_EVENT, clearAll);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [queryClient]);
}
