import { describe, expect, it } from 'vitest';
import type { Matchup } from '../../../domain/types';
import { hasStandingsData, matchupOutcome, matchupsErrorMessage } from './matchup-display';

const matchup = (over: Partial<Matchup> = {}): Matchup =>
  ({
    id: 'm1',
    week: 1,
    teamA: { id: 'a', name: 'Gank Squad', owner: 'sam' },
    teamB: { id: 'b', name: 'Blue Buff Bandits', owner: 'jess' },
    scoreA: null,
    scoreB: null,
    winner: null,
    completed: false,
    isTie: false,
    ...over,
  }) as Matchup;

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

describe('hasStandingsData', () => {
  it('is false until some team has a result', () => {
    expect(hasStandingsData([])).toBe(false);
    expect(hasStandingsData([{ wins: 0, losses: 0, ties: 0 }])).toBe(false);
    expect(hasStandingsData([{ wins: 0, losses: 1, ties: 0 }])).toBe(true);
  });
});
