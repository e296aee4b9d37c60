import { describe, expect, it } from 'vitest';
import { parseMatchups } from './matchup-schema';

const team = (id: string, name: string) => ({ id, name, owner: `${name} owner` });

/** A matchup as GET /leagues/{id}/matchups/{week} sends it (docs/api.md, Season). */
function serverMatchup(over: Record<string, unknown> = {}) {
  return {
    id: 'm1',
    week: 1,
    teamA: team('a', 'Gank Squad'),
    teamB: team('b', 'Blue Buff Bandits'),
    scoreA: 104.5,
    scoreB: 98,
    winner: 'a',
    homeTeam: 'Gank Squad',
    awayTeam: 'Blue Buff Bandits',
    homeTeamId: 'a',
    awayTeamId: 'b',
    homeScore: 104.5,
    awayScore: 98,
    completed: true,
    winnerUpdated: true,
    isTie: false,
    starters: {
      home: [
        {
          slot: 'MID',
          player: { id: 'p1', name: 'Faker', position: 'MID', team: 'T1' },
          points: 31.5,
          games: 2,
        },
      ],
      away: [],
    },
    ...over,
  };
}

describe('parseMatchups', () => {
  it('accepts the server’s list of matchups', () => {
    const [matchup] = parseMatchups([serverMatchup()]) ?? [];
    expect(matchup?.teamA.name).toBe('Gank Squad');
    expect(matchup?.starters.home[0]?.player.name).toBe('Faker');
  });

  it('accepts an empty week and an upcoming matchup', () => {
    expect(parseMatchups([])).toEqual([]);
    const upcoming = serverMatchup({
      scoreA: null,
      scoreB: null,
      homeScore: null,
      awayScore: null,
      winner: null,
      completed: false,
      winnerUpdated: false,
    });
    expect(parseMatchups([upcoming])).toHaveLength(1);
  });

  it('fills in what the screens can do without', () => {
    const { starters: _s, isTie: _t, winnerUpdated: _w, ...bare } = serverMatchup();
    const [matchup] = parseMatchups([bare]) ?? [];
    expect(matchup?.starters).toEqual({ home: [], away: [] });
    expect(matchup?.isTie).toBe(false);
  });

  it('rejects anything that is not a list of matchups', () => {
    expect(parseMatchups(null)).toBeNull();
    expect(parseMatchups({ matchups: [serverMatchup()] })).toBeNull();
    expect(parseMatchups('<html>')).toBeNull();
  });

  it('rejects matchups without their teams or with scores that are not numbers', () => {
    const { homeTeamId: _h, ...noHome } = serverMatchup();
    expect(parseMatchups([noHome])).toBeNull();
    expect(parseMatchups([serverMatchup({ teamB: null })])).toBeNull();
    expect(parseMatchups([serverMatchup({ scoreA: '104.5' })])).toBeNull();
  });

  it('rejects a matchup whose two shapes name different teams', () => {
    expect(parseMatchups([serverMatchup({ awayTeamId: 'c' })])).toBeNull();
  });
});
