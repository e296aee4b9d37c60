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

/** How long a league whose work failed on its own waits before it is tried again. */
export const PUT_OFF_MS = 60_000;

/**
 * One batch of work over many leagues in one transaction, as each round takes them; when the
 * batch fails, its leagues one at a time instead. One league that cannot be handled would
 * otherwise fail its whole batch again every round, and hold up every league in it. A league
 * that fails alone is logged with its id and put off (`putOff`) so the others go on. Answers how
 * many leagues were handled.
 */
export async function batchOrOneAtATime(options: {
  name: string;
  log: FastifyBaseLogger;
  batch: () => Promise<number>;
  /** The leagues the batch would take: those due, first due first. */
  due: () => Promise<string[]>;
  one: (leagueId: string) => Promise<number>;
  putOff: (leagueId: string) => Promise<void>;
}): Promise<number> {
  const { name, log } = options;
  try {
    return await options.batch();
  } catch (error) {
    log.error({ err: error }, `${name}: a batch failed; its leagues go one at a time`);
  }
  let handled = 0;
  for (const leagueId of await options.due()) {
    try {
      handled += await options.one(leagueId);
    } catch (error) {
      log.error({ err: error, leagueId }, `${name}: a league failed; put off`);
      await options.putOff(leagueId);
    }
  }
  return handled;
}
