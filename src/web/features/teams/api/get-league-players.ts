import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Player } from '../../../../domain/types';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /players?leagueId=: the players a team of this league may take, best first. The same
 * cache entry as the player list's, so opening Add Player after browsing costs no request.
 */
export function getLeaguePlayers(leagueId: string, signal?: AbortSignal): Promise<Player[]> {
  return api.get<Player[]>(apiPaths.leaguePlayers(leagueId), signal);
}

export const leaguePlayersQueryOptions = (leagueId: string) =>
  queryOptions({
    queryKey: queryKeys.players.league(leagueId),
    queryFn: ({ signal }) => getLeaguePlayers(leagueId, signal),
  });

export function useLeaguePlayers(leagueId: string) {
  return useQuery({ ...leaguePlayersQueryOptions(leagueId), enabled: leagueId !== '' });
}
