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
  /**
   * Share of games won (median games included, a tie half a win and half a loss), as a
   * percentage to one decimal; 0 before any game.
   */
  winPct: number;
}

/** What ranks one team above another: the record, then points for, then points against. */
export type TeamRecord = Pick<
  StandingsRow<{ id: string; name: string }>,
  'wins' | 'losses' | 'ties' | 'medianWins' | 'medianLosses' | 'totalPoints' | 'pointsAgainst'
>;

/**
 * The ranking rule shared by the standings and the playoff seeds, as ESPN, Yahoo and Sleeper
 * rank: the better win share (`winShare`), so a week's bye costs nothing; then more points for,
 * then fewer points against. Negative when `a` ranks above `b`; 0 when nothing separates them.
 */
export function compareRecords(a: TeamRecord, b: TeamRecord): number {
  return (
    winShare(b) - winShare(a) || b.totalPoints - a.totalPoints || a.pointsAgainst - b.pointsAgainst
  );
}

/**
 * Games won out of games played, head-to-head and against the median, a tie counting half a
 * win and half a loss; 0 before any game, so a standings table before the season has everyone
 * level. Unrounded: equal shares (2 of 3, 4 of 6) divide to the same number.
 */
export function winShare(record: TeamRecord): number {
  const games = record.wins + record.losses + record.ties + record.medianWins + record.medianLosses;
  return games === 0 ? 0 : (record.wins + record.medianWins + record.ties / 2) / games;
}

/**
 * A team as the standings list it. `seed`: its place in the order the league keeps once it is
 * seeded (the playoff seeds, or the draw that crowned a league without playoffs); teams level
 * on everything follow it, so the table agrees with the coin flips that placed them.
 */
export interface StandingsTeam {
  id: string;
  name: string;
  seed?: number | null;
}

/**
 * Standings: wins, losses and ties from completed matchups; sorted by `compareRecords`, then by
 * the kept seeds when the league has them, then name. The caller passes the regular season's
 * results only. With the median game, each completed week also gives every team that played in
 * it a median win or loss.
 */
export function computeStandings<T extends StandingsTeam>(
  teams: readonly T[],
  results: readonly MatchResult[],
): StandingsRow<T>[];
export function computeStandings<T extends StandingsTeam>(
  teams: readonly T[],
  results: readonly WeekResult[],
  options: StandingsOptions,
): StandingsRow<T>[];
export function computeStandings<T extends StandingsTeam>(
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
      winPct: winPercentage(row),
    }))
    .sort(
      (a, b) =>
        compareRecords(a, b) ||
        keptOrder(a.team) - keptOrder(b.team) ||
        a.team.name.localeCompare(b.team.name),
    );
}

const keptOrder = (team: StandingsTeam) => team.seed ?? Number.MAX_SAFE_INTEGER;

/** `winShare` as a percentage to one decimal: 2 wins, 1 loss and 1 tie is 62.5. */
export function winPercentage(record: TeamRecord): number {
  return Math.round(winShare(record) * 1000) / 10;
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
