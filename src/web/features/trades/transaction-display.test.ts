import { describe, expect, it } from 'vitest';
import { claimBids, entryBadge, settingChanges } from './transaction-display';

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
  it('names each changed setting by its path, with its values in words', () => {
    const detail = {
      changes: {
        'waivers.type': { before: 'faab', after: 'rolling' },
        'waivers.budget': { before: 100, after: 200 },
        'trades.deadlineWeek': { before: null, after: 8 },
        'trades.reviewHours': { before: 24, after: 48 },
        medianGame: { before: false, after: true },
      },
    };
    expect(settingChanges({ type: 'commissioner', detail })).toEqual([
      { field: 'waivers.type', label: 'Waiver type', before: 'FAAB', after: 'Rolling' },
      { field: 'waivers.budget', label: 'FAAB budget', before: '$100', after: '$200' },
      {
        field: 'trades.deadlineWeek',
        label: 'Trade deadline week',
        before: 'None',
        after: 'Week 8',
      },
      {
        field: 'trades.reviewHours',
        label: 'Trade review hours',
        before: '24 hours',
        after: '48 hours',
      },
      { field: 'medianGame', label: 'Median game', before: 'Off', after: 'On' },
    ]);
  });

  it('names a pace as the log’s own sentence does', () => {
    const detail = { changes: { 'season.weekSeconds': { before: 3600, after: 1200 } } };
    expect(settingChanges({ type: 'commissioner', detail })).toEqual([
      {
        field: 'season.weekSeconds',
        label: 'Pace',
        before: '1 week per hour',
        after: '1 week per 20 minutes',
      },
    ]);
  });

  it('reads entries logged under the earlier flat names', () => {
    const detail = { changes: { faabBudget: { before: 100, after: 50 } } };
    expect(settingChanges({ type: 'commissioner', detail })).toEqual([
      { field: 'waivers.budget', label: 'FAAB budget', before: '$100', after: '$50' },
    ]);
  });

  it('is empty for other entries', () => {
    expect(settingChanges({ type: 'add', detail: {} })).toEqual([]);
  });
});

describe('entryBadge', () => {
  it('names an add that dropped a player an add/drop, and every other entry by its type', () => {
    const dropped = { id: 'p2', name: 'Zeus' };
    expect(entryBadge({ type: 'add', detail: { added: {}, dropped } }).label).toBe('Add/Drop');
    expect(entryBadge({ type: 'add', detail: { added: {} } }).label).toBe('Add');
    expect(entryBadge({ type: 'drop', detail: { dropped } }).label).toBe('Drop');
  });
});
