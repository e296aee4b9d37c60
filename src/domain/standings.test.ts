import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareRecords,
  computeStandings,
  type MatchResult,
  medianResults,
  type WeekResult,
  winPercentage,
} from './standings';

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

describe('computeStandings: points against and the ranking', () => {
  it('counts the points scored against each team', () => {
    const rows = computeStandings(teams, [game('a', 'b', 100.5, 90), game('c', 'a', 80.25, 80)]);
    expect(rows.map((r) => [r.team.id, r.pointsAgainst])).toEqual([
      ['a', 170.25],
      ['c', 80],
      ['b', 100.5],
    ]);
  });

  it('ranks teams level on wins and points for by fewer points against, then by name', () => {
    const four = [...teams, { id: 'd', name: 'Delta' }];
    const rows = computeStandings(four, [game('a', 'b', 100, 50), game('c', 'd', 100, 70)]);
    expect(rows.map((r) => r.team.id)).toEqual(['a', 'c', 'd', 'b']);
    const level = computeStandings(four, [game('a', 'b', 100, 50), game('c', 'd', 100, 50)]);
    expect(level.map((r) => r.team.id)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('has no median games unless the league plays them', () => {
    const rows = computeStandings(teams, [game('a', 'b', 100, 90)]);
    expect(rows.every((r) => r.medianWins === 0 && r.medianLosses === 0)).toBe(true);
  });
});

const four = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Bravo' },
  { id: 'c', name: 'Charlie' },
  { id: 'd', name: 'Delta' },
];
const inWeek = (week: number, result: MatchResult): WeekResult => ({ ...result, week });

describe('computeStandings with the median game', () => {
  it('gives each week a median win to the top half and a median loss to the rest', () => {
    const rows = computeStandings(
      four,
      [
        inWeek(1, game('a', 'b', 100, 90)),
        inWeek(1, game('c', 'd', 80, 70)),
        inWeek(2, game('a', 'c', 60, 95)),
        inWeek(2, game('b', 'd', 85, 50)),
      ],
      { medianGame: true },
    );
    const byId = Object.fromEntries(rows.map((r) => [r.team.id, r]));
    expect(byId.a).toMatchObject({ wins: 1, losses: 1, medianWins: 1, medianLosses: 1 });
    expect(byId.b).toMatchObject({ wins: 1, losses: 1, medianWins: 2, medianLosses: 0 });
    expect(byId.c).toMatchObject({ wins: 2, losses: 0, medianWins: 1, medianLosses: 1 });
    expect(byId.d).toMatchObject({ wins: 0, losses: 2, medianWins: 0, medianLosses: 2 });
  });

  it('ranks by wins with the median wins counted, and counts them in the win percentage', () => {
    // b lost to a but beat the median; c won but did not: level on wins, b has more points.
    const rows = computeStandings(
      four,
      [inWeek(1, game('a', 'b', 81, 80)), inWeek(1, game('c', 'd', 10, 5))],
      { medianGame: true },
    );
    expect(rows.map((r) => [r.team.id, r.wins + r.medianWins, r.winPct])).toEqual([
      ['a', 2, 100],
      ['b', 1, 50],
      ['c', 1, 50],
      ['d', 0, 0],
    ]);
  });

  it('leaves out weeks not yet scored', () => {
    const rows = computeStandings(four, [inWeek(1, game('a', 'b', 100, 90, false))], {
      medianGame: true,
    });
    expect(rows.every((r) => r.medianWins + r.medianLosses === 0)).toBe(true);
  });
});

const scores = (...points: number[]) =>
  points.map((value, index) => ({ teamId: String.fromCharCode(97 + index), points: value }));
const winners = (results: { teamId: string; result: string }[]) =>
  results.filter((r) => r.result === 'win').map((r) => r.teamId);

describe('medianResults', () => {
  it('gives the top half of an even league a win', () => {
    expect(winners(medianResults(scores(90, 120, 70, 100)))).toEqual(['b', 'd']);
  });

  it('gives the middle team of an odd league a loss', () => {
    expect(winners(medianResults(scores(90, 120, 70, 100, 80)))).toEqual(['b', 'd']);
  });

  it('gives teams level across the median the same result: the better one', () => {
    expect(winners(medianResults(scores(90, 100, 100, 70)))).toEqual(['b', 'c']);
    expect(winners(medianResults(scores(100, 90, 90, 70)))).toEqual(['a', 'b', 'c']);
    expect(winners(medianResults(scores(100, 100, 90)))).toEqual(['a', 'b']);
    expect(winners(medianResults(scores(50, 50, 50, 50)))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('compares scores to the hundredth of a point', () => {
    expect(winners(medianResults(scores(0.1 + 0.2, 0.3, 0.1)))).toEqual(['a', 'b']);
  });

  it('gives at least half the league a win and never more than half with distinct scores', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 20 }), (points) => {
        const wins = winners(medianResults(scores(...points))).length;
        expect(wins).toBeGreaterThanOrEqual(Math.floor(points.length / 2));
        if (new Set(points).size === points.length) {
          expect(wins).toBe(Math.floor(points.length / 2));
        }
      }),
    );
  });

  it('never gives a team a loss when a team with fewer points wins', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 20 }), (points) => {
        const results = medianResults(scores(...points));
        points.forEach((mine, i) => {
          points.forEach((theirs, j) => {
            if (mine >= theirs && results[j]!.result === 'win') {
              expect(results[i]!.result).toBe('win');
            }
          });
        });
      }),
    );
  });
});

describe('compareRecords', () => {
  const record = (
    wins: number,
    medianWins: number,
    totalPoints: number,
    pointsAgainst: number,
  ) => ({
    wins,
    medianWins,
    totalPoints,
    pointsAgainst,
  });

  it('ranks wins with median wins, then points for, then fewer points against', () => {
    expect(compareRecords(record(3, 0, 100, 100), record(2, 0, 500, 0))).toBeLessThan(0);
    expect(compareRecords(record(2, 1, 100, 100), record(3, 0, 90, 100))).toBeLessThan(0);
    expect(compareRecords(record(3, 0, 100, 100), record(3, 0, 101, 100))).toBeGreaterThan(0);
    expect(compareRecords(record(3, 0, 100, 90), record(3, 0, 100, 100))).toBeLessThan(0);
    expect(compareRecords(record(3, 0, 100, 90), record(2, 1, 100, 90))).toBe(0);
  });
});

describe('winPercentage', () => {
  it('leaves ties out and rounds to one decimal', () => {
    expect(winPercentage(2, 1)).toBe(66.7);
    expect(winPercentage(1, 2)).toBe(33.3);
    expect(winPercentage(0, 0)).toBe(0);
  });
});
