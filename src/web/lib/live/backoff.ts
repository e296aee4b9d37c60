/** The push connection's reconnect policy: capped exponential backoff, half of it random. */
export const BACKOFF_BASE_MS = 500;
export const BACKOFF_CAP_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first retry): 0.5 s doubling
 * up to 30 s, of which the upper half is random, so that every tab dropped by the same server
 * restart does not come back in one burst. Polling covers the gap meanwhile.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
