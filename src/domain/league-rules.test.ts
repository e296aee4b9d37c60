import { describe, expect, it } from 'vitest';
import { canManageTeam, commissionerId, seasonHasBegun } from './league-rules';

describe('commissionerId', () => {
  it('is the creator', () => {
    expect(commissionerId({ creatorId: 'c', memberIds: ['a', 'c'] })).toBe('c');
  });
  it('is the first member when the league has no creator', () => {
    expect(commissionerId({ creatorId: null, memberIds: ['a', 'b'] })).toBe('a');
    expect(commissionerId({ creatorId: null, memberIds: [] })).toBeNull();
  });
});

describe('canManageTeam', () => {
  const league = { creatorId: 'boss', memberIds: ['boss', 'owner', 'other'] };
  it('lets the owner manage their team and nobody else', () => {
    expect(canManageTeam({ userId: 'owner' }, league, 'owner')).toBe(true);
    expect(canManageTeam({ userId: 'owner' }, league, 'other')).toBe(false);
    expect(canManageTeam({ userId: 'owner' }, league, 'boss')).toBe(false);
  });
  it('lets only the commissioner manage a bot team', () => {
    expect(canManageTeam({ userId: null }, league, 'boss')).toBe(true);
    expect(canManageTeam({ userId: null }, league, 'owner')).toBe(false);
  });
});

describe('seasonHasBegun', () => {
  const week = { week: 1 };
  const clock = (firstGameAt: string | null, now: string) => ({ firstGameAt, now });
  it('is true once a scheduled league has played its first game, on its clock', () => {
    const first = '2025-01-15T08:00:00.000Z';
    expect(seasonHasBegun({ schedule: [week], clock: clock(first, first) })).toBe(true);
    expect(
      seasonHasBegun({ schedule: [week], clock: clock(first, '2025-03-01T00:00:00.000Z') }),
    ).toBe(true);
  });
  it('is false before the first game, without a stored game, and without a schedule', () => {
    const first = '2025-01-15T08:00:00.000Z';
    expect(
      seasonHasBegun({ schedule: [week], clock: clock(first, '2025-01-15T07:59:00.000Z') }),
    ).toBe(false);
    expect(
      seasonHasBegun({ schedule: [week], clock: clock(null, '2025-03-01T00:00:00.000Z') }),
    ).toBe(false);
    expect(seasonHasBegun({ schedule: [], clock: clock(first, '2025-03-01T00:00:00.000Z') })).toBe(
      false,
    );
  });
});
