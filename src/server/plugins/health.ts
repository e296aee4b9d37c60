import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_SECONDS } from './errors';

const DATABASE_PROBE_MS = 2000;

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
  // A healthy instance answers in milliseconds; a mean delay of a second (the default) means
  // requests pile up faster than they are served, and queueing more only makes each one later.
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    // Measured once per limit: a period without a single measurement (the loop was blocked
    // throughout, which under-pressure counts as an endless delay) then really is a delay past
    // the limit, and a stall is forgotten one period after it ends.
    sampleInterval: maxEventLoopDelayMs,
    // Its 503 error reaches the app's error handler, which answers it like every other one.
    retryAfter: UNAVAILABLE_RETRY_SECONDS,
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
