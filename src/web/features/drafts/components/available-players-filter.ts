import type { DraftPlayer } from '../../../../domain/contract/drafts';
import type { PlayerPosition } from '../../../../domain/vocabulary';

export interface AvailableFilter {
  search: string;
  position: PlayerPosition | null;
}

/** The table draws at most this many rows; the rest wait for a narrower search. */
export const AVAILABLE_ROW_LIMIT = 100;

/** The players matching a search (name or pro team, any case) and a position, in given order. */
export function filterAvailable<T extends DraftPlayer>(
  players: readonly T[],
  { search, position }: AvailableFilter,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return players.filter(
    (player) =>
      (position === null || player.position === position) &&
      (needle === '' ||
        player.name.toLocaleLowerCase().includes(needle) ||
        player.team.toLocaleLowerCase().includes(needle)),
  );
}
