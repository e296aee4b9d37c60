import { describe, expect, it } from 'vitest';
import type { Matchup } from '../../../domain/contract/season';
import {
  SEASON_ACTION_FALLBACKS,
  scoresCalculatedMessage,
  winsEvaluatedMessage,
} from './season-messages';

const matchup = (over: Partial<Matchup>): Matchup =>
  ({ completed: true, scored: true, winner: null, isTie: false, ...over }) as Matchup;

describe('season action messages', () => {
  it('uses the spec fallbacks word for word', () => {
    expect(SEASON_ACTION_FALLBACKS).toEqual({
      calculate: 'Failed to calculate scores',
      evaluateWins: 'Failed to evaluate matchup wins',
      updateStats: 'Failed to update stats',
    });
  });

  it('counts the matchups of a week that a calculation finished', () => {
    expect(scoresCalculatedMessage(1, [matchup({}), matchup({})])).toBe(
      'Week 1 is in the books: 2 matchups scored.',
    );
  });

  it('says a week still being played has live scores so far', () => {
    const live = { completed: false, scored: true };
    expect(scoresCalculatedMessage(4, [matchup(live), matchup(live)])).toBe(
      'Week 4 is live: 2 matchups scored so far.',
    );
    expect(
      scoresCalculatedMessage(4, [matchup(live), matchup({ completed: false, scored: false })]),
    ).toBe('Week 4 is live: 1 matchup scored so far.');
  });

  it('counts wins and ties after evaluating a week', () => {
    const week = [matchup({ winner: 'a' }), matchup({ winner: 'b' }), matchup({ isTie: true })];
    expect(winsEvaluatedMessage(2, week)).toBe('Week 2: 2 wins and 1 tie recorded.');
  });
});
