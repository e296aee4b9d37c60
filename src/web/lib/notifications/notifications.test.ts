import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../domain/contract/notifications';
import { seenUnread, withNotification } from './notifications';

const note = (id: string, read = false): Notification => ({
  id,
  type: 'claim',
  leagueId: null,
  leagueName: null,
  title: `Claim ${id}`,
  body: '',
  link: null,
  createdAt: '2026-03-07T03:00:00.000Z',
  read,
});

describe('withNotification', () => {
  it('puts a pushed notification first and counts it unread', () => {
    const list = { items: [note('a', true)], unread: 0, nextBefore: null };
    expect(withNotification(list, note('b'))).toEqual({
      items: [note('b'), note('a', true)],
      unread: 1,
      nextBefore: null,
    });
  });

  it('adds one it holds already only once, and nothing before the list is loaded', () => {
    const list = { items: [note('a')], unread: 1, nextBefore: null };
    expect(withNotification(list, note('a'))).toBe(list);
    expect(withNotification(undefined, note('a'))).toBeUndefined();
  });

  it('lets the oldest of a full list go, and the next older page start with it', () => {
    const full = Array.from({ length: 30 }, (_, i) => note(`n${i}`, true));
    const pushed = withNotification({ items: full, unread: 0, nextBefore: null }, note('new'));
    expect(pushed?.items).toHaveLength(30);
    expect(pushed?.items[0]?.id).toBe('new');
    expect(pushed?.nextBefore).toBe('n28');
  });
});

describe('seenUnread', () => {
  const none: ReadonlySet<string> = new Set();

  it('takes the unread ones of the list the centre opens on', () => {
    const list = { items: [note('a'), note('b', true), note('c')], unread: 2, nextBefore: null };
    expect([...seenUnread(none, list)]).toEqual(['a', 'c']);
  });

  it('keeps them once the read answer says they are read', () => {
    const opened = seenUnread(none, { items: [note('a'), note('b')], unread: 2, nextBefore: null });
    const read = { items: [note('a', true), note('b', true)], unread: 0, nextBefore: null };
    expect(seenUnread(opened, read)).toBe(opened);
    expect([...opened]).toEqual(['a', 'b']);
  });

  it('adds one pushed while the centre is open', () => {
    const opened = seenUnread(none, { items: [note('a')], unread: 1, nextBefore: null });
    const pushed = { items: [note('b'), note('a', true)], unread: 1, nextBefore: null };
    expect([...seenUnread(opened, pushed)]).toEqual(['a', 'b']);
  });

  it('has nothing new for a list all read, or not loaded yet', () => {
    expect(seenUnread(none, { items: [note('a', true)], unread: 0, nextBefore: null })).toBe(none);
    expect(seenUnread(none, undefined)).toBe(none);
  });
});
