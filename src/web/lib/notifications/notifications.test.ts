import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../domain/contract/notifications';
import { withNotification } from './notifications';

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
    const list = { items: [note('a', true)], unread: 0 };
    expect(withNotification(list, note('b'))).toEqual({
      items: [note('b'), note('a', true)],
      unread: 1,
    });
  });

  it('adds one it holds already only once, and nothing before the list is loaded', () => {
    const list = { items: [note('a')], unread: 1 };
    expect(withNotification(list, note('a'))).toBe(list);
    expect(withNotification(undefined, note('a'))).toBeUndefined();
  });
});
