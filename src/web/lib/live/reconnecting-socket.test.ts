import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets } from '../../../../tests/support/fake-socket';
import {
  type CloseVerdict,
  CONNECT_TIMEOUT_MS,
  type ConnectionStatus,
  ReconnectingSocket,
  type ReconnectingSocketOptions,
  reconnectDelay,
  socketUrl,
} from './reconnecting-socket';

const CAP = 10_000;
const HELLO = { type: 'hello' };
const WELCOME = { type: 'welcome' };

function setup(overrides: Partial<ReconnectingSocketOptions> = {}) {
  const fake = fakeSockets();
  const statuses: ConnectionStatus[] = [];
  const frames: unknown[] = [];
  let verdict: CloseVerdict = { next: 'retry' };
  const socket = new ReconnectingSocket({
    url: 'ws://rift.test/api/thing',
    backoffCapMs: CAP,
    greeting: () => JSON.stringify(HELLO),
    onFrame: (data) => {
      frames.push(JSON.parse(String(data)));
      return data === JSON.stringify(WELCOME);
    },
    onClose: () => verdict,
    onStatus: (status) => statuses.push(status),
    createSocket: fake.createSocket,
    random: () => 1,
    now: () => Date.now(),
    ...overrides,
  });
  const status = () => statuses.at(-1);
  const closeWith = (next: CloseVerdict) => {
    verdict = next;
  };
  /** Opens the latest socket and has the server accept it. */
  const accept = () => {
    fake.latest().open();
    fake.latest().receive(WELCOME);
  };
  return { socket, ...fake, statuses, status, frames, closeWith, accept };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('starts at half a second and doubles up to the cap', () => {
    const ceiling = (attempt: number) => reconnectDelay(attempt, CAP, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(ceiling)).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
    expect(reconnectDelay(10, 30_000, () => 1)).toBe(30_000);
  });

  it('keeps the jittered delay in the upper half of the ceiling', () => {
    expect(reconnectDelay(0, CAP, () => 0)).toBe(250);
    expect(reconnectDelay(3, CAP, () => 0.5)).toBe(3000);
    expect(reconnectDelay(20, CAP, () => 0)).toBe(CAP / 2);
  });
});

describe('socketUrl', () => {
  it('uses ws on http pages and wss behind TLS, on the page host', () => {
    expect(socketUrl('/live', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/live',
    );
    expect(socketUrl('/live', { protocol: 'https:', host: 'rift.gg' })).toBe(
      'wss://rift.gg/api/live',
    );
  });
});

describe('ReconnectingSocket', () => {
  it('greets once open and is connected when the server accepts', () => {
    const { socket, latest, status, frames } = setup();
    socket.start();
    expect(status()).toEqual({ state: 'connecting' });
    expect(latest().url).toBe('ws://rift.test/api/thing');
    latest().open();
    expect(latest().sent).toEqual([HELLO]);
    latest().receive({ type: 'other' });
    expect(status()).toEqual({ state: 'connecting' });
    latest().receive(WELCOME);
    expect(status()).toEqual({ state: 'connected' });
    expect(frames).toEqual([{ type: 'other' }, WELCOME]);
  });

  it('gives up an attempt not accepted within 5 seconds, open or not, and tries again', () => {
    const { socket, sockets, latest, status } = setup();
    socket.start();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1);
    expect(sockets[0]?.closedWith).toBeNull();
    vi.advanceTimersByTime(1);
    expect(sockets[0]?.closedWith?.code).toBe(4000);
    expect(status()).toMatchObject({ state: 'reconnecting', retryAt: Date.now() + 500 });

    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
    latest().open();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS);
    expect(sockets[1]?.closedWith?.code).toBe(4000);
  });

  it('keeps a socket accepted in time', () => {
    const { socket, sockets, latest, accept } = setup();
    socket.start();
    vi.advanceTimersByTime(4_000);
    accept();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(latest().closedWith).toBeNull();
  });

  it('reconnects after a drop with a delay that doubles up to the cap, and starts over once accepted', () => {
    const { socket, sockets, latest, status, accept } = setup();
    socket.start();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      latest().drop();
      const retry = status();
      if (retry?.state !== 'reconnecting') throw new Error(`expected a retry, got ${retry?.state}`);
      delays.push(retry.retryAt - Date.now());
      vi.advanceTimersByTime(retry.retryAt - Date.now() - 1);
      expect(sockets).toHaveLength(attempt + 1);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(attempt + 2);
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);

    accept();
    latest().drop(1001, 'Server restarting');
    expect(status()).toMatchObject({ state: 'reconnecting', retryAt: Date.now() + 500 });
  });

  it('follows the close verdict: stop for good, or wait the longest delay', () => {
    const stopped = setup();
    stopped.socket.start();
    stopped.closeWith({ next: 'stop', reason: 'Refused' });
    stopped.latest().drop(4401, '');
    expect(stopped.status()).toEqual({ state: 'disconnected', reason: 'Refused' });
    vi.advanceTimersByTime(60_000);
    expect(stopped.sockets).toHaveLength(1);

    const late = setup();
    late.socket.start();
    late.closeWith({ next: 'retryLate', reason: 'Too many' });
    late.latest().drop(4429, '');
    expect(late.status()).toEqual({
      state: 'reconnecting',
      retryAt: Date.now() + CAP,
      reason: 'Too many',
    });
  });

  it('waits the longest delay, without a socket, while there is no greeting to offer', () => {
    let greeting: string | null = null;
    const { socket, sockets, latest } = setup({ greeting: () => greeting });
    socket.start();
    vi.advanceTimersByTime(CAP * 3);
    expect(sockets).toHaveLength(0);
    greeting = JSON.stringify(HELLO);
    vi.advanceTimersByTime(CAP);
    expect(sockets).toHaveLength(1);
    latest().open();
    expect(latest().sent).toEqual([HELLO]);
  });

  it('retries at once when asked, and only while waiting to retry', () => {
    const { socket, sockets, latest } = setup();
    socket.start();
    socket.retryNow();
    expect(sockets).toHaveLength(1);
    latest().drop();
    socket.retryNow();
    expect(sockets).toHaveLength(2);
    latest().open();
    latest().receive(WELCOME);
    vi.advanceTimersByTime(60_000);
    // The pending retry was cleared along with the wait.
    expect(sockets).toHaveLength(2);
  });

  it('stops for good: closes the socket, ignores its events and never reconnects', () => {
    const { socket, sockets, latest, statuses, accept } = setup();
    socket.start();
    accept();
    const first = latest();
    socket.stop('Bye');
    expect(first.closedWith).toEqual({ code: 1000, reason: 'Bye' });
    const seen = statuses.length;
    first.drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(statuses).toHaveLength(seen);
  });

  it('sends only on an open socket', () => {
    const { socket, latest } = setup();
    socket.start();
    expect(socket.send('{"a":1}')).toBe(false);
    latest().open();
    expect(socket.send('{"a":1}')).toBe(true);
    expect(latest().sent).toEqual([HELLO, { a: 1 }]);
  });

  it('treats a socket that cannot even be created as a failed attempt', () => {
    let calls = 0;
    const { socket, status } = setup({
      createSocket: () => {
        calls += 1;
        throw new SyntaxError('The URL is invalid');
      },
    });
    socket.start();
    expect(status()).toMatchObject({ state: 'reconnecting', reason: 'The URL is invalid' });
    vi.advanceTimersByTime(500);
    expect(calls).toBe(2);
    socket.stop('Bye');
  });

  describe('with pings', () => {
    const ping = { frame: JSON.stringify({ type: 'ping' }), intervalMs: 25_000 };

    it('pings at the interval once accepted', () => {
      const { socket, latest, accept } = setup({ ping });
      socket.start();
      accept();
      vi.advanceTimersByTime(25_000);
      latest().receive({ type: 'pong' });
      vi.advanceTimersByTime(25_000);
      expect(latest().sent).toEqual([HELLO, { type: 'ping' }, { type: 'ping' }]);
    });

    it('drops a link that stays silent through two pings and reconnects', () => {
      const { socket, sockets, status, accept } = setup({ ping });
      socket.start();
      accept();
      vi.advanceTimersByTime(25_000 * 3);
      expect(sockets[0]?.closedWith?.code).toBe(4000);
      expect(status()).toMatchObject({ state: 'reconnecting' });
      vi.advanceTimersByTime(500);
      expect(sockets).toHaveLength(2);
    });
  });
});
