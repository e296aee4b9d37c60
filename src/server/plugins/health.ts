import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
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
 * a load balancer can take an instance whose database is gone out of rotation.
 */
export async function registerHealth(
  app: FastifyInstance,
  database: Database,
  maxEventLoopDelayMs: number,
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
  const healthSchema = {
    response: {
      200: z.object({ status: z.literal('ok'), database: databaseState }),
      503: z.object({
        status: z.literal('unavailable'),
        database: databaseState,
        message: z.string(),
        code: z.literal('UNAVAILABLE'),
      }),
    },
  };

  app.get('/api/health', { schema: healthSchema }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database probe timed out')), DATABASE_PROBE_MS);
    });
    try {
      await Promise.race([database.exec('select 1'), timeout]);
      return { status: 'ok', database: { engine: database.kind, state: 'up' } };
    } catch (error) {
      reply.log.warn({ err: error }, 'health check: database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
        .send({
          status: 'unavailable',
          database: { engine: database.kind, state: 'down' },
          message: UNAVAILABLE_MESSAGE,
          code: 'UNAVAILABLE',
        });
    } finally {
      clearTimeout(timer);
    }
  });
}
