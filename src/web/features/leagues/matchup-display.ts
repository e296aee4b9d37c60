import type { Matchup } from '../../../domain/types';
import { formatPoints } from '../../lib/format';

export type MatchupOutcome =
  | { status: 'upcoming' }
  | { status: 'tie'; points: string }
  | { status: 'won'; winnerId: string; margin: string };

/**
 * Spec §4 Matchup: upcoming until a winner (or a tie) is recorded; then a win or a tie is
 * read from the scores, with the margin.
 */
export function matchupOutcome(matchup: Matchup): MatchupOutcome {
  const { scoreA, scoreB } = matchup;
  const decided = matchup.completed || matchup.winner !== null || matchup.isTie;
  if (!decided || scoreA === null || scoreB === null) return { status: 'upcoming' };
  if (scoreA === scoreB) return { status: 'tie', points: formatPoints(scoreA) };
  const winnerId = scoreA > scoreB ? matchup.teamA.id : matchup.teamB.id;
  return { status: 'won', winnerId, margin: formatPoints(Math.abs(scoreA - scoreB)) };
}

/** Spec §8: 'Failed to load matchups: {message}', or the invalid-data text as it is. */
export function matchupsErrorMessage(error: Error): string {
  return error.message === 'Received invalid matchup data from server'
    ? error.message
    : `Failed to load matchups: ${error.message}`;
}

/** Standings show once a result exists; before the first scored week there is nothing to rank. */
export function hasStandingsData(rows: readonly { wins: number; losses: number; ties: number }[]) {
  return rows.some((row) => row.wins + row.losses + row.ties > 0);
}
