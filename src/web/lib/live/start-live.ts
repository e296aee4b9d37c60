import type { QueryClient } from '@tanstack/react-query';
import { claimNewsIsAWin } from '../../../domain/waivers';
import { refreshLeaguesAfterGap } from '../league/scores-push';
import { applyPush, refreshSocialCaches } from '../social/apply-push';
import { readAuthToken } from '../storage';
import { showSuccess, showWarning } from '../toast';
import { LiveConnection, liveUrl } from './live-connection';
import { setLiveConnected } from './live-status';

/**
 * Opens the tab's push connection for a signed-in user: each push updates the query caches,
 * and each time the server answers `ready` (the first time, and after any drop) the social
 * lists are asked for again, for whatever the push missed meanwhile; after a drop, the leagues
 * read so far as well. Returns the stop.
 */
export function startLive(queryClient: QueryClient, userId: string): () => void {
  let connectedBefore = false;
  const connection = new LiveConnection({
    url: liveUrl(window.location),
    readToken: readAuthToken,
    onPush: (push) => {
      applyPush(queryClient, userId, push);
      // A claim's result is news the manager waits for: it shows as a toast too.
      if (push.type === 'notification' && push.notification.type === 'claim') {
        const { title, body } = push.notification;
        // Good news when a claim was won.
        (claimNewsIsAWin(title) ? showSuccess : showWarning)(title, body);
      }
    },
    onConnectedChange: (connected) => {
      setLiveConnected(connected);
      if (!connected) return;
      refreshSocialCaches(queryClient, userId);
      // Back after a drop: the leagues' news of the gap (scores, clears) was missed too.
      if (connectedBefore) refreshLeaguesAfterGap(queryClient);
      connectedBefore = true;
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
