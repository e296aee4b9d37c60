import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/users/register', payload: payload as object });
const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: payload as object });

describe('POST /api/users/register', () => {
  it('creates the account and returns a token and the user', async () => {
    const response = await register({
      username: 'Faker',
      email: ' Faker@T1.GG ',
      password: 'unkillable-demon-king',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toEqual({
      id: expect.any(String),
      _id: body.user.id,
      username: 'Faker',
      email: 'faker@t1.gg',
      avatar: null,
      online: false,
    });
    expect(response.body).not.toContain('unkillable');
    expect(response.body).not.toContain('scrypt');
  });

  it.each([
    [{ email: 'a@b.co', password: 'long-enough' }, 'Username is required'],
    [
      { username: 'ab', email: 'a@b.co', password: 'long-enough' },
      'Username must be at least 3 characters',
    ],
    [
      { username: 'has space', email: 'a@b.co', password: 'long-enough' },
      'Username may only contain letters, digits, ".", "_" and "-"',
    ],
    [{ username: 'newname', password: 'long-enough' }, 'Email is required'],
    [
      { username: 'newname', email: 'not-an-email', password: 'long-enough' },
      'Please enter a valid email address',
    ],
    [{ username: 'newname', email: 'a@b.co' }, 'Password is required'],
    [
      { username: 'newname', email: 'a@b.co', password: 'short' },
      'Password must be at least 8 characters',
    ],
    [{ username: 42, email: 'a@b.co', password: 'long-enough' }, 'Username is required'],
  ])('rejects %j with 400 "%s"', async (payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
  });

  it('rejects a request without a body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/register' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Request body must be a JSON object');
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers 409 for a username taken in any letter case', async () => {
    await registerUser(t.app, { username: 'Chovy' });
    const response = await register({
      username: 'CHOVY',
      email: 'other@example.com',
      password: 'long-enough',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Username is already taken', code: 'CONFLICT' });
  });

  it('answers 409 for an email that already has an account', async () => {
    await registerUser(t.app, { username: 'Keria', email: 'keria@t1.gg' });
    const response = await register({
      username: 'Keria2',
      email: 'KERIA@t1.gg',
      password: 'long-enough',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this email already exists');
  });

  it('lets exactly one of two simultaneous sign-ups with one username through', async () => {
    const payload = (n: number) => ({
      username: 'Zeus',
      email: `zeus${n}@example.com`,
      password: 'long-enough',
    });
    const responses = await Promise.all([register(payload(1)), register(payload(2))]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('POST /api/users/login', () => {
  it('logs in by username in any case or by email', async () => {
    const { user, password } = await registerUser(t.app, { username: 'Oner' });
    for (const name of ['Oner', 'oner', 'oner@example.com']) {
      const response = await login({ username: name, password });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ token: expect.any(String), user: { id: user.id } });
    }
  });

  it('gives one message for a wrong password and an unknown user', async () => {
    const { password } = await registerUser(t.app, { username: 'Gumayusi' });
    const wrongPassword = await login({ username: 'Gumayusi', password: `${password}x` });
    const unknownUser = await login({ username: 'nobody-here', password });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Invalid username or password',
        code: 'UNAUTHORIZED',
      });
    }
  });

  it('rejects missing fields with 400', async () => {
    const response = await login({ username: 'someone' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Password is required');
  });
});

describe('GET /api/users/me', () => {
  it('returns the user of the token', async () => {
    const { token, user } = await registerUser(t.app);
    const response = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...user, online: false });
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in to continue', code: 'UNAUTHORIZED' });
  });

  it('answers 401 for a token signed with another secret', async () => {
    const other = await createTestApp({ jwtSecret: 'a-different-secret-that-is-long-enough!!' });
    const { token } = await registerUser(other.app);
    await other.close();
    const response = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid authentication token');
  });

  it('answers 401 for an expired token', async () => {
    const { user } = await registerUser(t.app);
    const past = Math.floor(Date.now() / 1000) - 3600;
    // Claims with a lifetime that ended an hour ago.
    const claims = { sub: user.id, username: user.username, iat: past - 60, exp: past };
    const token = t.app.jwt.sign(claims);
    const response = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has expired. Please log in again.');
  });

  it('answers 401 once a token that was accepted runs out, though checked tokens are kept', async () => {
    const { user } = await registerUser(t.app);
    // Signed so that the token's lifetime ends two seconds from now.
    const probe = { sub: user.id, username: user.username, iat: 0 };
    const lifetime = t.app.jwt.decode<{ exp: number }>(t.app.jwt.sign(probe))!.exp;
    const claims = { ...probe, iat: Math.floor(Date.now() / 1000) + 2 - lifetime };
    const token = t.app.jwt.sign(claims);
    const first = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(first.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const later = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(later.statusCode).toBe(401);
    expect(later.json().message).toBe('Your session has expired. Please log in again.');
  });

  it('answers 401 when the account behind the token is gone', async () => {
    const token = t.app.signToken({
      sub: '00000000-0000-4000-8000-000000000000',
      username: 'ghost',
      ver: 0,
    });
    const response = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });
});

describe('rate limiting', () => {
  it('answers 429 after too many login attempts from one address', async () => {
    const limited = await createTestApp({ authRateLimitMax: 3 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { username: 'x', password: 'y' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const response = await attempt();
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(response.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds/);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 after too many registrations from one address', async () => {
    const limited = await createTestApp({ authRateLimitMax: 1 });
    try {
      const attempt = () =>
        limited.app.inject({ method: 'POST', url: '/api/users/register', payload: {} });
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
