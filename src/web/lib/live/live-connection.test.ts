import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets } from '../../../../tests/support/fake-socket';
import type { LivePush } from '../../../domain/contract/live';
import {
  LiveConnection,
  liveUrl,
  PING_INTERVAL_MS,
  PUSH_BACKOFF_CAP_MS,
  parsePush,
} from './live-connection';

const USER_ID = '00000000-0000-4000-8000-000000000001';
const ready = { type: 'ready', userId: USER_ID };

function setup(token: () => string | null = () => 'jwt-1') {
  const fake = fakeSockets();
  const pushes: LivePush[] = [];
  const states: boolean[] = [];
  const connection = new LiveConnection({
    url: 'ws://rift.test/api/live',
    readToken: token,
    onPush: (push) => pushes.push(push),
    onConnectedChange: (connected) => states.push(connected),
    createSocket: fake.createSocket,
    random: () => 1,
    now: () => Date.now(),
  });
  return { connection, ...fake, pushes, states };
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
    expect(states).toEqual([]);
    latest().receive(ready);
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

  it('is down while the socket is gone and up again after the next ready', () => {
    const { connection, latest, states } = setup();
    connection.start();
    latest().open();
    latest().receive(ready);
    latest().drop();
    vi.runOnlyPendingTimers();
    latest().open();
    latest().receive(ready);
    expect(states).toEqual([true, false, true]);
  });

  it('does not offer a refused token again, but tries a new one', () => {
    let token = 'old-token';
    const { connection, latest, sockets } = setup(() => token);
    connection.start();
    latest().open();
    latest().drop(4401, 'Invalid token');
    vi.advanceTimersByTime(PUSH_BACKOFF_CAP_MS * 3);
    expect(sockets).toHaveLength(1);

    token = 'new-token';
    for (let timer = 0; timer < 5 && sockets.length < 2; timer += 1) vi.advanceTimersToNextTimer();
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: 'new-token' }]);
  });

  it('offers the new token within a second when a password change closed the old one', () => {
    let token = 'old-token';
    const { connection, latest, sockets } = setup(() => token);
    connection.start();
    latest().open();
    latest().receive(ready);
    token = 'new-token';
    latest().drop(4401, 'Your session has ended. Please log in again.');
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: 'new-token' }]);
  });

  it('waits the longest delay after too many sockets or messages (4429)', () => {
    const { connection, latest, sockets } = setup();
    connection.start();
    latest().open();
    latest().drop(4429, 'Too many live connections for your account.');
    vi.advanceTimersByTime(PUSH_BACKOFF_CAP_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('stops for good: closes the socket, is down, and never reconnects', () => {
    const { connection, latest, sockets, states } = setup();
    connection.start();
    latest().open();
    latest().receive(ready);
    connection.stop();
    expect(sockets[0]?.closedWith).toEqual({ code: 1000, reason: 'Signed out' });
    expect(states).toEqual([true, false]);
    vi.advanceTimersByTime(PUSH_BACKOFF_CAP_MS * 2);
    expect(sockets).toHaveLength(1);
  });
});
