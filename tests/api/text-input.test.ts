import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../src/domain/contract/users';
import { grantOperator, playerIdByName, registerUser, requester } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let user: AuthResponse;
let leagueId: string;
const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
  await grantOperator(t.database.db, user.user.id);
  const league = await call('POST', '/api/leagues', user.token, {
    name: 'Text League',
    regions: ['KOREA'],
  });
  leagueId = league.json().id;
});
afterAll(() => t.close());

const NUL = 'bad\u0000text';

describe('text with a NUL byte', () => {
  // Each of these answered 500: PostgreSQL cannot store a NUL in text.
  it('is refused with a 400 and a message on every endpoint that takes text', async () => {
    const faker = await playerIdByName(t.database.db, 'Faker');
    const other = await registerUser(t.app);
    const requests: Array<[Parameters<typeof call>, string]> = [
      [['POST', '/api/leagues', user.token, { name: NUL, regions: ['KOREA'] }], 'League name'],
      [
        ['POST', '/api/leagues', user.token, { name: 'ok', description: NUL, regions: ['KOREA'] }],
        'Description',
      ],
      [['POST', '/api/teams', user.token, { name: NUL, leagueId }], 'Team name'],
      [['POST', `/api/leagues/${leagueId}/join`, other.token, { teamName: NUL }], 'Team name'],
      [
        ['PUT', '/api/users/profile', user.token, { avatar: `https://x.test/${NUL}` }],
        'Avatar URL',
      ],
      [
        [
          'POST',
          `/api/players/${faker}/update-image`,
          user.token,
          { imageUrl: `https://x.test/${NUL}` },
        ],
        'imageUrl',
      ],
      [
        ['POST', '/api/users/login', undefined, { username: NUL, password: 'whatever1' }],
        'Username',
      ],
      [['GET', `/api/users/search?q=${encodeURIComponent(NUL)}`, user.token], 'Search text'],
      [['GET', `/api/leagues?search=${encodeURIComponent(NUL)}`, user.token], 'Search text'],
      [['GET', `/api/players?search=${encodeURIComponent(NUL)}`], 'Search text'],
      [['GET', `/api/players?team=${encodeURIComponent(NUL)}`], 'Team'],
    ];
    for (const [args, label] of requests) {
      const response = await call(...args);
      expect(response.statusCode, `${args[0]} ${args[1]}`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: `${label} cannot contain control characters`,
      });
    }
  });
});

describe('free text', () => {
  it('is stored in NFC form, trimmed of Unicode spaces, with line breaks kept in descriptions', async () => {
    const response = await call('POST', '/api/leagues', user.token, {
      // "e" + combining acute, wrapped in an ideographic space and a no-break space.
      name: '\u3000Cafe\u0301 League\u00a0',
      description: '  Line one\r\nLine two  ',
      regions: ['KOREA'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Café League',
      description: 'Line one\nLine two',
    });
  });

  it('refuses a name of only zero-width characters, or with a broken surrogate', async () => {
    const invisible = await call('POST', '/api/leagues', user.token, {
      name: '\u200b\u200d\ufeff',
      regions: ['KOREA'],
    });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().message).toBe('Please enter a league name');

    const broken = await call('POST', '/api/teams', user.token, { name: 'Team \ud800', leagueId });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('Team name contains invalid characters');
  });

  it('takes only http(s) addresses as an avatar', async () => {
    for (const avatar of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https://',
      'ftp://x',
    ]) {
      const response = await call('PUT', '/api/users/profile', user.token, { avatar });
      expect(response.statusCode, avatar).toBe(400);
      expect(response.json().message).toBe('Avatar must be an http(s) URL');
    }
    const ok = await call('PUT', '/api/users/profile', user.token, {
      avatar: 'https://cdn.example.com/me.png',
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('numbers', () => {
  it('must be numbers: an array or a string that looks like one is refused', async () => {
    for (const maxTeams of [[5], '5', true, 5.5]) {
      const response = await call('POST', '/api/leagues', user.token, {
        name: 'Strict',
        maxTeams,
        regions: ['KOREA'],
      });
      expect(response.statusCode, JSON.stringify(maxTeams)).toBe(400);
    }
    const weeks = await call('POST', `/api/leagues/${leagueId}/schedule`, user.token, {
      weeks: '4',
    });
    expect(weeks.statusCode).toBe(400);
    expect(
      (await call('GET', `/api/leagues/${leagueId}/matchups/1e3`, user.token)).statusCode,
    ).toBe(400);
  });
});

describe('a too-large body', () => {
  it('is a 413 with its own code', async () => {
    const response = await call('POST', '/api/leagues', user.token, {
      name: 'Big',
      description: 'x'.repeat(1_100_000),
      regions: ['KOREA'],
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'The request is too large (at most 1 MB).',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });
});
