import { describe, expect, it } from 'vitest';
import type { Matchup, MatchupStarter } from '../../../domain/contract/season';
import {
  isWeekComplete,
  matchupOutcome,
  matchupsErrorMessage,
  outcomeSummary,
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
  it('lists the six starter slots in order, side by side, empty slots as null', () => {
    const rows = starterRows(
      matchup({
        starters: {
          home: [starter('MID', 'Faker', 31.5), starter('JUNGLE', 'Oner', 18)],
          away: [starter('MID', 'Chovy', 27.25)],
        },
      }),
    );
    expect(rows.map((row) => row.slot)).toEqual(['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX']);
    expect(rows[2]?.home?.player.name).toBe('Faker');
    expect(rows[2]?.away?.player.name).toBe('Chovy');
    expect(rows[1]?.away).toBeNull();
    expect(rows[0]).toEqual({ slot: 'TOP', home: null, away: null });
  });
});

describe('starterPoints', () => {
  it("shows the week's points to one decimal, '-' before scoring or without a player", () => {
    expect(starterPoints(starter('MID', 'Faker', 31.46))).toBe('31.5');
    expect(starterPoints(starter('MID', 'Faker', 0))).toBe('0.0');
    expect(starterPoints(starter('MID', 'Faker', null))).toBe('-');
    expect(starterPoints(null)).toBe('-');
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
