import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/domain/vocabulary';
import { bearer, registeredUsers } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an address the router cannot read', () => {
  it.each([
    ['a broken percent-escape in an API path', '/api/leagues/%E0%A4%A'],
    ['a lone percent sign', '/api/players/%'],
    ['a broken escape in a screen address', '/leagues/%zz'],
  ])('is a 400 with the usual { message, code } for %s', async (_, url) => {
    const [user] = await registeredUsers(t.app, t.database.db, 1);
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(user!.token) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'The address is not valid: a "%" must be followed by two hexadecimal digits of UTF-8 text.',
      code: 'VALIDATION_ERROR',
    });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('is a 400 with the usual { message, code } for a path part past its length limit', async () => {
    const [user] = await registeredUsers(t.app, t.database.db, 1);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/players/${'a'.repeat(101)}`,
      headers: bearer(user!.token),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; code: string };
    expect(body).toEqual({
      message: 'A part of the address is too long (at most 100 characters).',
      code: 'VALIDATION_ERROR',
    });
    expect(ERROR_CODES).toContain(body.code);
  });
});

describe('a JSON body the server will not read', () => {
  const send = async (payload: string) => {
    const [user] = await registeredUsers(t.app, t.database.db, 1);
    return t.app.inject({
      method: 'POST',
      url: '/api/leagues',
      headers: { ...bearer(user!.token), 'content-type': 'application/json' },
      payload,
    });
  };

  it.each([
    ['__proto__', '{"name":"Proto League","regions":["KOREA"],"__proto__":{"isAdmin":true}}'],
    ['__proto__', '{"name":"Proto League","regions":[{"__proto__":1}]}'],
    // The same key spelt with escapes, which JSON reads as "__proto__".
    ['__proto__', '{"name":"Proto League","regions":["KOREA"],"\\u005f_proto__":{"a":1}}'],
    [
      'constructor.prototype',
      '{"name":"Proto League","regions":["KOREA"],"constructor":{"prototype":{"x":1}}}',
    ],
  ])('names the reserved key %s instead of calling valid JSON invalid', async (key, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `The body may not hold a key named "${key}": it is reserved in JavaScript.`,
      code: 'VALIDATION_ERROR',
    });
  });

  it('still calls text that is not JSON invalid, and an empty body empty', async () => {
    const broken = await send('{"name":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(
      "Body is not valid JSON but content-type is set to 'application/json'",
    );
    const empty = await send('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_ERROR');
  });

  it('reads a body with a plain "constructor" key as any other key', async () => {
    const response = await send('{"name":"Plain League","regions":["KOREA"],"constructor":"x"}');
    // Creating a league leaves out the keys it does not know.
    expect(response.statusCode).toBe(201);
  });
});
