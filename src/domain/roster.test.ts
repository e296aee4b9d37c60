import { describe, expect, it } from 'vitest';
import type { Player } from './contract/players';
import type { Team, TeamRoster } from './contract/teams';
import {
  emptyRoster,
  leagueTeamOf,
  NO_TEAM_SLOT,
  POSITION_ERROR,
  placeDraftedPlayer,
  type RosterShape,
  rosterBySlot,
  rosterPlayers,
  rosterShapeOf,
  slotAccepts,
  slotProblem,
  starterSlotsOf,
} from './roster';
import { PLAYER_POSITIONS, type PlayerPosition } from './vocabulary';

const roster = (filled: string[], benchCount = 0, teamSlot = false): RosterShape => ({
  filled: new Set(filled) as RosterShape['filled'],
  benchSize: 3,
  teamSlot,
  benchCount,
});
/** A roster of a league with the TEAM slot. */
const withTeamSlot = (filled: string[], benchCount = 0) => roster(filled, benchCount, true);
const RULES = { benchSize: 3, teamSlot: false };

describe('starterSlotsOf', () => {
  it('gives the six starter slots, and TEAM last in a league with the TEAM slot', () => {
    expect(starterSlotsOf({ teamSlot: false })).toEqual([
      'TOP',
      'JUNGLE',
      'MID',
      'ADC',
      'SUPPORT',
      'FLEX',
    ]);
    expect(starterSlotsOf({ teamSlot: true })).toEqual([
      'TOP',
      'JUNGLE',
      'MID',
      'ADC',
      'SUPPORT',
      'FLEX',
      'TEAM',
    ]);
  });
});

describe('slotAccepts', () => {
  it('lets a position slot take only its position, FLEX and BENCH anyone', () => {
    expect(slotAccepts('MID', 'MID')).toBe(true);
    expect(slotAccepts('MID', 'TOP')).toBe(false);
    expect(slotAccepts('TOP', 'TEAM')).toBe(false);
    expect(slotAccepts('FLEX', 'SUPPORT')).toBe(true);
    expect(slotAccepts('FLEX', 'TEAM')).toBe(true);
    expect(slotAccepts('BENCH', 'ADC')).toBe(true);
  });
  it('lets the TEAM slot take only TEAM players', () => {
    expect(slotAccepts('TEAM', 'TEAM')).toBe(true);
    expect(slotAccepts('TEAM', 'MID')).toBe(false);
  });
});

describe('placeDraftedPlayer', () => {
  it('uses the own position slot first', () => {
    expect(placeDraftedPlayer(roster([]), 'MID')).toEqual({ slot: 'MID' });
  });
  it('falls back to FLEX, then the bench', () => {
    expect(placeDraftedPlayer(roster(['MID']), 'MID')).toEqual({ slot: 'FLEX' });
    expect(placeDraftedPlayer(roster(['MID', 'FLEX']), 'MID')).toEqual({ slot: 'BENCH' });
    expect(placeDraftedPlayer(roster(['MID', 'FLEX'], 2), 'MID')).toEqual({ slot: 'BENCH' });
  });
  it('fails with the spec text when the bench holds 3', () => {
    expect(placeDraftedPlayer(roster(['MID', 'FLEX'], 3), 'MID')).toEqual({
      error: POSITION_ERROR,
    });
    expect(POSITION_ERROR).toBe('Position Error - No valid position available for this player');
  });
  it('puts a TEAM player into FLEX or the bench in a league without the TEAM slot', () => {
    expect(placeDraftedPlayer(roster([]), 'TEAM')).toEqual({ slot: 'FLEX' });
    expect(placeDraftedPlayer(roster(['FLEX']), 'TEAM')).toEqual({ slot: 'BENCH' });
  });
  it('puts a TEAM player into the TEAM slot while it is empty, else FLEX, else the bench', () => {
    expect(placeDraftedPlayer(withTeamSlot([]), 'TEAM')).toEqual({ slot: 'TEAM' });
    expect(placeDraftedPlayer(withTeamSlot(['TEAM']), 'TEAM')).toEqual({ slot: 'FLEX' });
    expect(placeDraftedPlayer(withTeamSlot(['TEAM', 'FLEX']), 'TEAM')).toEqual({ slot: 'BENCH' });
    expect(placeDraftedPlayer(withTeamSlot(['TEAM', 'FLEX'], 3), 'TEAM')).toEqual({
      error: POSITION_ERROR,
    });
  });
  it('never puts another position into the TEAM slot', () => {
    expect(placeDraftedPlayer(withTeamSlot(['MID']), 'MID')).toEqual({ slot: 'FLEX' });
    expect(placeDraftedPlayer(withTeamSlot(['MID', 'FLEX'], 3), 'MID')).toEqual({
      error: POSITION_ERROR,
    });
  });
});

describe('slotProblem', () => {
  it('accepts an empty matching slot', () => {
    expect(slotProblem(roster([]), 'TOP', 'TOP')).toBeNull();
    expect(slotProblem(roster([], 2), 'BENCH', 'TEAM')).toBeNull();
  });
  it('names a position mismatch', () => {
    expect(slotProblem(roster([]), 'TOP', 'MID')).toEqual({
      kind: 'position',
      message: 'A MID player cannot play TOP; choose the MID slot, FLEX or the bench',
    });
    expect(slotProblem(roster([]), 'MID', 'TEAM')?.message).toBe(
      'A TEAM player cannot play MID; choose the FLEX slot or the bench',
    );
  });
  it('puts the right article before every position', () => {
    const lead = (position: PlayerPosition) =>
      slotProblem(roster([]), position === 'TOP' ? 'MID' : 'TOP', position)?.message.split(
        ' player',
      )[0];
    expect(PLAYER_POSITIONS.map(lead)).toEqual([
      'A TOP',
      'A JUNGLE',
      'A MID',
      'An ADC',
      'A SUPPORT',
      'A TEAM',
    ]);
  });
  it('takes a TEAM player into an empty TEAM slot', () => {
    expect(slotProblem(withTeamSlot([]), 'TEAM', 'TEAM')).toBeNull();
    expect(slotProblem(withTeamSlot(['TEAM']), 'FLEX', 'TEAM')).toBeNull();
  });
  it('refuses the TEAM slot in a league without it, whoever the player', () => {
    for (const position of ['TEAM', 'MID'] as const) {
      expect(slotProblem(roster([]), 'TEAM', position)).toEqual({
        kind: 'position',
        message: NO_TEAM_SLOT,
      });
    }
    expect(NO_TEAM_SLOT).toBe('This league has no TEAM slot');
  });
  it('refuses another position in the TEAM slot, naming where it can play', () => {
    expect(slotProblem(withTeamSlot([]), 'TEAM', 'MID')).toEqual({
      kind: 'position',
      message: 'A MID player cannot play TEAM; choose the MID slot, FLEX or the bench',
    });
    expect(slotProblem(withTeamSlot([]), 'MID', 'TEAM')?.message).toBe(
      'A TEAM player cannot play MID; choose the TEAM slot, FLEX or the bench',
    );
    expect(slotProblem(withTeamSlot(['TEAM']), 'TEAM', 'TEAM')).toEqual({
      kind: 'full',
      message: 'The TEAM slot is already filled',
    });
  });
  it('refuses a filled slot and a full bench', () => {
    expect(slotProblem(roster(['TOP']), 'TOP', 'TOP')).toEqual({
      kind: 'full',
      message: 'The TOP slot is already filled',
    });
    expect(slotProblem(roster([], 3), 'BENCH', 'TOP')?.message).toBe(
      'The bench is full (3 players)',
    );
  });
});

describe('rosterShapeOf and rosterPlayers', () => {
  const player = (name: string, position: Player['position']) =>
    ({ id: name, name, position }) as Player;
  const team: TeamRoster = {
    ...emptyRoster(),
    TOP: player('Zeus', 'TOP'),
    MID: player('Faker', 'MID'),
    FLEX: player('Chovy', 'MID'),
    BENCH: [player('Keria', 'SUPPORT')],
  };

  it('names the filled starter slots and counts the bench', () => {
    const shape = rosterShapeOf(team, RULES);
    expect([...shape.filled]).toEqual(['TOP', 'MID', 'FLEX']);
    expect(shape.benchCount).toBe(1);
  });

  it('counts the TEAM slot in a league that has it', () => {
    const withTeam = { ...team, TEAM: player('T1', 'TEAM') };
    const shape = rosterShapeOf(withTeam, { benchSize: 3, teamSlot: true });
    expect([...shape.filled]).toEqual(['TOP', 'MID', 'FLEX', 'TEAM']);
    expect(shape.teamSlot).toBe(true);
  });

  it('lists the starters in slot order, then the bench', () => {
    expect(rosterPlayers(team).map((p) => p.name)).toEqual(['Zeus', 'Faker', 'Chovy', 'Keria']);
    const withTeam = { ...team, TEAM: player('T1', 'TEAM') };
    expect(rosterPlayers(withTeam).map((p) => p.name)).toEqual([
      'Zeus',
      'Faker',
      'Chovy',
      'T1',
      'Keria',
    ]);
  });
});

describe('leagueTeamOf', () => {
  const chovy: Player = {
    id: 'p1',
    name: 'Chovy',
    position: 'MID',
    team: 'Gen.G',
    region: 'LCK',
    homeLeague: 'LCK',
    imageUrl: null,
    avatarUrl: '/api/players/p1/avatar.svg',
    fantasyPoints: 512.5,
    points: 512.5,
    pointsPerGame: 21.3,
    stats: {
      gamesPlayed: 24,
      kills: 100,
      deaths: 30,
      assists: 120,
      cs: 8000,
      visionScore: 600,
      baronKills: 10,
      dragonKills: 40,
      turretKills: 70,
    },
  };
  const team: Team = {
    id: 't1',
    name: 'Mid Diff',
    owner: 'faker_fan',
    userId: 'u1',
    isBot: false,
    leagueId: 'l1',
    leagueName: 'LCK Friends',
    teamSlot: false,
    totalPoints: 88,
    players: { ...emptyRoster(), MID: chovy, BENCH: [chovy] },
  };

  it("keeps the team and who sits where, and drops the players' pictures and season stats", () => {
    const slim = leagueTeamOf(team);
    const shown = {
      id: 'p1',
      name: 'Chovy',
      position: 'MID',
      team: 'Gen.G',
      region: 'LCK',
      fantasyPoints: 512.5,
    };
    expect(slim).toEqual({
      ...team,
      players: { ...emptyRoster(), MID: shown, BENCH: [shown] },
    });
    expect(rosterShapeOf(slim.players, RULES)).toEqual(rosterShapeOf(team.players, RULES));
  });
});

describe('rosterBySlot', () => {
  it('puts each player in the slot it holds, the bench as a list, and leaves the rest empty', () => {
    expect(
      rosterBySlot([
        { slot: 'MID', player: 'faker' },
        { slot: 'BENCH', player: 'zeus' },
        { slot: 'FLEX', player: 'chovy' },
        { slot: 'BENCH', player: 'oner' },
      ]),
    ).toEqual({
      TOP: null,
      JUNGLE: null,
      MID: 'faker',
      ADC: null,
      SUPPORT: null,
      FLEX: 'chovy',
      TEAM: null,
      BENCH: ['zeus', 'oner'],
    });
    expect(rosterBySlot([]).BENCH).toEqual([]);
  });
});
