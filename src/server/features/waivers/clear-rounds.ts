import type { FastifyBaseLogger } from 'fastify';
import { everyDueLeague, startRounds } from '../../work/rounds';
import type { WaiversService } from './service';

// Leagues one transaction clears.
export const CLEAR_BATCH = 500;
// Batches an instance clears at once, each in its own transaction on its own connection: the
// database writes one batch while this process settles the other.
export const CLEAR_WORKERS = 2;

/**
 * Clears every league whose clear is due, batch after batch; answers how many. A batch that
 * fails goes one league at a time, and a league that fails alone waits
 * longer after each failure in a row (`PUT_OFF`).
 */
export async function clearAllDue(
  service: WaiversService,
  log: FastifyBaseLogger,
): Promise<number> {
  const worker = () =>
    everyDueLeague({
      name: 'waiver clears',
      log,
      size: CLEAR_BATCH,
      take: (limit, only) => service.clearDue(limit, only),
      due: (limit) => service.dueClears(limit),
      putOff: (leagueId, rule) => service.putOffClear(leagueId, rule),
    });
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
