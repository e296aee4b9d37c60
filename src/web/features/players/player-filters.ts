import type { Player } from '../../../domain/contract/players';
import {
  PLAYER_REGIONS,
  type PlayerPosition,
  type PlayerRegion,
  type PlayerStatus,
} from '../../../domain/vocabulary';

export interface PlayerFilters {
  /** Matches the player's name or team, ignoring case and accents. */
  search: string;
  region: PlayerRegion | null;
  position: PlayerPosition | null;
  /** Free agents, players on waivers or rostered players; a list without a league has only free. */
  status: PlayerStatus | null;
}

export const NO_FILTERS: PlayerFilters = {
  search: '',
  region: null,
  position: null,
  status: null,
};

export function hasActiveFilters(filters: PlayerFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.region !== null ||
    filters.position !== null ||
    filters.status !== null
  );
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
      (filters.status === null || (player.status ?? 'free') === filters.status) &&
      (needle === '' || fold(player.name).includes(needle) || fold(player.team).includes(needle)),
  );
}

/** The regions the list actually holds, in the usual order, for the region filter. */
export function regionsPresent(players: readonly Player[]): PlayerRegion[] {
  const present = new Set(players.map((player) => player.region));
  return PLAYER_REGIONS.filter((region) => present.has(region));
}
