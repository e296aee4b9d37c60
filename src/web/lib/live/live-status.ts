import { useSyncExternalStore } from 'react';

/**
 * Whether the push connection is up, for the screens that poll while it is down. Kept apart
 * from the connection itself so that reading it loads no socket or schema code.
 */
let connected = false;
const listeners = new Set<() => void>();

export function setLiveConnected(next: boolean): void {
  if (next === connected) return;
  connected = next;
  for (const listener of listeners) listener();
}

export function isLiveConnected(): boolean {
  return connected;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribe, isLiveConnected, () => false);
}

// The spec's refresh period for messages; the social lists and the notification centre use it
// too while the push is down.
export const SOCIAL_POLL_MS = 10_000;

/** A query's refetchInterval: every 10 s while the push is down, never while it is up. */
export function useSocialPollInterval(): number | false {
  return useLiveConnected() ? false : SOCIAL_POLL_MS;
}

// Who is online is not pushed: the screens that show it ask again this often while the push
// is up (presence ends within a minute of the last sign of life, so this keeps it close).
export const PRESENCE_POLL_MS = 30_000;

/**
 * A refetchInterval for lists that show who is online: every 10 s while the push is down, and
 * every 30 s while it is up, for presence alone.
 */
export function usePresencePollInterval(): number {
  return useLiveConnected() ? PRESENCE_POLL_MS : SOCIAL_POLL_MS;
}
