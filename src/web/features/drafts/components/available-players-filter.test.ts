import { describe, expect, it } from 'vitest';
import type { DraftPlayer } from '../../../../domain/contract/drafts';
import { filterAvailable } from './available-players-filter';

const player = (name: string, position: DraftPlayer['position'], team: string): DraftPlayer => ({
  id: name.toLowerCase(),
  name,
  position,
  team,
  region: 'LCK',
  fantasyPoints: 0,
  avatarUrl: '',
});

const players = [
  player('Faker', 'MID', 'T1'),
  player('Oner', 'JUNGLE', 'T1'),
  player('Chovy', 'MID', 'Gen.G'),
  player('Gen.G', 'TEAM', 'Gen.G'),
];

describe('filterAvailable', () => {
  it('keeps every player, in order, without a search or position', () => {
    expect(filterAvailable(players, { search: '', position: null })).toEqual(players);
  });

  it('matches the name or the pro team, ignoring case and spaces around', () => {
    expect(
      filterAvailable(players, { search: '  fak ', position: null }).map((p) => p.name),
    ).toEqual(['Faker']);
    expect(filterAvailable(players, { search: 't1', position: null }).map((p) => p.name)).toEqual([
      'Faker',
      'Oner',
    ]);
  });

  it('keeps only the chosen position, TEAM included', () => {
    expect(filterAvailable(players, { search: '', position: 'MID' }).map((p) => p.name)).toEqual([
      'Faker',
      'Chovy',
    ]);
    expect(
      filterAvailable(players, { search: 'gen', position: 'TEAM' }).map((p) => p.name),
    ).toEqual(['Gen.G']);
  });
});
