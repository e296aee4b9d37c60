import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that happens by itself (trades whose time has come, league clocks that are due): every
 * instance runs each kind in rounds, once at start (so a restart picks up what was due while it
 * was down) and then every `intervalMs`. A round never overlaps the one before; each item of
 * work is claimed under a row lock in its own transaction, so exactly one instance does it.
 * A failed round is logged and the next one tries again.
 */
export function startRounds(options: {
  name: string;
  /** One round; it answers how many items it handled. */
  round: () => Promise<number>;
  log: FastifyBaseLogger;
  intervalMs: number;
}) {
  const { name, round, log, intervalMs } = options;
  let running: Promise<void> = Promise.resolve();
  const next = () => {
    running = round()
      .then((handled) => {
        if (handled > 0) log.info({ handled }, `${name}: round done`);
      })
      .catch((error: unknown) => log.error({ err: error }, `${name}: round failed; next retries`));
  };
  next();
  const timer = setInterval(() => {
    running.then(next);
  }, intervalMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
