import type { LeagueRegion } from '../../../src/domain/vocabulary';

/** Accounts the e2e server creates before the tests start; tests sign in as them. */
export const SEED_PASSWORD = 'correct-horse-battery';

/** A member of two leagues, joined in this order (the first is selected by default). */
export const LEAGUE_MEMBER = {
  username: 'rift_captain',
  email: 'rift_captain@example.com',
  password: SEED_PASSWORD,
  leagues: ['Summoners Cup', 'Baron Nashor Invitational'],
} as const;

/** Player regions of each seeded league: the first spans the world, the second is Korea only. */
export const SEEDED_LEAGUE_REGIONS: Record<string, LeagueRegion[]> = {
  'Summoners Cup': ['KOREA', 'CHINA', 'EMEA', 'AMERICAS'],
  'Baron Nashor Invitational': ['KOREA'],
};
