import type { PlayerRow } from './schema';
import { players } from './schema';

/**
 * The fields of a player's row that a player's answer is built from, listed once: the row type
 * (`PlayerCore`) and the SQL that reads them as JSON (`playerJson`) are both derived from this
 * list, and `toPlayer` (players feature) turns them into the contract's `Player`.
 */
export const PLAYER_CORE_FIELDS = [
  'id',
  'name',
  'position',
  'team',
  'region',
  'homeLeague',
  'imageUrl',
  'fantasyPoints',
  'gamesPlayed',
  'kills',
  'deaths',
  'assists',
  'cs',
  'visionScore',
  'baronKills',
  'dragonKills',
  'turretKills',
] as const satisfies readonly (keyof PlayerRow)[];

export type PlayerCore = Pick<PlayerRow, (typeof PLAYER_CORE_FIELDS)[number]>;

/** SQL text: the player row `alias` as a `PlayerCore` JSON object, keyed by the code's names. */
export const playerJson = (alias: string): string =>
  `json_build_object(${PLAYER_CORE_FIELDS.map(
    (field) => `'${field}', ${alias}.${players[field].name}`,
  ).join(', ')})`;
