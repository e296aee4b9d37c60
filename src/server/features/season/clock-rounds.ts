import type { FastifyBaseLogger } from 'fastify';
import { batchOrOneAtATime, PUT_OFF_MS, startRounds } from '../../work/rounds';
import type { SeasonService } from './service';

// Leagues one transaction takes.
const CLOCK_BATCH = 500;

// How often each instance looks for league clocks that are due.
export const CLOCK_ROUND_MS = 1_000;

/**
 * One round of the league clocks that are due: batch after batch until none is left; a batch
 * that fails goes one league at a time, and a league that fails alone waits a minute.
 */
export async function clockRound(service: SeasonService, log: FastifyBaseLogger) {
  let handled = 0;
  for (;;) {
    const batch = await batchOrOneAtATime({
      name: 'league clocks',
      log,
      batch: () => service.advanceClocks(CLOCK_BATCH),
      due: () => service.dueClocks(CLOCK_BATCH),
      one: (leagueId) => service.advanceClocks(1, leagueId),
      putOff: (leagueId) => service.putOffClock(leagueId, PUT_OFF_MS),
    });
    handled += batch;
    // A batch not full was the last of the leagues due.
    if (batch < CLOCK_BATCH) return handled;
  }
}

/**
 * Moves the league clocks that are due (scores as games happen, weeks that end), on every
 * instance.
 */
export function startClockRounds(
  service: SeasonService,
  log: FastifyBaseLogger,
  intervalMs = CLOCK_ROUND_MS,
) {
  return startRounds({
    name: 'league clocks',
    round: () => clockRound(service, log),
    log,
    intervalMs,
  });
}
