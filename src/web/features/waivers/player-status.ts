import type { Player } from '../../../domain/contract/players';
import type { PlayerStatus } from '../../../domain/vocabulary';
import { formatClockTime } from '../../lib/league/season-clock-labels';

type StatusFields = Pick<Player, 'status' | 'waiverUntil' | 'teamId'>;

/** Where a player stands in the league; a list read without a league knows no teams, so free. */
export function playerStatusOf(player: StatusFields): PlayerStatus {
  return player.status ?? 'free';
}

/**
 * The status as a list shows it: 'Free agent', 'Waivers · clears Thu, Apr 10, 3:00 AM' (league
 * time), or the name of the team that holds him.
 */
export function playerStatusLabel(
  player: StatusFields,
  teamNames: ReadonlyMap<string, string>,
): string {
  switch (playerStatusOf(player)) {
    case 'free':
      return 'Free agent';
    case 'waivers':
      return player.waiverUntil
        ? `Waivers · clears ${formatClockTime(player.waiverUntil)}`
        : 'On waivers';
    case 'rostered':
      return (player.teamId && teamNames.get(player.teamId)) || 'On a team';
  }
}

/** What the viewer's team may do with a player: add a free agent, claim one on waivers. */
export type PlayerMove = 'add' | 'claim' | null;

export function playerMoveOf(player: StatusFields): PlayerMove {
  const status = playerStatusOf(player);
  return status === 'free' ? 'add' : status === 'waivers' ? 'claim' : null;
}
