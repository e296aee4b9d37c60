import type { StandingsEntry } from '../../../domain/contract/season';

export interface SeasonLeaders {
  /** First in the standings, with its record ('3-1', '2-1-1'), median games included. */
  leader: { entry: StandingsEntry; record: string };
  mostPoints: StandingsEntry;
  /** The best fantasy points per matchup played. */
  bestAverage: { entry: StandingsEntry; average: number };
}

/**
 * A team's record as the standings rank it: the median game's wins and losses count with the
 * head-to-head ones.
 */
export function recordOf(
  entry: Pick<StandingsEntry, 'wins' | 'losses' | 'ties' | 'medianWins' | 'medianLosses'>,
): string {
  const base = `${entry.wins + entry.medianWins}-${entry.losses + entry.medianLosses}`;
  return entry.ties > 0 ? `${base}-${entry.ties}` : base;
}

const played = (entry: StandingsEntry) => entry.wins + entry.losses + entry.ties;

/** The headline teams of the standings, or null before any matchup has a result. */
export function seasonLeaders(rows: readonly StandingsEntry[]): SeasonLeaders | null {
  const [first] = rows;
  if (!first || !rows.some((row) => played(row) > 0)) return null;
  const mostPoints = rows.reduce((best, row) => (row.totalPoints > best.totalPoints ? row : best));
  const averaged = rows
    .filter((row) => played(row) > 0)
    .map((entry) => ({ entry, average: entry.totalPoints / played(entry) }));
  const bestAverage = averaged.reduce((best, row) => (row.average > best.average ? row : best));
  return { leader: { entry: first, record: recordOf(first) }, mostPoints, bestAverage };
}
