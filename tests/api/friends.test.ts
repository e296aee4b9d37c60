import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FriendRequestResult,
  FriendRequestsResponse,
} from '../../src/domain/contract/friends';
import {
  ASK_AGAIN_AFTER_DAYS,
  askAgainLater,
  MAX_PENDING_FRIEND_REQUESTS,
  TOO_MANY_PENDING_REQUESTS,
} from '../../src/domain/friends';
import { registeredUsers, registerUser, requester } from '../support/factories';
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
const push = async (token: string) => {
  const client = await connectPush(baseUrl, token);
  clients.push(client);
  return client;
};

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const ask = (token: string, userId: string) =>
  call('POST', '/api/friends/request', token, { userId });
/** Moves the sender's last refusal by the recipient `days` days into the past. */
const refusedDaysAgo = (senderId: string, recipientId: string, days: number) =>
  t.database.db.execute(sql`update friend_request_refusals
    set refused_at = now() - make_interval(secs => ${days * 86_400})
    where sender_id = ${senderId} and recipient_id = ${recipientId}`);
const requestsOf = async (token: string) =>
  (await call('GET', '/api/friends/requests', token)).json() as FriendRequestsResponse;
const friendNames = async (token: string) =>
  ((await call('GET', '/api/friends', token)).json().friends as { username: string }[]).map(
    (friend) => friend.username,
  );

describe('friend requests', () => {
  it('waits for the recipient, who accepts: both see each other as friends', async () => {
    const [ana, bo] = [await registerUser(t.app), await registerUser(t.app)];
    const sent = await ask(ana.token, bo.user.id);
    expect(sent.statusCode).toBe(201);
    const result = sent.json() as FriendRequestResult;
    expect(result).toMatchObject({
      status: 'sent',
      friend: null,
      request: { sender: { id: ana.user.id }, recipient: { id: bo.user.id } },
    });
    expect(result.request!._id).toBe(result.request!.id);
    expect((await requestsOf(ana.token)).sent.map((r) => r.id)).toEqual([result.request!.id]);
    expect((await requestsOf(bo.token)).received.map((r) => r.id)).toEqual([result.request!.id]);

    const accepted = await call(
      'POST',
      `/api/friends/request/${result.request!.id}/accept`,
      bo.token,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().friend.id).toBe(ana.user.id);
    expect(await friendNames(ana.token)).toEqual([bo.user.username]);
    expect(await friendNames(bo.token)).toEqual([ana.user.username]);
    expect(await requestsOf(bo.token)).toEqual({ received: [], sent: [] });
  });

  it('refuses yourself (400), a missing user (404), twice (409) and a friend (409)', async () => {
    const [ana, bo] = [await registerUser(t.app), await registerUser(t.app)];
    const self = await ask(ana.token, ana.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot send a friend request to yourself');
    const missing = await ask(ana.token, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
    expect((await ask(ana.token, 'nope')).statusCode).toBe(400);
    expect((await call('POST', '/api/friends/request', ana.token, {})).statusCode).toBe(400);
    expect((await ask(ana.token, bo.user.id)).statusCode).toBe(201);
    const twice = await ask(ana.token, bo.user.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`You have already sent ${bo.user.username} a friend request`);
    // Asking someone who asked you accepts their request.
    const back = await ask(bo.token, ana.user.id);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'accepted', friend: { id: ana.user.id } });
    const friends = await ask(ana.token, bo.user.id);
    expect(friends.statusCode).toBe(409);
    expect(friends.json().message).toBe(`You are already friends with ${bo.user.username}`);
    expect((await call('GET', '/api/friends')).statusCode).toBe(401);
  });

  it('lets only the recipient answer; the sender gets 403, anyone else 404', async () => {
    const [ana, bo, cy] = [
      await registerUser(t.app),
      await registerUser(t.app),
      await registerUser(t.app),
    ];
    const { request } = (await ask(ana.token, bo.user.id)).json() as FriendRequestResult;
    const url = (action: string) => `/api/friends/request/${request!.id}/${action}`;
    const bySender = await call('POST', url('accept'), ana.token);
    expect(bySender.statusCode).toBe(403);
    expect(bySender.json().message).toBe(`Only ${bo.user.username} can accept this friend request`);
    expect((await call('POST', url('reject'), cy.token)).statusCode).toBe(404);
    const rejected = await call('POST', url('reject'), bo.token);
    expect(rejected.json()).toEqual({ message: 'Friend request rejected' });
    expect((await call('POST', url('accept'), bo.token)).statusCode).toBe(404);
    expect(await friendNames(bo.token)).toEqual([]);
    // A declined request may not be sent again at once, but the other way round it may.
    const again = await ask(ana.token, bo.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(askAgainLater(bo.user.username, ASK_AGAIN_AFTER_DAYS));
    expect((await ask(bo.token, ana.user.id)).statusCode).toBe(201);
  });

  it('lets a declined sender ask again once the wait is over', async () => {
    const [ana, bo] = [await registerUser(t.app), await registerUser(t.app)];
    const { request } = (await ask(ana.token, bo.user.id)).json() as FriendRequestResult;
    await call('POST', `/api/friends/request/${request!.id}/reject`, bo.token);
    await refusedDaysAgo(ana.user.id, bo.user.id, ASK_AGAIN_AFTER_DAYS - 1.5);
    expect((await ask(ana.token, bo.user.id)).json().message).toBe(
      askAgainLater(bo.user.username, 2),
    );
    await refusedDaysAgo(ana.user.id, bo.user.id, ASK_AGAIN_AFTER_DAYS);
    expect((await ask(ana.token, bo.user.id)).statusCode).toBe(201);
  });

  it(`keeps at most ${MAX_PENDING_FRIEND_REQUESTS} requests of one sender waiting`, async () => {
    const ana = await registerUser(t.app);
    const others = await registeredUsers(t.app, t.database.db, MAX_PENDING_FRIEND_REQUESTS + 1);
    for (const other of others.slice(0, MAX_PENDING_FRIEND_REQUESTS)) {
      expect((await ask(ana.token, other.user.id)).statusCode).toBe(201);
    }
    const last = others.at(-1)!;
    const refused = await ask(ana.token, last.user.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TOO_MANY_PENDING_REQUESTS);
    // A request the other way is an answer, not a new request: it still makes friends.
    expect((await ask(last.token, ana.user.id)).statusCode).toBe(201);
    expect((await ask(ana.token, last.user.id)).statusCode).toBe(200);
  });

  it('ends a friendship from either side, once', async () => {
    const [ana, bo] = [await registerUser(t.app), await registerUser(t.app)];
    await ask(ana.token, bo.user.id);
    await ask(bo.token, ana.user.id);
    const removed = await call('DELETE', `/api/friends/${ana.user.id}`, bo.token);
    expect(removed.json()).toEqual({ message: 'Friend removed' });
    expect(await friendNames(ana.token)).toEqual([]);
    const again = await call('DELETE', `/api/friends/${ana.user.id}`, bo.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('That user is not your friend');
  });

  it('two people asking each other at the same moment become friends once', async () => {
    const [ana, bo] = [await registerUser(t.app), await registerUser(t.app)];
    const answers = await Promise.all([ask(ana.token, bo.user.id), ask(bo.token, ana.user.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(await friendNames(ana.token)).toEqual([bo.user.username]);
    expect(await requestsOf(ana.token)).toEqual({ received: [], sent: [] });
  });

  it("tells both users' push connections of each change, the actor's other tabs too", async () => {
    const [ana, bo] = [await registerUser(t.app), await registerUser(t.app)];
    const [toAna, toBo] = [await push(ana.token), await push(bo.token)];

    const { request } = (await ask(ana.token, bo.user.id)).json() as FriendRequestResult;
    for (const client of [toAna, toBo]) {
      expect((await client.next('friendRequest')).request.id).toBe(request!.id);
    }
    // A rejection reaches the sender, whose Sent Requests would otherwise keep it.
    await call('POST', `/api/friends/request/${request!.id}/reject`, bo.token);
    for (const client of [toAna, toBo]) {
      expect(await client.next('friendRequestRejected')).toEqual({
        type: 'friendRequestRejected',
        requestId: request!.id,
      });
    }

    const again = (await ask(bo.token, ana.user.id)).json() as FriendRequestResult;
    await call('POST', `/api/friends/request/${again.request!.id}/accept`, ana.token);
    // Each hears of the other as their new friend.
    expect((await toAna.next('friendAccepted')).friend.id).toBe(bo.user.id);
    expect((await toBo.next('friendAccepted')).friend.id).toBe(ana.user.id);

    await call('DELETE', `/api/friends/${bo.user.id}`, ana.token);
    expect((await toBo.next('friendRemoved')).userId).toBe(ana.user.id);
    expect((await toAna.next('friendRemoved')).userId).toBe(bo.user.id);
  });
});
