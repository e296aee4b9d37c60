import { describe, expect, it } from 'vitest';
import { resolveSelectedLeagueId } from './resolve-selected-league';

const leagues = [{ id: 'spring' }, { id: 'summer' }, { id: 'worlds' }];

describe('resolveSelectedLeagueId', () => {
  it('keeps the stored league while the user still belongs to it', () => {
    expect(resolveSelectedLeagueId(leagues, 'summer')).toBe('summer');
  });

  it('chooses the first league when nothing was stored', () => {
    expect(resolveSelectedLeagueId(leagues, null)).toBe('spring');
  });

  it('chooses the first league when the stored one is no longer in the list', () => {
    expect(resolveSelectedLeagueId(leagues, 'left-last-season')).toBe('spring');
  });

  it('selects nothing when the user has no leagues', () => {
    expect(resolveSelectedLeagueId([], 'summer')).toBeNull();
    expect(resolveSelectedLeagueId([], null)).toBeNull();
  });
});
