import type { QueryClient } from '@tanstack/react-query';
import type { TeamDetail } from '../../../domain/contract/teams';
import { ApiError } from '../../lib/api-client';
import { refreshAfterConflict } from '../../lib/league/roster-change';

/**
 * The team's players who may not be dropped now: each whose lock has begun (his game, or
 * locking by week the week's first game, which locks every player at once). None while the
 * team is unknown; the server has the last word.
 */
export function lockedPlayerIds(lineup: TeamDetail['lineup'] | undefined): ReadonlySet<string> {
  return new Set(lineup?.locks.filter((lock) => lock.locked).map((lock) => lock.playerId));
}

/** The server refused a move because a player in it locked (409 LINEUP_LOCKED). */
export function isLineupLocked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'LINEUP_LOCKED';
}

/**
 * After a move is refused: on a conflict the league and the rosters are asked for again. The
 * form closes on a league that changed under it, but stays open when only the drop locked, so
 * the manager picks another without losing the rest. Answers whether the form should close.
 */
export function closesAfterRefusal(
  queryClient: QueryClient,
  leagueId: string,
  error: unknown,
): boolean {
  return refreshAfterConflict(queryClient, leagueId, error) && !isLineupLocked(error);
}
