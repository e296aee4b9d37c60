import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { registerUser, requester } from '../support/factories';
import { adminQuery } from '../support/postgres';
import { queryRows } from '../support/sql';
import { createTestApp, createTestDatabase, type TestApp, testConfig } from '../support/test-app';

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
      // Once the loop is free again, it serves as before.
      await pause(250);
      expect((await app.inject({ url: '/api/players?limit=1' })).statusCode).toBe(200);
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
