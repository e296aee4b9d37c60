import type { QueryClient } from '@tanstack/react-query';
import type { DraftStatusResponse } from '../../../domain/contract/drafts';
import { queryKeys } from '../../lib/query-keys';

/**
 * A start, an end or a pick answers with the draft's new state, which replaces the cached one;
 * rosters and the league's player pool changed with it.
 */
export function afterDraftChange(
  queryClient: QueryClient,
  leagueId: string,
  state: DraftStatusResponse,
): void {
  queryClient.setQueryData(queryKeys.draft(leagueId), state);
  void queryClient.invalidateQueries({ queryKey: queryKeys.league(leagueId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.anyTeam });
}
