import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

// The leagues the current request has reached, for as long as it runs.
const reached = new AsyncLocalStorage<Set<string>>();

/**
 * Notes that the running request reached league `id`. The league-access module calls it for
 * every league it loads, so a write's request knows which leagues it may have changed; outside
 * a request (a clock, a sweeper) it does nothing.
 */
export function noteLeague(id: string): void {
  reached.getStore()?.add(id);
}

/** The leagues the running request has reached so far (empty outside a request). */
export function leaguesReached(): ReadonlySet<string> {
  return reached.getStore() ?? new Set();
}

/** Gives every request its own set of reached leagues. */
export function trackRequestLeagues(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => {
    reached.run(new Set(), done);
  });
}
