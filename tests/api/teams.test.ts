import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League } from '../../src/domain/contract/leagues';
import type { Team } from '../../src/domain/contract/teams';
import {
  createLeagueWithTeams,
  playerIdByName,
  registerUser,
  requester,
} from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const playerId = (name: string) => playerIdByName(t.database.db, name);

const SLOTS = 'Allowed: TOP, JUNGLE, MID, ADC, SUPPORT, FLEX, TEAM, BENCH';
/** A Korean league with its commissioner's team and a member's team. */
const leagueWithTwoTeams = () => createLeagueWithTeams(t.app, t.database.db);
const add = (teamId: string, token: string, body: object) =>
  call('POST', `/api/teams/${teamId}/players`, token, body);

describe('POST /api/teams', () => {
  it("creates the commissioner's own team", async () => {
    const boss = await registerUser(t.app);
    const league = (
      await call('POST', '/api/leagues', boss.token, { name: 'Roster League', regions: ['KOREA'] })
    ).json() as League;
    const created = await call('POST', '/api/teams', boss.token, {
      name: 'Boss Team',
      leagueId: league.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json() as Team).toMatchObject({
      name: 'Boss Team',
      owner: boss.user.username,
      userId: boss.user.id,
      isBot: false,
      leagueId: league.id,
      leagueName: 'Roster League',
      teamSlot: false,
      totalPoints: 0,
      players: {
        TOP: null,
        JUNGLE: null,
        MID: null,
        ADC: null,
        SUPPORT: null,
        FLEX: null,
        BENCH: [],
      },
    });
  });

  it('refuses non-members (403), a second team (409) and bad input (400)', async () => {
    const { boss, league } = await leagueWithTwoTeams();
    const outsider = await registerUser(t.app);
    const refused = await call('POST', '/api/teams', outsider.token, {
      name: 'Gatecrash',
      leagueId: league.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Join this league to create a team in it');
    const second = await call('POST', '/api/teams', boss.token, {
      name: 'Second',
      leagueId: league.id,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You already have a team in this league');
    const blank = await call('POST', '/api/teams', boss.token, { name: ' ', leagueId: league.id });
    expect(blank.json().message).toBe('Please enter a team name');
    const badLeague = await call('POST', '/api/teams', boss.token, { name: 'X', leagueId: 'x' });
    expect(badLeague.json().message).toBe('Invalid league id');
    const unknown = await call('POST', '/api/teams', boss.token, {
      name: 'X',
      leagueId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/teams/:id', () => {
  it("shows a private league's team only to its members: to others it is missing, as a random id", async () => {
    const boss = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const league = (
      await call('POST', '/api/leagues', boss.token, {
        name: 'Closed Doors',
        regions: ['KOREA'],
        isPublic: false,
      })
    ).json() as League;
    const team = (
      await call('POST', '/api/teams', boss.token, { name: 'Hidden Team', leagueId: league.id })
    ).json() as Team;
    expect((await call('GET', `/api/teams/${team.id}`, boss.token)).statusCode).toBe(200);
    const leagueRefused = await call('GET', `/api/leagues/${league.id}`, stranger.token);
    expect(leagueRefused.statusCode).toBe(404);
    expect(leagueRefused.json()).toEqual({ message: 'League not found', code: 'NOT_FOUND' });
    // The hidden team's id and a random one get the same answer, so an id tells nothing.
    for (const id of [team.id, randomUUID()]) {
      for (const refused of [
        await call('GET', `/api/teams/${id}`, stranger.token),
        await call('POST', `/api/teams/${id}/add-drop`, stranger.token, {
          addPlayerId: randomUUID(),
        }),
      ]) {
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ message: 'Team not found', code: 'NOT_FOUND' });
      }
    }
  });
});

describe('rosters', () => {
  it('fills slots by position, FLEX with anyone and a bench of three', async () => {
    const { member, memberTeam } = await leagueWithTwoTeams();
    expect(
      (await add(memberTeam.id, member.token, { playerId: await playerId('Faker'), slot: 'MID' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await add(memberTeam.id, member.token, { playerId: await playerId('Chovy'), slot: 'flex' }))
        .statusCode,
    ).toBe(200);
    for (const name of ['Zeus', 'Kiin', 'Doran']) {
      expect(
        (await add(memberTeam.id, member.token, { playerId: await playerId(name), slot: 'BENCH' }))
          .statusCode,
      ).toBe(200);
    }
    const full = await add(memberTeam.id, member.token, {
      playerId: await playerId('Canyon'),
      slot: 'BENCH',
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('The bench is full (3 players)');

    const team = (await call('GET', `/api/teams/${memberTeam.id}`, member.token)).json() as Team;
    expect(team.players.MID?.name).toBe('Faker');
    expect(team.players.FLEX?.name).toBe('Chovy');
    expect(team.players.BENCH.map((p) => p.name).sort()).toEqual(['Doran', 'Kiin', 'Zeus']);
    const mine = (await call('GET', '/api/teams/my-teams', member.token)).json() as Team[];
    expect(mine.map((x) => x.id)).toEqual([memberTeam.id]);
  });

  it('refuses a wrong position (400), a filled slot (409) and a player another team has (409)', async () => {
    const { boss, member, bossTeam, memberTeam } = await leagueWithTwoTeams();
    const faker = await playerId('Faker');
    const wrong = await add(memberTeam.id, member.token, { playerId: faker, slot: 'TOP' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'A MID player cannot play TOP; choose the MID slot, FLEX or the bench',
    );
    await add(memberTeam.id, member.token, { playerId: faker, slot: 'MID' });
    const filled = await add(memberTeam.id, member.token, {
      playerId: await playerId('Chovy'),
      slot: 'MID',
    });
    expect(filled.statusCode).toBe(409);
    expect(filled.json().message).toBe('The MID slot is already filled');
    const taken = await add(bossTeam.id, boss.token, { playerId: faker, slot: 'FLEX' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Faker is already on Member Team');
    const twice = await add(memberTeam.id, member.token, { playerId: faker, slot: 'BENCH' });
    expect(twice.json().message).toBe('Faker is already on your team');
  });

  it("refuses players from outside the league's regions", async () => {
    const { member, memberTeam } = await leagueWithTwoTeams();
    const response = await add(memberTeam.id, member.token, {
      playerId: await playerId('Caps'),
      slot: 'MID',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Caps plays in LEC, which this league does not include');
  });

  it('lets nobody but the owner change a team, and changes nothing when refusing', async () => {
    const { boss, member, memberTeam } = await leagueWithTwoTeams();
    const faker = await playerId('Faker');
    await add(memberTeam.id, member.token, { playerId: faker, slot: 'MID' });
    const outsider = await registerUser(t.app);
    for (const token of [boss.token, outsider.token]) {
      const adding = await add(memberTeam.id, token, {
        playerId: await playerId('Zeus'),
        slot: 'TOP',
      });
      expect(adding.statusCode).toBe(403);
      expect(adding.json().message).toBe('You can only change your own team');
      const removing = await call('DELETE', `/api/teams/${memberTeam.id}/players/${faker}`, token);
      expect(removing.statusCode).toBe(403);
    }
    expect((await add(memberTeam.id, '', { playerId: faker, slot: 'MID' })).statusCode).toBe(401);
    const team = (await call('GET', `/api/teams/${memberTeam.id}`, member.token)).json() as Team;
    expect(team.players.MID?.name).toBe('Faker');
    expect(team.players.TOP).toBeNull();
  });

  it('removes a player, and answers 404 for one not on the team', async () => {
    const { member, memberTeam } = await leagueWithTwoTeams();
    const faker = await playerId('Faker');
    await add(memberTeam.id, member.token, { playerId: faker, slot: 'MID' });
    const removed = await call(
      'DELETE',
      `/api/teams/${memberTeam.id}/players/${faker}`,
      member.token,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().players.MID).toBeNull();
    const again = await call(
      'DELETE',
      `/api/teams/${memberTeam.id}/players/${faker}`,
      member.token,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('That player is not on this team');
  });

  it('lets the commissioner manage bot teams', async () => {
    const { boss, member, league } = await leagueWithTwoTeams();
    await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      numTeams: 3,
      numWeeks: 1,
    });
    const bot = (
      (await call('GET', `/api/leagues/${league.id}`, boss.token)).json() as League
    ).teams.find((x) => x.isBot)!;
    expect(
      (await add(bot.id, boss.token, { playerId: await playerId('Zeus'), slot: 'TOP' })).statusCode,
    ).toBe(200);
    const refused = await add(bot.id, member.token, {
      playerId: await playerId('Oner'),
      slot: 'JUNGLE',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the league commissioner can change a bot team');
  });

  it.each([
    [{ playerId: 'x', slot: 'MID' }, 'Invalid player id'],
    [
      { playerId: '00000000-0000-4000-8000-000000000000', slot: 'COACH' },
      'Invalid slot "COACH". Allowed: TOP, JUNGLE, MID, ADC, SUPPORT, FLEX, TEAM, BENCH',
    ],
  ])('rejects %j with 400', async (body, message) => {
    const { member, memberTeam } = await leagueWithTwoTeams();
    const response = await add(memberTeam.id, member.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each([
    [{ playerId: '00000000-0000-4000-8000-000000000000' }, 'slot', `Slot is required. ${SLOTS}`],
    [
      { playerId: '00000000-0000-4000-8000-000000000000', slot: 3 },
      'slot',
      `Invalid slot. ${SLOTS}`,
    ],
    [{ slot: 'MID' }, 'playerId', 'Player id is required'],
    [{ playerId: 'mid', slot: 'MID' }, 'playerId', 'Invalid player id'],
  ])('refuses the lineup move %j with 400 naming the field', async (body, field, message) => {
    const { member, memberTeam } = await leagueWithTwoTeams();
    const response = await call('POST', `/api/teams/${memberTeam.id}/lineup`, member.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: [{ field, message }] });
  });

  it('answers 404 for an unknown team or player', async () => {
    const { member, memberTeam } = await leagueWithTwoTeams();
    const noPlayer = await add(memberTeam.id, member.token, {
      playerId: '00000000-0000-4000-8000-000000000000',
      slot: 'MID',
    });
    expect(noPlayer.statusCode).toBe(404);
    expect(noPlayer.json().message).toBe('Player not found');
    const noTeam = await call(
      'GET',
      '/api/teams/00000000-0000-4000-8000-000000000000',
      member.token,
    );
    expect(noTeam.statusCode).toBe(404);
    expect(noTeam.json().message).toBe('Team not found');
  });
});

describe('POST /api/teams/:id/transfer', () => {
  it("gives a bot team to a member who has none (here the commissioner's own)", async () => {
    const boss = await registerUser(t.app);
    const league = (
      await call('POST', '/api/leagues', boss.token, { name: 'Adopt', regions: ['KOREA'] })
    ).json() as League;
    await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      numTeams: 2,
      numWeeks: 1,
    });
    const bot = ((await call('GET', `/api/leagues/${league.id}`, boss.token)).json() as League)
      .teams[0]!;
    const response = await call('POST', `/api/teams/${bot.id}/transfer`, boss.token, {
      newOwnerId: boss.user.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userId: boss.user.id,
      owner: boss.user.username,
      isBot: false,
    });
  });

  it('hands a bot team to a member without a team', async () => {
    const { boss, league } = await leagueWithTwoTeams();
    const newcomer = await registerUser(t.app);
    await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      numTeams: 3,
      numWeeks: 1,
    });
    const bot = (
      (await call('GET', `/api/leagues/${league.id}`, boss.token)).json() as League
    ).teams.find((x) => x.isBot)!;

    const notMember = await call('POST', `/api/teams/${bot.id}/transfer`, boss.token, {
      newOwnerId: newcomer.user.id,
    });
    expect(notMember.statusCode).toBe(409);
    expect(notMember.json().message).toBe('The new owner must be a member of this league');

    // A member without a team: the league's creator gives their own team away first.
    const { member } = await leagueWithTwoTeams();
    const refused = await call('POST', `/api/teams/${bot.id}/transfer`, member.token, {
      newOwnerId: member.user.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only the team owner or the league commissioner can transfer this team',
    );
  });

  it('refuses a new owner who already has a team, and unknown users', async () => {
    const { boss, member, bossTeam } = await leagueWithTwoTeams();
    const twoTeams = await call('POST', `/api/teams/${bossTeam.id}/transfer`, boss.token, {
      newOwnerId: member.user.id,
    });
    expect(twoTeams.statusCode).toBe(409);
    expect(twoTeams.json().message).toBe('That user already has a team in this league');
    const ghost = await call('POST', `/api/teams/${bossTeam.id}/transfer`, boss.token, {
      newOwnerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(ghost.statusCode).toBe(404);
    const bad = await call('POST', `/api/teams/${bossTeam.id}/transfer`, boss.token, {
      newOwnerId: 'x',
    });
    expect(bad.json().message).toBe('Invalid user id');
  });
});
