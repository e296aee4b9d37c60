import type { Player } from '../../../domain/contract/players';
import {
  PLAYER_POSITIONS,
  PLAYER_REGIONS,
  PLAYER_STATUSES,
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

/** One of `allowed`, or null for a value missing or not among them (an edited address). */
function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return allowed.find((item) => item === value) ?? null;
}

/**
 * The filters a list's address carries (`?q=faker&region=LCK&position=MID&status=free`), so that
 * Back from a player, a reload or a shared link shows the list as it was filtered.
 */
export function filtersFromParams(params: URLSearchParams): PlayerFilters {
  return {
    search: params.get('q') ?? '',
    region: oneOf(PLAYER_REGIONS, params.get('region')),
    position: oneOf(PLAYER_POSITIONS, params.get('position')),
    status: oneOf(PLAYER_STATUSES, params.get('status')),
  };
}

/** The address's parameters for these filters; an inactive filter leaves no parameter. */
export function paramsFromFilters(filters: PlayerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search !== '') params.set('q', filters.search);
  if (filters.region) params.set('region', filters.region);
  if (filters.position) params.set('position', filters.position);
  if (filters.status) params.set('status', filters.status);
  return params;
}

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
