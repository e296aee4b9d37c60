import { type ClockedLeague, leagueNow } from '../../db/league-clock';
import type { Repositories } from '../repositories';

/**
 * A commissioner's action, as a line of the league's log at the league's time: 'The
 * commissioner paused the replay'. `detail` names the `action` and holds what it changed.
 */
export function logCommissioner(
  tx: Repositories,
  league: ClockedLeague & { id: string },
  userId: string,
  text: string,
  detail: Record<string, unknown>,
  realNow = Date.now(),
): Promise<void> {
  return tx.transactions.add([
    {
      leagueId: league.id,
      type: 'commissioner',
      teamId: null,
      userId,
      leagueAt: leagueNow(league, realNow),
      text,
      detail,
    },
  ]);
}
