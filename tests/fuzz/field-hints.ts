import fc from 'fast-check';
import {
  LEAGUE_REGIONS,
  PLAYER_POSITIONS,
  PLAYER_REGIONS,
  ROSTER_SLOTS,
} from '../../src/domain/vocabulary';
import type { FieldHint } from './json-schema-arbitrary';

/** Real rows of the seeded world, so generated requests reach the code behind the checks. */
export interface KnownIds {
  league: string[];
  team: string[];
  player: string[];
  user: string[];
  username: string[];
  /** Every seeded account's password. */
  password: string;
  inviteCode: string;
}

const REGION_WORDS = [...PLAYER_REGIONS, ...LEAGUE_REGIONS];

/** Which kind of row an `id` names depends on where it sits in the URL. */
function idsForPath(url: string, known: KnownIds): string[] {
  if (url.startsWith('/api/leagues')) return known.league;
  if (url.startsWith('/api/teams')) return known.team;
  if (url.startsWith('/api/players')) return known.player;
  if (url.startsWith('/api/users')) return known.user;
  return [...known.league, ...known.team, ...known.player, ...known.user];
}

function idsFor(url: string, name: string, known: KnownIds): string[] | undefined {
  switch (name) {
    case 'leagueId':
      return known.league;
    case 'teamId':
      return known.team;
    case 'playerId':
    case 'player':
      return known.player;
    case 'newOwnerId':
      return known.user;
    case 'id':
      return idsForPath(url, known);
    default:
      return undefined;
  }
}

// Mixed case: the fixed lists are matched case-insensitively.
const anyCase = (words: readonly string[]) =>
  fc
    .tuple(fc.constantFrom(...words), fc.boolean())
    .map(([word, lower]) => (lower ? word.toLowerCase() : word));

/** Values for the fields of the routes under `url`, by field name. */
export function fieldHints(url: string, known: KnownIds): FieldHint {
  return (name, schema) => {
    const ids = schema.format === 'uuid' || name === 'id' ? idsFor(url, name, known) : undefined;
    if (ids) return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...ids) }, fc.uuid());
    switch (name) {
      case 'region':
        return fc.oneof(
          anyCase(REGION_WORDS),
          fc.subarray(REGION_WORDS, { minLength: 1, maxLength: 3 }).map((list) => list.join(',')),
        );
      case 'regions':
        return fc.array(anyCase(LEAGUE_REGIONS), { minLength: 1, maxLength: 4 });
      case 'position':
        return anyCase([...PLAYER_POSITIONS, ...ROSTER_SLOTS]);
      case 'slot':
        return anyCase(ROSTER_SLOTS);
      case 'week':
        return fc.integer({ min: 0, max: 3 }).map(String);
      // The full list is 1000 rows: small pages keep the run fast.
      case 'limit':
        return fc.integer({ min: 1, max: 50 }).map(String);
      case 'offset':
        return fc.integer({ min: 0, max: 300 }).map(String);
      case 'pickNumber':
      case 'pickNo':
        return fc.integer({ min: 0, max: 3 });
      case 'inviteCode':
        return fc.constant(known.inviteCode);
      // fc.emailAddress() follows the RFC, which allows far more than a sign-up form does.
      case 'email':
        return fc
          .tuple(fc.stringMatching(/^[a-z0-9._-]{1,12}$/), fc.stringMatching(/^[a-z0-9]{1,10}$/))
          .map(([local, domain]) => `${local}@${domain}.example`);
      case 'username':
        return fc.oneof(fc.constantFrom(...known.username), fc.stringMatching(/^[a-z0-9_]{3,20}$/));
      // Only sign-up and login: a profile's current password stays unknown, so no actor's token
      // is revoked halfway through the run.
      case 'password':
        return fc.constant(known.password);
      case 'avatar':
      case 'imageUrl':
        return fc.oneof(fc.webUrl(), fc.constant(null), fc.constant(''));
      case 'draftDateTime':
        return fc
          .date({ min: new Date('2030-01-01'), max: new Date('2031-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString());
      case 'name':
      case 'teamName':
      case 'q':
      case 'search':
      case 'team':
        return fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' });
      default:
        return undefined;
    }
  };
}
