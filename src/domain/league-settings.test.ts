import { describe, expect, it } from 'vitest';
import { closedBecause, type LeagueStage, SETTING_PATHS, SETTING_RULES } from './league-settings';

const stage = (changes: Partial<LeagueStage> = {}): LeagueStage => ({
  drafted: false,
  seasonStarted: false,
  firstGamePlayed: false,
  playoffsStarted: false,
  ...changes,
});

describe('when a setting may change', () => {
  it('opens every setting before the draft', () => {
    for (const path of SETTING_PATHS) expect(closedBecause(path, stage())).toBeNull();
  });

  it('lets a replay’s pace change in its first week until the first game has happened', () => {
    expect(SETTING_RULES['season.weekSeconds'].when).toBe('before the first game');
    const weekOne = stage({ drafted: true, seasonStarted: true });
    expect(closedBecause('season.weekSeconds', weekOne)).toBeNull();
    expect(closedBecause('medianGame', weekOne)).toBe(
      'Median game can change only before the first week: the season has begun',
    );
    expect(closedBecause('season.weekSeconds', { ...weekOne, firstGamePlayed: true })).toBe(
      'Pace can change only before the first game: the season has begun',
    );
  });

  it('closes the draft’s and the bracket’s settings once they have begun', () => {
    expect(closedBecause('roster.bench', stage({ drafted: true }))).toBe(
      'Bench size can change only before the draft: the draft has begun',
    );
    expect(closedBecause('playoffs.teams', stage({ playoffsStarted: true }))).toBe(
      'Playoff teams can change only before the playoffs: the playoffs have begun',
    );
    expect(closedBecause('league.name', stage({ playoffsStarted: true }))).toBeNull();
  });
});
