import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { type RefusalStatus, refusals } from '../../domain/contract/fields';

/**
 * Declares that `route` can be refused with `statuses` (each answered as `ApiError`), beside
 * what the route declares itself: for refusals that come from a group or a plugin rather than
 * from the route's own handler. A socket route has no answers to declare.
 */
export function declareRefusals(route: RouteOptions, ...statuses: RefusalStatus[]): void {
  if ((route as { websocket?: boolean }).websocket) return;
  const schema = route.schema ?? {};
  route.schema = {
    ...schema,
    response: { ...refusals(...statuses), ...(schema.response as object | undefined) },
  };
}

/**
 * onRoute hook for the API: the framework refuses what fails a route's input schemas with 400
 * and a body over the limit with 413 (plugins/errors.ts), so each route that takes a path
 * parameter, a query or a body declares them here, once.
 */
export function declareInputRefusals(route: RouteOptions): void {
  const { schema } = route;
  if (!schema) return;
  const { params, querystring, headers, body } = schema;
  if (params !== undefined || querystring !== undefined || headers !== undefined) {
    declareRefusals(route, 400);
  }
  if (body !== undefined) declareRefusals(route, 400, 413);
}

/**
 * The routes `register` adds need a logged-in user: `authenticate` runs on each request before
 * any hook of theirs (it sets `request.user`, which the read cache and idempotency read), and
 * each route declares the 401 it answers without a valid token.
 */
export const loggedIn =
  (register: (group: FastifyInstance) => Promise<void>): FastifyPluginAsync =>
  async (group) => {
    group.addHook('onRequest', group.authenticate);
    group.addHook('onRoute', (route) => declareRefusals(route, 401));
    await register(group);
  };
