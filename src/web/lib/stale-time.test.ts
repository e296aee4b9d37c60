import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';
import { staleTimeFor } from './stale-time';

describe('staleTimeFor', () => {
  it('keeps ordinary data fresh for 5 minutes on desktop and 2.5 on mobile', () => {
    expect(staleTimeFor(queryKeys.league('l1'), false)).toBe(300_000);
    expect(staleTimeFor(queryKeys.league('l1'), true)).toBe(150_000);
  });

  it('keeps player data fresh for 15 minutes, halved on mobile', () => {
    expect(staleTimeFor(queryKeys.players.all, false)).toBe(900_000);
    expect(staleTimeFor(queryKeys.players.detail('p1'), false)).toBe(900_000);
    expect(staleTimeFor(queryKeys.players.list({ region: 'LCK' }), true)).toBe(450_000);
  });

  it('never serves my-teams, leagues or my-leagues from cache', () => {
    for (const key of [
      queryKeys.myTeams('u1'),
      queryKeys.leagues('u1'),
      queryKeys.myLeagues('u1'),
    ]) {
      expect(staleTimeFor(key, false)).toBe(0);
      expect(staleTimeFor(key, true)).toBe(0);
    }
  });

  it('never serves trades from cache: the other owner or the commissioner may have answered', () => {
    expect(staleTimeFor(queryKeys.tradeList('u1', { status: ['pending'] }), false)).toBe(0);
    expect(staleTimeFor(queryKeys.trade('u1', 't1'), true)).toBe(0);
    expect(queryKeys.tradeList('u1', {}).slice(0, 2)).toEqual(queryKeys.trades('u1'));
  });

  it('keys the per-user lists by user, so two users never share an entry', () => {
    expect(queryKeys.myLeagues('u1')).not.toEqual(queryKeys.myLeagues('u2'));
    expect(queryKeys.myTeams('u1')).toContain('u1');
  });
});
