import type { FastifyBaseLogger } from 'fastify';
import { everyDueLeague, startRounds } from '../../work/rounds';
import type { SeasonService } from './service';

// Leagues one transaction takes.
const CLOCK_BATCH = 500;

// How often each instance looks for league clocks that are due.
export const CLOCK_ROUND_MS = 1_000;

/**
 * One round of the league clocks that are due: batch after batch until none is left; a batch
 * that fails goes one league at a time, and a league that fails alone waits
 * longer after each failure in a row (`PUT_OFF`).
 */
export const clockRound = (service: SeasonService, log: FastifyBaseLogger) =>
  everyDueLeague({
    name: 'league clocks',
    log,
    size: CLOCK_BATCH,
    take: (limit, only) => service.advanceClocks(limit, only),
    due: (limit) => service.dueClocks(limit),
    putOff: (leagueId, rule) => service.putOffClock(leagueId, rule),
  });

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
