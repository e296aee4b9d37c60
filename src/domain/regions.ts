import type { LeagueRegion, PlayerRegion } from './vocabulary';

/** OE league labels of the major regions and the region their players belong to. */
export const REGION_BY_OE_LEAGUE: Readonly<Record<string, PlayerRegion>> = {
  LCK: 'LCK',
  LPL: 'LPL',
  LEC: 'LEC',
  LCS: 'LCS',
  'LTA N': 'NORTH',
  'LTA S': 'SOUTH',
};

/** Which player regions a league's region choice admits. */
export const PLAYER_REGIONS_BY_LEAGUE_REGION: Readonly<Record<LeagueRegion, PlayerRegion[]>> = {
  AMERICAS: ['LCS', 'NORTH', 'SOUTH'],
  EMEA: ['LEC'],
  CHINA: ['LPL'],
  KOREA: ['LCK'],
};

export function playerRegionsFor(leagueRegions: readonly LeagueRegion[]): PlayerRegion[] {
  return [...new Set(leagueRegions.flatMap((region) => PLAYER_REGIONS_BY_LEAGUE_REGION[region]))];
}

/** LTA North and South keep their short codes in the data; people know them by these names. */
export const REGION_LABELS: Readonly<Record<PlayerRegion, string>> = {
  LCK: 'LCK',
  LPL: 'LPL',
  LEC: 'LEC',
  LCS: 'LCS',
  NORTH: 'LTA North',
  SOUTH: 'LTA South',
};
