import { randomInt } from 'node:crypto';
import type { BracketRoundView, Playoffs } from '../../../domain/contract/playoffs';
import type { MatchupTeam } from '../../../domain/contract/season';
import { SEASON_OVER } from '../../../domain/league-rules';
import {
  type BracketResults,
  type BracketRound,
  bracketRounds,
  bracketWinner,
  consolationRounds,
  decidedWeeks,
  type PlayoffCalendar,
  type PlayoffSettings,
  playoffCalendarProblem,
  playoffStartWeek,
  type Seeding,
  seedTeams,
} from '../../../domain/playoffs';
import { computeStandings, type WeekResult } from '../../../domain/standings';
import type { MatchupStage, PlayoffRoundWeeks, PlayoffTeams } from '../../../domain/vocabulary';
import type { LeagueWithMembers } from '../../db/records';
import type { LeagueRow } from '../../db/schema';
import type { Repositories } from '../repositories';
import { voidOpenTrades } from '../trades';
import type { BracketRow } from './playoffs-repository';
import type { PlayoffsInput } from './repository';

export const PLAYOFFS_IN_THE_PAST = (week: number) =>
  `The playoffs cannot start in week ${week}: it has begun already`;
export const SCHEDULE_AFTER_PLAYOFFS_BEGAN =
  'The playoffs have begun: the schedule can no longer change them';

type PlayoffColumns = Pick<
  LeagueRow,
  'scheduleWeeks' | 'playoffTeams' | 'playoffRoundWeeks' | 'playoffStartWeek' | 'playoffConsolation'
>;

/** The league's playoff settings, as the playoff rules read them. */
export const playoffCalendarOf = (league: PlayoffColumns): PlayoffCalendar => ({
  scheduleWeeks: league.scheduleWeeks,
  teams: league.playoffTeams as PlayoffTeams,
  roundWeeks: league.playoffRoundWeeks as PlayoffRoundWeeks,
  startWeek: league.playoffStartWeek,
});

/**
 * The league's playoffs, or null when it has none: its schedule has no room for the bracket as
 * set, or it has fewer teams than the bracket holds.
 */
export function playoffSettingsOf(
  league: PlayoffColumns,
  teamCount: number,
): PlayoffSettings | null {
  const calendar = playoffCalendarOf(league);
  const startWeek = playoffStartWeek(calendar);
  if (startWeek === null || playoffCalendarProblem({ ...calendar, leagueTeams: teamCount })) {
    return null;
  }
  return {
    teams: calendar.teams,
    roundWeeks: calendar.roundWeeks,
    startWeek,
    consolation: league.playoffConsolation,
  };
}

/** The brackets' matchups as the bracket rules read them: each team's points in each week. */
export function resultsOf(rows: readonly WeekResult[]): BracketResults {
  return {
    scores: rows.flatMap((row) => [
      { week: row.week, teamId: row.homeTeamId, points: row.homeScore ?? 0 },
      { week: row.week, teamId: row.awayTeamId, points: row.awayScore ?? 0 },
    ]),
    finalWeeks: new Set(rows.filter((row) => row.completed).map((row) => row.week)),
  };
}

/** Both brackets of a seeded league as the results so far leave them. */
export function bracketsOf(
  seeding: Seeding,
  settings: PlayoffSettings,
  results: BracketResults,
): Record<Exclude<MatchupStage, 'regular'>, BracketRound[]> {
  return {
    playoff: bracketRounds(seeding.seeds, settings, results),
    consolation: consolationRounds(seeding.seeds, settings, results),
  };
}

/**
 * The weeks of the league's brackets (playoffs and consolation) whose round is decided: their
 * scores and winners stand, whatever is scored again later.
 */
export async function decidedPlayoffWeeks(
  tx: Repositories,
  league: PlayoffColumns & Pick<LeagueRow, 'id' | 'playoffSeeds'> & { teamCount: number },
): Promise<Set<number>> {
  const settings = playoffSettingsOf(league, league.teamCount);
  if (!league.playoffSeeds || !settings) return new Set();
  const brackets = bracketsOf(
    league.playoffSeeds,
    settings,
    resultsOf(await tx.playoffs.bracketResults(league.id)),
  );
  return new Set(decidedWeeks([...brackets.playoff, ...brackets.consolation]));
}

// A fair coin for teams level on everything else.
const coin = () => randomInt(2 ** 32) / 2 ** 32;

/**
 * The playoffs' part of a week becoming final, in the clock's transaction (so once): when the
 * regular season's last week is final, the seeds are drawn and kept (with their coin flips)
 * and the playoff weeks are handed to the brackets; whenever a round is decided, the next
 * round's matchups are written for its weeks; when the final is decided, the champion is
 * crowned and the open trades are voided, at `realNow`, the round's time. Answers whether anything moved.
 */
export async function advancePlayoffs(
  tx: Repositories,
  league: LeagueRow,
  finalWeek: number,
  realNow: number,
): Promise<boolean> {
  // Weeks of the regular season before its last move nothing: no need to read the teams.
  const start = playoffStartWeek(playoffCalendarOf(league));
  const seasonEnds = league.scheduleWeeks !== null && finalWeek >= league.scheduleWeeks;
  if (!seasonEnds && (start === null || finalWeek < start - 1)) return false;
  const teams = await tx.season.teamsOf(league.id);
  const settings = playoffSettingsOf(league, teams.length);
  if (!settings) {
    return seasonEnds && crownStandingsLeader(tx, league, teams, finalWeek, realNow);
  }
  if (finalWeek < settings.startWeek - 1) return false;
  let seeding = league.playoffSeeds;
  if (!seeding) {
    const regular = await tx.playoffs.regularResults(league.id, settings.startWeek);
    const standings = computeStandings(teams, regular, { medianGame: league.medianGame });
    seeding = seedTeams(standings, coin);
    await tx.playoffs.seed(league.id, seeding, settings.startWeek);
  }

  const bracketRows = await tx.playoffs.bracketResults(league.id);
  const brackets = bracketsOf(seeding, settings, resultsOf(bracketRows));
  const written = new Set(bracketRows.map((row) => `${row.week} ${row.homeTeamId}`));
  const rows: BracketRow[] = Object.entries(brackets).flatMap(([stage, rounds]) =>
    rounds.flatMap((round) =>
      round.weeks.flatMap((week) =>
        round.matchups
          .filter((matchup) => !written.has(`${week} ${matchup.high.teamId}`))
          .map((matchup) => ({
            leagueId: league.id,
            week,
            homeTeamId: matchup.high.teamId,
            awayTeamId: matchup.low.teamId,
            stage: stage as MatchupStage,
            round: round.round,
          })),
      ),
    ),
  );
  await tx.playoffs.insert(rows);
  const champion = bracketWinner(brackets.playoff);
  if (champion && league.championTeamId === null) await crown(tx, league, champion, realNow);
  return (
    rows.length > 0 || (champion !== null && league.championTeamId === null) || !league.playoffSeeds
  );
}

/** Crowns the champion, which ends the season: trades still open can never complete. */
async function crown(tx: Repositories, league: LeagueRow, teamId: string, realNow: number) {
  await tx.playoffs.crown(league.id, teamId);
  await voidOpenTrades(tx, { leagueId: league.id }, new Date(realNow), SEASON_OVER('trades'));
}

/**
 * A league without playoffs (its bracket does not fit its teams or its schedule) is won by the
 * top of the standings once its last week is final, level teams split by a fair coin as the
 * playoff seeds are. The draw is kept as the league's seeds, so its standings list the level
 * teams as it placed them, the champion first, and its flips are shown. Answers whether a
 * champion was crowned.
 */
async function crownStandingsLeader(
  tx: Repositories,
  league: LeagueRow,
  teams: Awaited<ReturnType<Repositories['season']['teamsOf']>>,
  finalWeek: number,
  realNow: number,
): Promise<boolean> {
  if (league.championTeamId !== null || teams.length === 0) return false;
  const results = await tx.playoffs.regularResults(league.id, finalWeek + 1);
  const standings = computeStandings(teams, results, { medianGame: league.medianGame });
  const seeding = seedTeams(standings, coin);
  const [leader] = seeding.seeds;
  if (!leader) return false;
  await tx.playoffs.keepSeeding(league.id, seeding);
  await crown(tx, league, leader, realNow);
  return true;
}

/** The league's playoffs as its bracket page shows them, from the league and its page. */
export function playoffsView(league: LeagueWithMembers, page: PlayoffsInput): Playoffs {
  const { teams } = page;
  const settings = playoffSettingsOf(league, teams.length);
  const teamOf = new Map(teams.map((team) => [team.id, team]));
  const team = (id: string): MatchupTeam =>
    teamOf.get(id) ?? { id, name: 'A former team', owner: '' };
  const base = {
    teams: league.playoffTeams,
    roundWeeks: league.playoffRoundWeeks,
    firstWeek: settings?.startWeek ?? null,
    champion: league.championTeamId ? team(league.championTeamId) : null,
  };
  const coinFlips = (league.playoffSeeds?.coinFlips ?? []).map((flip) => ({
    teams: flip.teamIds.map(team),
    winner: team(flip.winnerId),
  }));
  if (!settings) {
    // Crowned from its standings: the flips that placed level teams there are kept and shown.
    return { ...base, status: 'none', seeds: [], coinFlips, rounds: [], consolation: [] };
  }
  // Before the regular season is final, the seeds are the standings as they stand, level
  // teams in the standings' own order: the draw between them happens once, when the seeds are
  // kept, so a projection has no coin flips.
  const seeding = league.playoffSeeds ?? {
    seeds: computeStandings(
      teams,
      page.results.filter((result) => result.week < settings.startWeek),
      { medianGame: league.medianGame },
    ).map((record) => record.team.id),
    coinFlips: [],
  };
  const brackets = bracketsOf(seeding, settings, resultsOf(page.bracket));
  const seeded = (side: { teamId: string; seed: number }) => ({
    seed: side.seed,
    team: team(side.teamId),
  });
  const rounds = (played: readonly BracketRound[]): BracketRoundView[] =>
    played.map((round) => ({
      round: round.round,
      weeks: round.weeks,
      byes: round.byes.map(seeded),
      matchups: round.matchups.map((matchup) => ({
        seedA: matchup.high.seed,
        teamA: team(matchup.high.teamId),
        seedB: matchup.low.seed,
        teamB: team(matchup.low.teamId),
        scoreA: matchup.high.points,
        scoreB: matchup.low.points,
        winner: matchup.winnerId ? team(matchup.winnerId) : null,
      })),
      decided: round.decided,
    }));
  return {
    ...base,
    status: league.championTeamId ? 'complete' : league.playoffSeeds ? 'live' : 'upcoming',
    seeds: seeding.seeds
      .slice(0, settings.teams)
      .map((teamId, index) => ({ seed: index + 1, team: team(teamId) })),
    coinFlips,
    rounds: rounds(brackets.playoff),
    consolation: rounds(brackets.consolation),
  };
}
