import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LivePush } from '../../../domain/types';
import { BACKOFF_CAP_MS, reconnectDelay } from './backoff';
import {
  CONNECT_TIMEOUT_MS,
  LiveConnection,
  liveUrl,
  PING_INTERVAL_MS,
  parsePush,
  type SocketLike,
} from './live-connection';

/** A socket the test opens, feeds and closes by hand. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: (() => void) | null = null;

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

const USER_ID = '00000000-0000-4000-8000-000000000001';
const ready = { type: 'ready', userId: USER_ID };

function setup(token: () => string | null = () => 'jwt-1') {
  const sockets: FakeSocket[] = [];
  const pushes: LivePush[] = [];
  const states: boolean[] = [];
  const connection = new LiveConnection({
    url: 'ws://rift.test/api/live',
    readToken: token,
    onPush: (push) => pushes.push(push),
    onConnectedChange: (connected) => states.push(connected),
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    random: () => 1,
    now: () => Date.now(),
  });
  const latest = () => sockets.at(-1)!;
  return { connection, sockets, pushes, states, latest };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('liveUrl', () => {
  it('uses the page’s host, over wss behind TLS', () => {
    expect(liveUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/live',
    );
    expect(liveUrl({ protocol: 'https:', host: 'rift.gg' })).toBe('wss://rift.gg/api/live');
  });
});

describe('parsePush', () => {
  it('accepts the pushes of the contract and ignores anything else', () => {
    expect(parsePush(JSON.stringify(ready))).toEqual(ready);
    expect(parsePush(JSON.stringify({ type: 'friendRemoved', userId: USER_ID }))).toEqual({
      type: 'friendRemoved',
      userId: USER_ID,
    });
    expect(parsePush('not json')).toBeNull();
    expect(parsePush(JSON.stringify({ type: 'somethingNew', at: 1 }))).toBeNull();
    expect(parsePush(JSON.stringify({ type: 'friendRemoved' }))).toBeNull();
    expect(parsePush(42)).toBeNull();
  });
});

describe('LiveConnection', () => {
  it('sends the token first and is up once the server answers ready', () => {
    const { connection, latest, states, pushes } = setup();
    connection.start();
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: 'jwt-1' }]);
    expect(connection.isConnected).toBe(false);
    latest().receive(ready);
    expect(connection.isConnected).toBe(true);
    expect(states).toEqual([true]);
    expect(pushes).toEqual([ready]);
  });

  it('hands on valid pushes and drops frames that do not parse', () => {
    const { connection, latest, pushes } = setup();
    connection.start();
    latest().open();
    latest().receive(ready);
    latest().receive({ type: 'friendRemoved', userId: USER_ID });
    latest().receive({ type: 'message', message: { content: 'no sender' } });
    latest().receive('{broken');
    expect(pushes.map((push) => push.type)).toEqual(['ready', 'friendRemoved']);
  });

  it('pings every 25 seconds while up', () => {
    const { connection, latest } = setup();
    connection.start();
    latest().open();
    latest().receive(ready);
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    latest().receive({ type: 'pong' });
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(latest().sent.slice(1)).toEqual([{ type: 'ping' }, { type: 'ping' }]);
  });

  it('drops a link that stays silent through two pings and reconnects', () => {
    const { connection, latest, sockets, states } = setup();
    connection.start();
    latest().open();
    latest().receive(ready);
    vi.advanceTimersByTime(PING_INTERVAL_MS * 3);
    expect(sockets[0]?.closedWith?.code).toBe(4000);
    expect(states).toEqual([true, false]);
    vi.advanceTimersByTime(reconnectDelay(0, () => 1));
    expect(sockets).toHaveLength(2);
  });

  it('reconnects with growing delays after drops, and starts over once ready again', () => {
    const { connection, latest, sockets, states } = setup();
    connection.start();
    latest().open();
    latest().receive(ready);
    latest().drop();
    expect(states).toEqual([true, false]);

    vi.advanceTimersByTime(reconnectDelay(0, () => 1) - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().drop();
    vi.advanceTimersByTime(reconnectDelay(1, () => 1));
    expect(sockets).toHaveLength(3);

    latest().open();
    latest().receive(ready);
    latest().drop();
    vi.advanceTimersByTime(reconnectDelay(0, () => 1));
    expect(sockets).toHaveLength(4);
    expect(states).toEqual([true, false, true, false]);
  });

  it('gives up an attempt that is not ready within 5 seconds', () => {
    const { connection, latest, sockets } = setup();
    connection.start();
    latest().open();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS);
    expect(sockets[0]?.closedWith?.code).toBe(4000);
    vi.advanceTimersByTime(reconnectDelay(0, () => 1));
    expect(sockets).toHaveLength(2);
  });

  it('does not offer a refused token again, but tries a new one', () => {
    let token = 'old-token';
    const { connection, latest, sockets } = setup(() => token);
    connection.start();
    latest().open();
    latest().drop(4401, 'Invalid token');
    vi.advanceTimersByTime(BACKOFF_CAP_MS * 3);
    expect(sockets).toHaveLength(1);

    token = 'new-token';
    vi.advanceTimersByTime(BACKOFF_CAP_MS);
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: 'new-token' }]);
  });

  it('reconnects at once when the browser comes back online', () => {
    const { connection, latest, sockets } = setup();
    connection.start();
    latest().drop();
    connection.retryNow();
    expect(sockets).toHaveLength(2);
  });

  it('stops for good: closes the socket and never reconnects', () => {
    const { connection, latest, sockets, states } = setup();
    connection.start();
    latest().open();
    latest().receive(ready);
    connection.stop();
    expect(sockets[0]?.closedWith?.code).toBe(1000);
    expect(states).toEqual([true, false]);
    vi.advanceTimersByTime(BACKOFF_CAP_MS * 2);
    expect(sockets).toHaveLength(1);
  });
});
