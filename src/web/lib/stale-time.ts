import type { QueryKey } from '@tanstack/react-query';
import { PER_USER_UNCACHED, PLAYER_DATA } from './query-keys';

// Fresh for 5 minutes by default, 15 for player data, halved on mobile.
export const DEFAULT_STALE_TIME = 300_000;
export const PLAYERS_STALE_TIME = 900_000;

/** How long a cached GET counts as fresh, by the first segment of its query key. */
export function staleTimeFor(queryKey: QueryKey, isMobile: boolean): number {
  const kind = queryKey[0];
  if (typeof kind === 'string' && PER_USER_UNCACHED.has(kind)) return 0;
  const base = kind === PLAYER_DATA ? PLAYERS_STALE_TIME : DEFAULT_STALE_TIME;
  return isMobile ? base / 2 : base;
}
