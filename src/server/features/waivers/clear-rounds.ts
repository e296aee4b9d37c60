import type { FastifyBaseLogger } from 'fastify';
import { batchOrOneAtATime, PUT_OFF_MS, startRounds } from '../../work/rounds';
import type { WaiversService } from './service';

// Leagues one transaction clears.
export const CLEAR_BATCH = 500;
// Batches an instance clears at once, each in its own transaction on its own connection: the
// database writes one batch while this process settles the other.
export const CLEAR_WORKERS = 2;

/**
 * Clears every league whose clear is due, batch after batch; answers how many. A batch that
 * fails goes one league at a time, and a league that fails alone waits a minute.
 */
export async function clearAllDue(
  service: WaiversService,
  log: FastifyBaseLogger,
): Promise<number> {
  const worker = async () => {
    let handled = 0;
    for (;;) {
      const batch = await batchOrOneAtATime({
        name: 'waiver clears',
        log,
        batch: () => service.clearDue(CLEAR_BATCH),
        due: () => service.dueClears(CLEAR_BATCH),
        one: (leagueId) => service.clearDue(1, leagueId),
        putOff: (leagueId) => service.putOffClear(leagueId, PUT_OFF_MS),
      });
      handled += batch;
      if (batch < CLEAR_BATCH) return handled;
    }
  };
  // Every worker ends before the round does, even when one of them fails.
  const outcomes = await Promise.allSettled(Array.from({ length: CLEAR_WORKERS }, worker));
  let handled = 0;
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected') throw outcome.reason;
    handled += outcome.value;
  }
  return handled;
}

/** Settles the waiver clears that are due, on every instance; each league once. */
export function startWaiverClears(
  service: WaiversService,
  log: FastifyBaseLogger,
  intervalMs: number,
) {
  return startRounds({
    name: 'waiver clears',
    round: () => clearAllDue(service, log),
    log,
    intervalMs,
  });
}
