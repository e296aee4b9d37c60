/** A scored (or upcoming) matchup, as standings need it. */
export interface MatchResult {
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  awayScore: number | null;
  /** True once the week has been scored. */
  completed: boolean;
}

export interface StandingsRow<T extends { id: string; name: string }> {
  team: T;
  wins: number;
  losses: number;
  ties: number;
  /** Points scored in completed matchups. */
  totalPoints: number;
  /** wins / games decided (ties excluded), as a percentage to one decimal. */
  winPct: number;
}

/**
 * Standings: wins, losses and ties from completed matchups; sorted by wins,
 * then points for, then name.
 */
export function computeStandings<T extends { id: string; name: string }>(
  teams: readonly T[],
  results: readonly MatchResult[],
): StandingsRow<T>[] {
  const rows = new Map(
    teams.map((team) => [
      team.id,
      { team, wins: 0, losses: 0, ties: 0, totalPoints: 0, winPct: 0 },
    ]),
  );
  for (const result of results) {
    if (!result.completed) continue;
    const home = rows.get(result.homeTeamId);
    const away = rows.get(result.awayTeamId);
    const homeScore = result.homeScore ?? 0;
    const awayScore = result.awayScore ?? 0;
    if (home) home.totalPoints += homeScore;
    if (away) away.totalPoints += awayScore;
    if (homeScore === awayScore) {
      if (home) home.ties += 1;
      if (away) away.ties += 1;
    } else {
      const [winner, loser] = homeScore > awayScore ? [home, away] : [away, home];
      if (winner) winner.wins += 1;
      if (loser) loser.losses += 1;
    }
  }
  return [...rows.values()]
    .map((row) => ({
      ...row,
      totalPoints: Math.round(row.totalPoints * 100) / 100,
      winPct: winPercentage(row.wins, row.losses),
    }))
    .sort(
      (a, b) =>
        b.wins - a.wins || b.totalPoints - a.totalPoints || a.team.name.localeCompare(b.team.name),
    );
}

/** Percentage of decided games won, one decimal; 0 before any game is decided. */
export function winPercentage(wins: number, losses: number): number {
  const decided = wins + losses;
  return decided === 0 ? 0 : Math.round((wins / decided) * 1000) / 10;
}
