import { describe, expect, it } from 'vitest';
import { formatWinPct, hasStandingsData, hasTies, standingsNote } from './standings-display';

describe('hasStandingsData', () => {
  it('is false until some team has a result', () => {
    expect(hasStandingsData([])).toBe(false);
    expect(hasStandingsData([{ wins: 0, losses: 0, ties: 0 }])).toBe(false);
    expect(hasStandingsData([{ wins: 0, losses: 1, ties: 0 }])).toBe(true);
    expect(hasStandingsData([{ wins: 0, losses: 0, ties: 1 }])).toBe(true);
  });
});

describe('hasTies', () => {
  it('is true once any team has tied', () => {
    expect(hasTies([{ wins: 1, losses: 0, ties: 0 }])).toBe(false);
    expect(
      hasTies([
        { wins: 1, losses: 0, ties: 0 },
        { wins: 0, losses: 0, ties: 1 },
      ]),
    ).toBe(true);
  });
});

describe('formatWinPct', () => {
  it('shows the percentage to one decimal', () => {
    expect(formatWinPct(66.7)).toBe('66.7%');
    expect(formatWinPct(100)).toBe('100.0%');
    expect(formatWinPct(0)).toBe('0.0%');
    expect(formatWinPct(Number.NaN)).toBe('0.0%');
  });
});

describe('standingsNote', () => {
  it('names every tiebreak, and the median games where the league plays them', () => {
    expect(standingsNote(false)).toBe(
      'Ranked by Win %, then fantasy points scored in matchups, then fewest points against; ' +
        'teams still level are placed by a coin flip when the regular season ends. ' +
        'Win % counts every matchup, a tie as half a win.',
    );
    expect(standingsNote(true)).toContain(
      'Win % counts every matchup and median game, a tie as half a win.',
    );
  });
});
