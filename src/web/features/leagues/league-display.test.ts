import { describe, expect, it } from 'vitest';
import {
  PACE_OPTIONS,
  tradeDeadlineLabel,
  tradeReviewLabel,
  tradeRulesNote,
  WAIVER_RULES,
  waiverSettingsLine,
} from './league-display';

describe('trade rule labels', () => {
  it('names the review period in hours, or none', () => {
    expect(tradeReviewLabel(24)).toBe('Trade review: 24 hours');
    expect(tradeReviewLabel(0)).toBe('Trade review: none');
  });

  it('says a trade without review waits for the week to end when a player in it is locked', () => {
    expect(tradeRulesNote(0)).toBe(
      'Accepted trades complete at once, or when the week ends if a player in them is locked.',
    );
    expect(tradeRulesNote(24)).toBe(
      'The commissioner may veto an accepted trade while it is in review.',
    );
  });

  it('names the deadline week, or that there is none', () => {
    expect(tradeDeadlineLabel(8)).toBe('Trade deadline: week 8');
    expect(tradeDeadlineLabel(null)).toBe('No trade deadline');
  });
});

describe('replay paces', () => {
  it('offers one week per day first, then faster paces and real pace', () => {
    expect(PACE_OPTIONS.map((option) => option.label)).toEqual([
      '1 week per day',
      '1 week per hour',
      '1 week per minute (for testing)',
      'Real pace',
    ]);
  });
});

describe('waiverSettingsLine', () => {
  it('names a FAAB league with its budget, waiting days and daily clear', () => {
    expect(waiverSettingsLine({ type: 'faab', budget: 100, days: 2 })).toBe(
      'FAAB · $100 budget · players wait 2 days · claims clear daily at 03:00 league time',
    );
  });

  it('leaves the budget out where bids do not count, and counts one day alone', () => {
    expect(waiverSettingsLine({ type: 'rolling', budget: 100, days: 1 })).toBe(
      'Rolling · players wait 1 day · claims clear daily at 03:00 league time',
    );
    expect(waiverSettingsLine({ type: 'reverse-standings', budget: 0, days: 0 })).toBe(
      'Reverse standings · players wait for the next clear · claims clear daily at 03:00 league time',
    );
  });
});

describe('WAIVER_RULES', () => {
  it('tells reverse standings from rolling: the order starts each week from the worst record', () => {
    expect(WAIVER_RULES['reverse-standings']).toBe(
      'Each week the order starts again from the worst record; the first team in it with a claim takes its player and goes to the end.',
    );
    expect(WAIVER_RULES.rolling).toBe(
      'The first team in the order with a claim takes its player and goes to the end.',
    );
    expect(WAIVER_RULES.faab).toMatch(/^The highest blind bid wins/);
  });
});
