import type { League, ScheduleWeek } from '../../../domain/contract/leagues';
import type { BracketRoundView, Playoffs } from '../../../domain/contract/playoffs';
import { playoffCalendarProblem } from '../../../domain/playoffs';
import type { WeekStatus } from '../../../domain/season-clock';
import type { PlayoffRoundWeeks, PlayoffTeams } from '../../../domain/vocabulary';

type BracketMatchupView = BracketRoundView['matchups'][number];

/** The last round is the Final, the one before the Semi-finals, then the Quarter-finals. */
export function roundName(round: number, rounds: number): string {
  const fromLast = rounds - round;
  if (fromLast === 0) return 'Final';
  if (fromLast === 1) return 'Semi-finals';
  if (fromLast === 2) return 'Quarter-finals';
  return `Round ${round}`;
}

/** 'Week 5', or 'Weeks 5–6' for a round of two weeks. */
export function roundWeeksLabel(weeks: readonly number[]): string {
  const first = weeks[0];
  const last = weeks.at(-1);
  if (first === undefined || last === undefined) return '';
  return first === last ? `Week ${first}` : `Weeks ${first}–${last}`;
}

/**
 * Where a round stands on the league's clock: final once the server has decided it, live once
 * one of its weeks has begun, upcoming before.
 */
export function roundPhase(
  round: Pick<BracketRoundView, 'weeks' | 'decided'>,
  schedule: readonly Pick<ScheduleWeek, 'week' | 'status'>[],
): WeekStatus {
  if (round.decided) return 'final';
  const begun = schedule.some(
    (entry) => round.weeks.includes(entry.week) && entry.status !== 'upcoming',
  );
  return begun ? 'live' : 'upcoming';
}

/**
 * How many matchups a round will hold: each round halves a field filled to a power of 2 with
 * byes, so the final has 1, the semi-finals 2, the quarter-finals 4.
 */
export const roundSize = (round: number, rounds: number): number => 2 ** (rounds - round);

/** The round being played (or waited for): the first not decided; null once all are. */
export function currentRound(rounds: readonly BracketRoundView[]): BracketRoundView | null {
  return rounds.find((round) => !round.decided) ?? null;
}

/** A decided matchup whose totals are level: the better seed went through. */
export const wonOnSeed = (matchup: BracketMatchupView): boolean =>
  matchup.winner !== null && matchup.scoreA === matchup.scoreB;

/** 'A and B' or 'A, B and C'. */
export function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** 'Coin flip between A and B: A placed first', for teams level on everything else. */
export function coinFlipLine(flip: Playoffs['coinFlips'][number]): string {
  const teams = namesInWords(flip.teams.map((team) => team.name));
  return `Coin flip between ${teams}: ${flip.winner.name} placed first`;
}

/**
 * Why a league has no playoffs, in the words of the playoff rules: too few teams for the
 * bracket, no schedule yet, or a schedule without room for the bracket's weeks.
 */
export function noPlayoffsReason(
  playoffs: Pick<Playoffs, 'teams' | 'roundWeeks'>,
  league: Pick<League, 'teams' | 'schedule' | 'scheduleWeeks'>,
): string {
  const leagueTeams = league.teams.length;
  if (leagueTeams < playoffs.teams) {
    return `The bracket is set for ${playoffs.teams} teams and the league has ${leagueTeams}.`;
  }
  const scheduleWeeks = league.scheduleWeeks ?? (league.schedule.length || null);
  if (scheduleWeeks === null)
    return 'The league has no schedule yet: the playoffs take its last weeks.';
  const problem = playoffCalendarProblem({
    scheduleWeeks,
    teams: playoffs.teams as PlayoffTeams,
    roundWeeks: playoffs.roundWeeks as PlayoffRoundWeeks,
    startWeek: null,
  });
  // Otherwise it is the start week set on the settings page that leaves the bracket no room.
  return `${problem ?? 'The playoff start week leaves the bracket no room in the schedule'}.`;
}

/**
 * The bracket page's one-line status: when the playoffs start (or that they began and wait for
 * their seeds), the round under way (or the next one to start), or who won.
 */
export function playoffsHeadline(
  playoffs: Pick<Playoffs, 'status' | 'firstWeek' | 'rounds' | 'champion'>,
  schedule: readonly Pick<ScheduleWeek, 'week' | 'status'>[],
): string {
  if (playoffs.status === 'none') return 'No playoffs in this league';
  if (playoffs.status === 'complete' || playoffs.champion) {
    return `${playoffs.champion?.name ?? 'A former team'} won the playoffs`;
  }
  if (playoffs.status === 'upcoming') {
    // The seeds wait for the last regular week to be final, which may come after the first
    // playoff week has begun (the grace period for late data).
    const first = playoffs.firstWeek;
    const begun = schedule.some((entry) => entry.week === first && entry.status !== 'upcoming');
    return begun && first !== null
      ? `Playoffs began in week ${first}: the seeds are drawn once week ${first - 1} is final`
      : `Playoffs start in week ${first}`;
  }
  const round = currentRound(playoffs.rounds);
  if (!round) return 'Playoffs under way';
  const name = roundName(round.round, playoffs.rounds.length);
  const final = name === 'Final';
  if (roundPhase(round, schedule) === 'live') {
    return final ? 'The final is under way' : `${name} under way`;
  }
  return final
    ? `The final starts in week ${round.weeks[0]}`
    : `${name} start in week ${round.weeks[0]}`;
}
