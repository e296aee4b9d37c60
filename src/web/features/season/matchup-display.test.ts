import { describe, expect, it } from 'vitest';
import type { Matchup, MatchupStarter } from '../../../domain/contract/season';
import {
  gameLine,
  isWeekComplete,
  liveSummary,
  matchupOutcome,
  matchupPhase,
  matchupsErrorMessage,
  outcomeSummary,
  slotPoints,
  starterPoints,
  starterRows,
  teamsOnBye,
} from './matchup-display';

const matchup = (over: Partial<Matchup> = {}): Matchup =>
  ({
    id: 'm1',
    week: 1,
    teamA: { id: 'a', name: 'Gank Squad', owner: 'sam' },
    teamB: { id: 'b', name: 'Blue Buff Bandits', owner: 'jess' },
    homeTeamId: 'a',
    awayTeamId: 'b',
    scoreA: null,
    scoreB: null,
    winner: null,
    completed: false,
    scored: false,
    isTie: false,
    starters: { home: [], away: [] },
    ...over,
  }) as Matchup;

const starter = (slot: string, name: string, points: number | null): MatchupStarter => ({
  slot,
  player: { id: name.toLowerCase(), name, position: slot, team: 'T1' },
  points,
  games: points === null ? null : 2,
  lines: [],
});

describe('matchupOutcome', () => {
  it('is upcoming until the week is scored', () => {
    expect(matchupOutcome(matchup())).toEqual({ status: 'upcoming' });
    expect(matchupOutcome(matchup({ scoreA: 10, scoreB: 5 }))).toEqual({ status: 'upcoming' });
  });

  it('names the winner from the scores, with the margin', () => {
    const scored = matchup({ scoreA: 80.25, scoreB: 92.5, winner: 'b', completed: true });
    expect(matchupOutcome(scored)).toEqual({ status: 'won', winnerId: 'b', margin: '12.3' });
  });

  it('calls equal scores a tie', () => {
    const tie = matchup({ scoreA: 50, scoreB: 50, isTie: true, completed: true });
    expect(matchupOutcome(tie)).toEqual({ status: 'tie', points: '50.0' });
  });

  it('sends the better seed through a level playoff week when the round is one week', () => {
    const level = { scoreA: 50, scoreB: 50, isTie: true, completed: true };
    for (const stage of ['playoff', 'consolation'] as const) {
      expect(matchupOutcome(matchup({ ...level, stage }), 1)).toEqual({
        status: 'seed',
        winnerId: 'a',
        points: '50.0',
      });
      expect(outcomeSummary(matchup({ ...level, stage }), 1)).toBe(
        'Level at 50.0: Gank Squad goes through as the better seed',
      );
    }
  });

  it('sends through the winner the server names for a level playoff week, as the bracket does', () => {
    // As the server answers a level one-week round: the better seed wins, and it is no tie.
    const level = matchup({
      scoreA: 0,
      scoreB: 0,
      winner: 'a',
      isTie: false,
      completed: true,
      stage: 'playoff',
    });
    for (const roundWeeks of [1, undefined]) {
      expect(matchupOutcome(level, roundWeeks)).toEqual({
        status: 'seed',
        winnerId: 'a',
        points: '0.0',
      });
      expect(outcomeSummary(level, roundWeeks)).toBe(
        'Level at 0.0: Gank Squad goes through as the better seed',
      );
    }
  });

  it('keeps a level week a tie in the regular season and in a round of several weeks', () => {
    const level = { scoreA: 50, scoreB: 50, isTie: true, completed: true };
    expect(matchupOutcome(matchup({ ...level, stage: 'regular' }), 1)).toEqual({
      status: 'tie',
      points: '50.0',
    });
    expect(matchupOutcome(matchup({ ...level, stage: 'playoff' }), 2)).toEqual({
      status: 'tie',
      points: '50.0',
    });
  });
});

describe('outcomeSummary', () => {
  it('says nothing before the result', () => {
    expect(outcomeSummary(matchup())).toBeNull();
  });

  it('names the winner and the margin to one decimal', () => {
    const scored = matchup({ scoreA: 104.36, scoreB: 98, winner: 'a', completed: true });
    expect(outcomeSummary(scored)).toBe('Gank Squad won by 6.4');
  });

  it('reads a tie with its score', () => {
    const tie = matchup({ scoreA: 71.04, scoreB: 71.04, isTie: true, completed: true });
    expect(outcomeSummary(tie)).toBe('Tied at 71.0');
  });
});

describe('matchupsErrorMessage', () => {
  it('prefixes load failures and keeps the invalid-data text', () => {
    expect(matchupsErrorMessage(new Error('Server error: 500'))).toBe(
      'Failed to load matchups: Server error: 500',
    );
    expect(matchupsErrorMessage(new Error('Received invalid matchup data from server'))).toBe(
      'Received invalid matchup data from server',
    );
  });
});

describe('isWeekComplete', () => {
  it('is true only when every matchup of the week has a result', () => {
    expect(isWeekComplete([{ completed: true }, { completed: false }])).toBe(false);
    expect(isWeekComplete([{ completed: true }, { completed: true }])).toBe(true);
  });

  it('is true for a week without matchups: there is nothing to calculate', () => {
    expect(isWeekComplete([])).toBe(true);
  });
});

describe('starterRows', () => {
  it('lists the six starter slots in order, side by side, empty slots with nobody', () => {
    const rows = starterRows(
      matchup({
        starters: {
          home: [starter('MID', 'Faker', 31.5), starter('JUNGLE', 'Oner', 18)],
          away: [starter('MID', 'Chovy', 27.25)],
        },
      }),
      { teamSlot: false },
    );
    expect(rows.map((row) => row.slot)).toEqual(['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX']);
    expect(rows[2]?.home.map((s) => s.player.name)).toEqual(['Faker']);
    expect(rows[2]?.away.map((s) => s.player.name)).toEqual(['Chovy']);
    expect(rows[1]?.away).toEqual([]);
    expect(rows[0]).toEqual({ slot: 'TOP', home: [], away: [] });
  });

  it('keeps every player who held a slot during the week', () => {
    const rows = starterRows(
      matchup({
        starters: { home: [starter('FLEX', 'Faker', 10), starter('FLEX', 'Chovy', 5)], away: [] },
      }),
      { teamSlot: false },
    );
    expect(rows[5]?.home.map((s) => s.player.name)).toEqual(['Faker', 'Chovy']);
  });

  it("adds the TEAM slot's row last in a league that has it", () => {
    const rows = starterRows(
      matchup({ starters: { home: [starter('TEAM', 'T1', 12)], away: [] } }),
      { teamSlot: true },
    );
    expect(rows.map((row) => row.slot).at(-1)).toBe('TEAM');
    expect(rows.at(-1)?.home.map((s) => s.player.name)).toEqual(['T1']);
  });
});

describe('starterPoints and slotPoints', () => {
  it("shows the week's points to one decimal, '-' before scoring or without a player", () => {
    expect(starterPoints(starter('MID', 'Faker', 31.46))).toBe('31.5');
    expect(starterPoints(starter('MID', 'Faker', 0))).toBe('0.0');
    expect(starterPoints(starter('MID', 'Faker', null))).toBe('-');
    expect(starterPoints(null)).toBe('-');
  });

  it("adds up a slot's points over everyone who held it", () => {
    expect(slotPoints([starter('FLEX', 'Faker', 10.25), starter('FLEX', 'Chovy', 5)])).toBe('15.3');
    expect(slotPoints([starter('FLEX', 'Faker', null)])).toBe('-');
    expect(slotPoints([])).toBe('-');
  });
});

describe('matchupPhase and liveSummary', () => {
  it('is upcoming before any score, live while scores move, final once the week is over', () => {
    expect(matchupPhase({ scored: false, completed: false })).toBe('upcoming');
    expect(matchupPhase({ scored: true, completed: false })).toBe('live');
    expect(matchupPhase({ scored: true, completed: true })).toBe('final');
  });

  it('names the leader of a live matchup and the margin, or a level score', () => {
    expect(liveSummary(matchup({ scored: true, scoreA: 12.5, scoreB: 20 }))).toBe(
      'Blue Buff Bandits leads by 7.5',
    );
    expect(liveSummary(matchup({ scored: true, scoreA: 0, scoreB: 0 }))).toBe('Level at 0.0');
  });

  it('says nothing before the scores or once the result is in', () => {
    expect(liveSummary(matchup())).toBeNull();
    expect(
      liveSummary(matchup({ scored: true, completed: true, scoreA: 3, scoreB: 1, winner: 'a' })),
    ).toBeNull();
  });
});

describe('gameLine', () => {
  it('reads a game as its day, the opponent, W or L and the points', () => {
    expect(
      gameLine({
        gameId: 'g1',
        playedAt: '2025-04-06T12:00:00.000Z',
        opponent: 'Gen.G',
        win: true,
        points: 23.44,
      }),
    ).toEqual({ day: 'Sun, Apr 6', opponent: 'vs Gen.G', result: 'W', points: '23.4' });
    expect(
      gameLine({
        gameId: 'g2',
        playedAt: '2025-04-06T12:00:00Z',
        opponent: 'T1',
        win: false,
        points: -1,
      }).result,
    ).toBe('L');
  });
});

describe('teamsOnBye', () => {
  const teams = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('finds the team without an opponent in an odd league', () => {
    expect(teamsOnBye(teams, [{ homeTeamId: 'a', awayTeamId: 'b' }])).toEqual([{ id: 'c' }]);
  });

  it('names nobody when the week has no matchups at all', () => {
    expect(teamsOnBye(teams, [])).toEqual([]);
  });
});
