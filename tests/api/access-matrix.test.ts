import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyCommissioner } from '../../src/domain/draft';
import { COMMISSIONER_ONLY } from '../../src/domain/league-rules';
import { teams, users } from '../../src/server/db/schema';
import {
  ACTORS,
  type AccessScenario,
  type Actor,
  buildAccessScenario,
  putOnTheClock,
} from '../support/access-scenario';
import { requester } from '../support/factories';
import { changedTables, type Fingerprint, fingerprint } from '../support/fingerprint';
import { standAt } from '../support/league-clock';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Every mutating route × every kind of caller → the status the rules give: league tools are the
 * commissioner's, a roster its owner's (a bot team's the commissioner's), shared player data
 * the operators'. A refusal must leave the database exactly as it was and say why in
 * `{ message, code }`. The routes come from the app's own route table, so a mutating route
 * added without a row here fails the first test.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Expected = Record<Actor, number>;
interface Request {
  url: string;
  payload?: object;
}
interface MatrixRow {
  /** The request for this scenario; `actor` makes names unique where a success creates one. */
  request(s: AccessScenario, actor: Actor): Request;
  expect: Expected;
  /** The message of a 403, where the rules give one. */
  forbidden?: (s: AccessScenario) => string | RegExp;
  /** Turns the scenario into the situation before anything is measured. */
  prepare?: (s: AccessScenario) => Promise<void>;
}

/**
 * The scenario's leagues play a season that has begun, and take no new team then: a join
 * stands them before their first game.
 */
const beforeTheSeason = async (s: AccessScenario) => {
  for (const league of [s.league, s.privateLeague]) {
    await standAt(t.database.db, league.id, Date.parse('2025-01-01T00:00:00Z'));
  }
};

/** 401 without a token, `status` for every logged-in caller unless overridden. */
const loggedIn = (status: number, overrides: Partial<Expected> = {}): Expected => ({
  anonymous: 401,
  stranger: status,
  otherLeagueMember: status,
  leagueMember: status,
  teamOwner: status,
  commissioner: status,
  operator: status,
  ...overrides,
});
const commissionerOnly = loggedIn(403, { commissioner: 200 });
const ownerOnly = loggedIn(403, { teamOwner: 200 });

let names = 0;
const unique = (prefix: string, actor: Actor) => {
  names += 1;
  return `${prefix}${actor.slice(0, 8)}${names}`;
};

const matrix = {
  'POST /api/users/register': {
    request: (_s, actor) => {
      const username = unique('new', actor);
      return {
        url: '/api/users/register',
        payload: {
          username,
          email: `${username.toLowerCase()}@example.com`,
          password: 'a-long-password',
        },
      };
    },
    // Anyone may open an account, whether or not a token comes along.
    expect: { ...loggedIn(201), anonymous: 201 },
  },
  'POST /api/users/login': {
    request: (s) => ({
      url: '/api/users/login',
      payload: { username: s.users.stranger.username, password: s.password },
    }),
    expect: { ...loggedIn(200), anonymous: 200 },
  },
  // A logout ends the caller's own token (each success runs in a world of its own).
  'POST /api/users/logout': {
    request: () => ({ url: '/api/users/logout' }),
    expect: loggedIn(200),
  },
  'PUT /api/users/profile': {
    // The profile is always the caller's own.
    request: () => ({
      url: '/api/users/profile',
      payload: { avatar: 'https://example.com/me.png' },
    }),
    expect: loggedIn(200),
  },
  'POST /api/leagues': {
    request: (_s, actor) => ({
      url: '/api/leagues',
      payload: { name: unique('League ', actor), regions: ['KOREA'] },
    }),
    expect: loggedIn(201),
  },
  'POST /api/leagues/:id/join': {
    request: (s, actor) => ({
      url: `/api/leagues/${s.league.id}/join`,
      payload: { teamName: unique('Joined ', actor) },
    }),
    // A public league with room takes any non-member; members already have their team.
    expect: loggedIn(200, { leagueMember: 409, teamOwner: 409, commissioner: 409 }),
    prepare: beforeTheSeason,
  },
  'POST /api/leagues/:id/schedule-draft': {
    request: (s) => ({
      url: `/api/leagues/${s.league.id}/schedule-draft`,
      payload: { draftDateTime: '2030-01-01T18:00:00Z', draftType: 'snake' },
    }),
    expect: commissionerOnly,
    forbidden: () => COMMISSIONER_ONLY,
  },
  // The scenario's league runs live: only a replay pauses, so its commissioner hears 409.
  'POST /api/leagues/:id/season/pause': {
    request: (s) => ({ url: `/api/leagues/${s.league.id}/season/pause` }),
    expect: loggedIn(403, { commissioner: 409 }),
    forbidden: () => COMMISSIONER_ONLY,
  },
  'POST /api/leagues/:id/season/resume': {
    request: (s) => ({ url: `/api/leagues/${s.league.id}/season/resume` }),
    expect: loggedIn(403, { commissioner: 409 }),
    forbidden: () => COMMISSIONER_ONLY,
  },
  'POST /api/leagues/:id/schedule': {
    // Its length as it is: a longer one would draw the playoffs into weeks already played.
    request: (s) => ({ url: `/api/leagues/${s.league.id}/schedule`, payload: { weeks: 2 } }),
    expect: commissionerOnly,
    forbidden: () => COMMISSIONER_ONLY,
  },
  'POST /api/leagues/:id/calculate/:week': {
    request: (s) => ({ url: `/api/leagues/${s.league.id}/calculate/1` }),
    expect: commissionerOnly,
    forbidden: () => COMMISSIONER_ONLY,
  },
  'POST /api/leagues/:id/matchups/:week/evaluate-wins': {
    request: (s) => ({ url: `/api/leagues/${s.league.id}/matchups/1/evaluate-wins` }),
    expect: commissionerOnly,
    forbidden: () => COMMISSIONER_ONLY,
  },
  'POST /api/leagues/:id/update-stats': {
    request: (s) => ({ url: `/api/leagues/${s.league.id}/update-stats` }),
    expect: commissionerOnly,
    forbidden: () => COMMISSIONER_ONLY,
  },
  'POST /api/leagues/:id/invite-code': {
    request: (s) => ({ url: `/api/leagues/${s.league.id}/invite-code` }),
    expect: commissionerOnly,
    forbidden: () => COMMISSIONER_ONLY,
  },
  'POST /api/admin/fill-league/:leagueId': {
    request: (s) => ({
      url: `/api/admin/fill-league/${s.league.id}`,
      payload: { numTeams: 10, numWeeks: 4 },
    }),
    expect: commissionerOnly,
    forbidden: () => COMMISSIONER_ONLY,
    prepare: beforeTheSeason,
  },
  'POST /api/teams': {
    request: (s, actor) => ({
      url: '/api/teams',
      payload: { name: unique('Team ', actor), leagueId: s.league.id },
    }),
    // Only a member without a team may create one (see the variants below).
    expect: loggedIn(403, { leagueMember: 409, teamOwner: 409, commissioner: 409 }),
    forbidden: () => /^Join this league/,
  },
  'POST /api/teams/:id/players': {
    request: (s) => ({
      url: `/api/teams/${s.league.ownedTeamId}/players`,
      payload: { playerId: s.freePlayerId, slot: 'TOP' },
    }),
    // The commissioner manages bot teams only, not another person's roster.
    expect: ownerOnly,
  },
  'POST /api/teams/:id/lineup': {
    request: (s) => ({
      url: `/api/teams/${s.league.ownedTeamId}/lineup`,
      payload: { playerId: s.rosterPlayerId, slot: 'BENCH' },
    }),
    expect: ownerOnly,
  },
  'POST /api/teams/:id/add-drop': {
    request: (s) => ({
      url: `/api/teams/${s.league.ownedTeamId}/add-drop`,
      payload: { addPlayerId: s.freePlayerId, dropPlayerId: s.rosterPlayerId },
    }),
    expect: ownerOnly,
  },
  // A claim is its team's manager's: the owned team's owner alone puts one in or changes it.
  // Each user marks only their own notifications read.
  'POST /api/notifications/read': {
    request: () => ({ url: '/api/notifications/read', payload: {} }),
    expect: loggedIn(200),
  },
  'POST /api/leagues/:id/claims': {
    request: (s) => ({
      url: `/api/leagues/${s.league.id}/claims`,
      payload: { teamId: s.league.ownedTeamId, addPlayerId: s.waivers.playerId, bid: 5 },
    }),
    expect: loggedIn(403, { teamOwner: 201 }),
  },
  'PATCH /api/leagues/:id/claims/:claimId': {
    request: (s) => ({
      url: `/api/leagues/${s.league.id}/claims/${s.waivers.claimId}`,
      payload: { bid: 7 },
    }),
    expect: ownerOnly,
  },
  'DELETE /api/leagues/:id/claims/:claimId': {
    request: (s) => ({ url: `/api/leagues/${s.league.id}/claims/${s.waivers.claimId}` }),
    expect: ownerOnly,
  },
  'DELETE /api/teams/:id/players/:playerId': {
    request: (s) => ({ url: `/api/teams/${s.league.ownedTeamId}/players/${s.rosterPlayerId}` }),
    expect: ownerOnly,
  },
  'POST /api/teams/:id/transfer': {
    request: (s) => ({
      url: `/api/teams/${s.league.ownedTeamId}/transfer`,
      payload: { newOwnerId: s.users.benchMember.id },
    }),
    expect: loggedIn(403, { teamOwner: 200, commissioner: 200 }),
  },
  'POST /api/draft/start': {
    request: (s) => ({ url: '/api/draft/start', payload: { leagueId: s.league.id } }),
    expect: commissionerOnly,
    forbidden: (s) => onlyCommissioner(s.users.commissioner.username),
  },
  'POST /api/draft/end': {
    request: (s) => ({ url: '/api/draft/end', payload: { leagueId: s.draftLeague.id } }),
    expect: commissionerOnly,
    forbidden: (s) => onlyCommissioner(s.users.commissioner.username),
  },
  'POST /api/draft/pause': {
    request: (s) => ({ url: '/api/draft/pause', payload: { leagueId: s.draftLeague.id } }),
    expect: commissionerOnly,
    forbidden: (s) => onlyCommissioner(s.users.commissioner.username),
  },
  // The draft runs: only the commissioner may resume, and is told it is not paused.
  'POST /api/draft/resume': {
    request: (s) => ({ url: '/api/draft/resume', payload: { leagueId: s.draftLeague.id } }),
    expect: loggedIn(403, { commissioner: 409 }),
    forbidden: (s) => onlyCommissioner(s.users.commissioner.username),
  },
  // A snake draft records no sales: the commissioner is told so, anyone else refused.
  'POST /api/draft/sale': {
    request: (s) => ({
      url: '/api/draft/sale',
      payload: { teamId: s.draftLeague.ownedTeamId, playerId: s.freePlayerId, price: 5 },
    }),
    expect: loggedIn(403, { commissioner: 409 }),
    forbidden: (s) => onlyCommissioner(s.users.commissioner.username),
  },
  'POST /api/draft/pick': {
    request: (s) => ({
      url: '/api/draft/pick',
      payload: { teamId: s.draftLeague.ownedTeamId, playerId: s.freePlayerId, pickNumber: 0 },
    }),
    // The board (this route) is run by the commissioner, who may pick for any team there;
    // the live room keeps a human team's pick to its owner.
    expect: loggedIn(403, { teamOwner: 200, commissioner: 200 }),
  },
  'POST /api/players/:id/update': {
    request: (s) => ({ url: `/api/players/${s.freePlayerId}/update` }),
    expect: loggedIn(403, { operator: 200 }),
    forbidden: () => /operators/,
  },
  'POST /api/players/:id/update-image': {
    request: (s) => ({
      url: `/api/players/${s.freePlayerId}/update-image`,
      payload: { imageUrl: 'https://example.com/player.png' },
    }),
    expect: loggedIn(403, { operator: 200 }),
    forbidden: () => /operators/,
  },
  'PATCH /api/leagues/:id': {
    request: (s) => ({ url: `/api/leagues/${s.league.id}`, payload: { tradeReviewHours: 0 } }),
    expect: commissionerOnly,
    forbidden: () => COMMISSIONER_ONLY,
  },
  'PATCH /api/leagues/:id/settings': {
    request: (s) => ({
      url: `/api/leagues/${s.league.id}/settings`,
      payload: { trades: { reviewHours: 0 }, league: { description: 'Settled in one place' } },
    }),
    expect: commissionerOnly,
    forbidden: () => COMMISSIONER_ONLY,
  },
  'POST /api/leagues/:id/settings/scoring-preview': {
    request: (s) => ({
      url: `/api/leagues/${s.league.id}/settings/scoring-preview`,
      payload: { player: { kill: 3 } },
    }),
    expect: commissionerOnly,
    forbidden: () => COMMISSIONER_ONLY,
  },
  'POST /api/trades': {
    request: (s) => ({
      url: '/api/trades',
      payload: {
        fromTeamId: s.league.ownedTeamId,
        toTeamId: s.trades.memberTeamId,
        give: [s.rosterPlayerId],
        receive: [s.trades.memberPlayerId],
      },
    }),
    // Only from one's own team.
    expect: loggedIn(403, { teamOwner: 201 }),
    forbidden: () => 'You can only propose trades from your own team',
  },
  // A pending offer is the two owners' business: to anyone else it does not exist.
  'POST /api/trades/:id/accept': {
    request: (s) => ({ url: `/api/trades/${s.trades.pendingId}/accept` }),
    expect: loggedIn(404, { teamOwner: 200, leagueMember: 403 }),
    forbidden: () => /receiving this offer/,
  },
  'POST /api/trades/:id/reject': {
    request: (s) => ({ url: `/api/trades/${s.trades.pendingId}/reject` }),
    expect: loggedIn(404, { teamOwner: 200, leagueMember: 403 }),
    forbidden: () => /receiving this offer/,
  },
  'POST /api/trades/:id/counter': {
    request: (s) => ({
      url: `/api/trades/${s.trades.pendingId}/counter`,
      payload: { give: [s.rosterPlayerId], receive: [s.trades.memberPlayerId] },
    }),
    expect: loggedIn(404, { teamOwner: 201, leagueMember: 403 }),
    forbidden: () => /receiving this offer/,
  },
  'POST /api/trades/:id/cancel': {
    request: (s) => ({ url: `/api/trades/${s.trades.pendingId}/cancel` }),
    expect: loggedIn(404, { leagueMember: 200, teamOwner: 403 }),
    forbidden: () => /made this offer/,
  },
  // A trade in review is seen by everyone who may see the league; only its commissioner vetoes.
  'POST /api/trades/:id/veto': {
    request: (s) => ({ url: `/api/trades/${s.trades.inReviewId}/veto`, payload: {} }),
    expect: commissionerOnly,
    forbidden: () => 'Only the league commissioner can veto a trade',
  },
  // Social routes belong to the people concerned; to anyone else the thing does not exist.
  'POST /api/friends/request': {
    request: (s) => ({ url: '/api/friends/request', payload: { userId: s.users.benchMember.id } }),
    // The league member has a request from the bench member: asking back accepts it.
    expect: loggedIn(201, { leagueMember: 200, teamOwner: 409 }),
  },
  'POST /api/friends/request/:id/accept': {
    request: (s) => ({ url: `/api/friends/request/${s.social.requestId}/accept` }),
    expect: loggedIn(404, { leagueMember: 200 }),
  },
  'POST /api/friends/request/:id/reject': {
    request: (s) => ({ url: `/api/friends/request/${s.social.requestId}/reject` }),
    expect: loggedIn(404, { leagueMember: 200 }),
  },
  'DELETE /api/friends/:id': {
    request: (s) => ({ url: `/api/friends/${s.users.benchMember.id}` }),
    expect: loggedIn(404, { teamOwner: 200 }),
  },
  'POST /api/messages/conversations': {
    request: (s) => ({
      url: '/api/messages/conversations',
      payload: { userId: s.users.benchMember.id },
    }),
    // The league member's conversation with the bench member exists already.
    expect: loggedIn(201, { leagueMember: 200 }),
  },
  'POST /api/messages/conversations/:id/messages': {
    request: (s) => ({
      url: `/api/messages/conversations/${s.social.conversationId}/messages`,
      payload: { content: 'Good luck this week' },
    }),
    expect: loggedIn(404, { leagueMember: 201 }),
  },
  'POST /api/messages/conversations/:id/read': {
    request: (s) => ({ url: `/api/messages/conversations/${s.social.conversationId}/read` }),
    expect: loggedIn(404, { leagueMember: 200 }),
  },
} satisfies Record<string, MatrixRow>;
type RouteKey = keyof typeof matrix;

/** The same routes in other situations, for the callers that situation concerns. */
interface Variant extends Omit<MatrixRow, 'expect'> {
  route: RouteKey;
  situation: string;
  expect: Partial<Expected>;
}
const variants: Variant[] = [
  {
    route: 'POST /api/leagues/:id/join',
    situation: 'a private league without its invite code',
    request: (s, actor) => ({
      url: `/api/leagues/${s.privateLeague.id}/join`,
      payload: { teamName: unique('Sneak ', actor) },
    }),
    expect: { anonymous: 401, stranger: 404, otherLeagueMember: 404, operator: 404 },
  },
  {
    route: 'POST /api/leagues/:id/join',
    situation: 'a private league with its invite code',
    request: (s, actor) => ({
      url: `/api/leagues/${s.privateLeague.id}/join`,
      payload: { teamName: unique('Invited ', actor), inviteCode: s.privateLeague.inviteCode },
    }),
    expect: { stranger: 200 },
    prepare: beforeTheSeason,
  },
  {
    route: 'POST /api/teams',
    situation: 'a team in a private league',
    request: (s, actor) => ({
      url: '/api/teams',
      payload: { name: unique('Hidden ', actor), leagueId: s.privateLeague.id },
    }),
    expect: { anonymous: 401, stranger: 404, otherLeagueMember: 404, commissioner: 409 },
  },
  {
    route: 'POST /api/teams/:id/players',
    situation: 'a bot team',
    request: (s) => ({
      url: `/api/teams/${s.league.botTeamId}/players`,
      payload: { playerId: s.freePlayerId, slot: 'TOP' },
    }),
    expect: { stranger: 403, leagueMember: 403, teamOwner: 403, commissioner: 200 },
  },
  {
    route: 'POST /api/leagues/:id/claims',
    situation: 'a bot team',
    request: (s) => ({
      url: `/api/leagues/${s.league.id}/claims`,
      payload: { teamId: s.league.botTeamId, addPlayerId: s.waivers.playerId },
    }),
    expect: { leagueMember: 403, teamOwner: 403 },
    forbidden: () => 'Only the league commissioner can change a bot team',
  },
  {
    // The commissioner runs bot teams, but they put in no claims (decision 025).
    route: 'POST /api/leagues/:id/claims',
    situation: 'a bot team, for its commissioner',
    request: (s) => ({
      url: `/api/leagues/${s.league.id}/claims`,
      payload: { teamId: s.league.botTeamId, addPlayerId: s.waivers.playerId },
    }),
    expect: { commissioner: 403 },
    forbidden: () => 'Bot teams do not put in claims',
  },
  {
    route: 'POST /api/draft/resume',
    situation: 'a paused draft',
    prepare: async (s) => {
      await t.database.db.execute(
        sql`update drafts set paused_remaining_ms = 30000 where league_id = ${s.draftLeague.id}`,
      );
    },
    request: (s) => ({ url: '/api/draft/resume', payload: { leagueId: s.draftLeague.id } }),
    expect: { leagueMember: 403, teamOwner: 403, commissioner: 200 },
  },
  {
    route: 'POST /api/draft/pick',
    situation: 'a bot team on the clock',
    prepare: (s) => putOnTheClock(t.database.db, s.draftLeague.id, s.draftLeague.botTeamId),
    request: (s) => ({
      url: '/api/draft/pick',
      payload: { teamId: s.draftLeague.botTeamId, playerId: s.freePlayerId, pickNumber: 0 },
    }),
    expect: { stranger: 403, leagueMember: 403, teamOwner: 403, commissioner: 200 },
  },
];

const call = (method: Method, request: Request, actor: Actor, s: AccessScenario) =>
  t.app.inject({
    method,
    url: request.url,
    headers: actor === 'anonymous' ? {} : { authorization: `Bearer ${s.users[actor].token}` },
    ...(request.payload ? { payload: request.payload } : {}),
  });

const CODES: Record<number, string> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};

/**
 * The scenario the refusals share. A refusal changes nothing, so one scenario serves them all;
 * if one did change something (a bug the test reports), the next case starts on a new one.
 */
let shared: { scenario: AccessScenario; before: Fingerprint; key: string } | undefined;

async function scenarioFor(key: string, prepare?: (s: AccessScenario) => Promise<void>) {
  if (!shared || shared.key !== key) {
    const scenario = await buildAccessScenario(t.app, t.database.db);
    await prepare?.(scenario);
    shared = { scenario, before: await fingerprint(t.database.db), key };
  }
  return shared;
}

async function expectRefusal(
  key: string,
  route: RouteKey,
  row: Omit<MatrixRow, 'expect'>,
  actor: Actor,
  status: number,
) {
  const current = await scenarioFor(key, row.prepare);
  const { scenario, before } = current;
  const method = route.split(' ')[0] as Method;
  const response = await call(method, row.request(scenario, actor), actor, scenario);
  const after = await fingerprint(t.database.db);
  const changed = changedTables(before, after);
  if (changed.length > 0) shared = undefined;

  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { message?: unknown; code?: unknown };
  expect(body.message, response.body).toEqual(expect.any(String));
  expect(String(body.message).length).toBeGreaterThan(0);
  expect(body.code, response.body).toBe(CODES[status] ?? expect.any(String));
  if (status === 403 && row.forbidden) expect(body.message).toMatch(row.forbidden(scenario));
  expect(changed, 'tables changed by a refused request').toEqual([]);
}

async function expectSuccess(
  route: RouteKey,
  row: Omit<MatrixRow, 'expect'>,
  actor: Actor,
  status: number,
) {
  // A success changes the world, so each one gets a world of its own.
  const scenario = await buildAccessScenario(t.app, t.database.db);
  await row.prepare?.(scenario);
  shared = undefined;
  const method = route.split(' ')[0] as Method;
  const response = await call(method, row.request(scenario, actor), actor, scenario);
  expect(response.statusCode, response.body).toBe(status);
}

const cases = (expected: Partial<Expected>) =>
  ACTORS.filter((actor) => expected[actor] !== undefined).map(
    (actor) => [actor, expected[actor]!] as const,
  );

describe('the access matrix', () => {
  it('has a row for every mutating /api route of the app, and no other', () => {
    const mutating = t.app.routeTable
      .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
      .filter((route) => route.url.startsWith('/api/') && !route.websocket)
      .map((route) => `${route.method} ${route.url}`);
    expect(new Set(mutating).size).toBe(mutating.length);
    expect([...mutating].sort()).toEqual(Object.keys(matrix).sort());
  });

  describe('refusals leave the database unchanged and say why', () => {
    for (const [route, row] of Object.entries(matrix) as [RouteKey, MatrixRow][]) {
      for (const [actor, status] of cases(row.expect)) {
        if (status < 400) continue;
        // A row that prepares its scenario shares it only with its own refusals.
        it(`${route} as ${actor} → ${status}`, () =>
          expectRefusal(row.prepare ? route : 'matrix', route, row, actor, status));
      }
    }
    for (const variant of variants) {
      for (const [actor, status] of cases(variant.expect)) {
        if (status < 400) continue;
        it(`${variant.route} (${variant.situation}) as ${actor} → ${status}`, () =>
          expectRefusal(variant.situation, variant.route, variant, actor, status));
      }
    }
  });

  describe('the entitled succeed', () => {
    for (const [route, row] of Object.entries(matrix) as [RouteKey, MatrixRow][]) {
      for (const [actor, status] of cases(row.expect)) {
        if (status >= 400) continue;
        it(`${route} as ${actor} → ${status}`, () => expectSuccess(route, row, actor, status));
      }
    }
    for (const variant of variants) {
      for (const [actor, status] of cases(variant.expect)) {
        if (status >= 400) continue;
        it(`${variant.route} (${variant.situation}) as ${actor} → ${status}`, () =>
          expectSuccess(variant.route, variant, actor, status));
      }
    }

    it('POST /api/teams as a league member without a team → 201', async () => {
      const s = await buildAccessScenario(t.app, t.database.db);
      await beforeTheSeason(s);
      const response = await requester(t.app)('POST', '/api/teams', s.users.benchMember.token, {
        name: 'Late Entry',
        leagueId: s.league.id,
      });
      expect(response.statusCode, response.body).toBe(201);
    });
  });
});

describe('the fingerprint the refusals are checked with', () => {
  it('sees a changed row, and not the last-seen time every request writes', async () => {
    const db = t.database.db;
    const s = await buildAccessScenario(t.app, db);
    const before = await fingerprint(db);
    await db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, s.users.stranger.id));
    expect(changedTables(before, await fingerprint(db))).toEqual([]);
    await db.update(teams).set({ name: 'Renamed' }).where(eq(teams.id, s.league.ownedTeamId));
    expect(changedTables(before, await fingerprint(db))).toEqual(['teams']);
  });
});

describe('a private league read by a stranger', () => {
  let s: AccessScenario;
  beforeAll(async () => {
    s = await buildAccessScenario(t.app, t.database.db);
  });

  const reads = (s: AccessScenario) => ({
    league: `/api/leagues/${s.privateLeague.id}`,
    team: `/api/teams/${s.privateLeague.teamId}`,
    standings: `/api/leagues/${s.privateLeague.id}/standings`,
    matchups: `/api/leagues/${s.privateLeague.id}/matchups/1`,
    draft: `/api/draft/status?leagueId=${s.privateLeague.id}`,
  });

  it('is open to its members: every read answers the commissioner', async () => {
    for (const url of Object.values(reads(s))) {
      const response = await requester(t.app)('GET', url, s.users.commissioner.token);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });

  it('hides the league itself: 404, as a league that does not exist', async () => {
    const response = await requester(t.app)('GET', reads(s).league, s.users.stranger.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'League not found' });
  });

  it('hides its team: 404, as a team that does not exist', async () => {
    const response = await requester(t.app)('GET', reads(s).team, s.users.stranger.token);
    const missing = await requester(t.app)(
      'GET',
      `/api/teams/${randomUUID()}`,
      s.users.stranger.token,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Team not found' });
    expect(missing.json()).toEqual(response.json());
  });

  for (const part of ['standings', 'matchups', 'draft'] as const) {
    it(`refuses its ${part} exactly as it refuses the league`, async () => {
      const league = await requester(t.app)('GET', reads(s).league, s.users.stranger.token);
      const response = await requester(t.app)('GET', reads(s)[part], s.users.stranger.token);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual(league.json());
    });
  }
});
