import { describe, expect, it } from 'vitest';
import { playerSchema } from '../../../domain/contract/players';
import { PLAYER_CORE_FIELDS, type PlayerCore, playerJson } from '../../db/player-json';
import { toPlayer } from './service';

// The answer's fields that are not read from the row but made from it, and those a league's
// list adds (where the player stands in that league).
const DERIVED = ['avatarUrl', 'points', 'pointsPerGame', 'stats'];
const IN_A_LEAGUE = ['status', 'waiverUntil', 'teamId'];

const sampleCore = (): PlayerCore => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Faker',
  position: 'MID',
  team: 'T1',
  region: 'LCK',
  homeLeague: 'LCK',
  imageUrl: null,
  fantasyPoints: 120.5,
  gamesPlayed: 10,
  kills: 40,
  deaths: 12,
  assists: 61,
  cs: 3200,
  visionScore: 310.5,
  baronKills: 6,
  dragonKills: 19,
  turretKills: 41,
});

describe('the player fields, listed once', () => {
  it('read from the row every field of the answer that is not derived', () => {
    const read = Object.keys(playerSchema.shape).filter(
      (key) => !DERIVED.includes(key) && !IN_A_LEAGUE.includes(key),
    );
    const stats = Object.keys(playerSchema.shape.stats.shape);
    expect([...read, ...stats].sort()).toEqual([...PLAYER_CORE_FIELDS].sort());
  });

  it('make a whole Player of the contract, with nothing left out and nothing extra', () => {
    const answer = toPlayer(sampleCore());
    expect(playerSchema.strict().parse(answer)).toEqual(answer);
    expect(answer.stats.gamesPlayed).toBe(10);
    expect(answer.pointsPerGame).toBe(12.05);
  });

  it('are each read by the SQL JSON builder under their name in the code', () => {
    const json = playerJson('p');
    for (const field of PLAYER_CORE_FIELDS) expect(json).toContain(`'${field}', p.`);
    expect(json).toContain("'homeLeague', p.home_league");
    expect(json.match(/'[a-zA-Z]+', p\./g)).toHaveLength(PLAYER_CORE_FIELDS.length);
  });
});
