import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets } from '../../../../../tests/support/fake-socket';
import type { ServerMessage } from '../../../../domain/contract/draft-room';
import { LOGIN_TO_JOIN } from '../../../../domain/draft';
import type { ConnectionStatus } from '../../../lib/live/reconnecting-socket';
import {
  DRAFT_BACKOFF_CAP_MS,
  DraftConnection,
  draftCloseVerdict,
  liveDraftUrl,
  NOT_A_MEMBER,
  NOT_CONNECTED,
  TOO_MANY_MESSAGES,
} from './draft-connection';

const snapshot = { type: 'draftState', state: { picks: [], status: 'not_started' } };

function setup(token: () => string | null = () => 'jwt-token') {
  const fake = fakeSockets();
  const statuses: ConnectionStatus[] = [];
  const messages: ServerMessage[] = [];
  const connection = new DraftConnection({
    url: 'ws://rift.test/api/draft/live/league-1',
    readToken: token,
    onStatus: (status) => statuses.push(status),
    onMessage: (message) => messages.push(message),
    createSocket: fake.createSocket,
    random: () => 1,
    now: () => Date.now(),
  });
  return { connection, ...fake, messages, status: () => statuses.at(-1) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('liveDraftUrl', () => {
  it("is the league's room on the page host, its id escaped", () => {
    expect(liveDraftUrl('abc', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/draft/live/abc',
    );
    expect(liveDraftUrl('a/b', { protocol: 'https:', host: 'rift.gg' })).toBe(
      'wss://rift.gg/api/draft/live/a%2Fb',
    );
  });
});

describe('draftCloseVerdict', () => {
  it('stops on a refused token or a non-member, with the server reason or ours', () => {
    expect(draftCloseVerdict(4401, '')).toEqual({ next: 'stop', reason: LOGIN_TO_JOIN });
    expect(draftCloseVerdict(4403, '')).toEqual({ next: 'stop', reason: NOT_A_MEMBER });
    expect(draftCloseVerdict(4403, 'You are not a member of this league')).toEqual({
      next: 'stop',
      reason: 'You are not a member of this league',
    });
  });

  it('waits the longest delay after a flood close, and retries after anything else', () => {
    expect(draftCloseVerdict(4429, '')).toEqual({ next: 'retryLate', reason: TOO_MANY_MESSAGES });
    expect(draftCloseVerdict(1001, 'Server restarting')).toEqual({ next: 'retry' });
    expect(draftCloseVerdict(1006, '')).toEqual({ next: 'retry' });
  });
});

describe('DraftConnection', () => {
  it('joins with the token and is connected on the first snapshot', () => {
    const { connection, latest, status, messages } = setup();
    connection.start();
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

  it('says why it stopped when the room refuses the user, and never comes back', () => {
    const { connection, sockets, latest, status } = setup();
    connection.start();
    latest().open();
    latest().drop(4403, '');
    expect(status()).toEqual({ state: 'disconnected', reason: NOT_A_MEMBER });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('rejoins with the new token when its password change closed the old one', () => {
    let token = 'old-token';
    const { connection, sockets, latest, status } = setup(() => token);
    connection.start();
    latest().open();
    latest().receive(snapshot);
    token = 'new-token';
    latest().drop(4401, 'Your session has ended. Please log in again.');
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'join', token: 'new-token' }]);
    latest().receive(snapshot);
    expect(status()).toEqual({ state: 'connected' });
  });

  it('stops when the token it offered is still the stored one and was refused', () => {
    const { connection, sockets, latest, status } = setup();
    connection.start();
    latest().open();
    latest().drop(4401, 'Your session has ended. Please log in again.');
    expect(status()).toEqual({
      state: 'disconnected',
      reason: 'Your session has ended. Please log in again.',
    });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('comes back within 10 seconds after repeated drops', () => {
    const { connection, latest, status } = setup();
    connection.start();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      latest().drop();
      vi.runOnlyPendingTimers();
    }
    latest().drop();
    expect(status()).toMatchObject({ retryAt: Date.now() + DRAFT_BACKOFF_CAP_MS });
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

  it('leaves the room with its own reason', () => {
    const { connection, latest } = setup();
    connection.start();
    latest().open();
    connection.stop();
    expect(latest().closedWith).toEqual({ code: 1000, reason: 'Left the draft room' });
  });
});
