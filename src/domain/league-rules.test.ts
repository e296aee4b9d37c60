import { describe, expect, it } from 'vitest';
import { canManageTeam, commissionerId } from './league-rules';

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
