import { describe, expect, it } from 'vitest';
import type { Player } from '../../../domain/contract/players';
import type { TeamRoster } from '../../../domain/contract/teams';
import { emptyRoster } from '../../../domain/roster';
import { benchRows, starterRows } from './roster-rows';

const player = (name: string) => ({ id: name, name }) as Player;
const roster: TeamRoster = {
  ...emptyRoster(),
  TOP: player('Zeus'),
  MID: player('Faker'),
  BENCH: [player('Keria')],
};

describe('starterRows', () => {
  it('lists TOP to FLEX in order, empty slots included', () => {
    const rows = starterRows(roster, { teamSlot: false });
    expect(rows.map((row) => row.slot)).toEqual(['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX']);
    expect(rows.map((row) => row.player?.name ?? null)).toEqual([
      'Zeus',
      null,
      'Faker',
      null,
      null,
      null,
    ]);
  });

  it('adds the TEAM slot last in a league that has it', () => {
    const rows = starterRows({ ...roster, TEAM: player('T1') }, { teamSlot: true });
    expect(rows.map((row) => row.slot)).toEqual([
      'TOP',
      'JUNGLE',
      'MID',
      'ADC',
      'SUPPORT',
      'FLEX',
      'TEAM',
    ]);
    expect(rows.at(-1)?.player?.name).toBe('T1');
  });
});

describe('benchRows', () => {
  it('always shows the three bench seats, filled ones first', () => {
    const rows = benchRows(roster, 3);
    expect(rows.map((row) => row.key)).toEqual(['BENCH-1', 'BENCH-2', 'BENCH-3']);
    expect(rows.map((row) => row.player?.name ?? null)).toEqual(['Keria', null, null]);
  });
});
