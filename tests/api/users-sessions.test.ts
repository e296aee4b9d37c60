import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { AppError } from '../../src/server/errors';
import { runAdminCommand } from '../../src/server/features/users/operator-grants';
import { createUsersRepository } from '../../src/server/features/users/repository';
import { createLeague, grantOperator, registerUser, requester } from '../support/factories';
import { queryRows } from '../support/sql';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

let t: TestApp;
let call: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp();
  call = requester(t.app);
});
afterAll(() => t.close());

const GONE = {
  message: 'Your account no longer exists. Please log in again.',
  code: 'UNAUTHORIZED',
};
const ENDED = { message: 'Your session has ended. Please log in again.', code: 'UNAUTHORIZED' };

const deleteUser = (id: string) => t.database.db.delete(users).where(eq(users.id, id));
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });

describe('a token whose account is gone', () => {
  it('gets 401 on reads and writes, and changes nothing', async () => {
    const owner = await registerUser(t.app);
    const league = await createLeague(t.database.db, { creatorId: owner.user.id });
    const ghost = await registerUser(t.app);
    await deleteUser(ghost.user.id);

    const requests = [
      call('GET', '/api/leagues', ghost.token),
      call('GET', '/api/users/search?q=player', ghost.token),
      call('GET', '/api/users/me', ghost.token),
      call('POST', '/api/leagues', ghost.token, { name: 'Ghost League', regions: ['KOREA'] }),
      call('POST', `/api/leagues/${league.id}/join`, ghost.token, { teamName: 'Ghost Team' }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(GONE);
    }
    const leagues = (await call('GET', '/api/leagues', owner.token)).json();
    expect(leagues.map((l: { name: string }) => l.name)).not.toContain('Ghost League');
  });

  it('is refused by resolveToken, which sockets use', async () => {
    const ghost = await registerUser(t.app);
    await deleteUser(ghost.user.id);
    const refusal = await t.app.resolveToken(ghost.token).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 401, message: GONE.message });
  });
});

describe('resolveToken', () => {
  it("returns the account's current name and role", async () => {
    const { token, user } = await registerUser(t.app);
    await grantOperator(t.database.db, user.id);
    await expect(t.app.resolveToken(token)).resolves.toEqual({
      sub: user.id,
      username: user.username,
      role: 'operator',
      ver: 0,
      token: { hash: expect.any(String), expiresAt: expect.any(Date) },
    });
  });

  it.each([
    ['a malformed token', 'not-a-token', 'Invalid authentication token'],
    ['an empty token', '', 'Invalid authentication token'],
  ])('refuses %s with 401', async (_label, token, message) => {
    await expect(t.app.resolveToken(token)).rejects.toMatchObject({ statusCode: 401, message });
  });
});

describe('the Authorization header', () => {
  it.each([['Basic dXNlcjpwYXNz'], ['Bearer'], ['Bearer a b']])(
    'answers 401, not 500, for "%s"',
    async (authorization) => {
      const response = await t.app.inject({ url: '/api/users/me', headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Invalid authentication token',
        code: 'UNAUTHORIZED',
      });
    },
  );

  it('answers 401, not 500, for a signed token whose subject is not an id', async () => {
    const token = t.app.signToken({ sub: 'not-a-uuid', username: 'x', ver: 0 });
    const response = await call('GET', '/api/leagues', token);
    expect(response.statusCode).toBe(401);
  });

  it('still accepts a token signed before tokens carried a version', async () => {
    const { user } = await registerUser(t.app);
    const legacy = t.app.jwt.sign({ sub: user.id, username: user.username });
    expect((await call('GET', '/api/users/me', legacy)).statusCode).toBe(200);
  });
});

describe('a password change', () => {
  it('signs out every other session and hands the changer a fresh token', async () => {
    const { token: first, user, password } = await registerUser(t.app);
    const second = (await login(user.username, password)).json().token as string;
    expect((await call('GET', '/api/users/me', second)).statusCode).toBe(200);

    const changed = await call('PUT', '/api/users/profile', first, {
      currentPassword: password,
      newPassword: 'a-brand-new-password',
    });
    expect(changed.statusCode).toBe(200);
    const body = changed.json();
    expect(body).toEqual({
      id: user.id,
      _id: user.id,
      username: user.username,
      email: user.email,
      avatar: null,
      online: false,
      token: expect.any(String),
    });

    for (const old of [first, second]) {
      const refused = await call('GET', '/api/leagues', old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(ENDED);
    }
    expect((await call('GET', '/api/leagues', body.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/users/me', body.token)).json().id).toBe(user.id);
    await expect(t.app.resolveToken(first)).rejects.toMatchObject({ message: ENDED.message });

    // A login after the change gets a token of the new version.
    const relogin = await login(user.username, 'a-brand-new-password');
    expect((await call('GET', '/api/users/me', relogin.json().token)).statusCode).toBe(200);
  });

  it('keeps every session when only the name or avatar changes', async () => {
    const { token, user, password } = await registerUser(t.app);
    const other = (await login(user.username, password)).json().token as string;
    const renamed = await call('PUT', '/api/users/profile', token, {
      username: `${user.username}_x`,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().token).toEqual(expect.any(String));
    for (const still of [token, other, renamed.json().token]) {
      const me = await call('GET', '/api/users/me', still);
      expect(me.statusCode).toBe(200);
      expect(me.json().username).toBe(`${user.username}_x`);
    }
  });

  it('with a wrong current password changes nothing and ends no session', async () => {
    const { token, password, user } = await registerUser(t.app);
    const wrong = await call('PUT', '/api/users/profile', token, {
      currentPassword: `${password}-wrong`,
      newPassword: 'a-brand-new-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await call('GET', '/api/users/me', token)).statusCode).toBe(200);
    expect((await login(user.username, password)).statusCode).toBe(200);
  });
});

describe('a logout', () => {
  it('ends its own token on every instance, and no other session of the account', async () => {
    const { token, user, password } = await registerUser(t.app);
    // Signed within the same second as the first, yet a token of its own.
    const phone = (await login(user.username, password)).json().token as string;
    expect(phone).not.toBe(token);
    const other = await t.secondInstance();
    const meThere = () =>
      other.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    // The other instance has read and kept the session.
    expect((await meThere()).statusCode).toBe(200);

    const out = await call('POST', '/api/users/logout', token);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out' });

    for (const request of [
      call('GET', '/api/users/me', token),
      call('POST', '/api/leagues', token, { name: 'After Logout', regions: ['KOREA'] }),
      call('POST', '/api/users/logout', token),
    ]) {
      const refused = await request;
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(ENDED);
    }
    const refused = await until(meThere, (response) => response.statusCode === 401);
    expect(refused.json()).toEqual(ENDED);
    await expect(t.app.resolveToken(token)).rejects.toMatchObject({ message: ENDED.message });

    // The phone's session and a new login go on.
    expect((await call('GET', '/api/users/me', phone)).statusCode).toBe(200);
    const again = (await login(user.username, password)).json().token as string;
    expect((await call('GET', '/api/users/me', again)).statusCode).toBe(200);
    expect((await call('GET', '/api/leagues', token)).statusCode).toBe(401);
  });

  it('answers 401 without a token, and keeps the row of a token only until it expires', async () => {
    const anonymous = await call('POST', '/api/users/logout');
    expect(anonymous.statusCode).toBe(401);

    const { token, user, password } = await registerUser(t.app);
    expect((await call('POST', '/api/users/logout', token)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update revoked_tokens set expires_at = now() - interval '1 second'
          where user_id = ${user.id}`,
    );
    // The next logout of the account clears the rows past their time.
    const second = (await login(user.username, password)).json().token as string;
    expect((await call('POST', '/api/users/logout', second)).statusCode).toBe(200);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from revoked_tokens where user_id = ${user.id}`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});

describe('sessions kept in memory', () => {
  it('end on another instance when the password changes on this one', async () => {
    const { token, user, password } = await registerUser(t.app);
    const other = await t.secondInstance();
    const me = () =>
      other.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    // The other instance has read and kept the session.
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);

    const changed = await call('PUT', '/api/users/profile', token, {
      currentPassword: password,
      newPassword: 'a-brand-new-password',
    });
    expect(changed.statusCode).toBe(200);
    const refused = await until(me, (response) => response.statusCode === 401);
    expect(refused.json()).toEqual(ENDED);
    expect(user.id).toBe(changed.json().id);
  });

  it('follow a new name and a new role on every instance', async () => {
    const { token, user } = await registerUser(t.app);
    const other = await t.secondInstance();
    expect((await other.resolveToken(token)).role).toBe('user');

    const renamed = await call('PUT', '/api/users/profile', token, {
      username: `${user.username}_new`,
    });
    expect(renamed.statusCode).toBe(200);
    const named = await until(
      () => other.resolveToken(token),
      (session) => session.username === `${user.username}_new`,
    );
    expect(named.username).toBe(`${user.username}_new`);

    // `npm run admin -- grant`, as an operator would run it.
    const outcome = await runAdminCommand(createUsersRepository(t.database.db), [
      'grant',
      `${user.username}_new`,
    ]);
    expect(outcome.exitCode).toBe(0);
    const granted = await until(
      () => other.resolveToken(token),
      (session) => session.role === 'operator',
    );
    expect(granted.role).toBe('operator');
    expect((await t.app.resolveToken(token)).role).toBe('operator');
  });
});
