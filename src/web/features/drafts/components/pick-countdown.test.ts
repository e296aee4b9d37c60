import { describe, expect, it } from 'vitest';
import {
  clockOffset,
  formatCountdown,
  remainingMs,
  remainingPercent,
  URGENT_MS,
} from './pick-countdown';

describe('clockOffset', () => {
  it('is how far the server clock is ahead of the browser when the state arrived', () => {
    const receivedAt = Date.parse('2025-03-01T12:00:00.000Z');
    expect(clockOffset('2025-03-01T12:00:05.000Z', receivedAt)).toBe(5_000);
    expect(clockOffset('2025-03-01T11:59:58.000Z', receivedAt)).toBe(-2_000);
  });

  it('trusts the browser clock when the server time cannot be read', () => {
    expect(clockOffset('not a date', 1_000)).toBe(0);
  });
});

describe('remainingMs', () => {
  const deadline = '2025-03-01T12:01:00.000Z';
  const now = Date.parse('2025-03-01T12:00:30.000Z');

  it('counts down to the deadline on the server clock', () => {
    expect(remainingMs(deadline, 0, now)).toBe(30_000);
    // The server is 5 s ahead: its deadline comes 5 s sooner on this browser's clock.
    expect(remainingMs(deadline, 5_000, now)).toBe(25_000);
    expect(remainingMs(deadline, -5_000, now)).toBe(35_000);
  });

  it('stops at zero once the deadline has passed', () => {
    expect(remainingMs(deadline, 0, now + 60_000)).toBe(0);
  });

  it('is zero for a deadline it cannot read', () => {
    expect(remainingMs('', 0, now)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(9_000)).toBe('0:09');
  });

  it('rounds partial seconds up, so 0:00 means the time is up', () => {
    expect(formatCountdown(9_001)).toBe('0:10');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-500)).toBe('0:00');
  });

  it('turns urgent under ten seconds', () => {
    expect(URGENT_MS).toBe(10_000);
  });
});

describe('remainingPercent', () => {
  it('is the share of the pick time left, within 0 and 100', () => {
    expect(remainingPercent(30_000, 60)).toBe(50);
    expect(remainingPercent(90_000, 60)).toBe(100);
    expect(remainingPercent(0, 60)).toBe(0);
    expect(remainingPercent(10_000, 0)).toBe(0);
  });
});
