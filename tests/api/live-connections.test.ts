import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { users } from '../../src/server/db/schema';
import { ROOM_SOCKETS_PER_USER } from '../../src/server/features/drafts/live-room';
import { repositoriesOf } from '../../src/server/features/repositories';
import { PUSH_SOCKETS_PER_USER } from '../../src/server/live/push';
import {
  SHUTTING_DOWN,
  SOCKETS_ONLY,
  TOO_MANY_FOR_USER,
  TOO_MANY_FROM_ADDRESS,
} from '../../src/server/live/socket-seats';
import { registerUser, requester } from '../support/factories';
import { connectPush, openPush, type SocketClient } from '../support/live-client';
import { listen, liveRooms } from '../support/live-rooms';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

const ENDED = 'Your session has ended. Please log in again.';
const SEND_TOKEN_FIRST = 'Send your token first';
const GONE = 'Your account no longer exists. Please log in again.';

let t: TestApp;
let other: FastifyInstance;
let baseUrl: string;
let otherUrl: string;
const rooms = liveRooms(
  () => t,
  () => baseUrl,
);
const pushClients: SocketClient<{ type: string }>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  other = await t.secondInstance();
  baseUrl = await listen(t.app);
  otherUrl = await listen(other);
});
afterEach(async () => {
  await Promise.all(pushClients.splice(0).map((client) => client.close()));
  await rooms.closeAll();
});
afterAll(() => t.close());

async function push(url: string, token: string) {
  const client = await connectPush(url, token);
  pushClients.push(client);
  return client;
}

/** How the socket closed, or 'open' if it still is after `ms`. */
const closeWithin = (client: SocketClient<{ type: string }>, ms = 5_000) =>
  Promise.race([
    client.closed,
    new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms)),
  ]);

/** A push socket that offers `token`: the frames it hears, and how it closes. */
async function offer(url: string, token: string) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live`);
  const frames: unknown[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'auth', token }));
  return { frames, closed };
}

/** A bare handshake from `address` (as a trusted proxy reports it): the socket, or the refusal. */
function handshake(url: string, address: string) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live`, {
    headers: { 'x-forwarded-for': address },
  });
  return new Promise<{ socket: WebSocket } | { status: number; body: unknown }>(
    (resolve, reject) => {
      socket.once('open', () => resolve({ socket }));
      socket.once('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(body) }),
        );
      });
      socket.once('error', reject);
    },
  );
}

describe('a plain request to a socket address', () => {
  it('is answered 426 in the API error shape, for the push connection and the draft room', async () => {
    for (const url of ['/api/live', '/api/draft/live/00000000-0000-4000-8000-000000000000']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(426);
      expect(response.json()).toEqual({ message: SOCKETS_ONLY, code: 'UPGRADE_REQUIRED' });
      expect(response.headers.upgrade).toBe('websocket');
    }
  });
});

describe('a password change', () => {
  it('closes every socket opened with an old token, on every instance, and keeps new ones', async () => {
    const { boss, member, league } = await rooms.room();
    const pushHere = await push(baseUrl, boss.token);
    const pushThere = await push(otherUrl, boss.token);
    const room = await rooms.join(league.id, boss, otherUrl);
    const memberPush = await push(baseUrl, member.token);

    const response = await requester(t.app)('PUT', '/api/users/profile', boss.token, {
      currentPassword: boss.password,
      newPassword: 'a-brand-new-password',
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json() as { token: string };

    for (const client of [pushHere, pushThere, room.client]) {
      expect(await closeWithin(client)).toEqual({ code: 4401, reason: ENDED });
      expect(client.received.at(-1)).toEqual({
        type: 'error',
        message: ENDED,
        code: 'UNAUTHORIZED',
      });
    }
    // The changer's new token connects on both instances and stays; other users are untouched.
    const fresh = await push(otherUrl, token);
    const rejoined = await rooms.join(league.id, { ...boss, token }, baseUrl);
    fresh.send({ type: 'ping' });
    await fresh.next('pong');
    expect(await closeWithin(fresh, 500)).toBe('open');
    expect(await closeWithin(rejoined.client, 10)).toBe('open');
    expect(await closeWithin(memberPush, 10)).toBe('open');
  });

  it('leaves the old token unable to open a socket again', async () => {
    const user = await registerUser(t.app);
    await requester(t.app)('PUT', '/api/users/profile', user.token, {
      currentPassword: user.password,
      newPassword: 'another-new-password',
    });
    const refused = await offer(otherUrl, user.token);
    expect(await refused.closed).toEqual({ code: 4401, reason: ENDED });
  });
});

describe('a logout', () => {
  it("closes the sockets opened with the logged-out token, on every instance, and keeps the account's others", async () => {
    const { boss, league } = await rooms.room();
    const pushHere = await push(baseUrl, boss.token);
    const pushThere = await push(otherUrl, boss.token);
    const room = await rooms.join(league.id, boss, otherUrl);
    const login = await requester(t.app)('POST', '/api/users/login', undefined, {
      username: boss.user.username,
      password: boss.password,
    });
    const phone = await push(otherUrl, login.json().token as string);

    const out = await requester(t.app)('POST', '/api/users/logout', boss.token);
    expect(out.statusCode).toBe(200);
    for (const client of [pushHere, pushThere, room.client]) {
      expect(await closeWithin(client)).toEqual({ code: 4401, reason: ENDED });
    }
    phone.send({ type: 'ping' });
    await phone.next('pong');
    expect(await closeWithin(phone, 200)).toBe('open');
    const refused = await offer(baseUrl, boss.token);
    expect(await refused.closed).toEqual({ code: 4401, reason: ENDED });
  });
});

describe('a deleted account', () => {
  it('loses its sockets once the deletion is announced', async () => {
    const user = await registerUser(t.app);
    const client = await push(otherUrl, user.token);
    await t.database.db.delete(users).where(eq(users.id, user.user.id));
    await repositoriesOf(t.database.db).events.publish({ kind: 'session', userId: user.user.id });
    expect(await closeWithin(client)).toEqual({ code: 4401, reason: GONE });
  });
});

describe('events this instance missed', () => {
  it('make it check every token it holds, and close those no longer valid', async () => {
    const [changed, untouched] = [await registerUser(t.app), await registerUser(t.app)];
    const stale = await push(otherUrl, changed.token);
    const fine = await push(otherUrl, untouched.token);
    // A change whose announcement was lost while the instance was not listening.
    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, changed.user.id));
    await repositoriesOf(t.database.db).events.publish({ kind: 'missed' });
    expect(await closeWithin(stale)).toEqual({ code: 4401, reason: ENDED });
    expect(await closeWithin(fine, 200)).toBe('open');
  });
});

describe('caps on sockets', () => {
  it(`refuses push socket ${PUSH_SOCKETS_PER_USER + 1} of one user with 4429, and nobody else`, async () => {
    const greedy = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    await Promise.all(
      Array.from({ length: PUSH_SOCKETS_PER_USER }, () => push(baseUrl, greedy.token)),
    );
    const extra = await offer(baseUrl, greedy.token);
    expect(await extra.closed).toEqual({ code: 4429, reason: TOO_MANY_FOR_USER });
    expect(extra.frames).toEqual([
      { type: 'error', message: TOO_MANY_FOR_USER, code: 'RATE_LIMITED' },
    ]);
    await push(baseUrl, bystander.token);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // Each instance counts its own sockets: the user still reaches the other one.
    await push(otherUrl, greedy.token);
  });

  it(`refuses draft-room socket ${ROOM_SOCKETS_PER_USER + 1} of one user in one room with 4429`, async () => {
    const { boss, member, league } = await rooms.room();
    for (let i = 0; i < ROOM_SOCKETS_PER_USER; i += 1) await rooms.join(league.id, member);
    const extra = await rooms.connect(league.id);
    extra.send({ type: 'join', token: member.token });
    expect(await closeWithin(extra)).toEqual({ code: 4429, reason: TOO_MANY_FOR_USER });
    await rooms.join(league.id, boss);
  });
});

describe('the cap on sockets from one address', () => {
  // The default of LIVE_SOCKETS_PER_ADDRESS.
  const PER_ADDRESS = 50;
  let behindProxy: TestApp;
  let url: string;
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    behindProxy = await createTestApp({
      trustProxy: ['127.0.0.1'],
      liveSocketsPerAddress: PER_ADDRESS,
    });
    url = await listen(behindProxy.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await behindProxy.close();
  });

  it(`refuses handshake ${PER_ADDRESS + 1} with 429 before it opens, and no other address`, async () => {
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      const opened = await handshake(url, '198.51.100.7');
      if (!('socket' in opened)) throw new Error(`socket ${i + 1} was refused`);
      sockets.push(opened.socket);
    }
    expect(await handshake(url, '198.51.100.7')).toEqual({
      status: 429,
      body: { message: TOO_MANY_FROM_ADDRESS, code: 'RATE_LIMITED' },
    });

    const neighbour = await registerUser(behindProxy.app);
    const opened = await handshake(url, '198.51.100.8');
    if (!('socket' in opened)) throw new Error('another address was refused');
    sockets.push(opened.socket);
    const ready = new Promise((resolve) => opened.socket.once('message', resolve));
    opened.socket.send(JSON.stringify({ type: 'auth', token: neighbour.token }));
    expect(JSON.parse(String(await ready))).toEqual({ type: 'ready', userId: neighbour.user.id });
    expect((await behindProxy.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('gives a closed socket’s place back to its address', async () => {
    const first = sockets.shift();
    first?.close();
    const opened = await until(
      () => handshake(url, '198.51.100.7'),
      (result) => 'socket' in result,
    );
    expect('socket' in opened).toBe(true);
    if ('socket' in opened) sockets.push(opened.socket);
  });
});

// The push connection and the draft room sit on one base (src/server/live/socket-seats.ts):
// what it does for one route it does for the other.

/** A seated push socket and a seated draft-room socket of one league member. */
async function seatedPair() {
  const { member, league } = await rooms.room();
  const pushClient = await push(baseUrl, member.token);
  const { client: room } = await rooms.join(league.id, member);
  return { pushClient, room };
}

describe('a socket without a seat', () => {
  it('is told to send its token before anything else, and stays open to send it', async () => {
    const user = await registerUser(t.app);
    const client = await openPush(baseUrl);
    pushClients.push(client);
    client.send({ type: 'ping' });
    expect(await client.next('error')).toEqual({
      type: 'error',
      message: SEND_TOKEN_FIRST,
      code: 'UNAUTHORIZED',
    });
    client.send({ type: 'auth', token: user.token });
    expect(await client.next('ready')).toEqual({ type: 'ready', userId: user.user.id });
  });

  it('is closed with 4401 once its time to authenticate has run out', async () => {
    const client = await openPush(baseUrl);
    pushClients.push(client);
    expect(await closeWithin(client, 8_000)).toEqual({ code: 4401, reason: SEND_TOKEN_FIRST });
    expect(client.received).toEqual([
      { type: 'error', message: SEND_TOKEN_FIRST, code: 'UNAUTHORIZED' },
    ]);
  }, 15_000);
});

describe('a seated socket', () => {
  it('ignores message types it does not know, on both routes', async () => {
    const { pushClient, room } = await seatedPair();
    pushClient.send({ type: 'somethingNew', at: 1 });
    pushClient.send({ type: 'ping' });
    await pushClient.next('pong');
    room.send({ type: 'somethingNew', at: 1 });
    room.send({ type: 'join', token: 'not read once seated' });
    await room.next('draftState');
    expect(pushClient.received.map((message) => message.type)).toEqual(['ready', 'pong']);
    expect(room.received.map((message) => message.type)).not.toContain('error');
  });

  it('is closed with 4429 after a flood, on both routes', async () => {
    const { pushClient, room } = await seatedPair();
    const clients: SocketClient<{ type: string }>[] = [pushClient, room];
    for (const client of clients) {
      for (let i = 0; i < 200; i += 1) client.send({ type: 'ping' });
      expect(await closeWithin(client)).toEqual({ code: 4429, reason: 'Too many messages' });
      expect(client.received).toContainEqual({
        type: 'error',
        message: 'Too many messages',
        code: 'RATE_LIMITED',
      });
    }
  });
});

describe('a shutdown', () => {
  it('closes every socket of both routes with 1001, seated or not', async () => {
    const closing = await createTestApp();
    const url = await listen(closing.app);
    const closingRooms = liveRooms(
      () => closing,
      () => url,
    );
    const { member, league } = await closingRooms.room();
    const sockets = [
      await connectPush(url, member.token),
      await openPush(url),
      (await closingRooms.join(league.id, member)).client,
      await closingRooms.connect(league.id),
    ];

    await closing.close();
    for (const socket of sockets) {
      expect(await socket.closed).toEqual({ code: 1001, reason: SHUTTING_DOWN });
    }
  });
});
