import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import {
  bearer,
  createLeague,
  createTeam,
  grantOperator,
  registerUser,
} from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });
const putProfile = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload });

describe('PUT /api/users/profile', () => {
  it('changes username, email and avatar', async () => {
    const { token } = await registerUser(t.app);
    const response = await putProfile(token, {
      username: 'Renamed_1',
      email: 'Renamed@Example.com',
      avatar: 'https://cdn.example.com/a.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'Renamed_1',
      email: 'renamed@example.com',
      avatar: 'https://cdn.example.com/a.png',
    });
    expect((await get('/api/users/me', token)).json().username).toBe('Renamed_1');
  });

  it('clears the avatar with an empty string', async () => {
    const { token } = await registerUser(t.app);
    await putProfile(token, { avatar: 'https://cdn.example.com/b.png' });
    const response = await putProfile(token, { avatar: '' });
    expect(response.json().avatar).toBeNull();
  });

  it('keeps the own username when only its case changes', async () => {
    const { token, user } = await registerUser(t.app);
    const response = await putProfile(token, { username: user.username.toUpperCase() });
    expect(response.statusCode).toBe(200);
  });

  it('answers 409 for a username or email someone else has', async () => {
    const other = await registerUser(t.app);
    const { token } = await registerUser(t.app);
    const byName = await putProfile(token, { username: other.user.username.toUpperCase() });
    expect(byName.statusCode).toBe(409);
    expect(byName.json().message).toBe('Username is already taken');
    const byEmail = await putProfile(token, { email: other.user.email });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().message).toBe('An account with this email already exists');
  });

  it.each([
    [{}, 'Nothing to update'],
    [{ currentPassword: 'a-password-alone' }, 'Nothing to update'],
    [{ avatar: 'javascript:alert(1)' }, 'Avatar must be an http(s) URL'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ newPassword: 'another-long-one' }, 'Current password is required to set a new password'],
  ])('rejects %j with 400 "%s"', async (payload, message) => {
    const { token } = await registerUser(t.app);
    const response = await putProfile(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('changes the password only with the current one', async () => {
    const { token, user, password } = await registerUser(t.app);
    const wrong = await putProfile(token, {
      currentPassword: 'wrong-one',
      newPassword: 'brand-new-pass',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');

    const right = await putProfile(token, {
      currentPassword: password,
      newPassword: 'brand-new-pass',
    });
    expect(right.statusCode).toBe(200);
    const login = (pw: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: user.username, password: pw },
      });
    expect((await login(password)).statusCode).toBe(401);
    expect((await login('brand-new-pass')).statusCode).toBe(200);
  });

  it('answers 401 without a token and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { username: 'intruder' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/users/search', () => {
  it('finds users by part of the username or the whole email, in any case, without the searcher', async () => {
    const me = await registerUser(t.app, { username: 'ShowMaker' });
    const other = await registerUser(t.app, { username: 'ShowTime', email: 'canyon@dk.gg' });
    await registerUser(t.app, { username: 'Unrelated' });

    const byName = await get('/api/users/search?q=show', me.token);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().map((u: { username: string }) => u.username)).toEqual(['ShowTime']);

    const byEmail = await get('/api/users/search?q=CANYON%40DK.GG', me.token);
    expect(byEmail.json()).toEqual([{ ...other.user, online: false }]);
    expect((await get('/api/users/search?q=CANYON%40DK', me.token)).json()).toEqual([]);
  });

  it('treats % and _ as plain text', async () => {
    const { token } = await registerUser(t.app);
    const response = await get('/api/users/search?q=%25', token);
    expect(response.json()).toEqual([]);
  });

  it('returns at most 20 users', async () => {
    const { token } = await registerUser(t.app);
    const { database } = t;
    // Inserted directly: hashing 21 passwords would only slow the test down.
    await database.db.insert(users).values(
      Array.from({ length: 25 }, (_, i) => ({
        username: `bulk_${i}`,
        email: `bulk_${i}@example.com`,
        passwordHash: 'unused',
      })),
    );
    const response = await get('/api/users/search?q=bulk_', token);
    expect(response.json()).toHaveLength(20);
  });

  it('lists the exact name first, then names that start with the text, past the first 20', async () => {
    const { token } = await registerUser(t.app);
    // 25 names that hold 'zed' and sort before it, so alphabetical order alone would cut
    // 'zed' and 'zedd' off the 20 shown.
    await t.database.db.insert(users).values(
      Array.from({ length: 25 }, (_, i) => ({
        username: `a${String(i).padStart(2, '0')}_zed`,
        email: `zed_${i}@example.com`,
        passwordHash: 'unused',
      })),
    );
    await registerUser(t.app, { username: 'zedd' });
    await registerUser(t.app, { username: 'Zed' });
    const found = (await get('/api/users/search?q=zed', token)).json() as { username: string }[];
    expect(found).toHaveLength(20);
    expect(found.slice(0, 3).map((user) => user.username)).toEqual(['Zed', 'zedd', 'a00_zed']);
  });

  it('answers 400 for blank text and 401 without a token', async () => {
    const { token } = await registerUser(t.app);
    const blank = await get('/api/users/search?q=%20%20', token);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Search text is required');
    expect((await get('/api/users/search?q=a')).statusCode).toBe(401);
  });
});

describe('GET /api/users/rights/:id', () => {
  it('lists the leagues a user commands and belongs to', async () => {
    const boss = await registerUser(t.app);
    const member = await registerUser(t.app);
    const own = await createLeague(t.database.db, {
      creatorId: boss.user.id,
      memberIds: [boss.user.id, member.user.id],
    });
    const joined = await createLeague(t.database.db, {
      creatorId: member.user.id,
      memberIds: [member.user.id, boss.user.id],
    });

    const response = await get(`/api/users/rights/${boss.user.id}`, member.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: boss.user.id,
      commissionerOf: [own.id],
      memberOf: [own.id, joined.id],
      canEditPlayers: false,
    });
  });

  it('makes the first member the commissioner when the league has no creator', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    const league = await createLeague(t.database.db, {
      creatorId: null,
      memberIds: [first.user.id, second.user.id],
    });
    const rights = (await get(`/api/users/rights/${first.user.id}`, first.token)).json();
    expect(rights.commissionerOf).toEqual([league.id]);
    const others = (await get(`/api/users/rights/${second.user.id}`, first.token)).json();
    expect(others.commissionerOf).toEqual([]);
    // An id in the path may be written in capitals: it names the same user.
    const upper = (
      await get(`/api/users/rights/${first.user.id.toUpperCase()}`, first.token)
    ).json();
    expect(upper).toEqual(rights);
  });

  it('lets operator accounts edit player data', async () => {
    const operator = await registerUser(t.app);
    await grantOperator(t.database.db, operator.user.id);
    const rights = (await get(`/api/users/rights/${operator.user.id}`, operator.token)).json();
    expect(rights.canEditPlayers).toBe(true);
  });

  it('answers 400 for a malformed id, 404 for an unknown one and 401 without a token', async () => {
    const { token, user } = await registerUser(t.app);
    const malformed = await get('/api/users/rights/not-a-uuid', token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Invalid id');
    const unknown = await get('/api/users/rights/00000000-0000-4000-8000-000000000000', token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
    expect((await get(`/api/users/rights/${user.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/users/teams and /api/leagues/my-leagues', () => {
  it("returns only the user's own teams and leagues", async () => {
    const me = await registerUser(t.app);
    const rival = await registerUser(t.app);
    const league = await createLeague(t.database.db, {
      name: 'LCK Legends',
      creatorId: me.user.id,
      memberIds: [me.user.id, rival.user.id],
    });
    const mine = await createTeam(t.database.db, {
      name: 'Mid Diff',
      leagueId: league.id,
      userId: me.user.id,
    });
    await createTeam(t.database.db, { name: 'Rivals', leagueId: league.id, userId: rival.user.id });
    await createLeague(t.database.db, { name: 'Not mine', creatorId: rival.user.id });

    const teams = await get('/api/users/teams', me.token);
    expect(teams.statusCode).toBe(200);
    expect(teams.json()).toEqual([
      expect.objectContaining({
        id: mine.id,
        name: 'Mid Diff',
        userId: me.user.id,
        owner: me.user.username,
        leagueId: league.id,
        leagueName: 'LCK Legends',
        totalPoints: 0,
      }),
    ]);

    const leagues = await get('/api/leagues/my-leagues', me.token);
    expect(leagues.statusCode).toBe(200);
    expect(leagues.json()).toEqual([
      expect.objectContaining({
        id: league.id,
        _id: league.id,
        name: 'LCK Legends',
        creatorId: me.user.id,
        memberIds: [me.user.id, rival.user.id],
        regions: ['KOREA'],
        maxTeams: 12,
        isPublic: true,
        currentWeek: 1,
      }),
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/users/teams')).statusCode).toBe(401);
    expect((await get('/api/leagues/my-leagues')).statusCode).toBe(401);
  });
});

describe('online flag', () => {
  it('is false for a user not seen for a while', async () => {
    const me = await registerUser(t.app);
    const quiet = await registerUser(t.app, { username: 'QuietOne' });
    await t.database.db
      .update(users)
      .set({ lastSeenAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(users.id, quiet.user.id));
    const [found] = (await get('/api/users/search?q=QuietOne', me.token)).json();
    expect(found.online).toBe(false);
  });
});
