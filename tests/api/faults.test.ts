import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import {
  createLeague,
  createTeam,
  playerIdByName,
  putOnRoster,
  registerUser,
  requester,
} from '../support/factories';
import { readyUrl, startServer } from '../support/main-process';
import { adminQuery, databaseUrlFor } from '../support/postgres';
import { queryRows } from '../support/sql';
import { createTestApp, createTestDatabase, type TestApp, testConfig } from '../support/test-app';
import { until } from '../support/until';

const busyFor = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // The event loop is blocked, as by a flood of work.
  }
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an overloaded instance', () => {
  it('answers 503 with Retry-After at once instead of queueing', async () => {
    const { database, drop } = await createTestDatabase();
    const app = await buildApp(testConfig({ maxEventLoopDelayMs: 30 }), { database });
    try {
      await app.ready();
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      // Work that keeps the event loop busy: every turn of it comes 60 ms late.
      const hog = setInterval(() => busyFor(60), 0);
      await pause(300);
      const response = await app.inject({ url: '/api/players?limit=1' });
      clearInterval(hog);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message: 'The server is busy. Please try again in a few seconds.',
        code: 'UNAVAILABLE',
      });
      // Once the loop is free again, it serves as before: within a few of its 30 ms periods,
      // or a little later on a machine busy with other work, whose own delays count too.
      await expect
        .poll(async () => (await app.inject({ url: '/api/players?limit=1' })).statusCode, {
          timeout: 5_000,
          interval: 100,
        })
        .toBe(200);
    } finally {
      await app.close();
      await drop();
    }
  });
});

const url = process.env.DATABASE_URL;

// PGlite runs inside the process and has no connections to lose; this is PostgreSQL's case.
describe.runIf(url)('the database connection dropped under load', () => {
  let t: TestApp;
  let name: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select current_database() as name`,
    );
    name = row!.name;
  });
  afterAll(async () => {
    await adminQuery(url!, `alter database ${name} allow_connections true`).catch(() => {});
    await t.close();
  });

  const cutOff = async () => {
    await adminQuery(url!, `alter database ${name} allow_connections false`);
    await adminQuery(
      url!,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );
  };

  it('fails requests with a clear 503, reports it in health, and recovers by itself', async () => {
    const call = requester(t.app);
    const user = await registerUser(t.app);
    const load = () =>
      Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          i % 2 ? call('GET', '/api/leagues', user.token) : call('GET', '/api/players?limit=5'),
        ),
      );
    expect((await load()).every((response) => response.statusCode === 200)).toBe(true);

    const during = load();
    await cutOff();
    const answers = [...(await during), ...(await load())];
    for (const response of answers) {
      expect([200, 503]).toContain(response.statusCode);
      if (response.statusCode === 503) {
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toMatchObject({ code: 'UNAVAILABLE' });
      }
    }
    expect(answers.filter((response) => response.statusCode === 503).length).toBeGreaterThan(0);

    const down = await t.app.inject({ url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      status: 'unavailable',
      database: { engine: 'postgres', state: 'down' },
      code: 'UNAVAILABLE',
    });

    // The database comes back; the same instance, never restarted, serves again.
    await adminQuery(url!, `alter database ${name} allow_connections true`);
    const up = await t.app.inject({ url: '/api/health' });
    expect(up.json()).toMatchObject({ status: 'ok', database: { state: 'up' } });
    expect((await load()).every((response) => response.statusCode === 200)).toBe(true);
    const again = await call('POST', '/api/users/login', undefined, {
      username: user.user.username,
      password: user.password,
    });
    expect(again.statusCode).toBe(200);
  });
});

/** A JSON request to a running server; the answer's status and body (null when not JSON). */
async function send(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: object,
): Promise<{ status: number; body: Record<string, unknown> | null; retryAfter: string | null }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> | null = null;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON: the status alone tells.
  }
  return { status: response.status, body: parsed, retryAfter: response.headers.get('retry-after') };
}

// The process itself must survive, so the server runs as `npm start` runs it, in a child
// process, while an administrator's statement ends its connections again and again.
describe.runIf(url)('a database failover under concurrent writes', () => {
  it('keeps the process alive, answers 503 for lost requests, writes nothing by halves and serves again', async () => {
    const { database, drop } = await createTestDatabase();
    const [row] = await queryRows<{ name: string }>(
      database.db,
      sql`select current_database() as name`,
    );
    const name = row!.name;
    const server = startServer({
      DATABASE_URL: databaseUrlFor(url!, name),
      JWT_SECRET: 'failover-test-secret-long-enough-to-be-accepted',
      PORT: '0',
      HOST: '127.0.0.1',
      AUTH_RATE_LIMIT_MAX: '10000',
    });
    let killing = true;
    try {
      const base = await readyUrl(server.output);
      const register = async (username: string) => {
        const answer = await send(base, 'POST', '/api/users/register', undefined, {
          username,
          email: `${username}@example.com`,
          password: 'correct-horse-battery',
        });
        expect(answer.status).toBe(201);
        return answer.body as { token: string; user: { id: string } };
      };
      const [member, rival, ...others] = await Promise.all(
        ['fo_member', 'fo_rival', ...Array.from({ length: 60 }, (_, i) => `fo_other${i}`)].map(
          register,
        ),
      );

      // Two managers of one league who trade Chovy and Bdd back and forth, with no review.
      const league = await createLeague(database.db, {
        creatorId: member!.user.id,
        memberIds: [member!.user.id, rival!.user.id],
      });
      const memberTeam = await createTeam(database.db, {
        name: 'Member Team',
        leagueId: league.id,
        userId: member!.user.id,
      });
      const rivalTeam = await createTeam(database.db, {
        name: 'Rival Team',
        leagueId: league.id,
        userId: rival!.user.id,
      });
      await putOnRoster(database.db, memberTeam, [['MID', 'Chovy']]);
      await putOnRoster(database.db, rivalTeam, [['MID', 'Bdd']]);
      const review = await send(base, 'PATCH', `/api/leagues/${league.id}`, member!.token, {
        tradeReviewHours: 0,
      });
      expect(review.status).toBe(200);
      const chovy = await playerIdByName(database.db, 'Chovy');
      const bdd = await playerIdByName(database.db, 'Bdd');
      const chat = await send(base, 'POST', '/api/messages/conversations', member!.token, {
        userId: rival!.user.id,
      });
      expect(chat.status).toBe(201);
      const chatId = (chat.body as { id: string }).id;

      const answers: Array<{
        what: string;
        status: number;
        retryAfter: string | null;
        message?: unknown;
      }> = [];
      const record = (what: string, answer: Awaited<ReturnType<typeof send>>) => {
        answers.push({
          what,
          status: answer.status,
          retryAfter: answer.retryAfter,
          message: answer.body?.message,
        });
        return answer;
      };
      const accepts: Array<{ tradeId: string; status: number; token: string }> = [];
      // Each loop does one kind of write over and over, as users would.
      const trading = async () => {
        // Whoever holds Chovy offers him for Bdd; the other side accepts.
        const roster = await send(base, 'GET', `/api/teams/${memberTeam.id}`, member!.token);
        if (roster.status !== 200) return;
        const { players } = roster.body as { players: Record<string, { id: string } | null> };
        const chovyAtMember = Object.values(players).some((player) => player?.id === chovy);
        const [proposer, accepter, from, to] = chovyAtMember
          ? [member!, rival!, memberTeam, rivalTeam]
          : [rival!, member!, rivalTeam, memberTeam];
        const offer = record(
          'propose',
          await send(base, 'POST', '/api/trades', proposer.token, {
            fromTeamId: from.id,
            toTeamId: to.id,
            give: [chovy],
            receive: [bdd],
          }),
        );
        if (offer.status !== 201) return;
        const tradeId = (offer.body as { id: string }).id;
        const accepted = record(
          'accept',
          await send(base, 'POST', `/api/trades/${tradeId}/accept`, accepter.token),
        );
        accepts.push({ tradeId, status: accepted.status, token: accepter.token });
      };
      const messaging = async () => {
        record(
          'message',
          await send(
            base,
            'POST',
            `/api/messages/conversations/${chatId}/messages`,
            member!.token,
            {
              content: 'still there?',
            },
          ),
        );
      };
      let nextPair = 0;
      const opening = async () => {
        const other = others[nextPair++ % others.length]!;
        record(
          'open',
          await send(base, 'POST', '/api/messages/conversations', rival!.token, {
            userId: other.user.id,
          }),
        );
      };
      let nextFriend = 0;
      const befriending = async () => {
        const other = others[nextFriend++ % others.length]!;
        record(
          'friend',
          await send(base, 'POST', '/api/friends/request', member!.token, {
            userId: other.user.id,
          }),
        );
      };
      let storming = true;
      const loop = async (work: () => Promise<unknown>) => {
        while (storming) {
          await work().catch((error: Error) =>
            answers.push({ what: error.message, status: 0, retryAfter: null }),
          );
        }
      };
      const killer = async () => {
        while (killing) {
          await adminQuery(
            url!,
            `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
          );
          await pause(30 + Math.random() * 120);
        }
      };
      const loops = [trading, messaging, opening, befriending].map(loop);
      const kills = killer();
      await pause(10_000);
      killing = false;
      await kills;
      storming = false;
      await Promise.all(loops);

      // The process lived through it, and each answer was a real one or a 503 to retry.
      expect(server.child.exitCode, server.output().slice(-2000)).toBeNull();
      expect(answers.filter((answer) => answer.status === 0)).toEqual([]);
      expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
      expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
      for (const answer of answers.filter((one) => one.status === 503)) {
        expect(answer.retryAfter).toBe('5');
      }

      // The same instance serves again by itself.
      const health = await until(
        () => send(base, 'GET', '/api/health'),
        (answer) => answer.status === 200,
        15_000,
      );
      expect(health.status).toBe(200);
      // New writes of every kind succeed: a new pair opens a conversation, talks and befriends.
      const [newcomer, friend] = await Promise.all(['fo_newcomer', 'fo_friend'].map(register));
      const opened = await send(base, 'POST', '/api/messages/conversations', newcomer!.token, {
        userId: friend!.user.id,
      });
      expect(opened.status).toBe(201);
      const openedId = (opened.body as { id: string }).id;
      const said = await send(
        base,
        'POST',
        `/api/messages/conversations/${openedId}/messages`,
        newcomer!.token,
        { content: 'hello again' },
      );
      expect(said.status).toBe(201);
      const asked = await send(base, 'POST', '/api/friends/request', newcomer!.token, {
        userId: friend!.user.id,
      });
      expect(asked.status).toBe(201);
      // Each answer to an accept followed the commit: a completed trade was answered as one,
      // and one answered 503 was not carried out (it waits, or a later swap voided it).
      for (const accept of accepts.filter((one) => [200, 503].includes(one.status))) {
        const trade = await send(base, 'GET', `/api/trades/${accept.tradeId}`, accept.token);
        if (accept.status === 200) expect(trade.body?.status).toBe('completed');
        else expect(['pending', 'void']).toContain(trade.body?.status);
      }
      // On a loaded machine every accept of the storm may lose its connection (and the offers
      // left open then fill the teams' limit): the storm is sure only to have tried.
      expect(accepts.length).toBeGreaterThan(0);
      // Offers whose answer was lost stay open, as they would for a user, who cancels them.
      const open = await send(
        base,
        'GET',
        `/api/trades?leagueId=${league.id}&status=pending`,
        member!.token,
      );
      expect(open.status).toBe(200);
      for (const trade of open.body as unknown as Array<{
        id: string;
        fromTeam: { userId: string };
      }>) {
        const owner = trade.fromTeam.userId === member!.user.id ? member! : rival!;
        expect(
          (await send(base, 'POST', `/api/trades/${trade.id}/cancel`, owner.token)).status,
        ).toBe(200);
      }
      await trading();
      expect(answers.slice(-2)).toMatchObject([
        { what: 'propose', status: 201 },
        { what: 'accept', status: 200 },
      ]);
      const last = accepts.at(-1)!;
      const completed = await send(base, 'GET', `/api/trades/${last.tradeId}`, last.token);
      expect(completed.body?.status).toBe('completed');

      // Nothing was written by halves: each player is on exactly one team, every
      // conversation has its two participants, every trade that completed moved its players.
      const onTeams = await queryRows<{ player_id: string; teams: number }>(
        database.db,
        sql`select player_id, count(*)::int as teams from team_players where league_id = ${league.id} group by player_id`,
      );
      expect(onTeams.map((one) => one.teams)).toEqual([1, 1]);
      const lonely = await queryRows(
        database.db,
        sql`select c.id from conversations c
            where (select count(*) from conversation_participants p where p.conversation_id = c.id) <> 2`,
      );
      expect(lonely).toEqual([]);
    } finally {
      killing = false;
      server.child.kill('SIGKILL');
      await database.close();
      await drop();
    }
  }, 90_000);
});
