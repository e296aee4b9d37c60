import type { LeagueSummary } from '../../../domain/contract/leagues';

/** My Leagues search: matches the name or the description, in any case. */
export function matchesLeagueSearch(
  league: Pick<LeagueSummary, 'name' | 'description'>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return (
    league.name.toLowerCase().includes(needle) ||
    (league.description ?? '').toLowerCase().includes(needle)
  );
}

export interface LeagueGrids<T> {
  /** Leagues whose memberIds include the user. */
  mine: T[];
  /** Public leagues the user is not in: the ones they can join. */
  open: T[];
}

/** Splits the browse list into the page's two grids, after the search. */
export function splitLeagues<
  T extends Pick<LeagueSummary, 'name' | 'description' | 'isPublic' | 'memberIds'>,
>(leagues: readonly T[], userId: string, search: string): LeagueGrids<T> {
  const grids: LeagueGrids<T> = { mine: [], open: [] };
  for (const league of leagues) {
    if (!matchesLeagueSearch(league, search)) continue;
    if (league.memberIds.includes(userId)) grids.mine.push(league);
    else if (league.isPublic) grids.open.push(league);
  }
  return grids;
}
