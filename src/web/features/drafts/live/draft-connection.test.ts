import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_TO_JOIN } from '../../../../domain/draft';
import type { ServerMessage } from '../../../../domain/draft-protocol';
import { BACKOFF_CAP_MS, reconnectDelay } from './backoff';
import {
  CONNECT_TIMEOUT_MS,
  type ConnectionStatus,
  DraftConnection,
  liveDraftUrl,
  NOT_A_MEMBER,
  NOT_CONNECTED,
  type SocketLike,
} from './draft-connection';

/** A socket the test opens, feeds and closes by hand. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

const snapshot = { type: 'draftState', state: { picks: [], status: 'not_started' } };

function setup(random = () => 1) {
  const sockets: FakeSocket[] = [];
  const statuses: ConnectionStatus[] = [];
  const messages: ServerMessage[] = [];
  const connection = new DraftConnection({
    url: 'ws://rift.test/api/draft/live/league-1',
    token: 'jwt-token',
    onStatus: (status) => statuses.push(status),
    onMessage: (message) => messages.push(message),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random,
    now: () => Date.now(),
  });
  const latest = () => sockets.at(-1)!;
  const status = () => statuses.at(-1)!;
  return { connection, sockets, statuses, messages, latest, status };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('starts at half a second and doubles up to ten seconds', () => {
    const ceiling = (attempt: number) => reconnectDelay(attempt, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(ceiling)).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
  });

  it('keeps the jittered delay in the upper half of the ceiling', () => {
    expect(reconnectDelay(0, () => 0)).toBe(250);
    expect(reconnectDelay(3, () => 0.5)).toBe(3000);
    expect(reconnectDelay(20, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });
});

describe('liveDraftUrl', () => {
  it('uses ws on http pages and wss behind TLS, on the page host', () => {
    expect(liveDraftUrl('abc', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/draft/live/abc',
    );
    expect(liveDraftUrl('a/b', { protocol: 'https:', host: 'rift.gg' })).toBe(
      'wss://rift.gg/api/draft/live/a%2Fb',
    );
  });
});

describe('DraftConnection', () => {
  it('joins with the token once the socket opens and is connected on the first snapshot', () => {
    const { connection, latest, status, messages } = setup();
    connection.start();
    expect(status()).toEqual({ state: 'connecting' });
    expect(latest().url).toBe('ws://rift.test/api/draft/live/league-1');

    latest().open();
    expect(latest().sent).toEqual([{ type: 'join', token: 'jwt-token' }]);
    expect(status()).toEqual({ state: 'connecting' });

    latest().receive(snapshot);
    expect(status()).toEqual({ state: 'connected' });
    expect(messages).toEqual([snapshot]);
  });

  it('passes on the room messages and ignores unknown types and broken frames', () => {
    const { connection, latest, messages } = setup();
    connection.start();
    latest().open();
    latest().receive({ type: 'participantUpdate', participants: [] });
    latest().receive({ type: 'somethingNew', value: 1 });
    latest().receive('not json {');
    latest().receive({ type: 'chatMessage' });
    latest().receive({ type: 'error', message: 'Draft has not started', code: 'conflict' });
    expect(messages.map((message) => message.type)).toEqual(['participantUpdate', 'error']);
  });

  it('closes a socket that is not open after 5 seconds and tries again', () => {
    const { connection, sockets, status } = setup();
    connection.start();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1);
    expect(sockets[0]!.closedWith).toBeNull();

    vi.advanceTimersByTime(1);
    expect(sockets[0]!.closedWith).not.toBeNull();
    expect(status()).toMatchObject({ state: 'reconnecting', retryAt: Date.now() + 500 });

    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
    expect(status()).toEqual({ state: 'connecting' });
  });

  it('does not time out a socket that opened in time', () => {
    const { connection, sockets, latest } = setup();
    connection.start();
    vi.advanceTimersByTime(4_000);
    latest().open();
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
    expect(latest().closedWith).toBeNull();
  });

  it('reconnects after a drop with a delay that doubles up to the cap', () => {
    const { connection, sockets, latest, status } = setup();
    connection.start();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      latest().drop();
      const retry = status();
      if (retry.state !== 'reconnecting') throw new Error(`expected a retry, got ${retry.state}`);
      delays.push(retry.retryAt - Date.now());
      vi.advanceTimersByTime(retry.retryAt - Date.now() - 1);
      expect(sockets).toHaveLength(attempt + 1);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(attempt + 2);
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('starts the backoff again once the room has sent a snapshot', () => {
    const { connection, latest, status } = setup();
    connection.start();
    latest().drop();
    vi.advanceTimersByTime(500);
    latest().drop();
    expect(status()).toMatchObject({ retryAt: Date.now() + 1000 });
    vi.advanceTimersByTime(1000);

    latest().open();
    latest().receive(snapshot);
    latest().drop(1001, 'Server restarting');
    expect(status()).toMatchObject({ state: 'reconnecting', retryAt: Date.now() + 500 });
    vi.advanceTimersByTime(500);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'join', token: 'jwt-token' }]);
  });

  it('does not reconnect when the token is refused (4401) and says why', () => {
    const { connection, sockets, latest, status } = setup();
    connection.start();
    latest().open();
    latest().drop(4401, '');
    expect(status()).toEqual({ state: 'disconnected', reason: LOGIN_TO_JOIN });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('does not reconnect when the user is not a member (4403), with the server reason', () => {
    const { connection, sockets, latest, status } = setup();
    connection.start();
    latest().open();
    latest().drop(4403, 'You are not a member of this league');
    expect(status()).toEqual({
      state: 'disconnected',
      reason: 'You are not a member of this league',
    });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    const other = setup();
    other.connection.start();
    other.latest().drop(4403, '');
    expect(other.status()).toEqual({ state: 'disconnected', reason: NOT_A_MEMBER });
  });

  it('waits the longest delay after a flood close (4429)', () => {
    const { connection, latest, status } = setup(() => 0);
    connection.start();
    latest().open();
    latest().drop(4429, 'Too many messages');
    expect(status()).toEqual({
      state: 'reconnecting',
      retryAt: Date.now() + BACKOFF_CAP_MS,
      reason: 'Too many messages',
    });
  });

  it('retries at once when asked, and only while waiting to retry', () => {
    const { connection, sockets, latest } = setup();
    connection.start();
    connection.retryNow();
    expect(sockets).toHaveLength(1);
    latest().drop();
    connection.retryNow();
    expect(sockets).toHaveLength(2);
    latest().open();
    vi.advanceTimersByTime(60_000);
    // The pending retry was cleared along with the wait.
    expect(sockets).toHaveLength(2);
  });

  it('stops for good: closes the socket, ignores its events and never reconnects', () => {
    const { connection, sockets, latest, statuses } = setup();
    connection.start();
    const socket = latest();
    socket.open();
    connection.stop();
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'Left the draft room' });
    const seen = statuses.length;
    socket.drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(statuses).toHaveLength(seen);
  });

  it('validates outgoing messages with the protocol schema and needs an open socket', () => {
    const { connection, latest } = setup();
    connection.start();
    expect(connection.send({ type: 'startDraft' })).toEqual({ ok: false, error: NOT_CONNECTED });

    latest().open();
    expect(connection.send({ type: 'chat', message: '   ' })).toEqual({
      ok: false,
      error: 'A message cannot be empty',
    });
    expect(connection.send({ type: 'chat', message: 'x'.repeat(501) })).toMatchObject({
      ok: false,
    });
    expect(connection.send({ type: 'chat', message: '  gl hf  ' })).toEqual({ ok: true });
    const player = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(connection.send({ type: 'draftPlayer', player, pickNo: 3 })).toEqual({ ok: true });
    expect(latest().sent.slice(1)).toEqual([
      { type: 'chat', message: 'gl hf' },
      { type: 'draftPlayer', player, pickNo: 3 },
    ]);
  });

  it('treats a socket that cannot even be created as a failed attempt', () => {
    const statuses: ConnectionStatus[] = [];
    let calls = 0;
    const connection = new DraftConnection({
      url: 'bad url',
      token: 't',
      onStatus: (status) => statuses.push(status),
      onMessage: () => undefined,
      createSocket: () => {
        calls += 1;
        throw new SyntaxError('The URL is invalid');
      },
      random: () => 1,
    });
    connection.start();
    expect(statuses.at(-1)).toMatchObject({ state: 'reconnecting', reason: 'The URL is invalid' });
    vi.advanceTimersByTime(500);
    expect(calls).toBe(2);
    connection.stop();
  });
});
