import { describe, expect, it } from 'vitest';
import { lockoutMs, waitLabel } from './auth-throttle';

describe('lockoutMs', () => {
  it('costs nothing for the first four failures in a row', () => {
    expect([0, 1, 2, 3, 4].map(lockoutMs)).toEqual([0, 0, 0, 0, 0]);
  });

  it('locks for 30 s after the fifth and doubles with each further one, up to 15 minutes', () => {
    expect([5, 6, 7, 8, 9, 10, 11].map((n) => lockoutMs(n) / 1000)).toEqual([
      30, 60, 120, 240, 480, 900, 900,
    ]);
    expect(lockoutMs(10_000)).toBe(900_000);
  });
});

describe('waitLabel', () => {
  it('says seconds under two minutes and whole minutes, rounded up, above', () => {
    expect(waitLabel(1)).toBe('1 second');
    expect(waitLabel(30)).toBe('30 seconds');
    expect(waitLabel(119)).toBe('119 seconds');
    expect(waitLabel(120)).toBe('2 minutes');
    expect(waitLabel(481)).toBe('9 minutes');
  });
});
