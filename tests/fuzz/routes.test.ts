import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/server/plugins/route-table';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Writes that take nothing but their path: the id (and week) say everything. A route added to
 * this list must be one whose handler really reads no body, as these do (see the route files
 * of src/server/features/players and src/server/features/season).
 */
const BODY_LESS_WRITES = new Set([
  // An operator recomputes one player's totals from the stored games.
  'POST /api/players/:id/update',
  // The commissioner scores a week, settles its matchups, or refreshes the league's stats.
  'POST /api/leagues/:id/calculate/:week',
  'POST /api/leagues/:id/matchups/:week/evaluate-wins',
  'POST /api/leagues/:id/update-stats',
  'POST /api/leagues/:id/invite-code',
  // The commissioner stops or restarts a replayed season.
  'POST /api/leagues/:id/season/pause',
  'POST /api/leagues/:id/season/resume',
  // An owner answers or withdraws a trade offer.
  'POST /api/trades/:id/accept',
  'POST /api/trades/:id/reject',
  'POST /api/trades/:id/cancel',
  // A recipient answers a friend request; a participant marks a conversation read.
  'POST /api/friends/request/:id/accept',
  'POST /api/friends/request/:id/reject',
  'POST /api/messages/conversations/:id/read',
  // A user ends the session of the token the request carries.
  'POST /api/users/logout',
]);

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

let t: TestApp;
let apiRoutes: RouteEntry[];

beforeAll(async () => {
  t = await createTestApp();
  apiRoutes = t.app.routeTable.filter((route) => route.url.startsWith('/api/') && !route.websocket);
});
afterAll(async () => {
  await t.close();
});

const name = (route: RouteEntry) => `${route.method} ${route.url}`;
const declares = (route: RouteEntry, part: 'params' | 'body') =>
  Boolean((route.schema as Record<string, unknown> | undefined)?.[part]);

// The fuzz harness builds its requests from these schemas: a route without them would be
// fuzzed with nothing but noise, and would take whatever a client sends.
describe('every /api route declares the schemas its input needs', () => {
  it('declares schema.params when its path has parameters', () => {
    const missing = apiRoutes
      .filter((route) => route.url.includes(':') && !declares(route, 'params'))
      .map(name);
    expect(missing).toEqual([]);
  });

  it('declares schema.body on every write, unless it is a listed body-less write', () => {
    const missing = apiRoutes
      .filter((route) => WRITES.has(route.method) && !declares(route, 'body'))
      .map(name)
      .filter((route) => !BODY_LESS_WRITES.has(route));
    expect(missing).toEqual([]);
  });

  it('lists as body-less only routes that exist and declare no body', () => {
    const bodyLess = new Set(apiRoutes.filter((route) => !declares(route, 'body')).map(name));
    expect([...BODY_LESS_WRITES].filter((route) => !bodyLess.has(route))).toEqual([]);
  });
});
