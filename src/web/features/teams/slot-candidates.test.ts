import { describe, expect, it } from 'vitest';
import type { Player } from '../../../domain/contract/players';
import { emptyRoster } from '../../../domain/roster';
import type { PlayerPosition } from '../../../domain/vocabulary';
import { slotCandidates, takenPlayerIds } from './slot-candidates';

const player = (name: string, position: PlayerPosition, team = 'T1') =>
  ({ id: name.toLowerCase(), name, position, team }) as Player;

const faker = player('Faker', 'MID');
const chovy = player('Chovy', 'MID', 'Gen.G');
const zeus = player('Zeus', 'TOP', 'HLE');
const keria = player('Keria', 'SUPPORT');
const t1 = player('T1', 'TEAM');
const pool = [faker, chovy, zeus, keria, t1];

describe('slotCandidates', () => {
  it("offers only the slot's position for a position slot", () => {
    expect(slotCandidates(pool, 'MID', new Set())).toEqual([faker, chovy]);
    expect(slotCandidates(pool, 'TOP', new Set())).toEqual([zeus]);
  });

  it('offers every player, teams included, for FLEX and the bench', () => {
    expect(slotCandidates(pool, 'FLEX', new Set())).toEqual(pool);
    expect(slotCandidates(pool, 'BENCH', new Set())).toEqual(pool);
  });

  it('leaves out players already taken', () => {
    expect(slotCandidates(pool, 'MID', new Set(['faker']))).toEqual([chovy]);
  });

  it('is empty when nobody fits', () => {
    expect(slotCandidates(pool, 'JUNGLE', new Set())).toEqual([]);
  });

  it('searches names and teams in any case', () => {
    expect(slotCandidates(pool, 'FLEX', new Set(), 'fAk')).toEqual([faker]);
    expect(slotCandidates(pool, 'FLEX', new Set(), 'gen.g')).toEqual([chovy]);
    expect(slotCandidates(pool, 'FLEX', new Set(), '  ')).toEqual(pool);
  });
});

describe('takenPlayerIds', () => {
  it('collects the starters and the bench of every roster', () => {
    const mine = { ...emptyRoster(), MID: faker, BENCH: [keria] };
    const theirs = { ...emptyRoster(), FLEX: zeus };
    expect(takenPlayerIds([mine, theirs])).toEqual(new Set(['faker', 'keria', 'zeus']));
  });
});
