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
        ['a', 1, 0, 1, 180.5, 75],
        ['b', 1, 1, 0, 210, 50],
        ['c', 0, 1, 1, 140.25, 25],
      ],
    );
  });

  it('sorts by win percentage, then points', () => {
    const rows = computeStandings(teams, [game('a', 'b', 50, 60), game('c', 'a', 70, 40)]);
    expect(rows.map((r) => r.team.id)).toEqual(['c', 'b', 'a']);
  });

  it('lists every team level before any game: win % 0, by name', () => {
    const backwards = [...teams].reverse();
    expect(computeStandings(backwards, []).map((r) => [r.team.name, r.wins, r.winPct])).toEqual([
      ['Alpha', 0, 0],
      ['Bravo', 0, 0],
      ['Charlie', 0, 0],
    ]);
  });

  it('ranks by win percentage, so a week with a bye costs nothing', () => {
    // An odd league: c sat week 1 out. a at 1-1 has more points than c at 1-0, but c ranks first.
    const rows = computeStandings(teams, [
      game('a', 'b', 500, 100),
      game('b', 'a', 313.5, 313),
      game('c', 'b', 300, 10),
    ]);
    expect(rows.map((r) => [r.team.id, r.wins, r.losses, r.totalPoints, r.winPct])).toEqual([
      ['c', 1, 0, 300, 100],
      ['a', 1, 1, 813, 50],
      ['b', 1, 2, 423.5, 33.3],
    ]);
  });

  it('counts a tie as half a win and half a loss', () => {
    const rows = computeStandings(teams, [game('a', 'b', 80, 80), game('c', 'a', 10, 20)]);
    expect(rows.map((r) => [r.team.id, r.wins, r.losses, r.ties, r.winPct])).toEqual([
      ['a', 1, 0, 1, 75],
      ['b', 0, 0, 1, 50],
      ['c', 0, 1, 0, 0],
    ]);
  });

  it('lists teams level on everything in the league’s kept seeds, else by name', () => {
    const seeded = [
      { id: 'a', name: 'Alpha', seed: 3 },
      { id: 'b', name: 'Bravo', seed: 1 },
      { id: 'c', name: 'Charlie', seed: 2 },
    ];
    expect(computeStandings(seeded, []).map((r) => r.team.id)).toEqual(['b', 'c', 'a']);
    // The record still comes first: the seeds only order teams nothing else separates.
    const played = computeStandings(seeded, [game('a', 'b', 10, 5)]);
    expect(played.map((r) => r.team.id)).toEqual(['a', 'b', 'c']);
    const drawn = computeStandings(seeded, [game('a', 'b', 10, 10)]);
    expect(drawn.map((r) => r.team.id)).toEqual(['b', 'a', 'c']);
    const unseeded = seeded.map((team) => ({ ...team, seed: null }));
    expect(computeStandings(unseeded, []).map((r) => r.team.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('computeStandings: points against and the ranking', () => {
  it('counts the points scored against each team', () => {
    const rows = computeStandings(teams, [game('a', 'b', 100.5, 90), game('c', 'a', 80.25, 80)]);
    expect(rows.map((r) => [r.team.id, r.pointsAgainst])).toEqual([
      ['c', 80],
      ['a', 170.25],
      ['b', 100.5],
    ]);
  });

  it('ranks teams level on win % and points for by fewer points against, then by name', () => {
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

  it('ranks by win percentage with the median games counted', () => {
    // b lost to a but beat the median; c won but did not: level at 1-1, b has more points.
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

  it('counts a tie with a median win as half a win in two games', () => {
    // a and b drew at the top of the week: each a tie and a median win, 1.5 of 2.
    const rows = computeStandings(
      four,
      [inWeek(1, game('a', 'b', 90, 90)), inWeek(1, game('c', 'd', 10, 5))],
      { medianGame: true },
    );
    expect(rows.map((r) => [r.team.id, r.ties, r.medianWins, r.winPct])).toEqual([
      ['a', 1, 1, 75],
      ['b', 1, 1, 75],
      ['c', 0, 0, 50],
      ['d', 0, 0, 0],
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

const record = (
  [wins, losses, ties]: [number, number, number],
  totalPoints = 100,
  pointsAgainst = 100,
  [medianWins, medianLosses]: [number, number] = [0, 0],
) => ({ wins, losses, ties, medianWins, medianLosses, totalPoints, pointsAgainst });

describe('compareRecords', () => {
  it('ranks win percentage with median games, then points for, then fewer points against', () => {
    expect(compareRecords(record([3, 0, 0]), record([2, 1, 0], 500, 0))).toBeLessThan(0);
    expect(compareRecords(record([3, 1, 0], 100), record([2, 0, 0], 50))).toBeGreaterThan(0);
    expect(
      compareRecords(record([2, 1, 0], 100, 100, [1, 0]), record([2, 1, 0], 900)),
    ).toBeLessThan(0);
    expect(compareRecords(record([3, 0, 0], 100), record([3, 0, 0], 101))).toBeGreaterThan(0);
    expect(compareRecords(record([3, 0, 0], 100, 90), record([3, 0, 0], 100, 100))).toBeLessThan(0);
    expect(compareRecords(record([3, 0, 0], 100, 90), record([2, 0, 0], 100, 90, [1, 0]))).toBe(0);
  });

  it('ranks a team that missed a week by its share, not its count of wins', () => {
    // DRX 1-1 with 813 points against a team 1-0 with 300 after a bye.
    expect(compareRecords(record([1, 0, 0], 300), record([1, 1, 0], 813))).toBeLessThan(0);
  });

  it('counts a tie as half a win and half a loss', () => {
    expect(compareRecords(record([1, 1, 0]), record([0, 0, 2]))).toBe(0);
    expect(compareRecords(record([0, 0, 1]), record([0, 1, 0], 500))).toBeLessThan(0);
    expect(compareRecords(record([1, 0, 1]), record([1, 0, 0], 0))).toBeGreaterThan(0);
  });

  it('has equal shares compare level, whatever the number of games', () => {
    expect(compareRecords(record([2, 1, 0]), record([4, 2, 0]))).toBe(0);
    expect(compareRecords(record([1, 1, 1]), record([0, 0, 3]))).toBe(0);
  });

  it('ranks a team without a game at 0, level with a winless team, then by points', () => {
    expect(compareRecords(record([0, 0, 0]), record([0, 2, 0]))).toBe(0);
    expect(compareRecords(record([0, 0, 0], 0), record([0, 2, 0], 150))).toBeGreaterThan(0);
  });
});

describe('winPercentage', () => {
  it('counts a tie half, median games in, and rounds to one decimal', () => {
    expect(winPercentage(record([2, 1, 0]))).toBe(66.7);
    expect(winPercentage(record([1, 2, 0]))).toBe(33.3);
    expect(winPercentage(record([0, 0, 0]))).toBe(0);
    expect(winPercentage(record([2, 1, 1]))).toBe(62.5);
    expect(winPercentage(record([0, 0, 1], 100, 100, [1, 0]))).toBe(75);
  });
});
