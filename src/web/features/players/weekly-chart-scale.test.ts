import { describe, expect, it } from 'vitest';
import { labelledIndexes, niceCeiling } from './weekly-chart-scale';

describe('niceCeiling', () => {
  it('rounds the best week up to a round axis top', () => {
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(10)).toBe(10);
    expect(niceCeiling(43.2)).toBe(50);
    expect(niceCeiling(120)).toBe(200);
    expect(niceCeiling(21)).toBe(25);
  });

  it('has a small axis when there are no points', () => {
    expect(niceCeiling(0)).toBe(10);
    expect(niceCeiling(-4)).toBe(10);
  });
});

describe('labelledIndexes', () => {
  it('labels every bar when there are few', () => {
    expect([...labelledIndexes(4)]).toEqual([0, 1, 2, 3]);
  });

  it('labels about six bars, including the first and the last', () => {
    const picked = [...labelledIndexes(30)].sort((a, b) => a - b);
    expect(picked[0]).toBe(0);
    expect(picked.at(-1)).toBe(29);
    expect(picked.length).toBeLessThanOrEqual(6);
    const gaps = picked.slice(1).map((index, i) => index - (picked[i] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(3);
  });
});
