import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { isLeagueRefusal, leagueIdFor, listSearchFor, playerBackPath } from './player-navigation';

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
    expect(playerBackPath(null, '?q=faker')).toBe('/leagues');
  });

  it('returns to the list filtered as it was opened', () => {
    expect(playerBackPath('abc', listSearchFor({ leagueId: 'abc', listSearch: '?q=faker' }))).toBe(
      '/abc/players?q=faker',
    );
    expect(listSearchFor({ leagueId: 'abc' })).toBe('');
    expect(listSearchFor({ listSearch: 'javascript:alert(1)' })).toBe('');
    expect(listSearchFor(null)).toBe('');
  });
});

describe('isLeagueRefusal', () => {
  it("is a refusal of the page's league: not found, or a malformed league id", () => {
    expect(isLeagueRefusal(new ApiError('League not found', 404, 'NOT_FOUND'))).toBe(true);
    const malformed = new ApiError('Invalid league id', 400, 'VALIDATION_ERROR', [
      { field: 'leagueId', message: 'Invalid league id' },
    ]);
    expect(isLeagueRefusal(malformed)).toBe(true);
  });

  it('is not a missing player or any other failure', () => {
    expect(isLeagueRefusal(new ApiError('Player not found', 404, 'NOT_FOUND'))).toBe(false);
    const badId = new ApiError('Invalid id', 400, 'VALIDATION_ERROR', [
      { field: 'id', message: 'Invalid id' },
    ]);
    expect(isLeagueRefusal(badId)).toBe(false);
    expect(isLeagueRefusal(new ApiError('Server error: 500', 500))).toBe(false);
    expect(isLeagueRefusal(new Error('League not found'))).toBe(false);
  });
});
