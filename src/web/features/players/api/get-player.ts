import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerDetail } from '../../../../domain/contract/players';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** GET /players/{id}: the player with recent games (newest first) and points per week. */
export function getPlayer(id: string, signal?: AbortSignal): Promise<PlayerDetail> {
  return api.get<PlayerDetail>(apiPaths.player(id), signal);
}

export const playerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.players.detail(id),
    queryFn: ({ signal }) => getPlayer(id, signal),
  });

export function usePlayer(id: string) {
  return useQuery(playerQueryOptions(id));
}
