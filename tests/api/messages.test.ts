import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../src/domain/contract/messages';
import type { User } from '../../src/domain/contract/users';
import { inTransaction } from '../../src/server/features/repositories';
import { registerUser, requester } from '../support/factories';
import { connectPush, type PushClient } from '../support/live-client';
import { listen } from '../support/live-rooms';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let baseUrl: string;
const clients: PushClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await t.close();
});

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const push = async (url: string, token: string) => {
  const client = await connectPush(url, token);
  clients.push(client);
  return client;
};

async function pair() {
  const [ana, bo] = [await registerUser(t.app), await registerUser(t.app)];
  const opened = await call('POST', '/api/messages/conversations', ana.token, {
    userId: bo.user.id,
  });
  expect(opened.statusCode).toBe(201);
  return { ana, bo, conversation: opened.json() as Conversation };
}
const say = (token: string, id: string, content: unknown) =>
  call('POST', `/api/messages/conversations/${id}/messages`, token, { content });
const pageOf = async (token: string, id: string, query = '') =>
  (
    await call('GET', `/api/messages/conversations/${id}/messages${query}`, token)
  ).json() as Message[];

describe('conversations', () => {
  it('is one per pair, seen by its two participants only', async () => {
    const { ana, bo, conversation } = await pair();
    expect(conversation).toMatchObject({
      _id: conversation.id,
      lastMessage: null,
      unreadCount: 0,
      otherReadAt: null,
    });
    expect(conversation.participants.map((user: User) => user.id).sort()).toEqual(
      [ana.user.id, bo.user.id].sort(),
    );
    const again = await call('POST', '/api/messages/conversations', bo.token, {
      userId: ana.user.id,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(conversation.id);

    const stranger = await registerUser(t.app);
    for (const [method, url, body] of [
      ['GET', `/api/messages/conversations/${conversation.id}`, undefined],
      ['GET', `/api/messages/conversations/${conversation.id}/messages`, undefined],
      ['POST', `/api/messages/conversations/${conversation.id}/messages`, { content: 'hi' }],
      ['POST', `/api/messages/conversations/${conversation.id}/read`, undefined],
    ] as const) {
      const refused = await call(method, url, stranger.token, body);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().message).toBe('Conversation not found');
    }
    const self = await call('POST', '/api/messages/conversations', ana.token, {
      userId: ana.user.id,
    });
    expect(self.statusCode).toBe(400);
    const nobody = await call('POST', '/api/messages/conversations', ana.token, {
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.statusCode).toBe(404);
    expect((await call('GET', '/api/messages/conversations')).statusCode).toBe(401);
  });

  it('lists an empty conversation only to whoever opened it, and to both once written in', async () => {
    const { ana, bo, conversation } = await pair();
    const listOf = async (token: string) =>
      ((await call('GET', '/api/messages/conversations', token)).json() as Conversation[]).map(
        (listed) => listed.id,
      );
    expect(await listOf(ana.token)).toContain(conversation.id);
    expect(await listOf(bo.token)).not.toContain(conversation.id);
    // Bo can still open it by its address.
    expect(
      (await call('GET', `/api/messages/conversations/${conversation.id}`, bo.token)).statusCode,
    ).toBe(200);
    expect((await say(ana.token, conversation.id, 'hello')).statusCode).toBe(201);
    expect(await listOf(bo.token)).toContain(conversation.id);

    // Opening it from the other side lists it there too, before anyone writes.
    const { ana: cy, bo: di, conversation: quiet } = await pair();
    await call('POST', '/api/messages/conversations', di.token, { userId: cy.user.id });
    expect(await listOf(di.token)).toContain(quiet.id);
  });

  it('counts unread messages until the reader opens the conversation', async () => {
    const { ana, bo, conversation } = await pair();
    const sent = await say(ana.token, conversation.id, '  Draft night on Friday?  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      content: 'Draft night on Friday?',
      conversationId: conversation.id,
      sender: { id: ana.user.id },
    });
    await say(ana.token, conversation.id, 'Bring snacks');
    const [seen] = (
      await call('GET', '/api/messages/conversations', bo.token)
    ).json() as Conversation[];
    expect(seen).toMatchObject({
      id: conversation.id,
      unreadCount: 2,
      lastMessage: { content: 'Bring snacks' },
    });
    const mine = (
      await call('GET', `/api/messages/conversations/${conversation.id}`, ana.token)
    ).json();
    expect(mine.unreadCount).toBe(0);
    const read = await call(
      'POST',
      `/api/messages/conversations/${conversation.id}/read`,
      bo.token,
    );
    expect(read.json().unreadCount).toBe(0);
    const receipt = (
      await call('GET', `/api/messages/conversations/${conversation.id}`, ana.token)
    ).json();
    expect(receipt.otherReadAt).toEqual(expect.any(String));
  });

  it('refuses blank, too long, control-character and non-text messages', async () => {
    const { ana, conversation } = await pair();
    for (const [content, message] of [
      ['   ', 'Message cannot be empty'],
      ['\u200b', 'Message cannot be empty'],
      ['x'.repeat(2001), 'Message must be at most 2000 characters'],
      ['a\u0000b', 'Message cannot contain control characters'],
      // Missing is empty; a number or a list is no text at all.
      [undefined, 'Message cannot be empty'],
      [null, 'Message cannot be empty'],
      [5, 'Message must be text'],
      [['hi'], 'Message must be text'],
    ] as const) {
      const refused = await say(ana.token, conversation.id, content);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await say(ana.token, conversation.id, 'x'.repeat(2000))).statusCode).toBe(201);
  });

  it('pages newest first, 20 at a time, each page in the order sent', async () => {
    const { ana, bo, conversation } = await pair();
    for (let i = 1; i <= 45; i += 1) {
      await t.database.db.execute(sql`select 1`);
      const response = await say(i % 2 ? ana.token : bo.token, conversation.id, `m${i}`);
      expect(response.statusCode).toBe(201);
      // Stay under the sending limit: it is per minute and this is a test.
      if (i % 25 === 0) {
        await t.database.db.execute(sql`delete from auth_throttle where key like 'messages:%'`);
      }
    }
    const contents = async (query: string) =>
      (await pageOf(ana.token, conversation.id, query)).map((message) => message.content);
    expect(await contents('')).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 26}`));
    expect(await contents('?page=2')).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 6}`));
    expect(await contents('?page=3')).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(await contents('?page=4')).toEqual([]);
    expect(await contents('?page=2&limit=5')).toEqual(['m36', 'm37', 'm38', 'm39', 'm40']);
    const bad = await call(
      'GET',
      `/api/messages/conversations/${conversation.id}/messages?page=0`,
      ana.token,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('limits how fast one user sends (429 with a clear message)', async () => {
    const { ana, conversation } = await pair();
    let refused: Awaited<ReturnType<typeof say>> | undefined;
    for (let i = 0; i < 31 && !refused; i += 1) {
      const response = await say(ana.token, conversation.id, `spam ${i}`);
      if (response.statusCode === 429) refused = response;
    }
    expect(refused?.json().message).toMatch(
      /^You are sending messages too fast: at most 30 a minute/,
    );
    expect(refused?.headers['retry-after']).toEqual(expect.any(String));
    expect((await pageOf(ana.token, conversation.id, '?limit=100')).length).toBe(30);
  });
});

describe('the push connection', () => {
  it('delivers messages, reads and friend requests the moment they are stored', async () => {
    const { ana, bo, conversation } = await pair();
    const toBo = await push(baseUrl, bo.token);
    const toAna = await push(baseUrl, ana.token);
    await say(ana.token, conversation.id, 'Live!');
    const delivered = await toBo.next('message');
    expect(delivered.message).toMatchObject({ content: 'Live!', sender: { id: ana.user.id } });
    await call('POST', `/api/messages/conversations/${conversation.id}/read`, bo.token);
    expect(await toAna.next('read')).toMatchObject({
      conversationId: conversation.id,
      userId: bo.user.id,
    });
    const asked = await call('POST', '/api/friends/request', ana.token, { userId: bo.user.id });
    expect((await toBo.next('friendRequest')).request.sender.id).toBe(ana.user.id);
    // Holding the connection makes the user online, which their friends alone see.
    const boSeenByAna = async () =>
      (await call('GET', `/api/users/search?q=${bo.user.username}`, ana.token)).json()[0];
    expect((await boSeenByAna()).online).toBe(false);
    await call('POST', `/api/friends/request/${asked.json().request.id}/accept`, bo.token);
    expect((await boSeenByAna()).online).toBe(true);
  });

  it('delivers a message too long for a notification by its id', async () => {
    const { ana, bo, conversation } = await pair();
    const toBo = await push(baseUrl, bo.token);
    // 2,000 three-byte characters: 6,000 bytes of text alone.
    const long = '€'.repeat(2000);
    expect((await say(ana.token, conversation.id, long)).statusCode).toBe(201);
    expect((await toBo.next('message')).message.content).toBe(long);
  });

  it('carries a message posted on one instance to a client on another', async () => {
    const { ana, bo, conversation } = await pair();
    const otherUrl = await listen(await t.secondInstance());
    const toBo = await push(otherUrl, bo.token);
    await say(ana.token, conversation.id, 'Across instances');
    expect((await toBo.next('message')).message.content).toBe('Across instances');
  });

  it('refuses a bad token and answers bad frames without closing', async () => {
    const bo = await registerUser(t.app);
    const client = await push(baseUrl, bo.token);
    client.sendRaw('not json');
    expect((await client.next('error')).code).toBe('BAD_MESSAGE');
    client.send({ type: 'ping' });
    await client.next('pong');
    await expect(push(baseUrl, 'forged.token.here')).rejects.toThrow();
  });
});

describe('message times', () => {
  it('stamps a message when it takes its number, so times follow the order sent', async () => {
    const { ana, conversation } = await pair();
    // A send waits for the conversation's counter while another send holds it: its time is
    // taken once it has its number, not when its transaction began.
    const { began, added } = await inTransaction(t.database.db, async (tx) => {
      // Marked read at the transaction's own time, when it began.
      const began = await tx.messages.markRead(conversation.id, ana.user.id);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { began, added: await tx.messages.add(conversation.id, ana.user.id, 'later') };
    });
    expect(added.createdAt.getTime() - began.getTime()).toBeGreaterThanOrEqual(150);
  });
});
