import type { Matchup } from '../../../domain/contract/season';

/** The season actions' 'Error' toasts, when the server gives no message of its own. */
export const SEASON_ACTION_FALLBACKS = {
  calculate: 'Failed to calculate scores',
  evaluateWins: 'Failed to evaluate matchup wins',
  updateStats: 'Failed to update stats',
} as const;

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * The 'Scores Calculated' toast: a week over on the league's clock is in the books; one still
 * being played has live scores, counted up to the league's time.
 */
export function scoresCalculatedMessage(week: number, matchups: readonly Matchup[]): string {
  if (matchups.length > 0 && matchups.every((matchup) => matchup.completed)) {
    return `Week ${week} is in the books: ${count(matchups.length, 'matchup')} scored.`;
  }
  const scored = matchups.filter((matchup) => matchup.scored).length;
  return `Week ${week} is live: ${count(scored, 'matchup')} scored so far.`;
}

/** The 'Matchup Wins Evaluated' toast: how the week's results came out. */
export function winsEvaluatedMessage(week: number, matchups: readonly Matchup[]): string {
  const ties = matchups.filter((matchup) => matchup.isTie).length;
  const wins = matchups.filter((matchup) => matchup.winner !== null).length;
  return `Week ${week}: ${count(wins, 'win')} and ${count(ties, 'tie')} recorded.`;
}
