import { describe, expect, it } from 'vitest';
import type { Player } from '../../../domain/contract/players';
import type { PlayerPosition, PlayerRegion, PlayerStatus } from '../../../domain/vocabulary';
import {
  filterPlayers,
  filtersFromParams,
  hasActiveFilters,
  NO_FILTERS,
  paramsFromFilters,
  regionsPresent,
} from './player-filters';

function player(
  name: string,
  team: string,
  region: PlayerRegion,
  position: PlayerPosition,
  status?: PlayerStatus,
) {
  return { id: name, name, team, region, position, status } as Player;
}

const players = [
  player('Faker', 'T1', 'LCK', 'MID', 'rostered'),
  player('Chovy', 'Gen.G', 'LCK', 'MID', 'waivers'),
  player('Xiaohu', 'Weibo Gaming', 'LPL', 'MID', 'free'),
  player('Caps', 'G2 Esports', 'LEC', 'MID', 'free'),
  player('Oner', 'T1', 'LCK', 'JUNGLE', 'waivers'),
  player('Kiin', 'Gen.G', 'LCK', 'TOP'),
];
const names = (list: Player[]) => list.map((p) => p.name);

describe('filterPlayers', () => {
  it('keeps everyone, in order, without filters', () => {
    expect(filterPlayers(players, NO_FILTERS)).toEqual(players);
  });

  it('searches names and teams, ignoring case and surrounding spaces', () => {
    expect(names(filterPlayers(players, { ...NO_FILTERS, search: '  fAKer ' }))).toEqual(['Faker']);
    expect(names(filterPlayers(players, { ...NO_FILTERS, search: 'gen.g' }))).toEqual([
      'Chovy',
      'Kiin',
    ]);
  });

  it('ignores accents in the search text', () => {
    expect(names(filterPlayers(players, { ...NO_FILTERS, search: 'Xíaohu' }))).toEqual(['Xiaohu']);
  });

  it('combines region, position and search', () => {
    const filters = { search: 't1', region: 'LCK', position: 'JUNGLE', status: null } as const;
    expect(names(filterPlayers(players, filters))).toEqual(['Oner']);
    expect(filterPlayers(players, { ...filters, region: 'LPL' })).toEqual([]);
  });
});

describe('filterPlayers by status', () => {
  it('keeps free agents, players on waivers or rostered players', () => {
    expect(names(filterPlayers(players, { ...NO_FILTERS, status: 'waivers' }))).toEqual([
      'Chovy',
      'Oner',
    ]);
    expect(names(filterPlayers(players, { ...NO_FILTERS, status: 'rostered' }))).toEqual(['Faker']);
  });

  it('counts a player without a status (a list read outside a league) as a free agent', () => {
    expect(names(filterPlayers(players, { ...NO_FILTERS, status: 'free' }))).toEqual([
      'Xiaohu',
      'Caps',
      'Kiin',
    ]);
  });

  it('combines the status with the other filters', () => {
    const filters = { ...NO_FILTERS, status: 'waivers', position: 'MID' } as const;
    expect(names(filterPlayers(players, filters))).toEqual(['Chovy']);
    expect(filterPlayers(players, { ...filters, search: 'faker' })).toEqual([]);
  });
});

describe('hasActiveFilters', () => {
  it('ignores blank search text', () => {
    expect(hasActiveFilters({ ...NO_FILTERS, search: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: 'a' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, position: 'TEAM' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, region: 'LEC' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, status: 'free' })).toBe(true);
  });
});

describe('regionsPresent', () => {
  it('lists the regions of the list once, in the usual order', () => {
    expect(regionsPresent(players)).toEqual(['LCK', 'LPL', 'LEC']);
    expect(regionsPresent([])).toEqual([]);
  });
});

describe('filters in the address', () => {
  it('go there and back unchanged, and leave no parameter when inactive', () => {
    const filters = { search: 'Gen.G ', region: 'LCK', position: 'MID', status: 'free' } as const;
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe('q=Gen.G+&region=LCK&position=MID&status=free');
    expect(filtersFromParams(params)).toEqual(filters);
    expect(paramsFromFilters(NO_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams())).toEqual(NO_FILTERS);
  });

  it('ignore values of an edited address that no filter offers', () => {
    expect(
      filtersFromParams(new URLSearchParams('region=MARS&position=mid&status=gone&q=faker')),
    ).toEqual({ ...NO_FILTERS, search: 'faker' });
  });
});
