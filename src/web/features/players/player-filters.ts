import type { Player } from '../../../domain/contract/players';
import { PLAYER_REGIONS, type PlayerPosition, type PlayerRegion } from '../../../domain/vocabulary';

export interface PlayerFilters {
  /** Matches the player's name or team, ignoring case and accents. */
  search: string;
  region: PlayerRegion | null;
  position: PlayerPosition | null;
}

export const NO_FILTERS: PlayerFilters = { search: '', region: null, position: null };

export function hasActiveFilters(filters: PlayerFilters): boolean {
  return filters.search.trim() !== '' || filters.region !== null || filters.position !== null;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The players that pass every active filter, in their original (best first) order. */
export function filterPlayers(players: readonly Player[], filters: PlayerFilters): Player[] {
  const needle = fold(filters.search.trim());
  return players.filter(
    (player) =>
      (filters.region === null || player.region === filters.region) &&
      (filters.position === null || player.position === filters.position) &&
      (needle === '' || fold(player.name).includes(needle) || fold(player.team).includes(needle)),
  );
}

/** The regions the list actually holds, in the usual order, for the region filter. */
export function regionsPresent(players: readonly Player[]): PlayerRegion[] {
  const present = new Set(players.map((player) => player.region));
  return PLAYER_REGIONS.filter((region) => present.has(region));
}
