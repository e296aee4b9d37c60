import type { FastifyBaseLogger } from 'fastify';
import { startRounds } from '../../work/rounds';
import type { SeasonService } from './service';

// Leagues one transaction takes.
const CLOCK_BATCH = 500;

// How often each instance looks for league clocks that are due.
export const CLOCK_ROUND_MS = 1_000;

/**
 * Moves the league clocks that are due (scores as games happen, weeks that end), on every
 * instance; each round takes batches until none is left.
 */
export function startClockRounds(
  service: SeasonService,
  log: FastifyBaseLogger,
  intervalMs = CLOCK_ROUND_MS,
) {
  return startRounds({
    name: 'league clocks',
    round: async () => {
      let handled = 0;
      for (;;) {
        const batch = await service.advanceClocks(CLOCK_BATCH);
        handled += batch;
        // A batch not full was the last of the leagues due.
        if (batch < CLOCK_BATCH) return handled;
      }
    },
    log,
    intervalMs,
  });
}
