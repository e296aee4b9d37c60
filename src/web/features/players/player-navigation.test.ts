import { describe, expect, it } from 'vitest';
import { leagueIdFor, playerBackPath } from './player-navigation';

describe('leagueIdFor', () => {
  it('prefers the league handed over in navigation state', () => {
    expect(leagueIdFor({ leagueId: 'from-state' }, new URLSearchParams('leagueId=q'))).toBe(
      'from-state',
    );
  });

  it('falls back to the leagueId query parameter', () => {
    expect(leagueIdFor(null, new URLSearchParams('leagueId=abc'))).toBe('abc');
    expect(leagueIdFor({ other: 1 }, new URLSearchParams('leagueId=abc'))).toBe('abc');
  });

  it('is null when neither names a league', () => {
    expect(leagueIdFor(undefined, new URLSearchParams())).toBeNull();
    expect(leagueIdFor({ leagueId: '' }, new URLSearchParams('leagueId='))).toBeNull();
  });
});

describe('playerBackPath', () => {
  it("returns to the league's player list", () => {
    expect(playerBackPath('abc')).toBe('/abc/players');
  });

  it('returns to My Leagues without a league', () => {
    expect(playerBackPath(null)).toBe('/leagues');
  });
});
