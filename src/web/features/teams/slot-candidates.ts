import type { Player } from '../../../domain/contract/players';
import type { LeagueTeam } from '../../../domain/contract/teams';
import { rosterPlayers, slotAccepts } from '../../../domain/roster';
import type { RosterSlot } from '../../../domain/vocabulary';

/** Ids of every player already on one of these rosters (a player has one team per league). */
export function takenPlayerIds(rosters: readonly LeagueTeam['players'][]): Set<string> {
  return new Set(rosters.flatMap((roster) => rosterPlayers(roster).map((player) => player.id)));
}

/**
 * Add Player's choices: every player for FLEX and the bench, otherwise players of the slot's
 * position; none already taken; the search matches the name or the team, in any case.
 */
export function slotCandidates(
  players: readonly Player[],
  slot: RosterSlot,
  taken: ReadonlySet<string>,
  search = '',
): Player[] {
  const needle = search.trim().toLowerCase();
  return players.filter(
    (player) =>
      slotAccepts(slot, player.position) &&
      !taken.has(player.id) &&
      (needle === '' ||
        player.name.toLowerCase().includes(needle) ||
        player.team.toLowerCase().includes(needle)),
  );
}
