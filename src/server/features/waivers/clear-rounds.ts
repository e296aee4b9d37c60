import type { FastifyBaseLogger } from 'fastify';
import { startRounds } from '../../work/rounds';
import type { WaiversService } from './service';

// Leagues one transaction clears.
export const CLEAR_BATCH = 500;

/** Clears every league whose clear is due, batch after batch; answers how many. */
export async function clearAllDue(service: WaiversService): Promise<number> {
  let handled = 0;
  for (;;) {
    const batch = await service.clearDue(CLEAR_BATCH);
    handled += batch;
    if (batch < CLEAR_BATCH) return handled;
  }
}

/** Settles the waiver clears that are due, on every instance; each league once. */
export function startWaiverClears(
  service: WaiversService,
  log: FastifyBaseLogger,
  intervalMs: number,
) {
  return startRounds({ name: 'waiver clears', round: () => clearAllDue(service), log, intervalMs });
}
