import type { Matchup, MatchupStarter } from '../../../domain/contract/season';
import { type RosterRules, starterSlotsOf } from '../../../domain/roster';
import { LEAGUE_TIME_ZONE } from '../../../domain/time-labels';
import type { StarterSlot } from '../../../domain/vocabulary';
import { formatPoints } from '../../lib/format';
import { INVALID_MATCHUPS } from './matchup-schema';

export type MatchupOutcome =
  | { status: 'upcoming' }
  | { status: 'tie'; points: string }
  | { status: 'won'; winnerId: string; margin: string }
  /** A level playoff week that is a whole round: the better seed (the home side) goes through. */
  | { status: 'seed'; winnerId: string; points: string };

/**
 * A matchup is upcoming until a winner (or a tie) is recorded; then a win or a tie is
 * read from the scores, with the margin. A bracket's round of one week sends the better seed
 * (teamA) through on a level score: the server names it the winner, and a level week scored
 * before it did is read from `roundWeeks` 1. Over a longer round the week is only part of the
 * round's total, so a level week there is a tie.
 */
export function matchupOutcome(matchup: Matchup, roundWeeks?: number): MatchupOutcome {
  const { scoreA, scoreB } = matchup;
  const decided = matchup.completed || matchup.winner !== null || matchup.isTie;
  if (!decided || scoreA === null || scoreB === null) return { status: 'upcoming' };
  if (scoreA === scoreB) {
    const points = formatPoints(scoreA);
    const through =
      matchup.winner ?? (matchup.stage !== 'regular' && roundWeeks === 1 ? matchup.teamA.id : null);
    return through ? { status: 'seed', winnerId: through, points } : { status: 'tie', points };
  }
  const winnerId = scoreA > scoreB ? matchup.teamA.id : matchup.teamB.id;
  return { status: 'won', winnerId, margin: formatPoints(Math.abs(scoreA - scoreB)) };
}

/**
 * One line under a result: 'Gank Squad won by 12.3', 'Tied at 50.0', 'Level at 50.0: Gank
 * Squad goes through as the better seed', or null before it.
 */
export function outcomeSummary(matchup: Matchup, roundWeeks?: number): string | null {
  const outcome = matchupOutcome(matchup, roundWeeks);
  if (outcome.status === 'upcoming') return null;
  if (outcome.status === 'tie') return `Tied at ${outcome.points}`;
  if (outcome.status === 'seed') {
    const through = outcome.winnerId === matchup.teamB.id ? matchup.teamB : matchup.teamA;
    return `Level at ${outcome.points}: ${through.name} goes through as the better seed`;
  }
  const winner = outcome.winnerId === matchup.teamA.id ? matchup.teamA : matchup.teamB;
  return `${winner.name} won by ${outcome.margin}`;
}

/** Load error: 'Failed to load matchups: {message}', or the invalid-data text as it is. */
export function matchupsErrorMessage(error: Error): string {
  return error.message === INVALID_MATCHUPS
    ? error.message
    : `Failed to load matchups: ${error.message}`;
}

/**
 * 'Calculate Week {n} Scores' is disabled when every matchup of the week is
 * complete (and so when the week has none).
 */
export function isWeekComplete(matchups: readonly Pick<Matchup, 'completed'>[]): boolean {
  return matchups.every((matchup) => matchup.completed);
}

export interface StarterRow {
  slot: StarterSlot;
  /** Who held the slot in a game of the week: usually one player, more after a lineup move. */
  home: MatchupStarter[];
  away: MatchupStarter[];
}

/**
 * The league's starter slots side by side (TEAM last, when it has one); a slot nobody filled
 * has nobody ('Empty').
 */
export function starterRows(
  matchup: Pick<Matchup, 'starters'>,
  rules: Pick<RosterRules, 'teamSlot'>,
): StarterRow[] {
  const holding = (list: readonly MatchupStarter[], slot: StarterSlot) =>
    list.filter((starter) => starter.slot === slot);
  return starterSlotsOf(rules).map((slot) => ({
    slot,
    home: holding(matchup.starters.home, slot),
    away: holding(matchup.starters.away, slot),
  }));
}

/** A slot's points that week (all who held it): '-' before the week is scored. */
export function slotPoints(starters: readonly MatchupStarter[]): string {
  const scored = starters.filter((starter) => starter.points !== null);
  if (scored.length === 0) return '-';
  return formatPoints(scored.reduce((sum, starter) => sum + (starter.points ?? 0), 0));
}

/** A starter's points that week: '-' before the week is scored. */
export function starterPoints(starter: MatchupStarter | null): string {
  return starter?.points == null ? '-' : formatPoints(starter.points);
}

/** Where a matchup stands: not begun, scores moving with the games, or final. */
export type MatchupPhase = 'upcoming' | 'live' | 'final';

export function matchupPhase(matchup: Pick<Matchup, 'completed' | 'scored'>): MatchupPhase {
  if (matchup.completed) return 'final';
  return matchup.scored ? 'live' : 'upcoming';
}

/** While the week is live: 'Gank Squad leads by 3.2', 'Level at 10.0'; else null. */
export function liveSummary(matchup: Matchup): string | null {
  if (matchupPhase(matchup) !== 'live') return null;
  const { scoreA, scoreB } = matchup;
  if (scoreA === null || scoreB === null) return null;
  if (scoreA === scoreB) return `Level at ${formatPoints(scoreA)}`;
  const leader = scoreA > scoreB ? matchup.teamA : matchup.teamB;
  return `${leader.name} leads by ${formatPoints(Math.abs(scoreA - scoreB))}`;
}

// The day a game counted on, as the league's weeks count days.
const gameDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: LEAGUE_TIME_ZONE,
});

/** One game a starter counted for: 'Sun, Apr 6', 'vs Gen.G', 'W', '23.4'. */
export function gameLine(line: MatchupStarter['lines'][number]) {
  return {
    day: gameDay.format(new Date(line.playedAt)),
    opponent: `vs ${line.opponent}`,
    result: line.win ? 'W' : 'L',
    points: formatPoints(line.points),
  };
}

/** Teams of the league without an opponent this week (an odd count gives one a bye). */
export function teamsOnBye<T extends { id: string }>(
  teams: readonly T[],
  matchups: readonly Pick<Matchup, 'homeTeamId' | 'awayTeamId'>[],
): T[] {
  if (matchups.length === 0) return [];
  const playing = new Set(matchups.flatMap((m) => [m.homeTeamId, m.awayTeamId]));
  return teams.filter((team) => !playing.has(team.id));
}
