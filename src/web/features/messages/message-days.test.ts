import { describe, expect, it } from 'vitest';
import type { Message } from '../../../domain/contract/messages';
import type { User } from '../../../domain/contract/users';
import { endsRun, groupByDay, lastSeenOwnMessageId } from './message-days';

const user = (id: string): User => ({
  id,
  _id: id,
  username: id,
  email: `${id}@example.com`,
  avatar: null,
  online: false,
});

let sequence = 0;
const message = (senderId: string, createdAt: string): Message => {
  sequence += 1;
  const id = `m${sequence}`;
  return { id, _id: id, conversationId: 'c1', sender: user(senderId), content: id, createdAt };
};

describe('groupByDay', () => {
  const now = new Date('2026-03-11T15:00:00Z');

  it('puts each calendar day of the viewer under its separator, oldest first', () => {
    const a = message('ana', '2026-03-09T10:00:00Z');
    const b = message('bo', '2026-03-10T23:30:00Z');
    const c = message('ana', '2026-03-11T00:10:00Z');
    const d = message('bo', '2026-03-11T14:00:00Z');
    const days = groupByDay([a, b, c, d], now, 'UTC');
    expect(days.map((day) => day.label)).toEqual(['Monday, March 9', 'Yesterday', 'Today']);
    expect(days.map((day) => day.messages.map((m) => m.id))).toEqual([
      [a.id],
      [b.id],
      [c.id, d.id],
    ]);
  });

  it('draws the lines at the viewer’s midnight, not UTC’s', () => {
    // 11:30 PM and 12:10 AM UTC are 7:30 and 8:10 PM on March 10 in New York.
    const b = message('bo', '2026-03-10T23:30:00Z');
    const c = message('ana', '2026-03-11T00:10:00Z');
    const days = groupByDay([b, c], now, 'America/New_York');
    expect(days).toHaveLength(1);
    expect(days[0]?.label).toBe('Yesterday');
  });

  it('gives an empty list no separators', () => {
    expect(groupByDay([], now, 'UTC')).toEqual([]);
  });
});

describe('endsRun', () => {
  it('ends a run at the last message, a change of sender or a pause over five minutes', () => {
    const first = message('ana', '2026-03-11T10:00:00Z');
    const soon = message('ana', '2026-03-11T10:04:00Z');
    const later = message('ana', '2026-03-11T10:10:00Z');
    const reply = message('bo', '2026-03-11T10:04:30Z');
    expect(endsRun(first, soon)).toBe(false);
    expect(endsRun(soon, later)).toBe(true);
    expect(endsRun(first, reply)).toBe(true);
    expect(endsRun(later, undefined)).toBe(true);
  });
});

describe('lastSeenOwnMessageId', () => {
  const mine = message('me', '2026-03-11T10:00:00Z');
  const theirs = message('bo', '2026-03-11T10:01:00Z');

  it('marks the viewer’s last message once the other participant has read past it', () => {
    expect(lastSeenOwnMessageId([mine, theirs], 'me', '2026-03-11T10:00:00Z')).toBe(mine.id);
    expect(lastSeenOwnMessageId([mine, theirs], 'me', '2026-03-11T09:59:59Z')).toBeNull();
  });

  it('marks nothing without a read or an own message', () => {
    expect(lastSeenOwnMessageId([mine], 'me', null)).toBeNull();
    expect(lastSeenOwnMessageId([theirs], 'me', '2026-03-11T11:00:00Z')).toBeNull();
  });
});
