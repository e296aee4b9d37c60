import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORING,
  isDefaultScoring,
  isRuleValue,
  MAX_RULE_POINTS,
  MIN_RULE_POINTS,
  multiKillPoints,
  PLAYER_POINTS,
  PLAYER_RULES,
  type PlayerGameLine,
  type PlayerRule,
  playerGamePoints,
  roundPoints,
  scoringOf,
  TEAM_POINTS,
  type TeamGameLine,
  teamGamePoints,
} from './scoring';

const quiet: PlayerGameLine = {
  kills: 0,
  deaths: 0,
  assists: 0,
  cs: 0,
  tripleKills: 0,
  quadraKills: 0,
  pentaKills: 0,
};
const loss: TeamGameLine = {
  win: false,
  dragons: 0,
  barons: 0,
  towers: 0,
  firstBlood: false,
  gameLengthSeconds: 2000,
};

describe('player points per game', () => {
  it('is zero for a game with no stats', () => {
    expect(playerGamePoints(quiet)).toBe(0);
  });

  it.each([
    ['a kill', { kills: 1 }, 2],
    ['a death', { deaths: 1 }, -0.5],
    ['an assist', { assists: 1 }, 1.5],
    ['a creep', { cs: 1 }, 0.01],
    ['300 cs', { cs: 300 }, 3],
    ['4/2/6 with 250 cs', { kills: 4, deaths: 2, assists: 6, cs: 250 }, 8 - 1 + 9 + 2.5],
  ])('scores %s', (_, line, points) => {
    expect(playerGamePoints({ ...quiet, ...line })).toBe(points);
  });

  it('can be negative', () => {
    expect(playerGamePoints({ ...quiet, deaths: 7, cs: 10 })).toBe(-3.4);
  });

  it('gives 2 once for 10 or more kills', () => {
    expect(playerGamePoints({ ...quiet, kills: 9 })).toBe(18);
    expect(playerGamePoints({ ...quiet, kills: 10 })).toBe(22);
    expect(playerGamePoints({ ...quiet, kills: 14 })).toBe(30);
  });

  it('gives 2 once for 10 or more assists', () => {
    expect(playerGamePoints({ ...quiet, assists: 9 })).toBe(13.5);
    expect(playerGamePoints({ ...quiet, assists: 10 })).toBe(17);
  });

  it('gives the bonus only once with 10 kills and 10 assists', () => {
    expect(playerGamePoints({ ...quiet, kills: 10, assists: 10 })).toBe(20 + 15 + 2);
  });

  it('counts only the highest multi-kill of a game', () => {
    expect(multiKillPoints({ tripleKills: 1, quadraKills: 0, pentaKills: 0 })).toBe(2);
    expect(multiKillPoints({ tripleKills: 2, quadraKills: 0, pentaKills: 0 })).toBe(2);
    expect(multiKillPoints({ tripleKills: 1, quadraKills: 1, pentaKills: 0 })).toBe(5);
    expect(multiKillPoints({ tripleKills: 1, quadraKills: 1, pentaKills: 1 })).toBe(10);
    expect(multiKillPoints({ tripleKills: 0, quadraKills: 0, pentaKills: 1 })).toBe(10);
  });

  it('treats unknown multi-kills as none', () => {
    expect(multiKillPoints({ tripleKills: null, quadraKills: null, pentaKills: null })).toBe(0);
    expect(playerGamePoints({ ...quiet, kills: 3, tripleKills: null })).toBe(6);
  });

  it('adds multi-kill and 10+ bonuses to the base', () => {
    const line = {
      ...quiet,
      kills: 12,
      deaths: 1,
      assists: 4,
      cs: 321,
      pentaKills: 1,
      quadraKills: 1,
      tripleKills: 2,
    };
    expect(playerGamePoints(line)).toBe(24 - 0.5 + 6 + 3.21 + 10 + 2);
  });

  it('keeps cents exact', () => {
    expect(playerGamePoints({ ...quiet, cs: 333 })).toBe(3.33);
    expect(playerGamePoints({ ...quiet, cs: 7, deaths: 1 })).toBe(-0.43);
  });
});

describe('team points per game', () => {
  it('is zero for a long loss with nothing taken', () => {
    expect(teamGamePoints(loss)).toBe(0);
  });

  it.each([
    ['a dragon', { dragons: 1 }, 1],
    ['a baron', { barons: 1 }, 2],
    ['a tower', { towers: 1 }, 1],
    ['first blood', { firstBlood: true }, 2],
    ['a long win', { win: true }, 2],
    ['a win in under 30 minutes', { win: true, gameLengthSeconds: 1799 }, 4],
    ['a win at exactly 30 minutes', { win: true, gameLengthSeconds: 1800 }, 2],
    ['a short loss', { gameLengthSeconds: 1500 }, 0],
  ])('scores %s', (_, line, points) => {
    expect(teamGamePoints({ ...loss, ...line })).toBe(points);
  });

  it('adds everything for a dominant game', () => {
    expect(
      teamGamePoints({
        win: true,
        dragons: 4,
        barons: 2,
        towers: 11,
        firstBlood: true,
        gameLengthSeconds: 1650,
      }),
    ).toBe(2 + 4 + 4 + 11 + 2 + 2);
  });
});

describe('team points of real games', () => {
  // Team rows of data/lol-pro-2025.csv (Oracle's Elixir), by game id: result, game length,
  // first blood, dragons, barons, towers.
  it.each([
    // OKSavingsBank BRION (blue), 15 Jan 2025: a win in 29:02, 4 dragons, 1 baron, 10 towers.
    [
      'LOLTMNT03_183532',
      { win: true, gameLengthSeconds: 1742, firstBlood: false, dragons: 4, barons: 1, towers: 10 },
      2 + 2 + 4 + 2 + 10,
    ],
    // T1 (red), 18 Jan 2025: a win in 28:17 with first blood, 4 dragons, 1 baron, 9 towers.
    [
      'LOLTMNT03_187132',
      { win: true, gameLengthSeconds: 1697, firstBlood: true, dragons: 4, barons: 1, towers: 9 },
      2 + 2 + 2 + 4 + 2 + 9,
    ],
    // T1 (red), 16 Apr 2025: a loss in 30:50 with 3 towers and nothing else.
    [
      'LOLTMNT03_229082',
      { win: false, gameLengthSeconds: 1850, firstBlood: false, dragons: 0, barons: 0, towers: 3 },
      3,
    ],
  ])('scores game %s as the Fantasy LCS team rules do by hand', (_, line, points) => {
    expect(teamGamePoints(line)).toBe(points);
  });
});

describe('roundPoints', () => {
  it('rounds to the cent', () => {
    expect(roundPoints(0.1 + 0.2)).toBe(0.3);
    expect(roundPoints(1.005 * 1000)).toBe(1005);
  });
});

describe('a league’s own scoring values', () => {
  const faker: PlayerGameLine = {
    kills: 11,
    deaths: 2,
    assists: 7,
    cs: 312,
    tripleKills: 1,
    quadraKills: 1,
    pentaKills: 0,
  };

  it('score a game by the same rules with the league’s values', () => {
    const values = { ...PLAYER_POINTS, kill: 3, death: -1, cs: 0.02, quadraKill: 8 };
    // 11 × 3 − 2 + 7 × 1.5 + 312 × 0.02 + 8 (the quadra only) + 2 (10+ kills).
    expect(playerGamePoints(faker, values)).toBe(33 - 2 + 10.5 + 6.24 + 8 + 2);
    const win = { ...loss, win: true, gameLengthSeconds: 1700, dragons: 3 };
    expect(teamGamePoints(win, { ...TEAM_POINTS, dragon: 0.5, fastWin: 0 })).toBe(2 + 1.5);
  });

  it('take Riot’s values for every rule the league has not set', () => {
    expect(scoringOf(null)).toEqual(DEFAULT_SCORING);
    expect(scoringOf({ player: { kill: 4 } })).toEqual({
      player: { ...PLAYER_POINTS, kill: 4 },
      team: TEAM_POINTS,
    });
    expect(isDefaultScoring(scoringOf({ player: { kill: 2 } }))).toBe(true);
    expect(isDefaultScoring(scoringOf({ team: { tower: 1.5 } }))).toBe(false);
  });

  it('accept any value within the bounds to the cent, and nothing else', () => {
    for (const ok of [0, -20, 20, 0.01, -0.5, 12.34]) expect(isRuleValue(ok), `${ok}`).toBe(true);
    for (const bad of [20.01, -21, 0.005, 1.234, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isRuleValue(bad), `${bad}`).toBe(false);
    }
  });

  it('are whole cents exactly: a value a hair off a cent is refused, every cent is taken', () => {
    for (const bad of [19.999999999999, 2.005, 0.1000000001, -0.4999999999]) {
      expect(isRuleValue(bad), `${bad}`).toBe(false);
    }
    // Every cent within the bounds, as a client would send it (its decimal text parsed).
    for (let cents = MIN_RULE_POINTS * 100; cents <= MAX_RULE_POINTS * 100; cents += 1) {
      const value = Number((cents / 100).toFixed(2));
      expect(isRuleValue(value), `${value}`).toBe(true);
    }
  });

  it('keep a game’s points whole cents under any values within the bounds', () => {
    const cents = fc.integer({ min: MIN_RULE_POINTS * 100, max: MAX_RULE_POINTS * 100 });
    const values = fc.record(
      Object.fromEntries(PLAYER_RULES.map((rule) => [rule, cents.map((c) => c / 100)])) as Record<
        PlayerRule,
        fc.Arbitrary<number>
      >,
    );
    const stat = fc.integer({ min: 0, max: 600 });
    const line = fc.record({
      kills: stat,
      deaths: stat,
      assists: stat,
      cs: stat,
      tripleKills: fc.option(fc.integer({ min: 0, max: 3 })),
      quadraKills: fc.option(fc.integer({ min: 0, max: 2 })),
      pentaKills: fc.option(fc.integer({ min: 0, max: 1 })),
    });
    fc.assert(
      fc.property(line, values, (game, own) => {
        const points = playerGamePoints(game, own);
        expect(Math.abs(points * 100 - Math.round(points * 100))).toBeLessThan(1e-6);
      }),
    );
  });
});
