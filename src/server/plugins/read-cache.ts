import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { type EventBus, publish } from './events';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Serve this GET from memory: `public` answers are the same for everyone, `per-user`
     * ones are kept per logged-in user (they depend on who asks).
     */
    readCache?: 'public' | 'per-user';
  }
}

export interface ReadCacheOptions {
  bus: EventBus;
  db: Db;
  maxEntries?: number;
  /** A safety net for changes made outside the app (a manual SQL fix). */
  ttlMs?: number;
}

interface Entry {
  body: string;
  headers: Record<string, string>;
  expires: number;
}

// Headers a cached answer carries besides its body.
const KEPT_HEADERS = ['x-total-count'];
const GENERATION = Symbol('read-cache generation');
type Tracked = FastifyRequest & { [GENERATION]?: number };

/**
 * Answers of the busiest reads (player pool, league page, standings) kept in memory, as the
 * serialised JSON. Any write through the API that was not refused clears this instance's
 * cache before it answers and tells every other instance through the event bus; a change to
 * a draft (a pick, possibly by the clock) clears it too. A read that was running while a
 * write cleared the cache does not store its (maybe older) answer.
 */
export function registerReadCache(app: FastifyInstance, options: ReadCacheOptions): void {
  const { bus, db, maxEntries = 2000, ttlMs = 5 * 60_000 } = options;
  const entries = new Map<string, Entry>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  bus.subscribe((event) => {
    if (event.kind === 'invalidate' || event.kind === 'draft') clear();
  });

  const keyOf = (request: FastifyRequest): string | null => {
    const mode = request.routeOptions.config.readCache;
    if (!mode || request.method !== 'GET') return null;
    // A league page asked to refresh skips the cache.
    if (/[?&]refresh=true\b/.test(request.url)) return null;
    return mode === 'public' ? request.url : `${request.user.sub} ${request.url}`;
  };

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (key === null) return;
    (request as Tracked)[GENERATION] = generation;
    const hit = entries.get(key);
    if (!hit) return;
    if (hit.expires < Date.now()) {
      entries.delete(key);
      return;
    }
    // Served from memory: not stored again.
    (request as Tracked)[GENERATION] = undefined;
    return reply
      .headers(hit.headers)
      .header('x-read-cache', 'hit')
      .type('application/json; charset=utf-8')
      .send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // A refusal (4xx) changed nothing; a server error may have come after a commit.
      if (reply.statusCode < 400 || reply.statusCode >= 500) {
        clear();
        publish(db, { kind: 'invalidate' }).catch((error: unknown) =>
          request.log.error({ err: error }, 'could not tell other instances to drop cached reads'),
        );
      }
      return payload;
    }
    const started = (request as Tracked)[GENERATION];
    const key = started === undefined ? null : keyOf(request);
    if (key === null || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    reply.header('x-read-cache', 'miss');
    if (started !== generation) return payload;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    entries.set(key, { body: payload, headers, expires: Date.now() + ttlMs });
    return payload;
  });
}
