import { describe, expect, it } from 'vitest';
import { matchesLeagueSearch, splitLeagues } from './league-lists';

const league = (
  name: string,
  { description = '', isPublic = true, memberIds = [] as string[] } = {},
) => ({ name, description, isPublic, memberIds });

const me = 'user-1';
const leagues = [
  league('Summoners Cup', { description: 'Worlds pros only', memberIds: [me, 'user-2'] }),
  league('Baron Pit', { description: 'LCK fans', isPublic: false, memberIds: [me] }),
  league('Dragon Soul League', { description: 'All regions, weekly prizes' }),
  league('Secret Society', { isPublic: false, memberIds: ['user-2'] }),
];

describe('splitLeagues', () => {
  it('puts the leagues whose members include the user under My Leagues', () => {
    const { mine } = splitLeagues(leagues, me, '');
    expect(mine.map((l) => l.name)).toEqual(['Summoners Cup', 'Baron Pit']);
  });

  it('lists only public leagues the user is not in under Public Leagues', () => {
    const { open } = splitLeagues(leagues, me, '');
    expect(open.map((l) => l.name)).toEqual(['Dragon Soul League']);
  });

  it('never offers a private league of someone else', () => {
    const { mine, open } = splitLeagues(leagues, 'user-3', '');
    expect(mine).toEqual([]);
    expect(open.map((l) => l.name)).toEqual(['Summoners Cup', 'Dragon Soul League']);
  });

  it('applies the search to both grids', () => {
    const { mine, open } = splitLeagues(leagues, me, 'LEAGUE');
    expect(mine).toEqual([]);
    expect(open.map((l) => l.name)).toEqual(['Dragon Soul League']);
  });
});

describe('matchesLeagueSearch', () => {
  it('matches the name or the description, case-insensitively', () => {
    const cup = league('Summoners Cup', { description: 'Worlds pros only' });
    expect(matchesLeagueSearch(cup, 'summoners')).toBe(true);
    expect(matchesLeagueSearch(cup, 'WORLDS PROS')).toBe(true);
    expect(matchesLeagueSearch(cup, 'baron')).toBe(false);
  });

  it('treats a blank search as no search', () => {
    expect(matchesLeagueSearch(league('Any'), '   ')).toBe(true);
  });
});
