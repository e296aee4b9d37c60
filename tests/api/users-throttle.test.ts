import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle } from '../../src/server/db/schema';
import { bearer, registerUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// One app with a generous address budget for the per-account rules; small budgets get their own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: ['127.0.0.1'] });
});
afterAll(() => t.close());

const withApp = async (
  overrides: Parameters<typeof createTestApp>[0],
  body: (app: FastifyInstance) => Promise<void>,
) => {
  const limited = await createTestApp(overrides);
  try {
    await body(limited.app);
  } finally {
    await limited.close();
  }
};

const from = (address?: string) => (address ? { 'x-forwarded-for': address } : {});
const login = (app: FastifyInstance, username: string, password: string, address?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/users/login',
    headers: from(address),
    payload: { username, password },
  });
const register = (app: FastifyInstance, address?: string) =>
  app.inject({ method: 'POST', url: '/api/users/register', headers: from(address), payload: {} });
const changePassword = (app: FastifyInstance, token: string, currentPassword: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: bearer(token),
    payload: { currentPassword, newPassword: 'a-whole-new-password' },
  });

const expectAddressLimited = (response: Awaited<ReturnType<typeof register>>) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/),
    code: 'RATE_LIMITED',
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
};
const expectAccountLocked = (response: Awaited<ReturnType<typeof register>>) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    message: expect.stringMatching(
      /^Too many failed attempts for this account\. Please wait \d+ seconds and try again\.$/,
    ),
    code: 'RATE_LIMITED',
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(30);
};

describe('the budget per client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    await withApp({ authRateLimitMax: 3 }, async (app) => {
      for (let i = 1; i <= 3; i += 1) {
        expect((await login(app, 'x', 'wrong-password', `198.51.100.${i}`)).statusCode).toBe(401);
      }
      expectAddressLimited(await login(app, 'x', 'wrong-password', '198.51.100.99'));
    });
  });

  it.each([
    ['the proxy address', ['127.0.0.1']],
    ['a hop count', 1],
  ])('counts the forwarded address when TRUST_PROXY names %s', async (_label, trustProxy) => {
    await withApp({ authRateLimitMax: 2, trustProxy }, async (app) => {
      expect((await login(app, 'x', 'wrong-password', '203.0.113.1')).statusCode).toBe(401);
      expect((await login(app, 'x', 'wrong-password', '203.0.113.1')).statusCode).toBe(401);
      expectAddressLimited(await login(app, 'x', 'wrong-password', '203.0.113.1'));
      // A client behind the proxy cannot choose its place in the chain: the proxy appends.
      expectAddressLimited(await login(app, 'x', 'wrong-password', '198.51.100.7, 203.0.113.1'));
      expect((await login(app, 'x', 'wrong-password', '203.0.113.2')).statusCode).toBe(401);
    });
  });

  it('is one budget for login and register', async () => {
    await withApp({ authRateLimitMax: 3 }, async (app) => {
      expect((await register(app)).statusCode).toBe(400);
      expect((await login(app, 'x', 'wrong-password')).statusCode).toBe(401);
      expect((await register(app)).statusCode).toBe(400);
      expectAddressLimited(await login(app, 'x', 'wrong-password'));
      expectAddressLimited(await register(app));
    });
  });

  it('also pays for password checks, but not for other profile changes', async () => {
    await withApp({ authRateLimitMax: 3 }, async (app) => {
      const { token, password } = await registerUser(app);
      expect((await changePassword(app, token, 'not-my-password')).statusCode).toBe(400);
      expect((await login(app, 'x', 'wrong-password')).statusCode).toBe(401);
      expectAddressLimited(await changePassword(app, token, password));
      const rename = await app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(token),
        payload: { avatar: 'https://cdn.example.com/me.png' },
      });
      expect(rename.statusCode).toBe(200);
    });
  });
});

describe('failed logins of one account', () => {
  it('lock the account after five, whatever addresses they come from', async () => {
    const { user, password } = await registerUser(t.app);
    const names = [user.username, user.username.toUpperCase(), user.email, user.username];
    for (const [i, name] of [...names, user.email].entries()) {
      const response = await login(t.app, name, 'wrong-password', `192.0.2.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    // The right password is refused too: otherwise the lock would still answer guesses.
    expectAccountLocked(await login(t.app, user.username, password, '192.0.2.77'));
    expectAccountLocked(await login(t.app, user.email, password, '192.0.2.78'));

    const other = await registerUser(t.app);
    expect((await login(t.app, other.user.username, other.password, '192.0.2.1')).statusCode).toBe(
      200,
    );
  });

  it('do not lock out an address the owner opened the account or signed in from', async () => {
    const { user, password } = await registerUser(t.app);
    // The owner signs in from home once; the account was opened from the test's own address.
    expect((await login(t.app, user.username, password, '198.51.100.7')).statusCode).toBe(200);
    for (let i = 0; i < 6; i += 1) {
      const guess = await login(t.app, user.username, 'wrong-password', `203.0.113.${i + 1}`);
      expect(guess.statusCode).toBe(i < 5 ? 401 : 429);
    }
    expectAccountLocked(await login(t.app, user.username, password, '203.0.113.50'));
    // Home and the address the account was opened from still get in with the right password.
    expect((await login(t.app, user.username, password, '198.51.100.7')).statusCode).toBe(200);
    expect((await login(t.app, user.username, password)).statusCode).toBe(200);
    // A known address has a count of its own: guessing from it locks it, not the others'.
    for (let i = 0; i < 5; i += 1) {
      expect((await login(t.app, user.username, 'wrong-password', '198.51.100.7')).statusCode).toBe(
        401,
      );
    }
    expectAccountLocked(await login(t.app, user.username, password, '198.51.100.7'));
    expect((await login(t.app, user.username, password)).statusCode).toBe(200);
  });

  it('count from zero again after a success', async () => {
    const { user, password } = await registerUser(t.app);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) {
        expect((await login(t.app, user.username, 'wrong-password')).statusCode).toBe(401);
      }
      expect((await login(t.app, user.username, password)).statusCode).toBe(200);
    }
  });

  it('let at most five of a burst of parallel guesses be checked', async () => {
    const { user } = await registerUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(t.app, user.username, 'wrong-password', `192.0.2.${100 + i}`),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  it('are counted together by every instance', async () => {
    const { user, password } = await registerUser(t.app);
    const second = await t.secondInstance();
    for (const app of [t.app, second, t.app, second, t.app]) {
      expect((await login(app, user.username, 'wrong-password')).statusCode).toBe(401);
    }
    expectAccountLocked(await login(second, user.username, password));
  });

  it('lock for longer each time, and a success after the lock resets it', async () => {
    const { user, password } = await registerUser(t.app);
    const key = `account:${user.id}`;
    const lockEnds = async () => {
      const [row] = await t.database.db
        .select()
        .from(authThrottle)
        .where(eq(authThrottle.key, key));
      return row?.blockedUntil ? row.blockedUntil.getTime() - Date.now() : 0;
    };
    const endLock = () =>
      t.database.db
        .update(authThrottle)
        .set({ blockedUntil: sql`now() - interval '1 second'` })
        .where(eq(authThrottle.key, key));

    // From an address the account has never been used from, which counts on the account.
    const elsewhere = '192.0.2.200';
    for (let i = 0; i < 5; i += 1) await login(t.app, user.username, 'wrong-password', elsewhere);
    expect(await lockEnds()).toBeGreaterThan(25_000);
    expect(await lockEnds()).toBeLessThanOrEqual(30_000);
    await endLock();
    expect((await login(t.app, user.username, 'wrong-password', elsewhere)).statusCode).toBe(401);
    expect(await lockEnds()).toBeGreaterThan(55_000);
    await endLock();
    expect((await login(t.app, user.username, password, elsewhere)).statusCode).toBe(200);
    expect(await lockEnds()).toBe(0);
  });

  it('include wrong current passwords of a password change, which the lock refuses too', async () => {
    const { token, user, password } = await registerUser(t.app);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await changePassword(t.app, token, 'not-my-password');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Current password is incorrect');
    }
    expectAccountLocked(await changePassword(t.app, token, password));
    expectAccountLocked(await login(t.app, user.username, password, '192.0.2.201'));
    // The address the account was opened from keeps a count of its own.
    expect((await login(t.app, user.username, password)).statusCode).toBe(200);
  });

  it('are counted for names without an account too, so a lock tells nothing', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login(t.app, 'Nobody_Here', 'wrong-password')).statusCode).toBe(401);
    }
    expectAccountLocked(await login(t.app, 'nobody_here', 'wrong-password'));
  });
});
