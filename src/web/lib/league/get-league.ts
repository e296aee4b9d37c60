import { queryOptions, useQuery } from '@tanstack/react-query';
import type { League } from '../../../domain/contract/leagues';
import { api } from '../api-client';
import { apiPaths } from '../paths';
import { queryKeys } from '../query-keys';

export interface LeagueQuery {
  /** Lets a non-member see a private league (the commissioner's invite link carries it). */
  inviteCode?: string | null;
  /** `?refresh=true`: asked after a change, when the page must show the new state. */
  refresh?: boolean;
}

/** GET /leagues/{id}: the league with its members, teams and rosters. */
export function getLeague(id: string, query: LeagueQuery = {}, signal?: AbortSignal) {
  return api.get<League>(apiPaths.league(id, query), signal);
}

// Shared by the league pages and the team page (which loads the team's league after it).
export const leagueQueryOptions = (id: string, inviteCode?: string | null) =>
  queryOptions({
    queryKey: queryKeys.league(id),
    queryFn: ({ signal }) => getLeague(id, { inviteCode }, signal),
  });

export function useLeague(id: string | null | undefined, inviteCode?: string | null) {
  return useQuery({ ...leagueQueryOptions(id ?? '', inviteCode), enabled: Boolean(id) });
}
