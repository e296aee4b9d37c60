// Fantasy playoffs: the weeks they take at the end of the schedule, the seeds, and the bracket
// as it plays out week by week. Pure rules; the server stores the seeds, the coin flips and the
// weekly scores, and asks these functions where the bracket stands.
import { compareRecords, roundPoints, type TeamRecord, type WeekScore } from './standings';
import { type PlayoffRoundWeeks, type PlayoffTeams, plural } from './vocabulary';

/** Rounds a bracket of `teams` needs: each round halves the field, byes fill it to a power of 2. */
export function playoffRounds(teams: number): number {
  let rounds = 0;
  while (2 ** rounds < teams) rounds += 1;
  return rounds;
}

/** Weeks the playoffs take: every round lasts `roundWeeks` weeks. */
export function playoffWeeks(teams: number, roundWeeks: PlayoffRoundWeeks): number {
  return playoffRounds(teams) * roundWeeks;
}

/** A league's playoff calendar, as its settings hold it. */
export interface PlayoffCalendar {
  /** Weeks in the league's schedule; null until a schedule is set. */
  scheduleWeeks: number | null;
  teams: PlayoffTeams;
  roundWeeks: PlayoffRoundWeeks;
  /** The first playoff week as set; null: right after the regular season. */
  startWeek: number | null;
}

/**
 * The first playoff week: the one set, or else the schedule's last weeks are the playoffs.
 * Null while neither is known.
 */
export function playoffStartWeek(calendar: PlayoffCalendar): number | null {
  if (calendar.startWeek !== null) return calendar.startWeek;
  if (calendar.scheduleWeeks === null) return null;
  return calendar.scheduleWeeks - playoffWeeks(calendar.teams, calendar.roundWeeks) + 1;
}

/**
 * Why these playoff settings cannot work, or null when they can: the regular season keeps at
 * least one week, the playoffs end inside the schedule, and (when the league's size is given)
 * the bracket holds no more teams than the league has.
 */
export function playoffCalendarProblem(
  calendar: PlayoffCalendar & { leagueTeams?: number },
): string | null {
  const { scheduleWeeks, teams, roundWeeks, startWeek, leagueTeams } = calendar;
  if (leagueTeams !== undefined && teams > leagueTeams) {
    return `Playoff teams must be at most the league's ${leagueTeams} teams`;
  }
  if (startWeek !== null && startWeek < 2) {
    return 'Playoff start week must be 2 or later: the regular season needs at least 1 week';
  }
  const first = playoffStartWeek(calendar);
  if (scheduleWeeks === null || first === null) return null;
  const length = playoffWeeks(teams, roundWeeks);
  const rounds = playoffRounds(teams);
  const playoffs = `Playoffs of ${plural(rounds, 'round')}${roundWeeks === 1 ? '' : ` of ${roundWeeks} weeks`}`;
  const schedule = `the schedule has ${plural(scheduleWeeks, 'week')}`;
  if (first < 2) {
    return `${playoffs} need ${plural(length, 'week')} after a regular season of at least 1 week: ${schedule}`;
  }
  const last = first + length - 1;
  if (last > scheduleWeeks) {
    const weeks = length === 1 ? `week ${first}` : `weeks ${first}–${last}`;
    return `${playoffs} need ${weeks}: ${schedule}`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Seeds

/** A draw between teams level on everything the ranking looks at. */
export interface CoinFlip {
  /** The level teams still to be placed, by id in ascending order. */
  teamIds: string[];
  /** The team the flip placed next. */
  winnerId: string;
}

export interface Seeding {
  /** Every team by id, seed 1 first: the playoff field is the first `teams` of them. */
  seeds: string[];
  /** The flips made, in order, for the server to keep and show. */
  coinFlips: CoinFlip[];
}

/**
 * Seeds from the regular season, ranked as the standings rank (`compareRecords`: win share,
 * median games in and a tie half a win; then points for, then fewer points against). Teams
 * still level are placed by coin flips: two level teams take one flip; with more, each flip
 * draws the next team among those left. `random` returns a number in [0, 1); the same records
 * and the same random numbers give the same seeds, whatever the order of the records.
 */
export function seedTeams(
  records: readonly (TeamRecord & { team: { id: string } })[],
  random: () => number,
): Seeding {
  const ranked = [...records].sort(
    (a, b) => compareRecords(a, b) || compareIds(a.team.id, b.team.id),
  );
  const seeds: string[] = [];
  const coinFlips: CoinFlip[] = [];
  for (let start = 0; start < ranked.length; ) {
    let end = start + 1;
    while (end < ranked.length && compareRecords(ranked[start]!, ranked[end]!) === 0) end += 1;
    const level = ranked.slice(start, end).map((record) => record.team.id);
    while (level.length > 1) {
      const draw = Math.min(level.length - 1, Math.floor(random() * level.length));
      const winnerId = level[draw]!;
      coinFlips.push({ teamIds: [...level], winnerId });
      seeds.push(winnerId);
      level.splice(draw, 1);
    }
    seeds.push(...level);
    start = end;
  }
  return { seeds, coinFlips };
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// Brackets

export interface PlayoffSettings {
  teams: PlayoffTeams;
  roundWeeks: PlayoffRoundWeeks;
  /** The first playoff week (`playoffStartWeek`). */
  startWeek: number;
  consolation: boolean;
}

/** A team's points in one fantasy week; a team without a score in a final week scored 0. */
export interface PlayoffScore extends WeekScore {
  week: number;
}

export interface BracketResults {
  scores: readonly PlayoffScore[];
  /** Weeks whose scores are final. */
  finalWeeks: Iterable<number>;
}

export interface BracketTeam {
  teamId: string;
  /** Seed within this bracket, 1 the best. */
  seed: number;
}

export interface MatchupSide extends BracketTeam {
  /** The team's points over the round's weeks so far. */
  points: number;
}

export interface BracketMatchup {
  /** The better seed. */
  high: MatchupSide;
  low: MatchupSide;
  /** Null until every week of the round is final. */
  winnerId: string | null;
}

export interface BracketRound {
  /** 1 for the first round. */
  round: number;
  weeks: number[];
  /** Teams that sit this round out: the top seeds, in the first round only. */
  byes: BracketTeam[];
  /** Empty until the previous round is decided. */
  matchups: BracketMatchup[];
  /** Every matchup has its winner. */
  decided: boolean;
}

const NO_RESULTS: BracketResults = { scores: [], finalWeeks: [] };

/**
 * The playoff bracket of the first `settings.teams` seeds, round by round from the first playoff
 * week. When the field is not a power of 2 the top seeds have a bye in the first round (6 teams:
 * seeds 1 and 2 wait, 3 plays 6 and 4 plays 5). Every round pairs the best seed left with the
 * worst left, the second best with the second worst, and so on (re-seeding). A matchup is the
 * sum of each team's weekly points over the round's weeks; the higher total wins and a level
 * total goes to the better seed.
 */
export function bracketRounds(
  seeds: readonly string[],
  settings: Pick<PlayoffSettings, 'teams' | 'roundWeeks' | 'startWeek'>,
  results: BracketResults = NO_RESULTS,
): BracketRound[] {
  return playBracket(
    seeds.slice(0, settings.teams),
    settings.startWeek,
    settings.roundWeeks,
    results,
  );
}

/**
 * The consolation bracket: the teams that missed the playoffs, seeded in their regular-season
 * order and played by the same rules as the playoffs. It has no more rounds than the playoffs,
 * so it takes at most as many teams as their rounds can hold (2 rounds: 4), the best ranked
 * first, and it ends in the same weeks as the playoffs. Empty when the league has none or fewer
 * than 2 teams are left out of the playoffs.
 */
export function consolationRounds(
  seeds: readonly string[],
  settings: PlayoffSettings,
  results: BracketResults = NO_RESULTS,
): BracketRound[] {
  if (!settings.consolation) return [];
  const rounds = playoffRounds(settings.teams);
  const field = seeds.slice(settings.teams, settings.teams + 2 ** rounds);
  if (field.length < 2) return [];
  const lateBy = (rounds - playoffRounds(field.length)) * settings.roundWeeks;
  return playBracket(field, settings.startWeek + lateBy, settings.roundWeeks, results);
}

/** The winner of a bracket's last round (the champion of the playoffs), null until it is decided. */
export function bracketWinner(rounds: readonly BracketRound[]): string | null {
  const last = rounds.at(-1);
  return last?.decided ? (last.matchups[0]?.winnerId ?? null) : null;
}

/** Why a week of a decided round cannot be scored again. */
export const PLAYOFF_ROUND_DECIDED = (week: number) =>
  `Week ${week} belongs to a decided playoff round: its results stand, as the next round and the champion follow from them`;

/**
 * The weeks of the rounds already decided. Their results stand: the next round was drawn from
 * them and the champion crowned by them, so scoring them again could only contradict both.
 */
export function decidedWeeks(rounds: readonly Pick<BracketRound, 'decided' | 'weeks'>[]): number[] {
  return rounds.filter((round) => round.decided).flatMap((round) => round.weeks);
}

function playBracket(
  field: readonly string[],
  firstWeek: number,
  roundWeeks: number,
  results: BracketResults,
): BracketRound[] {
  const finalWeeks = new Set(results.finalWeeks);
  const points = new Map(results.scores.map((score) => [scoreKey(score), score.points]));
  const rounds = playoffRounds(field.length);
  const byeCount = 2 ** rounds - field.length;
  // The teams still in, by seed; null once a round is undecided, as the next pairs are unknown.
  let alive: BracketTeam[] | null = field.map((teamId, index) => ({ teamId, seed: index + 1 }));
  const played: BracketRound[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const start = firstWeek + (round - 1) * roundWeeks;
    const weeks = Array.from({ length: roundWeeks }, (_, index) => start + index);
    if (alive === null) {
      played.push({ round, weeks, byes: [], matchups: [], decided: false });
      continue;
    }
    const byes: BracketTeam[] = round === 1 ? alive.slice(0, byeCount) : [];
    const playing = alive.slice(byes.length);
    const final = weeks.every((week) => finalWeeks.has(week));
    const matchups = playing.slice(0, playing.length / 2).map((high, index) => {
      const low = playing[playing.length - 1 - index]!;
      return matchup(high, low, weeks, points, final);
    });
    played.push({ round, weeks, byes, matchups, decided: final });
    alive = final
      ? [
          ...byes,
          ...matchups.map((game) => (game.winnerId === game.high.teamId ? game.high : game.low)),
        ]
          .map(({ teamId, seed }) => ({ teamId, seed }))
          .sort((a, b) => a.seed - b.seed)
      : null;
  }
  return played;
}

function matchup(
  high: BracketTeam,
  low: BracketTeam,
  weeks: readonly number[],
  points: ReadonlyMap<string, number>,
  final: boolean,
): BracketMatchup {
  const total = (team: BracketTeam) =>
    roundPoints(
      weeks.reduce(
        (sum, week) => sum + (points.get(scoreKey({ teamId: team.teamId, week })) ?? 0),
        0,
      ),
    );
  const highSide = { ...high, points: total(high) };
  const lowSide = { ...low, points: total(low) };
  const winnerId = final ? (highSide.points >= lowSide.points ? high.teamId : low.teamId) : null;
  return { high: highSide, low: lowSide, winnerId };
}

function scoreKey(score: { teamId: string; week: number }): string {
  return `${score.week}:${score.teamId}`;
}
