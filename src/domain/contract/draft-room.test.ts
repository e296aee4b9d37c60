import { describe, expect, it } from 'vitest';
import { frameReader } from '../socket-frames';
import { clientMessageSchema, serverMessageSchema } from './draft-room';

const readClientFrame = frameReader(clientMessageSchema);

const PLAYER = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const read = (message: unknown) => readClientFrame(JSON.stringify(message));

describe('clientMessageSchema', () => {
  it('reads the messages with or without the sender named', () => {
    expect(read({ type: 'join', token: 'abc', username: 'faker' })).toEqual({
      kind: 'message',
      message: { type: 'join', token: 'abc', username: 'faker' },
    });
    for (const type of ['startDraft', 'endDraft']) {
      expect(read({ type })).toEqual({ kind: 'message', message: { type } });
      expect(read({ type, username: 'faker' })).toEqual({
        kind: 'message',
        message: { type, username: 'faker' },
      });
    }
    expect(read({ type: 'chat', username: 'faker', message: ' gg ' })).toEqual({
      kind: 'message',
      message: { type: 'chat', username: 'faker', message: 'gg' },
    });
  });

  it('takes a pick by player id or by a player object, with or without the pick number', () => {
    const picked = (message: unknown) => clientMessageSchema.parse(message);
    expect(picked({ type: 'draftPlayer', player: PLAYER, pickNo: 3 })).toEqual({
      type: 'draftPlayer',
      player: PLAYER,
      pickNo: 3,
    });
    expect(
      picked({ type: 'draftPlayer', username: 'faker', player: { id: PLAYER, name: 'Faker' } }),
    ).toEqual({ type: 'draftPlayer', username: 'faker', player: PLAYER });
  });

  it('refuses a join without a token and a player that is not an id', () => {
    expect(read({ type: 'join', username: 'faker' })).toEqual({
      kind: 'invalid',
      error: 'Send your login token to join',
    });
    for (const player of ['faker', { id: 'faker' }, { name: 'Faker' }, 7]) {
      expect(read({ type: 'draftPlayer', player })).toEqual({
        kind: 'invalid',
        error: 'Invalid player id',
      });
    }
    expect(read({ type: 'startDraft', username: 7 })).toEqual({
      kind: 'invalid',
      error: 'A username must be text',
    });
  });
});

describe('serverMessageSchema', () => {
  it('accepts an error only with a code from the one list', () => {
    const error = (code: string) => ({ type: 'error', message: 'No', code });
    expect(serverMessageSchema.safeParse(error('FORBIDDEN')).success).toBe(true);
    expect(serverMessageSchema.safeParse(error('INTERNAL')).success).toBe(false);
  });
});
