import { describe, expect, it } from 'vitest';
import { plural } from './vocabulary';

describe('plural', () => {
  it('counts one in the singular and any other number in the plural', () => {
    expect(plural(1, 'week')).toBe('1 week');
    expect(plural(9, 'week')).toBe('9 weeks');
    expect(plural(0, 'round')).toBe('0 rounds');
  });
});
