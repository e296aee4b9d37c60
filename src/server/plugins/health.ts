import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { type FeedState, readFeedState } from '../stats/feed-status';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_SECONDS } from './errors';

const DATABASE_PROBE_MS = 2000;

/** Turned away because the instance is overloaded; the error handler answers it with 503. */
class ServiceBusy extends Error {
  readonly statusCode = 503;
  constructor() {
    super('Service Unavailable');
  }
}

/**
 * Overload and the health check. An overloaded instance answers 503 with Retry-After at once
 * instead of queueing without bound; `GET /api/health` says whether the database answers, so
 * a load balancer can take an instance whose database is gone out of rotation, and how the
 * data feed (`feedSource`, when one is configured) is doing.
 */
export async function registerHealth(
  app: FastifyInstance,
  database: Database,
  maxEventLoopDelayMs: number,
  feedSource?: string,
): Promise<void> {
  // The first measurements also count the start itself (migrations, building every route):
  // that is not load, so the limit applies from two periods after the instance is ready.
  let judgedFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    judgedFrom = performance.now() + 2 * maxEventLoopDelayMs;
  });

  // A healthy instance answers in milliseconds; a mean delay of a second (the default) means
  // requests pile up faster than they are served, and queueing more only makes each one later.
  await app.register(underPressure, {
    pressureHandler: async () => {
      if (performance.now() < judgedFrom) return;
      throw new ServiceBusy();
    },
    maxEventLoopDelay: maxEventLoopDelayMs,
    // Measured once per limit: a period without a single measurement (the loop was blocked
    // throughout, which under-pressure counts as an endless delay) then really is a delay past
    // the limit, and a stall is forgotten one period after it ends.
    sampleInterval: maxEventLoopDelayMs,
  });

  const databaseState = z.object({
    engine: z.enum(['pglite', 'postgres']),
    state: z.enum(['up', 'down']),
  });
  // The feed's state is kept in the database, so every instance shows the same.
  const feedState = z
    .object({
      source: z.string(),
      lastSuccessAt: z.iso.datetime().nullable(),
      gamesAdded: z.number().int(),
      lastError: z.object({ at: z.iso.datetime(), message: z.string() }).nullable(),
      nextPollAt: z.iso.datetime().nullable(),
    })
    .nullable();
  const healthSchema = {
    response: {
      200: z.object({ status: z.literal('ok'), database: databaseState, feed: feedState }),
      503: z.object({
        status: z.literal('unavailable'),
        database: databaseState,
        feed: feedState,
        message: z.string(),
        code: z.literal('UNAVAILABLE'),
      }),
    },
  };

  // With the database down, the feed's state as this instance last read it.
  let lastFeed: FeedState | null = feedSource
    ? { source: feedSource, lastSuccessAt: null, gamesAdded: 0, lastError: null, nextPollAt: null }
    : null;
  // Reading the feed's state is itself the database's round trip.
  const probe = async () => {
    if (feedSource) lastFeed = await readFeedState(database.db, feedSource);
    else await database.exec('select 1');
  };

  app.get('/api/health', { schema: healthSchema }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database probe timed out')), DATABASE_PROBE_MS);
    });
    try {
      await Promise.race([probe(), timeout]);
      return { status: 'ok', database: { engine: database.kind, state: 'up' }, feed: lastFeed };
    } catch (error) {
      reply.log.warn({ err: error }, 'health check: database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
        .send({
          status: 'unavailable',
          database: { engine: database.kind, state: 'down' },
          feed: lastFeed,
          message: UNAVAILABLE_MESSAGE,
          code: 'UNAVAILABLE',
        });
    } finally {
      clearTimeout(timer);
    }
  });
}
