import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema';
import { maskEmail, type Reader, showsEmail, showsPresence, toUser, userSeenBy } from './user-json';

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('faker@t1.gg')).toBe('f•••@t1.gg');
    expect(maskEmail('a@example.com')).toBe('a•••@example.com');
    expect(maskEmail('first.last+tag@mail.example.org')).toBe('f•••@mail.example.org');
  });

  it('hides everything of a value that is not an address', () => {
    expect(maskEmail('no-at-sign')).toBe('•••');
    expect(maskEmail('@domain.only')).toBe('•••');
  });
});

const them = { id: 'them', email: 'them@example.com' };
const stranger: Reader = { id: 'me', friendIds: new Set() };
const friend: Reader = { id: 'me', friendIds: new Set(['them']) };

describe('showsEmail', () => {
  it('shows the address to its owner alone, not even to friends', () => {
    expect(showsEmail({ id: 'them', friendIds: new Set() }, them)).toBe(true);
    expect(showsEmail(friend, them)).toBe(false);
    expect(showsEmail(stranger, them)).toBe(false);
  });

  it('shows it to a search for exactly that address, in any case', () => {
    expect(showsEmail({ ...stranger, query: ' THEM@Example.com ' }, them)).toBe(true);
    expect(showsEmail({ ...stranger, query: 'them@example' }, them)).toBe(false);
    expect(showsEmail({ ...stranger, query: 'them' }, them)).toBe(false);
  });
});

describe('showsPresence', () => {
  it('shows whether someone is online to themselves and their friends only', () => {
    expect(showsPresence({ id: 'them', friendIds: new Set() }, 'them')).toBe(true);
    expect(showsPresence(friend, 'them')).toBe(true);
    expect(showsPresence(stranger, 'them')).toBe(false);
  });
});

describe('toUser', () => {
  const now = Date.UTC(2025, 0, 1, 12);
  const row = {
    id: 'them',
    username: 'Them',
    email: 'them@example.com',
    avatar: null,
    lastSeenAt: new Date(now - 10_000),
  } as UserRow;

  it('shows a friend online, with a masked address', () => {
    expect(toUser(row, friend, now)).toEqual({
      id: 'them',
      _id: 'them',
      username: 'Them',
      email: 't•••@example.com',
      avatar: null,
      online: true,
    });
  });

  it('shows a stranger as offline, and the owner everything', () => {
    expect(toUser(row, stranger, now)).toMatchObject({ email: 't•••@example.com', online: false });
    expect(toUser(row, { id: 'them', friendIds: new Set() }, now)).toMatchObject({
      email: 'them@example.com',
      online: true,
    });
  });

  it('narrows a user built for their owner to what another reader may see', () => {
    const own = toUser(row, { id: 'them', friendIds: new Set() }, now);
    expect(userSeenBy(own, stranger)).toEqual(toUser(row, stranger, now));
    expect(userSeenBy(own, friend)).toEqual(toUser(row, friend, now));
  });
});
