import { describe, expect, it } from 'vitest';
import { TRADE_REVIEW_OPTIONS, tradeDeadlineLabel, tradeReviewLabel } from './league-display';

describe('trade rule labels', () => {
  it('names the review period in hours, or none', () => {
    expect(tradeReviewLabel(24)).toBe('Trade review: 24 hours');
    expect(tradeReviewLabel(0)).toBe('Trade review: none');
  });

  it('names the deadline week, or that there is none', () => {
    expect(tradeDeadlineLabel(8)).toBe('Trade deadline: week 8');
    expect(tradeDeadlineLabel(null)).toBe('No trade deadline');
  });

  it('offers the review periods the server accepts', () => {
    expect(TRADE_REVIEW_OPTIONS.map((option) => option.value)).toEqual(['0', '12', '24', '48']);
  });
});
