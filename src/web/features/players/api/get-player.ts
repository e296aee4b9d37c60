import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PlayerDetail } from '../../../../domain/contract/players';
import { api } from '../../../lib/api-client';
import { useLeague } from '../../../lib/league/get-league';
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
  useStandingFollowsLeague(id, leagueId);
  return useQuery(playerQueryOptions(id, leagueId));
}

/**
 * A player's standing in a league changes with its rosters, and every add or drop has the
 * league read again: each answer of the league after the first has the player read again too.
 */
function useStandingFollowsLeague(id: string, leagueId: string | null) {
  const queryClient = useQueryClient();
  const leagueReadAt = useLeague(leagueId).dataUpdatedAt;
  const firstLeagueRead = useRef(0);
  useEffect(() => {
    if (leagueReadAt === 0) return;
    if (firstLeagueRead.current === 0) {
      firstLeagueRead.current = leagueReadAt;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.players.detail(id, leagueId) });
  }, [queryClient, id, leagueId, leagueReadAt]);
}
