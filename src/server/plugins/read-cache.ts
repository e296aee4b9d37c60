import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { type EventBus, publish } from './events';

declare module 'fastify' {
  interface FastifyInstance {
    /** How full the read cache is and how often it answered (benchmarks report it). */
    readCacheStats(): { entries: number; bytes: number; hits: number; misses: number };
  }
  interface FastifyContextConfig {
    /**
     * Serve this GET from memory: `public` answers are the same for everyone, `per-user`
     * ones are kept per logged-in user (they depend on who asks). On a write, `untouched`
     * says it changes nothing a cached read shows (a message, a friendship), so the cache stays.
     */
    readCache?: 'public' | 'per-user' | 'untouched';
  }
}

export interface ReadCacheOptions {
  bus: EventBus;
  db: Db;
  /** Memory the kept answers may take, in bytes; the least recently used go first. */
  maxBytes?: number;
  /** A safety net for changes made outside the app (a manual SQL fix). */
  ttlMs?: number;
}

interface Entry {
  body: string;
  bytes: number;
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
  const { bus, db, maxBytes = 32 * 1024 * 1024, ttlMs = 5 * 60_000 } = options;
  // In insertion order, which a hit renews: the first entry is the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;
  let hits = 0;
  let misses = 0;
  app.decorate('readCacheStats', () => ({ entries: entries.size, bytes, hits, misses }));
  const clear = () => {
    generation += 1;
    entries.clear();
    bytes = 0;
  };
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const store = (key: string, entry: Entry) => {
    remove(key);
    // One answer may not push out most of the others.
    if (entry.bytes > maxBytes / 8) return;
    while (bytes + entry.bytes > maxBytes && entries.size > 0) {
      remove(entries.keys().next().value as string);
    }
    entries.set(key, entry);
    bytes += entry.bytes;
  };
  bus.subscribe((event) => {
    if (event.kind === 'invalidate' || event.kind === 'draft') clear();
  });

  // Keyed by the route and its validated parameters and query, never the raw URL: a
  // parameter the route does not take, or another spelling of one, is the same answer.
  const keyOf = (request: FastifyRequest): string | null => {
    const mode = request.routeOptions.config.readCache;
    if (!mode || request.method !== 'GET') return null;
    const query = (request.query ?? {}) as Record<string, unknown>;
    // A league page asked to refresh skips the cache.
    if (query.refresh === 'true') return null;
    const key = `${request.routeOptions.url} ${JSON.stringify(request.params ?? {})} ${JSON.stringify(query)}`;
    return mode === 'public' ? key : `${request.user.sub} ${key}`;
  };

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (key === null) return;
    (request as Tracked)[GENERATION] = generation;
    const hit = entries.get(key);
    if (!hit) {
      misses += 1;
      return;
    }
    if (hit.expires < Date.now()) {
      misses += 1;
      remove(key);
      return;
    }
    hits += 1;
    entries.delete(key);
    entries.set(key, hit);
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
      if (request.routeOptions.config.readCache === 'untouched') return payload;
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
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    store(key, {
      body: payload,
      // The body, and a little for its key and headers.
      bytes: Buffer.byteLength(payload) + 200,
      headers,
      expires: Date.now() + ttlMs,
    });
    return payload;
  });
}
