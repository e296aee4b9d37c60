import type { FastifyBaseLogger } from 'fastify';
import { startRounds } from '../../work/rounds';
import type { TradesService } from './service';

// How often each instance looks for offers that expired and reviews that ended.
export const TRADE_SWEEP_MS = 5_000;

/** Settles the trades whose time has come (offers expired, reviews over), on every instance. */
export function startTradeSweeper(
  service: TradesService,
  log: FastifyBaseLogger,
  intervalMs = TRADE_SWEEP_MS,
) {
  return startRounds({ name: 'trades', round: () => service.sweep(), log, intervalMs });
}
