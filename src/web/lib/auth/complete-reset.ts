import { emitReset } from '../browser-events';
import { delay } from '../delay';
import { queryClient } from '../query-client';
import { clearBrowserStorage } from '../storage';

/** After a reset, listeners (league selection, live connections) get this long to settle. */
export const RESET_WAIT_MS = 100;

/**
 * The complete reset that precedes every login and logout: both storages, the
 * API cache and the selected league are emptied, and the reset is broadcast.
 */
export async function completeReset(): Promise<void> {
  clearBrowserStorage();
  queryClient.clear();
  emitReset();
  await delay(RESET_WAIT_MS);
}
