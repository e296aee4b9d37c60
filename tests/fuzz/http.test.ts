import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/server/config';
import { players } from '../../src/server/db/schema';
import type { RouteEntry } from '../../src/server/plugins/route-table';
import { type AccessScenario, buildAccessScenario } from '../support/access-scenario';
import { createTestApp } from '../support/test-app';
import type { KnownIds } from './field-hints';
import { describeRequest, type FuzzRequest, requestsFor } from './http-requests';

// Runs per route: about 40 routes x this many requests keeps the file near half a minute on
// PGlite. FUZZ_RUNS raises it for a longer hunt; FUZZ_SEED replays a reported failure.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const HEALTH_EVERY = 20;

// The route table is only known once the app is built, but vitest needs the list of tests
// when the file loads, so the app is built at the top level.
// FUZZ_LOG_LEVEL=error shows the server's own account of a 500 while investigating.
const logLevel = (process.env.FUZZ_LOG_LEVEL ?? 'silent') as AppConfig['logLevel'];
const testApp = await createTestApp({ logLevel });
const { app, database } = testApp;
const apiRoutes = app.routeTable.filter(
  (route) => route.url.startsWith('/api/') && !route.websocket,
);

let scenario: AccessScenario;
let known: KnownIds;
let tokens: Record<string, string | undefined>;

beforeAll(async () => {
  scenario = await buildAccessScenario(app, database.db);
  const { users } = scenario;
  known = {
    league: [
      scenario.league.id,
      scenario.privateLeague.id,
      scenario.otherLeague.id,
      scenario.draftLeague.id,
    ],
    team: [
      scenario.league.ownedTeamId,
      scenario.league.botTeamId,
      scenario.privateLeague.teamId,
      scenario.draftLeague.ownedTeamId,
      scenario.draftLeague.botTeamId,
    ],
    player: [scenario.rosterPlayerId, scenario.freePlayerId, ...(await someKoreanPlayers())],
    user: Object.values(users).map((user) => user.id),
    username: Object.values(users).map((user) => user.username),
    password: scenario.password,
    inviteCode: scenario.privateLeague.inviteCode,
  };
  // Anonymous, a stranger and a member as the issue asks; the owner, commissioner and operator
  // get past the access checks into the code behind them.
  tokens = {
    anonymous: undefined,
    stranger: users.stranger.token,
    member: users.leagueMember.token,
    teamOwner: users.teamOwner.token,
    commissioner: users.commissioner.token,
    operator: users.operator.token,
  };
});

/**
 * A logout ends the token it comes with: it is fed tokens of new logins of the same users, so
 * the tokens every other route is fuzzed with stay valid.
 */
const ENDS_OWN_SESSION = new Set(['POST /api/users/logout']);

async function newLogins(): Promise<Record<string, string | undefined>> {
  const fresh: Record<string, string | undefined> = { anonymous: undefined };
  for (const [actor, token] of Object.entries(tokens)) {
    if (token === undefined) continue;
    const { username } = await app.resolveToken(token);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username, password: scenario.password },
    });
    fresh[actor] = login.json().token;
  }
  return fresh;
}

/** A few more Korean pros, free in every league, so some generated picks and adds succeed. */
async function someKoreanPlayers(): Promise<string[]> {
  const rows = await database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.region, 'LCK'))
    .orderBy(players.id)
    .limit(8);
  return rows.map((row) => row.id);
}

afterAll(async () => {
  await testApp.close();
});

/** What is wrong with this answer, or null: never a 5xx, every 4xx a `{ message, code }`. */
function problemWith(status: number, body: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  const { message, code } = (parsed ?? {}) as { message?: unknown; code?: unknown };
  if (typeof message !== 'string' || typeof code !== 'string') {
    return `answered ${status} without a string message and code`;
  }
  return null;
}

async function expectHealthy() {
  await nextTurnOfTheLoop();
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode, `GET /api/health: ${health.body}`).toBe(200);
}

/**
 * Injected requests on PGlite can resolve through promises alone, so a run of them never lets
 * the event loop turn; the overload guard then sees no loop samples at all, takes that for an
 * endless delay and answers 503. A real client's request always arrives through the loop, so
 * each one here waits for a turn of it first.
 */
const nextTurnOfTheLoop = () => new Promise((resolve) => setImmediate(resolve));

async function send(request: FuzzRequest) {
  await nextTurnOfTheLoop();
  return app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

const routeName = (route: RouteEntry) => `${route.method} ${route.url}`;

describe('every /api route, fed valid and hostile requests', () => {
  it('finds the routes to fuzz in the route table', () => {
    expect(apiRoutes.length).toBeGreaterThan(20);
  });

  it.each(apiRoutes.map((route) => [routeName(route), route] as const))(
    '%s never answers 5xx and every 4xx carries { message, code }',
    async (name, route) => {
      let sent = 0;
      const routeTokens = ENDS_OWN_SESSION.has(name) ? await newLogins() : tokens;
      await fc.assert(
        fc.asyncProperty(requestsFor(route, known, routeTokens), async (request) => {
          sent += 1;
          if (sent % HEALTH_EVERY === 0) await expectHealthy();
          const response = await send(request);
          const problem =
            problemWith(response.statusCode, response.body) ??
            (request.mustRefuse && response.statusCode < 400
              ? `accepted a request it must refuse (${response.statusCode})`
              : null);
          if (problem) {
            throw new Error(
              `${problem}\n${describeRequest(request)}\n  answer: ${response.body.slice(0, 300)}`,
            );
          }
        }),
        // Shrinking a request that went through the database takes longer than it helps: the
        // failing request is printed whole instead.
        {
          numRuns: RUNS_PER_ROUTE,
          endOnFailure: true,
          ...(SEED === undefined ? {} : { seed: SEED }),
        },
      );
      await expectHealthy();
    },
    60_000,
  );

  it('still answers /api/health after the whole run', async () => {
    await expectHealthy();
  });

  it("leaves the actors' own tokens valid after the run", async () => {
    for (const token of Object.values(tokens)) {
      if (token === undefined) continue;
      const me = await app.inject({
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode, me.body).toBe(200);
    }
  });
});
