import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '../../src/domain/contract/notifications';
import { addNotifications, bearer, registeredUsers, requester } from '../support/factories';
import { connectPush, type PushClient } from '../support/live-client';
import { listen } from '../support/live-rooms';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
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
    ['null', 'null'],
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

  it('refuses a misspelt ids and marks nothing, instead of marking all', async () => {
    const { token } = await userWithNews();
    const { items } = (await call('GET', '/api/notifications', token)).json() as NotificationList;
    const response = await call('POST', '/api/notifications/read', token, {
      id: [items[0]!.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Unknown field id: the body takes only ids',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'id' }],
    });
    expect(await unreadOf(token)).toBe(3);
  });

  it('needs a logged-in user, with or without a body', async () => {
    const bare = await t.app.inject({ method: 'POST', url: '/api/notifications/read' });
    expect(bare.statusCode).toBe(401);
    expect((await call('POST', '/api/notifications/read', undefined, {})).statusCode).toBe(401);
  });
});

describe('GET /notifications', () => {
  it('lists 30 and pages back to the oldest, each once, newest first', async () => {
    const [user] = await registeredUsers(t.app, t.database.db, 1);
    await addNotifications(t.database.db, user!.user.id, 65);
    const first = (await call('GET', '/api/notifications', user!.token)).json() as NotificationList;
    expect(first.items).toHaveLength(30);
    expect(first.unread).toBe(65);
    expect(first.nextBefore).toBe(first.items.at(-1)!.id);

    const seen = [...first.items];
    let before = first.nextBefore;
    while (before) {
      const response = await call('GET', `/api/notifications?before=${before}`, user!.token);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as NotificationList;
      seen.push(...page.items);
      before = page.nextBefore;
    }
    expect(seen).toHaveLength(65);
    expect(new Set(seen.map((item) => item.id)).size).toBe(65);
    // Written in one statement, so in the order written: Notice 65 is the newest.
    expect(seen.map((item) => item.title)).toEqual(
      Array.from({ length: 65 }, (_, i) => `Notice ${65 - i}`),
    );
  });

  it('says there is nothing older when all fit on one page', async () => {
    const { token } = await userWithNews();
    const list = (await call('GET', '/api/notifications', token)).json() as NotificationList;
    expect(list).toMatchObject({ unread: 3, nextBefore: null });
  });

  it("lists nothing before another user's notification, and refuses an id that is none", async () => {
    const mine = await userWithNews();
    const theirs = await userWithNews();
    const [theirFirst] = (
      (await call('GET', '/api/notifications', theirs.token)).json() as NotificationList
    ).items;
    const page = await call('GET', `/api/notifications?before=${theirFirst!.id}`, mine.token);
    expect(page.json()).toMatchObject({ items: [], nextBefore: null });
    const bad = await call('GET', '/api/notifications?before=yesterday', mine.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'before must be a notification id' });
  });
});

describe('reading notifications in one tab', () => {
  it("tells the user's other tabs and devices, so their bells stop counting them", async () => {
    const { token } = await userWithNews();
    const laptop = await connectPush(baseUrl, token);
    const phone = await connectPush(baseUrl, token);
    try {
      expect((await call('POST', '/api/notifications/read', token, {})).statusCode).toBe(200);
      await laptop.next('notificationsRead');
      await phone.next('notificationsRead');
    } finally {
      await laptop.close();
      await phone.close();
    }
  });

  it('tells nobody when nothing was unread', async () => {
    const { token, user } = await userWithNews();
    // The tab listens from the start: on PostgreSQL a push travels through the database, so one
    // sent before the tab connected could still reach it afterwards.
    const tab = await connectPush(baseUrl, token);
    try {
      await call('POST', '/api/notifications/read', token, {});
      await tab.next('notificationsRead');
      await call('POST', '/api/notifications/read', token, {});
      // News travels in order: a read that says something comes after any the empty one said.
      await addNotifications(t.database.db, user.id, 1);
      await call('POST', '/api/notifications/read', token, {});
      await tab.next('notificationsRead');
      expect(await reads(tab)).toBe(2);
    } finally {
      await tab.close();
    }
  });

  it("tells nobody else's tabs", async () => {
    const reader = await userWithNews();
    const other = await userWithNews();
    const otherTab = await connectPush(baseUrl, other.token);
    try {
      await call('POST', '/api/notifications/read', reader.token, {});
      await call('POST', '/api/notifications/read', other.token, {});
      await otherTab.next('notificationsRead');
      expect(await reads(otherTab)).toBe(1);
    } finally {
      await otherTab.close();
    }
  });
});

/** How many "read elsewhere" pushes a tab has had, once its pending frames are in. */
async function reads(tab: PushClient): Promise<number> {
  tab.send({ type: 'ping' });
  await tab.next('pong');
  return tab.received.filter((push) => push.type === 'notificationsRead').length;
}
