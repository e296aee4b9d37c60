import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TeamDetail } from '../../../domain/contract/teams';
import { ApiError } from '../../lib/api-client';
import { closesAfterRefusal, isLineupLocked, lockedPlayerIds } from './drop-locks';

const lineupOf = (locks: { playerId: string; locked: boolean }[]): TeamDetail['lineup'] => ({
  lockMode: 'player',
  locks: locks.map((lock) => ({ ...lock, lockAt: '2025-04-09T08:00:00.000Z' })),
  nextLockAt: null,
  now: '2025-04-08T08:00:00.000Z',
});

const LOCKED = new ApiError('Zeus is locked until the week ends', 409, 'LINEUP_LOCKED');
const TAKEN = new ApiError('Oner is already on Droppers', 409, 'CONFLICT');

describe('lockedPlayerIds', () => {
  it('lists the players whose lock has begun, not those locking later', () => {
    const lineup = lineupOf([
      { playerId: 'zeus', locked: true },
      { playerId: 'oner', locked: false },
    ]);
    expect([...lockedPlayerIds(lineup)]).toEqual(['zeus']);
  });

  it('lists nobody while the team is unknown', () => {
    expect(lockedPlayerIds(undefined).size).toBe(0);
  });
});

describe('after a refused move', () => {
  it('tells a locked drop from other refusals', () => {
    expect(isLineupLocked(LOCKED)).toBe(true);
    expect(isLineupLocked(TAKEN)).toBe(false);
    expect(isLineupLocked(new Error('offline'))).toBe(false);
  });

  it('keeps the form open on a locked drop, closes it on a changed league, and asks again for both', () => {
    const queryClient = new QueryClient();
    let refreshed = 0;
    queryClient.invalidateQueries = async () => {
      refreshed += 1;
    };
    expect(closesAfterRefusal(queryClient, 'L1', LOCKED)).toBe(false);
    expect(refreshed).toBeGreaterThan(0);
    expect(closesAfterRefusal(queryClient, 'L1', TAKEN)).toBe(true);
    expect(closesAfterRefusal(queryClient, 'L1', new ApiError('Bad bid', 400))).toBe(false);
  });
});
