import { describe, expect, it } from 'vitest';
import { bidProblem } from './bid-input';

describe('bidProblem', () => {
  it('takes a whole number of dollars up to the budget left', () => {
    expect(bidProblem(0, 100)).toBeNull();
    expect(bidProblem(25, 100)).toBeNull();
    expect(bidProblem(100, 100)).toBeNull();
  });

  it('refuses an empty field rather than reading it as $0', () => {
    expect(bidProblem('', 100)).toBe('Bid must be a whole number of dollars');
  });

  it('refuses a part of a dollar and a bid over the budget left', () => {
    expect(bidProblem(2.5, 100)).toBe('Bid must be a whole number of dollars');
    expect(bidProblem(101, 100)).toBe('A bid may not be more than the $100 of budget left');
  });
});
