import { describe, expect, it } from 'vitest';
import { createPageCopies } from './page-copies';

describe('createPageCopies', () => {
  it('holds the latest copy of each page with the count it was kept at', () => {
    const copies = createPageCopies(100);
    copies.keep('a league', 3, Buffer.from('{"v":3}'));
    copies.keep('a league', 4, Buffer.from('{"v":4}'));
    expect(copies.get('a league')).toEqual({ changes: 4, body: Buffer.from('{"v":4}') });
    expect(copies.size()).toBe(7);
    expect(copies.get('another')).toBeUndefined();
  });

  it('stays within its bytes, dropping the least recently read copy first', () => {
    const copies = createPageCopies(20);
    copies.keep('one', 1, Buffer.from('x'.repeat(8)));
    copies.keep('two', 1, Buffer.from('y'.repeat(8)));
    copies.get('one');
    copies.keep('three', 1, Buffer.from('z'.repeat(8)));
    expect(copies.get('two')).toBeUndefined();
    expect(copies.get('one')?.body.toString()).toBe('x'.repeat(8));
    expect(copies.get('three')?.body.toString()).toBe('z'.repeat(8));
    expect(copies.size()).toBe(16);
  });

  it('keeps no copy larger than all it may hold', () => {
    const copies = createPageCopies(10);
    copies.keep('huge', 1, Buffer.from('h'.repeat(11)));
    expect(copies.get('huge')).toBeUndefined();
    expect(copies.size()).toBe(0);
  });
});
