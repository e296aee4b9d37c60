import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '../../src/domain/contract/notifications';
import { addNotifications, bearer, registeredUsers, requester } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

/** A user with three unread notifications. */
async function userWithNews() {
  const [user] = await registeredUsers(t.app, t.database.db, 1);
  await addNotifications(t.database.db, user!.user.id, 3);
  return user!;
}

const unreadOf = async (token: string) =>
  ((await call('GET', '/api/notifications', token)).json() as NotificationList).unread;

describe('POST /notifications/read', () => {
  it('marks all read when the request has no body', async () => {
    const { token } = await userWithNews();
    expect(await unreadOf(token)).toBe(3);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json() as NotificationList;
    expect(list.unread).toBe(0);
    expect(list.items).toHaveLength(3);
    expect(list.items.every((item) => item.read)).toBe(true);
    expect(await unreadOf(token)).toBe(0);
  });

  it('marks all read with an empty object', async () => {
    const { token } = await userWithNews();
    const response = await call('POST', '/api/notifications/read', token, {});
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as NotificationList).unread).toBe(0);
    expect(await unreadOf(token)).toBe(0);
  });

  it('marks only the listed ones read when ids are given', async () => {
    const { token } = await userWithNews();
    const { items } = (await call('GET', '/api/notifications', token)).json() as NotificationList;
    const response = await call('POST', '/api/notifications/read', token, {
      ids: [items[0]!.id],
    });
    expect((response.json() as NotificationList).unread).toBe(2);
  });

  it.each([
    ['a list', '[]'],
    ['a string', '"x"'],
    ['a number', '5'],
  ])('refuses %s for a body and marks nothing', async (_, payload) => {
    const { token } = await userWithNews();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Request body must be a JSON object',
      code: 'VALIDATION_ERROR',
    });
    expect(await unreadOf(token)).toBe(3);
  });

  it('needs a logged-in user, with or without a body', async () => {
    const bare = await t.app.inject({ method: 'POST', url: '/api/notifications/read' });
    expect(bare.statusCode).toBe(401);
    expect((await call('POST', '/api/notifications/read', undefined, {})).statusCode).toBe(401);
  });
});
