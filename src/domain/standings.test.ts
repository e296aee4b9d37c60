import { describe, expect, it } from 'vitest';
import { computeStandings, type MatchResult, winPercentage } from './standings';

const teams = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Bravo' },
  { id: 'c', name: 'Charlie' },
];
const game = (
  home: string,
  away: string,
  homeScore: number,
  awayScore: number,
  completed = true,
): MatchResult => ({
  homeTeamId: home,
  awayTeamId: away,
  homeScore,
  awayScore,
  completed,
});

describe('computeStandings', () => {
  it('counts wins, losses, ties and points for, from completed matchups only', () => {
    const rows = computeStandings(teams, [
      game('a', 'b', 100.5, 90),
      game('c', 'a', 80, 80),
      game('b', 'c', 120, 60.25),
      game('a', 'c', 500, 0, false),
    ]);
    expect(rows.map((r) => [r.team.id, r.wins, r.losses, r.ties, r.totalPoints, r.winPct])).toEqual(
      [
        ['b', 1, 1, 0, 210, 50],
        ['a', 1, 0, 1, 180.5, 100],
        ['c', 0, 1, 1, 140.25, 0],
      ],
    );
  });

  it('sorts by wins, then points', () => {
    const rows = computeStandings(teams, [game('a', 'b', 50, 60), game('c', 'a', 70, 40)]);
    expect(rows.map((r) => r.team.id)).toEqual(['c', 'b', 'a']);
  });

  it('lists every team before any game', () => {
    expect(computeStandings(teams, []).map((r) => [r.team.name, r.wins, r.winPct])).toEqual([
      ['Alpha', 0, 0],
      ['Bravo', 0, 0],
      ['Charlie', 0, 0],
    ]);
  });
});

describe('winPercentage', () => {
  it('leaves ties out and rounds to one decimal', () => {
    expect(winPercentage(2, 1)).toBe(66.7);
    expect(winPercentage(1, 2)).toBe(33.3);
    expect(winPercentage(0, 0)).toBe(0);
  });
});
