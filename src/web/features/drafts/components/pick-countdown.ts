/**
 * The pick clock's arithmetic. The deadline is the server's time, so a client whose clock runs
 * fast or slow corrects by the offset seen when the state arrived (serverTime vs. Date.now()).
 */

/** Turns red below this many milliseconds. */
export const URGENT_MS = 10_000;

/** How far the server's clock is ahead of this browser's (negative when behind), in ms. */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** Milliseconds left until `deadline` (ISO) on the server's clock; never below 0. */
export function remainingMs(deadline: string, offset: number, now: number): number {
  const end = Date.parse(deadline);
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, end - (now + offset));
}

/** "1:05", "0:09", "12:00": whole seconds rounded up, so 0:00 shows only when time is up. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** What is left of the pick's time, 0–100, for a bar that empties as the clock runs. */
export function remainingPercent(ms: number, pickSeconds: number): number {
  if (pickSeconds <= 0) return 0;
  return Math.min(100, Math.max(0, (ms / (pickSeconds * 1000)) * 100));
}
