import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Player } from '../../../../domain/contract/players';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** GET /players?leagueId=: every player of the league's regions, best first. */
export function getLeaguePlayers(leagueId: string, signal?: AbortSignal): Promise<Player[]> {
  return api.get<Player[]>(apiPaths.leaguePlayers(leagueId), signal);
}

// One request per league, shared by the player list and Add Player; search and filters run
// in memory, so typing never waits on the network.
export const leaguePlayersQueryOptions = (leagueId: string) =>
  queryOptions({
    queryKey: queryKeys.players.league(leagueId),
    queryFn: ({ signal }) => getLeaguePlayers(leagueId, signal),
  });

export function useLeaguePlayers(leagueId: string) {
  return useQuery({ ...leaguePlayersQueryOptions(leagueId), enabled: leagueId !== '' });
}
