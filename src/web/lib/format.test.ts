import { describe, expect, it } from 'vitest';
import { formatPoints } from './format';

describe('formatPoints', () => {
  it('shows points to one decimal, grouped by thousands', () => {
    expect(formatPoints(0)).toBe('0.0');
    expect(formatPoints(19.46)).toBe('19.5');
    expect(formatPoints(1734.5)).toBe('1,734.5');
  });

  it('treats missing points as 0', () => {
    expect(formatPoints(undefined)).toBe('0.0');
    expect(formatPoints(null)).toBe('0.0');
    expect(formatPoints(Number.NaN)).toBe('0.0');
  });
});
