import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Matchup } from '../../../../domain/contract/season';
import { ApiError, api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';
import { INVALID_MATCHUPS, parseMatchups } from '../matchup-schema';

/** Checks a matchup list from the server; throws INVALID_MATCHUPS when it is not one. */
export function requireMatchups(data: unknown): Matchup[] {
  const matchups = parseMatchups(data);
  if (!matchups) throw new ApiError(INVALID_MATCHUPS, 200);
  return matchups;
}

/** GET /leagues/{id}/matchups/{week}: the week's head-to-head pairs, scored or upcoming. */
export async function getMatchups(
  leagueId: string,
  week: number,
  signal?: AbortSignal,
): Promise<Matchup[]> {
  return requireMatchups(await api.get<unknown>(apiPaths.matchups(leagueId, week), signal));
}

export const matchupsQueryOptions = (leagueId: string, week: number) =>
  queryOptions({
    queryKey: queryKeys.matchups(leagueId, week),
    queryFn: ({ signal }) => getMatchups(leagueId, week, signal),
  });

/** Only asked for once the league has a schedule: before that no week exists. */
export function useMatchups(leagueId: string, week: number, enabled: boolean) {
  return useQuery({ ...matchupsQueryOptions(leagueId, week), enabled });
}
