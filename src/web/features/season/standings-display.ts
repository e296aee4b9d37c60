type TeamRecord = { wins: number; losses: number; ties: number };

/** The top 3 ranks are highlighted. */
export const HIGHLIGHTED_RANKS = 3;

/** Standings show once a result exists; before the first scored week there is nothing to rank. */
export function hasStandingsData(rows: readonly TeamRecord[]): boolean {
  return rows.some((row) => row.wins + row.losses + row.ties > 0);
}

/** A T column appears only in a league where some matchup ended level. */
export function hasTies(rows: readonly TeamRecord[]): boolean {
  return rows.some((row) => row.ties > 0);
}

/** MW and ML columns appear only in a league that plays the median game. */
export function hasMedianGames(rows: readonly { medianWins: number; medianLosses: number }[]) {
  return rows.some((row) => row.medianWins + row.medianLosses > 0);
}

/**
 * The note under the standings: how teams are ranked (`compareRecords`), and what Win % counts.
 * A team with a bye that week is not behind: the share of games counts, not the wins.
 */
export function standingsNote(median: boolean): string {
  const games = median ? 'every matchup and median game' : 'every matchup';
  return (
    'Ranked by Win %, then fantasy points scored in matchups, then fewest points against; ' +
    'teams still level are placed by a coin flip when the regular season ends. ' +
    `Win % counts ${games}, a tie as half a win.`
  );
}

const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Win % to one decimal ('66.7%'); the server sends it as a percentage. */
export function formatWinPct(winPct: number): string {
  return `${oneDecimal.format(Number.isFinite(winPct) ? winPct : 0)}%`;
}
