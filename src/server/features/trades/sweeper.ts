import type { FastifyBaseLogger } from 'fastify';
import type { TradesService } from './service';

// How often each instance looks for offers that expired and reviews that ended.
export const TRADE_SWEEP_MS = 5_000;

/**
 * Runs the trades' clock on this instance: every few seconds, and once at start (so a restart
 * in the middle of a review completes it), it settles the trades whose time has come. Every
 * instance runs one; the trade's row lock lets exactly one of them act on each trade.
 */
export function startTradeSweeper(
  service: TradesService,
  log: FastifyBaseLogger,
  intervalMs = TRADE_SWEEP_MS,
) {
  let running: Promise<void> = Promise.resolve();
  const round = () => {
    running = service
      .sweep()
      .then((changed) => {
        if (changed > 0) log.info({ changed }, 'trades settled');
      })
      .catch((error: unknown) =>
        log.error({ err: error }, 'trade sweep failed; next round retries'),
      );
  };
  round();
  const timer = setInterval(() => {
    running.then(round);
  }, intervalMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
