import type { FastifyBaseLogger } from 'fastify';
import type { PutOffRule } from '../db/due-leagues';

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

/**
 * How long a league whose work failed on its own waits before it is tried again: a minute after
 * its first failure, twice as long after each further failure in a row, at most an hour. A
 * league that cannot be handled (a bug, bad data) is then tried about once an hour, not every
 * minute; one whose work went through between two failures starts again at a minute.
 */
export const PUT_OFF: PutOffRule = (failures) =>
  Math.min(60_000 * 2 ** Math.max(failures - 1, 0), 60 * 60_000);

/**
 * Every league whose work is due, `size` leagues a transaction (`take`), batch after batch until
 * one is not full. A batch that fails goes one league at a time instead (`take` with its id):
 * one league that cannot be handled would otherwise fail its whole batch again every round, and
 * hold up every league in it. A league that fails alone is logged with its id and put off by
 * `PUT_OFF` (`putOff`) so the others go on. Answers how many leagues were handled.
 */
export async function everyDueLeague(options: {
  name: string;
  log: FastifyBaseLogger;
  size: number;
  /** Handles up to `limit` due leagues in one transaction (with `only`, that league alone). */
  take: (limit: number, only?: string) => Promise<number>;
  /** The leagues a batch would take: those due, first due first. */
  due: (limit: number) => Promise<string[]>;
  /** Counts the league's failure and puts it off by the rule's wait; answers both. */
  putOff: (leagueId: string, waitFor: PutOffRule) => Promise<{ failures: number; waitMs: number }>;
}): Promise<number> {
  const { name, log, size } = options;
  const batch = async () => {
    try {
      return await options.take(size);
    } catch (error) {
      log.error({ err: error }, `${name}: a batch failed; its leagues go one at a time`);
    }
    let handled = 0;
    for (const leagueId of await options.due(size)) {
      try {
        handled += await options.take(1, leagueId);
      } catch (error) {
        // Not put off (the database is out of reach, say), the league is simply tried again.
        const putOff = await options.putOff(leagueId, PUT_OFF).catch(() => null);
        log.error({ err: error, leagueId, ...putOff }, `${name}: a league failed; put off`);
      }
    }
    return handled;
  };
  let handled = 0;
  for (;;) {
    const handledNow = await batch();
    handled += handledNow;
    // A batch not full was the last of the leagues due.
    if (handledNow < size) return handled;
  }
}
