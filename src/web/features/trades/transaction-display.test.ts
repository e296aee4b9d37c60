import { describe, expect, it } from 'vitest';
import { claimBids, settingChanges } from './transaction-display';

describe('claimBids', () => {
  it('reads the winning bid and each losing bid of a claim', () => {
    const detail = {
      bid: 12,
      losers: [
        { teamId: 't2', teamName: 'Baron Bros', bid: 9 },
        { teamId: 't3', teamName: 'Drake Den', bid: 4 },
      ],
    };
    expect(claimBids({ type: 'claim', detail })).toEqual({
      bid: 12,
      losers: [
        { teamId: 't2', teamName: 'Baron Bros', bid: 9 },
        { teamId: 't3', teamName: 'Drake Den', bid: 4 },
      ],
    });
  });

  it('has no bids where bids do not count, and nothing for other entries', () => {
    expect(
      claimBids({ type: 'claim', detail: { losers: [{ teamId: 't2', teamName: 'B' }] } }),
    ).toEqual({ bid: null, losers: [{ teamId: 't2', teamName: 'B', bid: null }] });
    expect(claimBids({ type: 'drop', detail: { bid: 3 } })).toBeNull();
  });
});

describe('settingChanges', () => {
  it('names each changed setting with its values in words', () => {
    const detail = {
      changes: {
        waiverType: { before: 'faab', after: 'rolling' },
        faabBudget: { before: 100, after: 200 },
        tradeDeadlineWeek: { before: null, after: 8 },
      },
    };
    expect(settingChanges({ type: 'commissioner', detail })).toEqual([
      { field: 'waiverType', label: 'Waiver type', before: 'FAAB', after: 'Rolling' },
      { field: 'faabBudget', label: 'FAAB budget', before: '$100', after: '$200' },
      { field: 'tradeDeadlineWeek', label: 'Trade deadline week', before: 'none', after: '8' },
    ]);
  });

  it('is empty for other entries', () => {
    expect(settingChanges({ type: 'add', detail: {} })).toEqual([]);
  });
});
