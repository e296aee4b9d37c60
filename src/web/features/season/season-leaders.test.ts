import { describe, expect, it } from 'vitest';
import type { StandingsEntry } from '../../../domain/contract/season';
import { recordOf, seasonLeaders } from './season-leaders';

const entry = (name: string, wins: number, losses: number, totalPoints: number, ties = 0) =>
  ({
    team: { id: name, name, owner: `${name}-owner` },
    wins,
    losses,
    ties,
    medianWins: 0,
    medianLosses: 0,
    totalPoints,
    pointsAgainst: 0,
    winPct: 0,
  }) satisfies StandingsEntry;

describe('recordOf', () => {
  const none = { medianWins: 0, medianLosses: 0 };
  it('reads wins-losses, and ties only when there are some', () => {
    expect(recordOf({ wins: 3, losses: 1, ties: 0, ...none })).toBe('3-1');
    expect(recordOf({ wins: 2, losses: 1, ties: 1, ...none })).toBe('2-1-1');
  });

  it('counts the median games with the head-to-head ones, as the ranking does', () => {
    expect(recordOf({ wins: 1, losses: 0, ties: 0, medianWins: 1, medianLosses: 0 })).toBe('2-0');
    expect(recordOf({ wins: 0, losses: 1, ties: 1, medianWins: 1, medianLosses: 1 })).toBe('1-2-1');
  });
});

describe('seasonLeaders', () => {
  it('is null before any matchup has a result', () => {
    expect(seasonLeaders([])).toBeNull();
    expect(seasonLeaders([entry('a', 0, 0, 0), entry('b', 0, 0, 0)])).toBeNull();
  });

  it('names the leader, the most points and the best average per matchup', () => {
    const rows = [entry('top', 3, 0, 300), entry('scorer', 2, 1, 360), entry('late', 1, 0, 130)];
    const leaders = seasonLeaders(rows);
    expect(leaders?.leader).toEqual({ entry: rows[0], record: '3-0' });
    expect(leaders?.mostPoints.team.name).toBe('scorer');
    expect(leaders?.bestAverage.entry.team.name).toBe('late');
    expect(leaders?.bestAverage.average).toBe(130);
  });
});
