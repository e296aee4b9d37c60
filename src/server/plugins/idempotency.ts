import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, badRequest, conflict } from '../errors';
import { declareRefusals } from './route-groups';
import { sendJson } from './serializer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This create accepts an Idempotency-Key header (needs a logged-in user). */
    idempotent?: boolean;
  }
}

// A key is remembered for a day; a claim whose request never answered (a crash) is free
// again after a minute.
const KEEP_HOURS = 24;
const ABANDONED_SECONDS = 60;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const CLAIM = Symbol('idempotency claim');
type Claimed = FastifyRequest & { [CLAIM]?: { userId: string; key: string } };

/**
 * Idempotency-Key for creates: the first request with a key does the work and its 2xx answer
 * is stored; a repeat with the same key, URL and body gets that answer back (marked
 * `idempotent-replayed`), one still running gets 409, and the same key with another URL or
 * body 422, as the IETF draft "The Idempotency-Key HTTP Header Field" asks for a key reused
 * for a different request. A failed request frees its key, so the user can correct the form
 * and send again.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  // What the header can draw: 400 for a malformed key, 409 while the first request runs, 422
  // for a key reused for another request.
  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent) declareRefusals(route, 400, 409, 422);
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters');
    }
    const userId = request.user.sub;
    // The URL as sent, not the route's pattern: a counter to another trade is another request.
    const requestHash = createHash('sha256')
      .update(`${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`)
      .digest('base64url');

    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`),
        ),
      );
    // Claim the key, or take over a claim whose request died without answering.
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { requestHash, createdAt: sql`now()` },
        setWhere: and(
          isNull(idempotencyKeys.status),
          lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ABANDONED_SECONDS})`),
        ),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      (request as Claimed)[CLAIM] = { userId, key };
      return;
    }
    const [earlier] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!earlier || earlier.requestHash !== requestHash) {
      throw new AppError(
        422,
        'This Idempotency-Key was already used for a different request',
        'VALIDATION_ERROR',
      );
    }
    if (earlier.status === null || earlier.body === null) {
      throw conflict('This request is already being processed. Please wait a moment.');
    }
    return sendJson(
      reply.status(earlier.status).header('idempotent-replayed', 'true'),
      earlier.body,
    );
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = (request as Claimed)[CLAIM];
    if (!claim) return payload;
    (request as Claimed)[CLAIM] = undefined;
    const mine = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db.update(idempotencyKeys).set({ status: reply.statusCode, body: payload }).where(mine);
    } else {
      await db.delete(idempotencyKeys).where(mine);
    }
    return payload;
  });
}
