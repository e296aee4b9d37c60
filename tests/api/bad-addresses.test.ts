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
