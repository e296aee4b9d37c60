import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerDetail } from '../../../../domain/contract/players';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /players/{id}: the player with recent games (newest first) and points per week; opened
 * from a league, only the games that have happened on its clock, and where he stands in it.
 */
export function getPlayer(
  id: string,
  leagueId: string | null,
  signal?: AbortSignal,
): Promise<PlayerDetail> {
  return api.get<PlayerDetail>(apiPaths.player(id, leagueId), signal);
}

export const playerQueryOptions = (id: string, leagueId: string | null) =>
  queryOptions({
    queryKey: queryKeys.players.detail(id, leagueId),
    queryFn: ({ signal }) => getPlayer(id, leagueId, signal),
  });

export function usePlayer(id: string, leagueId: string | null) {
  return useQuery(playerQueryOptions(id, leagueId));
}
