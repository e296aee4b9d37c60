import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BracketResults,
  type BracketRound,
  bracketRounds,
  bracketWinner,
  consolationRounds,
  decidedWeeks,
  type PlayoffScore,
  type PlayoffSettings,
  playoffCalendarProblem,
  playoffRounds,
  playoffStartWeek,
  playoffWeeks,
  seedTeams,
} from './playoffs';

/** A seeded random source (mulberry32): the same seed gives the same numbers. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const noRandom = () => {
  throw new Error('no coin flip expected');
};

/** A team's record over `games` games (7 unless told): the games not won are losses. */
const record = (
  id: string,
  wins: number,
  totalPoints = 100,
  pointsAgainst = 100,
  medianWins = 0,
  { games = 7, ties = 0, medianGames = medianWins } = {},
) => ({
  team: { id },
  wins,
  losses: games - wins - ties,
  ties,
  medianWins,
  medianLosses: medianGames - medianWins,
  totalPoints,
  pointsAgainst,
});

const settings = (overrides: Partial<PlayoffSettings> = {}): PlayoffSettings => ({
  teams: 4,
  roundWeeks: 1,
  startWeek: 10,
  consolation: false,
  ...overrides,
});

const teamIds = (count: number) => Array.from({ length: count }, (_, index) => `t${index + 1}`);

/** Scores for the given weeks: `points[teamId]` is the team's points in each of those weeks. */
const weekScores = (weeks: number[], points: Record<string, number>): PlayoffScore[] =>
  weeks.flatMap((week) =>
    Object.entries(points).map(([teamId, value]) => ({ teamId, week, points: value })),
  );

const pairs = (round: BracketRound) =>
  round.matchups.map((game) => [game.high.seed, game.low.seed]);

describe('playoffRounds and playoffWeeks', () => {
  it('needs enough rounds to halve the field down to one team', () => {
    expect([2, 4, 6, 8].map(playoffRounds)).toEqual([1, 2, 3, 3]);
  });

  it('takes each round times its weeks', () => {
    expect(playoffWeeks(4, 1)).toBe(2);
    expect(playoffWeeks(6, 2)).toBe(6);
    expect(playoffWeeks(2, 2)).toBe(2);
  });
});

describe('playoffStartWeek', () => {
  it('puts the playoffs in the last weeks of the schedule by default', () => {
    expect(playoffStartWeek({ scheduleWeeks: 12, teams: 4, roundWeeks: 1, startWeek: null })).toBe(
      11,
    );
    expect(playoffStartWeek({ scheduleWeeks: 12, teams: 4, roundWeeks: 2, startWeek: null })).toBe(
      9,
    );
    expect(playoffStartWeek({ scheduleWeeks: 12, teams: 8, roundWeeks: 1, startWeek: null })).toBe(
      10,
    );
  });

  it('keeps a start week that is set, schedule or not', () => {
    expect(playoffStartWeek({ scheduleWeeks: 12, teams: 4, roundWeeks: 1, startWeek: 8 })).toBe(8);
    expect(playoffStartWeek({ scheduleWeeks: null, teams: 4, roundWeeks: 1, startWeek: 8 })).toBe(
      8,
    );
  });

  it('is unknown without a schedule or a start week', () => {
    expect(
      playoffStartWeek({ scheduleWeeks: null, teams: 4, roundWeeks: 1, startWeek: null }),
    ).toBeNull();
  });
});

describe('playoffCalendarProblem', () => {
  const calendar = {
    scheduleWeeks: 10,
    teams: 4 as const,
    roundWeeks: 1 as const,
    startWeek: null,
  };

  it('accepts playoffs that fit after at least one regular-season week', () => {
    expect(playoffCalendarProblem(calendar)).toBeNull();
    expect(playoffCalendarProblem({ ...calendar, startWeek: 9 })).toBeNull();
    expect(playoffCalendarProblem({ ...calendar, scheduleWeeks: 3 })).toBeNull();
    expect(playoffCalendarProblem({ ...calendar, scheduleWeeks: null, startWeek: 15 })).toBeNull();
  });

  it('refuses playoffs that run past the schedule', () => {
    expect(playoffCalendarProblem({ ...calendar, startWeek: 10 })).toBe(
      'Playoffs of 2 rounds need weeks 10–11: the schedule has 10 weeks',
    );
    expect(playoffCalendarProblem({ ...calendar, teams: 2, startWeek: 11 })).toBe(
      'Playoffs of 1 round need week 11: the schedule has 10 weeks',
    );
    expect(playoffCalendarProblem({ ...calendar, roundWeeks: 2, startWeek: 8 })).toBe(
      'Playoffs of 2 rounds of 2 weeks need weeks 8–11: the schedule has 10 weeks',
    );
  });

  it('refuses playoffs that leave no regular season', () => {
    expect(playoffCalendarProblem({ ...calendar, teams: 8, scheduleWeeks: 3 })).toBe(
      'Playoffs of 3 rounds need 3 weeks after a regular season of at least 1 week: the schedule has 3 weeks',
    );
    expect(playoffCalendarProblem({ ...calendar, startWeek: 1 })).toBe(
      'Playoff start week must be 2 or later: the regular season needs at least 1 week',
    );
  });

  it('refuses more playoff teams than the league has', () => {
    expect(playoffCalendarProblem({ ...calendar, teams: 8, leagueTeams: 6 })).toBe(
      "Playoff teams must be at most the league's 6 teams",
    );
    expect(playoffCalendarProblem({ ...calendar, teams: 6, leagueTeams: 6 })).toBeNull();
  });
});

describe('seedTeams', () => {
  it('seeds by win percentage, counting median games', () => {
    const { seeds, coinFlips } = seedTeams(
      [record('a', 5), record('b', 7), record('c', 5, 100, 100, 3), record('d', 6)],
      noRandom,
    );
    // c: 8 of 10 games, its median games included, is below d's 6 of 7 and above a's 5 of 7.
    expect(seeds).toEqual(['b', 'd', 'c', 'a']);
    expect(coinFlips).toEqual([]);
  });

  it('seeds a team that had a bye by its share of games, not its count of wins', () => {
    // After week 2 of an odd league: DRX 1-1 with 813 points, Gen 1-0 with 300 after its bye.
    const { seeds } = seedTeams(
      [record('drx', 1, 813, 700, 0, { games: 2 }), record('gen', 1, 300, 200, 0, { games: 1 })],
      noRandom,
    );
    expect(seeds).toEqual(['gen', 'drx']);
  });

  it('counts a tie as half a win', () => {
    const { seeds } = seedTeams(
      [
        record('a', 3, 900, 100, 0, { games: 6 }),
        record('b', 3, 100, 100, 0, { games: 6, ties: 1 }),
      ],
      noRandom,
    );
    expect(seeds).toEqual(['b', 'a']);
  });

  it('breaks a level record by more points for, then by fewer points against', () => {
    const { seeds } = seedTeams(
      [record('a', 5, 900, 800), record('b', 5, 950, 990), record('c', 5, 900, 700)],
      noRandom,
    );
    expect(seeds).toEqual(['b', 'c', 'a']);
  });

  it('places teams level on everything by a recorded coin flip', () => {
    const random = () => 0.75;
    const { seeds, coinFlips } = seedTeams(
      [record('x', 9), record('b', 5, 900, 800), record('a', 5, 900, 800)],
      random,
    );
    expect(seeds).toEqual(['x', 'b', 'a']);
    expect(coinFlips).toEqual([{ teamIds: ['a', 'b'], winnerId: 'b' }]);
    expect(seedTeams([record('b', 5), record('a', 5)], () => 0.25).seeds).toEqual(['a', 'b']);
  });

  it('draws team by team when more than two are level', () => {
    const { seeds, coinFlips } = seedTeams(
      [record('a', 5), record('b', 5), record('c', 5), record('d', 6)],
      () => 0.5,
    );
    expect(seeds).toEqual(['d', 'b', 'c', 'a']);
    expect(coinFlips).toEqual([
      { teamIds: ['a', 'b', 'c'], winnerId: 'b' },
      { teamIds: ['a', 'c'], winnerId: 'c' },
    ]);
  });

  it('gives the same seeds and flips for the same records and seed, in any order', () => {
    const records = fc
      .array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 12 })
      .map((wins) => wins.map((w, index) => record(`t${index}`, w)));
    const shuffled = records.chain((list) =>
      fc.tuple(
        fc.constant(list),
        fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
      ),
    );
    fc.assert(
      fc.property(shuffled, fc.integer(), ([list, reordered], seed) => {
        const first = seedTeams(list, seededRandom(seed));
        expect(seedTeams(reordered, seededRandom(seed))).toEqual(first);
        expect([...first.seeds].sort()).toEqual(list.map((r) => r.team.id).sort());
        const wins = new Map(list.map((r) => [r.team.id, r.wins]));
        // Every flip is among teams level on wins, and the seeds keep the wins in order.
        for (const flip of first.coinFlips) {
          expect(new Set(flip.teamIds.map((id) => wins.get(id))).size).toBe(1);
          expect(flip.teamIds).toContain(flip.winnerId);
        }
        const seededWins = first.seeds.map((id) => wins.get(id)!);
        expect(seededWins).toEqual([...seededWins].sort((a, b) => b - a));
      }),
    );
  });
});

describe('bracketRounds: pairings', () => {
  it('pairs 4 teams 1 v 4 and 2 v 3, one round a week', () => {
    const rounds = bracketRounds(teamIds(4), settings());
    expect(rounds.map((round) => round.weeks)).toEqual([[10], [11]]);
    expect(pairs(rounds[0]!)).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(rounds[0]!.byes).toEqual([]);
  });

  it('pairs 8 teams 1 v 8, 2 v 7, 3 v 6 and 4 v 5', () => {
    const rounds = bracketRounds(teamIds(8), settings({ teams: 8 }));
    expect(rounds).toHaveLength(3);
    expect(pairs(rounds[0]!)).toEqual([
      [1, 8],
      [2, 7],
      [3, 6],
      [4, 5],
    ]);
  });

  it('gives seeds 1 and 2 of 6 a first-round bye while 3 plays 6 and 4 plays 5', () => {
    const rounds = bracketRounds(teamIds(6), settings({ teams: 6 }));
    expect(rounds[0]!.byes).toEqual([
      { teamId: 't1', seed: 1 },
      { teamId: 't2', seed: 2 },
    ]);
    expect(pairs(rounds[0]!)).toEqual([
      [3, 6],
      [4, 5],
    ]);
    expect(rounds.slice(1).map((round) => round.matchups)).toEqual([[], []]);
  });

  it('takes the first seeds only: the rest miss the playoffs', () => {
    const rounds = bracketRounds(teamIds(10), settings({ teams: 2 }));
    expect(rounds).toHaveLength(1);
    expect(rounds[0]!.matchups.map((game) => [game.high.teamId, game.low.teamId])).toEqual([
      ['t1', 't2'],
    ]);
  });
});

describe('bracketRounds: re-seeding', () => {
  it('sends the top seed of 6 against the lowest seed left', () => {
    const rounds = bracketRounds(teamIds(6), settings({ teams: 6 }), {
      scores: weekScores([10], { t3: 80, t6: 95, t4: 90, t5: 70 }),
      finalWeeks: [10],
    });
    expect(rounds[0]!.decided).toBe(true);
    expect(pairs(rounds[1]!)).toEqual([
      [1, 6],
      [2, 4],
    ]);
  });

  it('pairs the best seed left with the worst left after an upset of 8', () => {
    const rounds = bracketRounds(teamIds(8), settings({ teams: 8 }), {
      scores: weekScores([10], { t1: 50, t8: 60, t2: 90, t7: 10, t3: 90, t6: 10, t4: 90, t5: 10 }),
      finalWeeks: [10],
    });
    expect(pairs(rounds[1]!)).toEqual([
      [2, 8],
      [3, 4],
    ]);
  });
});

describe('bracketRounds: progress', () => {
  it('adds up each team’s weeks over a 2-week round and decides it once both are final', () => {
    const oneWeek = bracketRounds(teamIds(4), settings({ roundWeeks: 2 }), {
      scores: weekScores([10], { t1: 100, t4: 60, t2: 70, t3: 75 }),
      finalWeeks: [10],
    });
    expect(oneWeek.map((round) => round.weeks)).toEqual([
      [10, 11],
      [12, 13],
    ]);
    expect(oneWeek[0]!.decided).toBe(false);
    expect(oneWeek[0]!.matchups[0]).toMatchObject({
      high: { teamId: 't1', points: 100 },
      low: { teamId: 't4', points: 60 },
      winnerId: null,
    });
    expect(oneWeek[1]!.matchups).toEqual([]);

    const bothWeeks = bracketRounds(teamIds(4), settings({ roundWeeks: 2 }), {
      scores: [
        ...weekScores([10], { t1: 100, t4: 60, t2: 70, t3: 75 }),
        ...weekScores([11], { t1: 40, t4: 90.5, t2: 70, t3: 60 }),
      ],
      finalWeeks: [10, 11],
    });
    expect(bothWeeks[0]!.decided).toBe(true);
    expect(bothWeeks[0]!.matchups.map((game) => [game.high.points, game.low.points])).toEqual([
      [140, 150.5],
      [140, 135],
    ]);
    expect(bothWeeks[0]!.matchups.map((game) => game.winnerId)).toEqual(['t4', 't2']);
    expect(pairs(bothWeeks[1]!)).toEqual([[2, 4]]);
  });

  it('gives a level total to the better seed', () => {
    const rounds = bracketRounds(teamIds(4), settings(), {
      scores: weekScores([10], { t1: 80, t4: 80, t2: 70.1, t3: 70.1 }),
      finalWeeks: [10],
    });
    expect(rounds[0]!.matchups.map((game) => game.winnerId)).toEqual(['t1', 't2']);
  });

  it('counts a team without a score in a final week as scoring 0', () => {
    const rounds = bracketRounds(teamIds(2), settings({ teams: 2 }), {
      scores: [{ teamId: 't2', week: 10, points: 5 }],
      finalWeeks: [10],
    });
    expect(rounds[0]!.matchups[0]!.winnerId).toBe('t2');
  });

  it('names the champion only once the final is final', () => {
    const scores = [
      ...weekScores([10], { t1: 100, t4: 60, t2: 90, t3: 75 }),
      ...weekScores([11], { t1: 80, t2: 95 }),
    ];
    const live = bracketRounds(teamIds(4), settings(), { scores, finalWeeks: [10] });
    expect(live[1]!.matchups[0]).toMatchObject({
      high: { teamId: 't1', points: 80 },
      low: { teamId: 't2', points: 95 },
      winnerId: null,
    });
    expect(bracketWinner(live)).toBeNull();
    const done = bracketRounds(teamIds(4), settings(), { scores, finalWeeks: [10, 11] });
    expect(bracketWinner(done)).toBe('t2');
  });

  it('decides nothing before the first playoff week is final', () => {
    const rounds = bracketRounds(teamIds(8), settings({ teams: 8 }), {
      scores: [],
      finalWeeks: [1, 2, 3, 9, 11, 12],
    });
    expect(rounds.map((round) => round.decided)).toEqual([false, false, false]);
    expect(bracketWinner(rounds)).toBeNull();
  });
});

describe('consolationRounds', () => {
  it('brackets the teams that missed the playoffs in their regular-season order', () => {
    const rounds = consolationRounds(teamIds(8), settings({ consolation: true }));
    expect(rounds.map((round) => round.weeks)).toEqual([[10], [11]]);
    expect(
      rounds[0]!.matchups.map((game) => [
        [game.high.teamId, game.high.seed],
        [game.low.teamId, game.low.seed],
      ]),
    ).toEqual([
      [
        ['t5', 1],
        ['t8', 4],
      ],
      [
        ['t6', 2],
        ['t7', 3],
      ],
    ]);
  });

  it('plays by the playoffs’ rules: the winner of its final, a level total to the better seed', () => {
    const rounds = consolationRounds(teamIds(8), settings({ consolation: true }), {
      scores: [
        ...weekScores([10], { t5: 50, t8: 50, t6: 40, t7: 45 }),
        ...weekScores([11], { t5: 60, t7: 70 }),
      ],
      finalWeeks: [10, 11],
    });
    expect(pairs(rounds[1]!)).toEqual([[1, 3]]);
    expect(bracketWinner(rounds)).toBe('t7');
  });

  it('takes only as many teams as the playoffs’ rounds hold', () => {
    const rounds = consolationRounds(teamIds(12), settings({ teams: 4, consolation: true }));
    const teams = rounds[0]!.matchups.flatMap((game) => [game.high.teamId, game.low.teamId]);
    expect(teams.sort()).toEqual(['t5', 't6', 't7', 't8']);
  });

  it('ends in the same weeks as the playoffs when it has fewer rounds', () => {
    const rounds = consolationRounds(
      teamIds(6),
      settings({ teams: 4, roundWeeks: 2, consolation: true }),
    );
    expect(rounds.map((round) => round.weeks)).toEqual([[12, 13]]);
    expect(pairs(rounds[0]!)).toEqual([[1, 2]]);
  });

  it('gives byes to its top seeds like the playoffs', () => {
    const rounds = consolationRounds(teamIds(11), settings({ teams: 6, consolation: true }));
    expect(rounds[0]!.byes.map((team) => team.teamId)).toEqual(['t7', 't8', 't9']);
    expect(pairs(rounds[0]!)).toEqual([[4, 5]]);
  });

  it('is empty when the league has none or fewer than 2 teams miss the playoffs', () => {
    expect(consolationRounds(teamIds(8), settings())).toEqual([]);
    expect(consolationRounds(teamIds(5), settings({ consolation: true }))).toEqual([]);
  });
});

describe('brackets of any size', () => {
  const bracketCase = fc
    .record({
      leagueTeams: fc.integer({ min: 2, max: 20 }),
      teams: fc.constantFrom(2, 4, 6, 8 as const),
      roundWeeks: fc.constantFrom(1, 2 as const),
      startWeek: fc.integer({ min: 2, max: 12 }),
      points: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 20 * 6, maxLength: 20 * 6 }),
    })
    .map(({ leagueTeams, teams, roundWeeks, startWeek, points }) => {
      const seeds = teamIds(leagueTeams);
      const weeks = Array.from({ length: 6 }, (_, index) => startWeek + index);
      // Small integer points, so level totals (and the better seed's win) come up often.
      const scores = seeds.flatMap((teamId, t) =>
        weeks.map((week, w) => ({ teamId, week, points: points[t * 6 + w]! })),
      );
      const playoff: PlayoffSettings = { teams, roundWeeks, startWeek, consolation: true };
      return { seeds, playoff, weeks, scores };
    });

  const brackets = (seeds: string[], playoff: PlayoffSettings, results: BracketResults) => [
    bracketRounds(seeds, playoff, results),
    consolationRounds(seeds, playoff, results),
  ];

  it('has exactly one winner, from its own field, once every week is final', () => {
    fc.assert(
      fc.property(bracketCase, ({ seeds, playoff, weeks, scores }) => {
        for (const rounds of brackets(seeds, playoff, { scores, finalWeeks: weeks })) {
          if (rounds.length === 0) continue;
          expect(rounds.every((round) => round.decided)).toBe(true);
          const field = new Set([
            ...rounds[0]!.byes.map((team) => team.teamId),
            ...rounds[0]!.matchups.flatMap((game) => [game.high.teamId, game.low.teamId]),
          ]);
          expect(rounds.at(-1)!.matchups).toHaveLength(1);
          expect(field.has(bracketWinner(rounds)!)).toBe(true);
        }
        const playoffs = bracketRounds(seeds, playoff, { scores, finalWeeks: weeks });
        expect(playoffs).toHaveLength(playoffRounds(Math.min(playoff.teams, seeds.length)));
      }),
    );
  });

  it('has each team in at most one matchup a round, and no team with a bye in round 1', () => {
    fc.assert(
      fc.property(bracketCase, ({ seeds, playoff, weeks, scores }) => {
        for (const rounds of brackets(seeds, playoff, { scores, finalWeeks: weeks })) {
          for (const round of rounds) {
            const playing = round.matchups.flatMap((game) => [game.high.teamId, game.low.teamId]);
            expect(new Set(playing).size).toBe(playing.length);
            for (const bye of round.byes) expect(playing).not.toContain(bye.teamId);
          }
        }
      }),
    );
  });

  it('sends each round’s winners, and only they, to the next round', () => {
    fc.assert(
      fc.property(bracketCase, ({ seeds, playoff, weeks, scores }) => {
        for (const rounds of brackets(seeds, playoff, { scores, finalWeeks: weeks })) {
          rounds.slice(1).forEach((round, index) => {
            const before = rounds[index]!;
            const through = [
              ...before.byes.map((team) => team.teamId),
              ...before.matchups.map((game) => game.winnerId!),
            ].sort();
            const playing = round.matchups.flatMap((game) => [game.high.teamId, game.low.teamId]);
            expect(playing.sort()).toEqual(through);
          });
          for (const game of rounds.flatMap((round) => round.matchups)) {
            const [winner, loser] =
              game.winnerId === game.high.teamId ? [game.high, game.low] : [game.low, game.high];
            expect(winner.points > loser.points || winner === game.high).toBe(true);
            expect(game.high.seed).toBeLessThan(game.low.seed);
          }
        }
      }),
    );
  });

  it('names no winner while the last round has a week not yet final', () => {
    fc.assert(
      fc.property(bracketCase, ({ seeds, playoff, weeks, scores }) => {
        const rounds = bracketRounds(seeds, playoff, { scores, finalWeeks: weeks });
        const lastWeek = rounds.at(-1)!.weeks.at(-1)!;
        const finalWeeks = weeks.filter((week) => week !== lastWeek);
        expect(bracketWinner(bracketRounds(seeds, playoff, { scores, finalWeeks }))).toBeNull();
      }),
    );
  });
});

describe('decidedWeeks', () => {
  it('gives the weeks of the decided rounds only', () => {
    const settings = { teams: 4 as const, roundWeeks: 2 as const, startWeek: 3 };
    const seeds = ['a', 'b', 'c', 'd'];
    // Semi-finals (weeks 3–4) final, the final (weeks 5–6) half played.
    const results: BracketResults = {
      scores: seeds.flatMap((teamId, index) =>
        [3, 4, 5].map((week) => ({ teamId, week, points: 10 - index })),
      ),
      finalWeeks: [3, 4, 5],
    };
    const rounds = bracketRounds(seeds, settings, results);
    expect(decidedWeeks(rounds)).toEqual([3, 4]);
    expect(decidedWeeks(bracketRounds(seeds, settings))).toEqual([]);
    expect(
      decidedWeeks(bracketRounds(seeds, settings, { ...results, finalWeeks: [3, 4, 5, 6] })),
    ).toEqual([3, 4, 5, 6]);
  });
});
