import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { type EventBus, publishCommitted } from './events';
import { leaguesReached, trackRequestLeagues } from './request-leagues';
import { sendJson } from './serializer';

/**
 * How a GET route's answers are kept: for everyone alike (`public`) or per logged-in user
 * (`per-user`: they depend on who asks), and, with `league`, as part of the league its `id`
 * parameter names (`'query'`: its `leagueId` query, when it has one), so that a change to that
 * league drops them and a change elsewhere does not.
 */
export interface CachedRead {
  per: 'public' | 'per-user';
  league?: boolean | 'query';
  /** How long an answer may be kept at most, for answers that carry a time of their own. */
  maxAgeMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How full the read cache is and how often it answered (benchmarks report it). */
    readCacheStats(): { entries: number; bytes: number; hits: number; misses: number };
  }
  interface FastifyContextConfig {
    /**
     * On a GET, keep its answers (see `CachedRead`). On a write, `untouched` says it changes
     * nothing a cached read shows (a message, a friendship), so the cache stays.
     */
    readCache?: CachedRead | 'untouched';
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
  /** The answer as UTF-8 bytes, encoded once rather than on every hit. */
  body: Buffer;
  bytes: number;
  headers: Record<string, string>;
  expires: number;
  scope: string;
}

// Headers a cached answer carries besides its body.
const KEPT_HEADERS = ['x-total-count'];
// The scope of answers that belong to no league (the player pool): only a full clear drops them.
const SHARED = '';
const STARTED = Symbol('read-cache start');
type Tracked = FastifyRequest & { [STARTED]?: { all: number; scope: number } };

/**
 * Answers of the busiest reads (player pool, league page, standings) kept in memory, as the
 * serialised JSON, each in a scope: its league, or the shared one. What a write drops:
 * - a write through the API that was not refused drops the scopes of the leagues its request
 *   reached through the league-access module (a pick, a trade, a roster move, a score); one
 *   that reached no league (a profile, the player data) drops everything; one marked
 *   `untouched` (a message, a friend request) drops nothing;
 * - a draft event (a pick, possibly by the clock) drops its league;
 * - `invalidate` on the event bus drops the leagues it names, or everything.
 * Every drop reaches the other instances through the event bus. A read that was running while
 * its scope was dropped does not store its (maybe older) answer.
 */
export function registerReadCache(app: FastifyInstance, options: ReadCacheOptions): void {
  const { bus, db, maxBytes = 32 * 1024 * 1024, ttlMs = 5 * 60_000 } = options;
  trackRequestLeagues(app);
  // In insertion order, which a hit renews: the first entry is the least recently used.
  const entries = new Map<string, Entry>();
  // The keys of each scope, and how often each scope (and everything) was dropped.
  const scopes = new Map<string, Set<string>>();
  const drops = new Map<string, number>();
  let allDrops = 0;
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  app.decorate('readCacheStats', () => ({ entries: entries.size, bytes, hits, misses }));

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    const keys = scopes.get(entry.scope);
    keys?.delete(key);
    if (keys?.size === 0) scopes.delete(entry.scope);
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
    const keys = scopes.get(entry.scope) ?? new Set<string>();
    keys.add(key);
    scopes.set(entry.scope, keys);
  };
  const dropAll = () => {
    allDrops += 1;
    drops.clear();
    entries.clear();
    scopes.clear();
    bytes = 0;
  };
  const dropLeague = (leagueId: string) => {
    drops.set(leagueId, (drops.get(leagueId) ?? 0) + 1);
    for (const key of [...(scopes.get(leagueId) ?? [])]) remove(key);
  };
  const drop = (leagueIds?: readonly string[]) => {
    if (leagueIds) for (const id of leagueIds) dropLeague(id);
    else dropAll();
  };
  bus.subscribe((event) => {
    if (event.kind === 'invalidate') drop(event.leagueIds);
    else if (event.kind === 'missed') dropAll();
    else if (event.kind === 'draft') dropLeague(event.leagueId);
  });

  const cachedRead = (request: FastifyRequest): CachedRead | null => {
    const mode = request.routeOptions.config.readCache;
    return mode && mode !== 'untouched' && request.method === 'GET' ? mode : null;
  };
  const scopeOf = (request: FastifyRequest, read: CachedRead) => {
    if (read.league === 'query') return (request.query as { leagueId?: string }).leagueId ?? SHARED;
    return read.league ? (request.params as { id: string }).id : SHARED;
  };
  const started = (scope: string) => ({ all: allDrops, scope: drops.get(scope) ?? 0 });

  // Keyed by the route and its validated parameters and query, never the raw URL: a
  // parameter the route does not take, or another spelling of one, is the same answer.
  const keyOf = (request: FastifyRequest, read: CachedRead): string | null => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    // A league page asked to refresh skips the cache.
    if (query.refresh === 'true') return null;
    const key = `${request.routeOptions.url} ${JSON.stringify(request.params ?? {})} ${JSON.stringify(query)}`;
    return read.per === 'public' ? key : `${request.user.sub} ${key}`;
  };

  app.addHook('preHandler', async (request, reply) => {
    const read = cachedRead(request);
    const key = read && keyOf(request, read);
    if (!read || !key) return;
    (request as Tracked)[STARTED] = started(scopeOf(request, read));
    const hit = entries.get(key);
    if (!hit || hit.expires < Date.now()) {
      misses += 1;
      if (hit) remove(key);
      return;
    }
    hits += 1;
    entries.delete(key);
    entries.set(key, hit);
    // Served from memory: not stored again.
    (request as Tracked)[STARTED] = undefined;
    return sendJson(reply.headers(hit.headers).header('x-read-cache', 'hit'), hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (request.routeOptions.config.readCache === 'untouched') return payload;
      // A refusal (4xx) changed nothing; a server error may have come after a commit.
      if (reply.statusCode < 400 || reply.statusCode >= 500) {
        const reached = [...leaguesReached()];
        const leagueIds = reached.length > 0 ? reached : undefined;
        const event = { kind: 'invalidate', ...(leagueIds ? { leagueIds } : {}) } as const;
        // This instance forgets at once (its own next read is fresh), the others when told.
        bus.deliverHere(event);
        publishCommitted(db, event).catch((error: unknown) =>
          request.log.error({ err: error }, 'could not tell other instances to drop cached reads'),
        );
      }
      return payload;
    }
    const read = cachedRead(request);
    const begun = (request as Tracked)[STARTED];
    const key = read && begun && keyOf(request, read);
    const isBody = typeof payload === 'string' || Buffer.isBuffer(payload);
    if (!read || !key || reply.statusCode !== 200 || !isBody) return payload;
    reply.header('x-read-cache', 'miss');
    const scope = scopeOf(request, read);
    const now = started(scope);
    if (now.all !== begun.all || now.scope !== begun.scope) return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    store(key, {
      body,
      // The body, and a little for its key and headers.
      bytes: body.length + 200,
      headers,
      expires: Date.now() + Math.min(ttlMs, read.maxAgeMs ?? ttlMs),
      scope,
    });
    return payload;
  });
}
