import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftStatusResponse } from '../../src/domain/contract/drafts';
import type { League } from '../../src/domain/contract/leagues';
import { buildApp } from '../../src/server/app';
import { leagues } from '../../src/server/db/schema';
import {
  createLeagueWithTeams,
  createTeam,
  playerIdByName,
  putOnRoster,
  registerUser,
  requester,
} from '../support/factories';
import { createTestApp, createTestDatabase, type TestApp, testConfig } from '../support/test-app';
import { until } from '../support/until';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

const league = (options: { isPublic?: boolean } = {}) =>
  createLeagueWithTeams(t.app, t.database.db, options);

describe('the cache itself', () => {
  it('is keyed by the validated query, so cache-busting query strings add nothing', async () => {
    const first = await call('GET', '/api/players?limit=3');
    expect(first.statusCode).toBe(200);
    const before = t.app.readCacheStats().entries;
    for (let i = 0; i < 200; i += 1) {
      const busted = await call('GET', `/api/players?limit=3&bust=${i}&x${i}=${'y'.repeat(500)}`);
      expect(busted.headers['x-read-cache']).toBe('hit');
    }
    expect(t.app.readCacheStats().entries).toBe(before);
  });

  it('is bounded by bytes, dropping the least recently used answers first', async () => {
    const { database, drop } = await createTestDatabase();
    const small = await buildApp(testConfig(), { database, readCacheBytes: 128 * 1024 });
    try {
      for (let limit = 1; limit <= 30; limit += 1) {
        expect((await small.inject({ url: `/api/players?limit=${limit}` })).statusCode).toBe(200);
        expect(small.readCacheStats().bytes).toBeLessThanOrEqual(128 * 1024);
      }
      const { entries } = small.readCacheStats();
      expect(entries).toBeGreaterThan(1);
      expect(entries).toBeLessThan(30);
      // The newest answers are kept, the oldest went first.
      expect((await small.inject({ url: '/api/players?limit=30' })).headers['x-read-cache']).toBe(
        'hit',
      );
      expect((await small.inject({ url: '/api/players?limit=1' })).headers['x-read-cache']).toBe(
        'miss',
      );
    } finally {
      await small.close();
      await drop();
    }
  });
});

describe('cached reads', () => {
  it('serves a second read from memory, and a write makes the next read fresh', async () => {
    const { boss, league: created } = await league();
    const first = await call('GET', `/api/leagues/${created.id}`, boss.token);
    expect(first.headers['x-read-cache']).toBe('miss');
    const second = await call('GET', `/api/leagues/${created.id}`, boss.token);
    expect(second.headers['x-read-cache']).toBe('hit');
    expect(second.json()).toEqual(first.json());

    const member = await registerUser(t.app);
    const joined = await call('POST', `/api/leagues/${created.id}/join`, member.token, {
      teamName: 'New Team',
    });
    expect(joined.statusCode).toBe(200);
    const after = await call('GET', `/api/leagues/${created.id}`, boss.token);
    expect(after.headers['x-read-cache']).toBe('miss');
    expect((after.json() as League).teams.map((team) => team.name)).toContain('New Team');
  });

  it('drops only the leagues a write reached, their player pools with them', async () => {
    const a = await league();
    const b = await league();
    // A league's pool counts the games that have happened on its clock: part of the league.
    const pool = (id: string) => call('GET', `/api/players?leagueId=${id}&limit=7`);
    const reads = {
      a: () => call('GET', `/api/leagues/${a.league.id}`, a.boss.token),
      aStandings: () => call('GET', `/api/leagues/${a.league.id}/standings`, a.boss.token),
      aPool: () => pool(a.league.id),
      // Standings: the league page itself is kept a second at most (it carries league time).
      b: () => call('GET', `/api/leagues/${b.league.id}/standings`, b.boss.token),
      pool: () => pool(b.league.id),
      everyone: () => call('GET', '/api/players?limit=7'),
    };
    for (const read of Object.values(reads)) await read();
    for (const read of Object.values(reads)) {
      expect((await read()).headers['x-read-cache']).toBe('hit');
    }

    const scheduled = await call(
      'POST',
      `/api/leagues/${a.league.id}/schedule-draft`,
      a.boss.token,
      {
        draftDateTime: '2030-12-24T18:00:00Z',
      },
    );
    expect(scheduled.statusCode).toBe(200);
    expect((await reads.a()).headers['x-read-cache']).toBe('miss');
    expect((await reads.aStandings()).headers['x-read-cache']).toBe('miss');
    expect((await reads.aPool()).headers['x-read-cache']).toBe('miss');
    expect((await reads.b()).headers['x-read-cache']).toBe('hit');
    expect((await reads.pool()).headers['x-read-cache']).toBe('hit');
    expect((await reads.everyone()).headers['x-read-cache']).toBe('hit');
  });

  it("drops only the trade's league when a trade is answered", async () => {
    const a = await league();
    const b = await league();
    await putOnRoster(t.database.db, a.bossTeam, [['MID', 'Faker']]);
    await putOnRoster(t.database.db, a.memberTeam, [['MID', 'Chovy']]);
    const [give, take] = await Promise.all(
      ['Faker', 'Chovy'].map((name) => playerIdByName(t.database.db, name)),
    );
    const offered = await call('POST', '/api/trades', a.boss.token, {
      fromTeamId: a.bossTeam.id,
      toTeamId: a.memberTeam.id,
      give: [give],
      receive: [take],
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const readB = () => call('GET', `/api/leagues/${b.league.id}/standings`, b.boss.token);
    await readB();
    const cancelled = await call(
      'POST',
      `/api/trades/${(offered.json() as { id: string }).id}/cancel`,
      a.boss.token,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await readB()).headers['x-read-cache']).toBe('hit');
  });

  it('keeps every league through sign-ups, logins, messages and friend requests', async () => {
    const { boss, member, league: created } = await league();
    // Standings: the league page itself is kept a second at most (it carries league time).
    const read = () => call('GET', `/api/leagues/${created.id}/standings`, boss.token);
    await read();
    const newcomer = await registerUser(t.app);
    const login = await call('POST', '/api/users/login', undefined, {
      username: newcomer.user.username,
      password: newcomer.password,
    });
    expect(login.statusCode).toBe(200);
    const asked = await call('POST', '/api/friends/request', boss.token, {
      userId: member.user.id,
    });
    expect(asked.statusCode).toBe(201);
    const opened = await call('POST', '/api/messages/conversations', boss.token, {
      userId: member.user.id,
    });
    const conversation = opened.json() as { id: string };
    const sent = await call(
      'POST',
      `/api/messages/conversations/${conversation.id}/messages`,
      boss.token,
      {
        content: 'Draft on Sunday?',
      },
    );
    expect(sent.statusCode).toBe(201);
    expect((await read()).headers['x-read-cache']).toBe('hit');
  });

  it('drops everything on a write that reached no league, such as a new username', async () => {
    const { boss, league: created } = await league();
    const read = () => call('GET', `/api/leagues/${created.id}`, boss.token);
    await read();
    const renamed = await call('PUT', '/api/users/profile', boss.token, {
      username: `boss_${Date.now().toString(36)}`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await read();
    expect(after.headers['x-read-cache']).toBe('miss');
    expect((after.json() as League).members.map((member) => member.username)).toContain(
      (renamed.json() as { username: string }).username,
    );
  });

  it('keeps answers per user where they depend on who asks', async () => {
    const { boss, league: created } = await league({ isPublic: false });
    expect((await call('GET', `/api/leagues/${created.id}`, boss.token)).statusCode).toBe(200);
    expect(
      (await call('GET', `/api/leagues/${created.id}`, boss.token)).headers['x-read-cache'],
    ).toBe('hit');
    const outsider = await registerUser(t.app);
    const refused = await call('GET', `/api/leagues/${created.id}`, outsider.token);
    expect(refused.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/leagues/${created.id}/standings`, outsider.token)).statusCode,
    ).toBe(404);
  });

  it('keeps the headers of a cached answer and skips the cache for ?refresh=true', async () => {
    const { league: created, boss } = await league();
    const url = `/api/players?leagueId=${created.id}&limit=5`;
    const first = await call('GET', url);
    const second = await call('GET', url);
    expect(second.headers['x-read-cache']).toBe('hit');
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    const refreshed = await call('GET', `/api/leagues/${created.id}?refresh=true`, boss.token);
    expect(refreshed.headers['x-read-cache']).toBeUndefined();
  });

  /** A league as the boss reads it on a second instance, which has kept its page already. */
  async function keptOnAnotherInstance() {
    const { boss, league: created } = await league();
    const other: FastifyInstance = await t.secondInstance();
    const read = () =>
      other.inject({
        method: 'GET',
        url: `/api/leagues/${created.id}`,
        headers: { authorization: `Bearer ${boss.token}` },
      });
    await read();
    expect((await read()).headers['x-read-cache']).toBe('hit');
    return { boss, created, read };
  }

  it('drops what another instance keeps when this one writes', async () => {
    const { boss, created, read } = await keptOnAnotherInstance();
    await call('POST', `/api/leagues/${created.id}/schedule-draft`, boss.token, {
      draftDateTime: '2030-12-24T18:00:00Z',
    });
    const after = await until(read, (response) => response.headers['x-read-cache'] === 'miss');
    expect((after.json() as League).draft.dateTime).toBe('2030-12-24T18:00:00.000Z');
  });

  // PGlite runs in the process and has no connection to lose.
  it.runIf(process.env.DATABASE_URL)(
    'forgets what it kept when its event connection was lost, as changes went unheard meanwhile',
    async () => {
      const { boss, created, read } = await keptOnAnotherInstance();
      // Every instance's listening connection drops; the write's notice goes out before they
      // are back (a second later), so nobody hears it.
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'listen%'`,
      );
      await call('POST', `/api/leagues/${created.id}/schedule-draft`, boss.token, {
        draftDateTime: '2030-12-25T18:00:00Z',
      });
      const after = await until(read, (response) => response.headers['x-read-cache'] === 'miss');
      expect((after.json() as League).draft.dateTime).toBe('2030-12-25T18:00:00.000Z');
    },
  );

  it('drops cached rosters when the pick clock drafts a player', async () => {
    const { boss, league: created } = await league();
    for (let i = 2; i <= 8; i += 1) {
      await createTeam(t.database.db, { name: `Bot ${i}`, leagueId: created.id, userId: null });
    }
    await t.database.db
      .update(leagues)
      .set({ draftPickSeconds: 1 })
      .where(eq(leagues.id, created.id));
    const start = await call('POST', '/api/draft/start', boss.token, { leagueId: created.id });
    const state = start.json() as DraftStatusResponse;
    const teamId = state.onTheClock!.teamId;
    const roster = () => call('GET', `/api/leagues/${created.id}`, boss.token);
    const before = await roster();
    await roster();
    const held = (response: Awaited<ReturnType<typeof roster>>) =>
      (response.json() as League).teams.find((team) => team.id === teamId)!;
    expect(Object.values(held(before).players).flat().filter(Boolean)).toHaveLength(0);
    const after = await until(
      roster,
      (response) => Object.values(held(response).players).flat().filter(Boolean).length === 1,
    );
    expect(Object.values(held(after).players).flat().filter(Boolean)).toHaveLength(1);
    await call('POST', '/api/draft/end', boss.token, { leagueId: created.id });
  });
});
