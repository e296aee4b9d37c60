/** A scored (or upcoming) matchup, as standings need it. */
export interface MatchResult {
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  awayScore: number | null;
  /** True once the week has been scored. */
  completed: boolean;
}

/** A matchup with its fantasy week, which the median game needs to compare a week's scores. */
export interface WeekResult extends MatchResult {
  week: number;
}

export interface StandingsOptions {
  /** Each week every team also plays the week's median score (see `medianResults`). */
  medianGame: boolean;
}

export interface StandingsRow<T extends { id: string; name: string }> {
  team: T;
  /** Head-to-head wins; the median game's are in `medianWins`. */
  wins: number;
  losses: number;
  ties: number;
  /** Wins and losses against the week's median; 0 in a league without the median game. */
  medianWins: number;
  medianLosses: number;
  /** Points scored in completed matchups. */
  totalPoints: number;
  /** Points the team's opponents scored against it in completed matchups. */
  pointsAgainst: number;
  /** wins / games decided (ties excluded, median games included), as a percentage to one decimal. */
  winPct: number;
}

/** What ranks one team above another: the record, then points for, then points against. */
export type TeamRecord = Pick<
  StandingsRow<{ id: string; name: string }>,
  'wins' | 'medianWins' | 'totalPoints' | 'pointsAgainst'
>;

/**
 * The ranking rule shared by the standings and the playoff seeds: more wins (median wins count
 * as wins; a tie counts as nothing), then more points for, then fewer points against. Negative
 * when `a` ranks above `b`; 0 when nothing separates them.
 */
export function compareRecords(a: TeamRecord, b: TeamRecord): number {
  return (
    b.wins + b.medianWins - (a.wins + a.medianWins) ||
    b.totalPoints - a.totalPoints ||
    a.pointsAgainst - b.pointsAgainst
  );
}

/**
 * Standings: wins, losses and ties from completed matchups; sorted by `compareRecords`, then
 * name. The caller passes the regular season's results only. With the median game, each
 * completed week also gives every team that played in it a median win or loss.
 */
export function computeStandings<T extends { id: string; name: string }>(
  teams: readonly T[],
  results: readonly MatchResult[],
): StandingsRow<T>[];
export function computeStandings<T extends { id: string; name: string }>(
  teams: readonly T[],
  results: readonly WeekResult[],
  options: StandingsOptions,
): StandingsRow<T>[];
export function computeStandings<T extends { id: string; name: string }>(
  teams: readonly T[],
  results: readonly (MatchResult | WeekResult)[],
  options: StandingsOptions = { medianGame: false },
): StandingsRow<T>[] {
  const rows = new Map(
    teams.map((team) => [
      team.id,
      {
        team,
        wins: 0,
        losses: 0,
        ties: 0,
        medianWins: 0,
        medianLosses: 0,
        totalPoints: 0,
        pointsAgainst: 0,
        winPct: 0,
      },
    ]),
  );
  const completed = results.filter((result) => result.completed);
  for (const result of completed) {
    const home = rows.get(result.homeTeamId);
    const away = rows.get(result.awayTeamId);
    const homeScore = result.homeScore ?? 0;
    const awayScore = result.awayScore ?? 0;
    if (home) {
      home.totalPoints += homeScore;
      home.pointsAgainst += awayScore;
    }
    if (away) {
      away.totalPoints += awayScore;
      away.pointsAgainst += homeScore;
    }
    if (homeScore === awayScore) {
      if (home) home.ties += 1;
      if (away) away.ties += 1;
    } else {
      const [winner, loser] = homeScore > awayScore ? [home, away] : [away, home];
      if (winner) winner.wins += 1;
      if (loser) loser.losses += 1;
    }
  }
  if (options.medianGame) {
    for (const week of weekScores(completed as readonly WeekResult[])) {
      for (const { teamId, result } of medianResults(week)) {
        const row = rows.get(teamId);
        if (!row) continue;
        if (result === 'win') row.medianWins += 1;
        else row.medianLosses += 1;
      }
    }
  }
  return [...rows.values()]
    .map((row) => ({
      ...row,
      totalPoints: roundPoints(row.totalPoints),
      pointsAgainst: roundPoints(row.pointsAgainst),
      winPct: winPercentage(row.wins + row.medianWins, row.losses + row.medianLosses),
    }))
    .sort((a, b) => compareRecords(a, b) || a.team.name.localeCompare(b.team.name));
}

/** Percentage of decided games won, one decimal; 0 before any game is decided. */
export function winPercentage(wins: number, losses: number): number {
  const decided = wins + losses;
  return decided === 0 ? 0 : Math.round((wins / decided) * 1000) / 10;
}

/** Points to two decimals, so sums of fractional scores compare as people read them. */
export function roundPoints(points: number): number {
  return Math.round(points * 100) / 100;
}

export interface WeekScore {
  teamId: string;
  points: number;
}

export interface MedianResult {
  teamId: string;
  result: 'win' | 'loss';
}

/**
 * The median game of one week: teams ranked in the top half of the week's scores win, the rest
 * lose. Tied teams share the better rank ('1, 2, 2, 4'), so a team never loses to the median
 * with a score another team wins with; with an odd count the middle team loses.
 */
export function medianResults(scores: readonly WeekScore[]): MedianResult[] {
  const winners = Math.floor(scores.length / 2);
  const points = scores.map((score) => roundPoints(score.points));
  return scores.map(({ teamId }, index) => {
    const above = points.filter((other) => other > points[index]!).length;
    return { teamId, result: above < winners ? 'win' : 'loss' };
  });
}

/** Each week's scores, one per team that played that week (a team with a bye has none). */
function weekScores(results: readonly WeekResult[]): WeekScore[][] {
  const weeks = new Map<number, WeekScore[]>();
  for (const result of results) {
    if (typeof result.week !== 'number') {
      throw new Error('The median game needs the week of each result');
    }
    const week = weeks.get(result.week) ?? [];
    week.push(
      { teamId: result.homeTeamId, points: result.homeScore ?? 0 },
      { teamId: result.awayTeamId, points: result.awayScore ?? 0 },
    );
    weeks.set(result.week, week);
  }
  return [...weeks.values()];
}
