import type { QueryClient } from '@tanstack/react-query';
import { applyPush, refreshSocialCaches } from '../social/apply-push';
import { readAuthToken } from '../storage';
import { LiveConnection, liveUrl } from './live-connection';
import { setLiveConnected } from './live-status';

/**
 * Opens the tab's push connection for a signed-in user: each push updates the query caches,
 * and each time the server answers `ready` (the first time, and after any drop) the social
 * lists are asked for again, for whatever the push missed meanwhile. Returns the stop.
 */
export function startLive(queryClient: QueryClient, userId: string): () => void {
  const connection = new LiveConnection({
    url: liveUrl(window.location),
    readToken: readAuthToken,
    onPush: (push) => applyPush(queryClient, userId, push),
    onConnectedChange: (connected) => {
      setLiveConnected(connected);
      if (connected) refreshSocialCaches(queryClient, userId);
    },
  });
  const onOnline = () => connection.retryNow();
  window.addEventListener('online', onOnline);
  connection.start();
  return () => {
    window.removeEventListener('online', onOnline);
    connection.stop();
  };
}
