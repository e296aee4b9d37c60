import { describe, expect, it } from 'vitest';
import { maskEmail, showsEmail } from './email-privacy';

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

describe('showsEmail', () => {
  const base = { viewerId: 'me', userId: 'them', email: 'them@example.com', isFriend: false };

  it('shows the address to its owner and to friends', () => {
    expect(showsEmail({ ...base, userId: 'me' })).toBe(true);
    expect(showsEmail({ ...base, isFriend: true })).toBe(true);
  });

  it('shows it to a search for exactly that address, in any case', () => {
    expect(showsEmail({ ...base, query: ' THEM@Example.com ' })).toBe(true);
    expect(showsEmail({ ...base, query: 'them@example' })).toBe(false);
    expect(showsEmail({ ...base, query: 'them' })).toBe(false);
  });

  it('hides it from everyone else', () => {
    expect(showsEmail(base)).toBe(false);
  });
});
