// Longer than most files: the board's whole rule set over HTTP, sharing one app and its helpers.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftStatusResponse } from '../../src/domain/contract/drafts';
import type { League } from '../../src/domain/contract/leagues';
import type { Team } from '../../src/domain/contract/teams';
import {
  END_BEFORE_START,
  NEED_TEAMS,
  notYourTurn,
  onlyCommissioner,
} from '../../src/domain/draft';
import { DRAFT_SCHEDULE_CLOSED } from '../../src/domain/league-rules';
import { POSITION_ERROR } from '../../src/domain/roster';
import { snakeTurn } from '../../src/domain/snake-order';
import type { RosterSlot } from '../../src/domain/vocabulary';
import { draftPicks, drafts, leagues, teamPlayers } from '../../src/server/db/schema';
import { createDraftEngine } from '../../src/server/features/drafts/engine';
import { JOIN_DURING_DRAFT } from '../../src/server/features/teams/service';
import {
  createLeagueWithTeams,
  leaveNoRoom,
  playerIdByName,
  putOnRoster,
  requester,
} from '../support/factories';
import { queryRows } from '../support/sql';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const status = async (leagueId: string, token: string) =>
  (
    await call('GET', `/api/draft/status?leagueId=${leagueId}`, token)
  ).json() as DraftStatusResponse;

const draftLeague = (teams = 8, options: { isPublic?: boolean } = {}) =>
  createLeagueWithTeams(t.app, t.database.db, { teams, ...options });

async function started(teams = 8) {
  const setup = await draftLeague(teams);
  const response = await call('POST', '/api/draft/start', setup.boss.token, {
    leagueId: setup.league.id,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...setup, state: response.json() as DraftStatusResponse };
}

/** The commissioner picks the best available player for the team on the clock. */
async function pickBest(leagueId: string, token: string) {
  const before = await status(leagueId, token);
  const response = await call('POST', '/api/draft/pick', token, {
    teamId: before.onTheClock!.teamId,
    playerId: before.available[0]!.id,
    pickNumber: before.onTheClock!.pickNumber,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DraftStatusResponse;
}

/** A started draft of 8 teams without a bench, and a clock the test runs out itself. */
async function benchlessDraft() {
  const setup = await draftLeague(8);
  const db = t.database.db;
  await db
    .update(leagues)
    .set({ rosterBench: 0, draftPickSeconds: 600 })
    .where(eq(leagues.id, setup.league.id));
  const start = await call('POST', '/api/draft/start', setup.boss.token, {
    leagueId: setup.league.id,
  });
  return { setup, state: start.json() as DraftStatusResponse, db };
}

/** Runs out the clock of the pick on the clock, as the scheduler would once it is due. */
async function runOutPickClock(leagueId: string) {
  const db = t.database.db;
  await db
    .update(drafts)
    .set({ clockStartedAt: new Date(Date.now() - 3_600_000) })
    .where(eq(drafts.leagueId, leagueId));
  const [row] = await db.select().from(drafts).where(eq(drafts.leagueId, leagueId));
  expect(await createDraftEngine(db).timeout(leagueId, row!.version)).toBe('done');
}

describe('GET /api/draft/status', () => {
  it('shows a draft that has not started: the teams, no picks, the pool best first', async () => {
    const { boss, league } = await draftLeague(8);
    const state = await status(league.id, boss.token);
    expect(state.status).toBe('not_started');
    expect(state.order.map((team) => team.teamName)).toEqual([
      'Boss Team',
      'Member Team',
      ...[3, 4, 5, 6, 7, 8].map((i) => `Bot ${i}`),
    ]);
    expect(state.order[2]!.owner).toBe('Bot');
    expect(state.totalPicks).toBe(48);
    expect(state.picks).toEqual([]);
    expect(state.onTheClock).toBeNull();
    expect(state.pickSeconds).toBe(60);
    expect(state.commissioner.username).toBe(boss.user.username);
    expect(state.available.length).toBeGreaterThan(48);
    expect(state.available.every((player) => player.region === 'LCK')).toBe(true);
    const points = state.available.map((player) => player.fantasyPoints);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it('answers 401 without a token, 400 for a bad id, 404 for no league and for a private one', async () => {
    const { outsider, league } = await draftLeague(2, { isPublic: false });
    expect((await call('GET', `/api/draft/status?leagueId=${league.id}`)).statusCode).toBe(401);
    const bad = await call('GET', '/api/draft/status?leagueId=nope', outsider.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('leagueId');
    const missing = await call(
      'GET',
      '/api/draft/status?leagueId=00000000-0000-4000-8000-000000000000',
      outsider.token,
    );
    expect(missing.statusCode).toBe(404);
    const hidden = await call('GET', `/api/draft/status?leagueId=${league.id}`, outsider.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
  });
});

describe('POST /api/draft/start', () => {
  it('fixes a random order of every team and puts its first team on the clock', async () => {
    const { league, state, boss } = await started(8);
    expect(state.status).toBe('started');
    const teams = (await call('GET', `/api/leagues/${league.id}`, boss.token)).json() as League;
    expect(state.order.map((team) => team.teamId).sort()).toEqual(
      teams.teams.map((team) => team.id).sort(),
    );
    expect(state.onTheClock).toMatchObject({
      pickNumber: 0,
      round: 1,
      pick: 1,
      teamId: state.order[0]!.teamId,
    });
    expect(Date.parse(state.onTheClock!.deadline!) - Date.parse(state.serverTime)).toBeGreaterThan(
      55_000,
    );
    expect(teams.draft.status).toBe('started');
    // The order is stored: reading it again gives the same.
    expect((await status(league.id, boss.token)).order).toEqual(state.order);
  });

  it('shuffles: many starts do not all give the joining order', async () => {
    const orders = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const { state } = await started(8);
      orders.add(state.order.map((team) => team.teamName).join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('needs 8 teams, the commissioner, and a draft that has not run', async () => {
    const small = await draftLeague(7);
    const tooFew = await call('POST', '/api/draft/start', small.boss.token, {
      leagueId: small.league.id,
    });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().message).toBe(NEED_TEAMS);

    const { league, member, boss } = await draftLeague(8);
    const notBoss = await call('POST', '/api/draft/start', member.token, { leagueId: league.id });
    expect(notBoss.statusCode).toBe(403);
    expect(notBoss.json().message).toBe(onlyCommissioner(boss.user.username));
    expect((await status(league.id, boss.token)).status).toBe('not_started');

    expect(
      (await call('POST', '/api/draft/start', boss.token, { leagueId: league.id })).statusCode,
    ).toBe(200);
    const again = await call('POST', '/api/draft/start', boss.token, { leagueId: league.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The draft has already started');

    expect((await call('POST', '/api/draft/start', boss.token, {})).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/draft/start', undefined, { leagueId: league.id })).statusCode,
    ).toBe(401);
    const unknown = await call('POST', '/api/draft/start', boss.token, {
      leagueId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses when a team has no room for six picks', async () => {
    const { league, boss, bossTeam } = await draftLeague(8);
    await putOnRoster(t.database.db, bossTeam, [
      ['MID', 'Faker'],
      ['JUNGLE', 'Oner'],
      ['TOP', 'Zeus'],
      ['SUPPORT', 'Keria'],
    ]);
    const response = await call('POST', '/api/draft/start', boss.token, { leagueId: league.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Boss Team already has 4 players; every team needs room for 6 picks',
    );
  });
});

describe('POST /api/draft/end', () => {
  it('cannot end a draft that has not started; only the commissioner ends one', async () => {
    const { league, boss, member } = await draftLeague(8);
    const early = await call('POST', '/api/draft/end', boss.token, { leagueId: league.id });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(END_BEFORE_START);

    await call('POST', '/api/draft/start', boss.token, { leagueId: league.id });
    const notBoss = await call('POST', '/api/draft/end', member.token, { leagueId: league.id });
    expect(notBoss.statusCode).toBe(403);
    expect(notBoss.json().message).toBe(onlyCommissioner(boss.user.username));

    await pickBest(league.id, boss.token);
    const ended = await call('POST', '/api/draft/end', boss.token, { leagueId: league.id });
    expect(ended.statusCode).toBe(200);
    const state = ended.json() as DraftStatusResponse;
    expect(state.status).toBe('ended');
    expect(state.onTheClock).toBeNull();
    // The pick made stays.
    expect(state.picks).toHaveLength(1);

    const after = await call('POST', '/api/draft/pick', boss.token, {
      teamId: state.order[1]!.teamId,
      playerId: state.available[0]!.id,
    });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('The draft has ended');
    expect(
      (await call('POST', '/api/draft/end', boss.token, { leagueId: league.id })).statusCode,
    ).toBe(409);
  });
});

describe('joining a league while its draft runs', () => {
  it('is refused (409): the draft order is fixed, so a new team would never pick', async () => {
    const { league, boss, outsider } = await createLeagueWithTeams(t.app, t.database.db, {
      teams: 8,
      isPublic: true,
      maxTeams: 12,
    });
    await call('POST', '/api/draft/start', boss.token, { leagueId: league.id });

    const join = await call('POST', `/api/leagues/${league.id}/join`, outsider.token, {
      teamName: 'Latecomers',
    });
    expect(join.statusCode, join.body).toBe(409);
    expect(join.json().message).toBe(JOIN_DURING_DRAFT);
    const state = await status(league.id, boss.token);
    expect(state.order).toHaveLength(8);
    const members = await call('GET', `/api/leagues/${league.id}`, boss.token);
    expect((members.json() as League).memberIds).not.toContain(outsider.user.id);

    // Once the draft is over the league takes new teams again.
    await call('POST', '/api/draft/end', boss.token, { leagueId: league.id });
    const late = await call('POST', `/api/leagues/${league.id}/join`, outsider.token, {
      teamName: 'Latecomers',
    });
    expect(late.statusCode, late.body).toBe(200);
  });

  it("refuses the commissioner's Fill League too: no bot team joins a running draft", async () => {
    const { league, boss } = await createLeagueWithTeams(t.app, t.database.db, {
      teams: 8,
      maxTeams: 12,
    });
    await call('POST', '/api/draft/start', boss.token, { leagueId: league.id });
    const fill = await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      numTeams: 12,
      numWeeks: 9,
    });
    expect(fill.statusCode, fill.body).toBe(409);
    expect(fill.json().message).toBe(JOIN_DURING_DRAFT);
    expect((await status(league.id, boss.token)).order).toHaveLength(8);
    const teams = await call('GET', `/api/leagues/${league.id}`, boss.token);
    expect((teams.json() as League).teams).toHaveLength(8);
  });
});

describe('POST /api/draft/pick', () => {
  it('is 404 to a stranger to a private league, started or not, as the league itself', async () => {
    const { boss, outsider, league, bossTeam } = await draftLeague(8, { isPublic: false });
    const pick = () =>
      call('POST', '/api/draft/pick', outsider.token, {
        teamId: bossTeam.id,
        playerId: '00000000-0000-4000-8000-000000000000',
      });
    const before = await pick();
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe('League not found');
    await call('POST', '/api/draft/start', boss.token, { leagueId: league.id });
    const during = await pick();
    expect(during.statusCode).toBe(404);
    expect(during.json().message).toBe('League not found');
  });

  it('puts the player on the roster of the team on the clock and moves the clock on', async () => {
    const { boss, league, state } = await started(8);
    const faker = state.available.find((player) => player.name === 'Faker')!;
    const team = state.onTheClock!;
    const response = await call('POST', '/api/draft/pick', boss.token, {
      teamId: team.teamId,
      playerId: faker.id,
      position: 'MID',
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json() as DraftStatusResponse;
    expect(after.picks).toEqual([
      expect.objectContaining({
        pickNumber: 0,
        round: 1,
        pick: 1,
        teamId: team.teamId,
        player: expect.objectContaining({ id: faker.id, name: 'Faker' }),
        position: 'MID',
        auto: false,
      }),
    ]);
    expect(after.available.some((player) => player.id === faker.id)).toBe(false);
    expect(after.onTheClock).toMatchObject({ pickNumber: 1, teamId: after.order[1]!.teamId });
    expect(after.version).toBe(state.version + 1);
    const roster = (await call('GET', `/api/teams/${team.teamId}`, boss.token)).json() as Team;
    expect(roster.players.MID?.name).toBe('Faker');
    expect((await status(league.id, boss.token)).picks).toHaveLength(1);
  });

  it('takes the team on the clock by its id in either letter case', async () => {
    const { boss, state } = await started(8);
    const response = await call('POST', '/api/draft/pick', boss.token, {
      teamId: state.onTheClock!.teamId.toUpperCase(),
      playerId: state.available[0]!.id.toUpperCase(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as DraftStatusResponse).picks[0]).toMatchObject({
      teamId: state.onTheClock!.teamId,
      player: { id: state.available[0]!.id },
    });
  });

  it('places by the rule: own slot, then FLEX, then the bench, then a Position Error', async () => {
    const { boss, league, state } = await started(8);
    const teamId = state.onTheClock!.teamId;
    // The team on the clock already holds a MID, a FLEX and two bench players.
    await putOnRoster(t.database.db, { id: teamId, leagueId: league.id }, [
      ['MID', 'Faker'],
      ['FLEX', 'Chovy'],
      ['BENCH', 'Bdd'],
      ['BENCH', 'ShowMaker'],
    ]);
    const zeka = await playerIdByName(t.database.db, 'Zeka');
    const first = await call('POST', '/api/draft/pick', boss.token, { teamId, playerId: zeka });
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as DraftStatusResponse).picks[0]!.position).toBe('BENCH');

    // Its next turn is the last of round 2; the bench is now full, so a MID has nowhere to go.
    for (let pick = 1; pick < 15; pick += 1) await pickBest(league.id, boss.token);
    const now = await status(league.id, boss.token);
    expect(now.onTheClock!.teamId).toBe(teamId);
    const mid = now.available.find((player) => player.position === 'MID')!;
    const refused = await call('POST', '/api/draft/pick', boss.token, { teamId, playerId: mid.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(POSITION_ERROR);
    // A named slot that does not take the player is refused with the reason.
    const wrongSlot = await call('POST', '/api/draft/pick', boss.token, {
      teamId,
      playerId: mid.id,
      position: 'ADC',
    });
    expect(wrongSlot.statusCode).toBe(400);
    expect(wrongSlot.json().message).toContain('cannot play ADC');
    expect((await status(league.id, boss.token)).picks).toHaveLength(15);
  });

  it('lets only the user on the clock (or the commissioner on the board) pick', async () => {
    const { boss, member, outsider, league, memberTeam, state } = await started(8);
    const onClock = state.onTheClock!;
    const player = state.available[0]!;
    if (onClock.teamId !== memberTeam.id) {
      const refused = await call('POST', '/api/draft/pick', member.token, {
        teamId: onClock.teamId,
        playerId: player.id,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(notYourTurn(onClock.picker));
    }
    const stranger = await call('POST', '/api/draft/pick', outsider.token, {
      teamId: onClock.teamId,
      playerId: player.id,
    });
    expect(stranger.statusCode).toBe(403);

    const notTheirTurn = state.order.find((team) => team.teamId !== onClock.teamId)!;
    const wrongTeam = await call('POST', '/api/draft/pick', boss.token, {
      teamId: notTheirTurn.teamId,
      playerId: player.id,
    });
    expect(wrongTeam.statusCode).toBe(409);
    expect(wrongTeam.json().message).toBe(`It is ${onClock.teamName}'s turn to pick`);
    expect((await status(league.id, boss.token)).picks).toHaveLength(0);
  });

  it('refuses a stale pick, a drafted player, a player of another region, bad input', async () => {
    const { boss, league, state } = await started(8);
    await pickBest(league.id, boss.token);
    const now = await status(league.id, boss.token);
    const teamId = now.onTheClock!.teamId;

    const stale = await call('POST', '/api/draft/pick', boss.token, {
      teamId,
      playerId: now.available[0]!.id,
      pickNumber: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Pick 1 has already been made; pick 2 is on the clock');
    const early = await call('POST', '/api/draft/pick', boss.token, {
      teamId,
      playerId: now.available[0]!.id,
      pickNumber: 5,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Pick 6 is not on the clock yet; pick 2 is');

    const taken = await call('POST', '/api/draft/pick', boss.token, {
      teamId,
      playerId: state.available[0]!.id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('has already been drafted');

    const caps = await playerIdByName(t.database.db, 'Caps');
    const foreign = await call('POST', '/api/draft/pick', boss.token, { teamId, playerId: caps });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('which this league does not include');

    const nobody = await call('POST', '/api/draft/pick', boss.token, {
      teamId,
      playerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.statusCode).toBe(404);
    const noTeam = await call('POST', '/api/draft/pick', boss.token, {
      teamId: '00000000-0000-4000-8000-000000000000',
      playerId: caps,
    });
    expect(noTeam.statusCode).toBe(404);
    expect((await call('POST', '/api/draft/pick', boss.token, { teamId })).statusCode).toBe(400);
    const badSlot = await call('POST', '/api/draft/pick', boss.token, {
      teamId,
      playerId: caps,
      position: 'GOALIE',
    });
    expect(badSlot.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/draft/pick', undefined, { teamId, playerId: caps })).statusCode,
    ).toBe(401);
    expect((await status(league.id, boss.token)).picks).toHaveLength(1);
  });

  it('refuses a pick before the draft starts', async () => {
    const { boss, bossTeam } = await draftLeague(8);
    const response = await call('POST', '/api/draft/pick', boss.token, {
      teamId: bossTeam.id,
      playerId: await playerIdByName(t.database.db, 'Faker'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The draft has not started yet');
  });

  it('lets exactly one of two simultaneous picks of one player win', async () => {
    const { boss, league, state } = await started(8);
    const body = {
      teamId: state.onTheClock!.teamId,
      playerId: state.available[0]!.id,
      pickNumber: 0,
    };
    const results = await Promise.all([
      call('POST', '/api/draft/pick', boss.token, body),
      call('POST', '/api/draft/pick', boss.token, body),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select()
      .from(draftPicks)
      .where(eq(draftPicks.leagueId, league.id));
    expect(rows).toHaveLength(1);
    const held = await t.database.db
      .select()
      .from(teamPlayers)
      .where(eq(teamPlayers.leagueId, league.id));
    expect(held).toHaveLength(1);
  });

  it('runs a whole snake draft: every team gets six players and the draft completes', async () => {
    const { boss, league, state } = await started(8);
    let last = state;
    for (let pick = 0; pick < 48; pick += 1) last = await pickBest(league.id, boss.token);
    expect(last.status).toBe('complete');
    expect(last.onTheClock).toBeNull();
    expect(last.picks).toHaveLength(48);
    for (const pick of last.picks) {
      expect(pick.teamId).toBe(last.order[snakeTurn(pick.pickNumber, 8).teamIndex]!.teamId);
    }
    // The last slot of round 1 picks again first in round 2.
    expect(last.picks[7]!.teamId).toBe(last.picks[8]!.teamId);
    const counts = await queryRows<{ team_id: string; n: number }>(
      t.database.db,
      sql`select team_id, count(*)::int as n from team_players where league_id = ${league.id} group by team_id`,
    );
    expect(counts).toHaveLength(8);
    expect(counts.every((row) => row.n === 6)).toBe(true);
    const more = await call('POST', '/api/draft/pick', boss.token, {
      teamId: last.order[0]!.teamId,
      playerId: last.available[0]!.id,
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('The draft is complete');
  }, 60_000);

  it('locks rosters against manual changes while the draft runs', async () => {
    const { boss, bossTeam } = await started(8);
    const response = await call('POST', `/api/teams/${bossTeam.id}/players`, boss.token, {
      playerId: await playerIdByName(t.database.db, 'Faker'),
      slot: 'MID',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Rosters are locked while the draft is running');
  });

  it('refuses a drop while the draft runs: the drafted player stays on his team', async () => {
    const { boss, member, memberTeam, league } = await started(8);
    const drafted = await pickBest(league.id, boss.token);
    const pick = drafted.picks[0]!;
    // The team's manager: the member for the member's team, the commissioner for the others.
    const manager = pick.teamId === memberTeam.id ? member : boss;
    const dropped = await call(
      'DELETE',
      `/api/teams/${pick.teamId}/players/${pick.player.id}`,
      manager.token,
    );
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json().message).toBe(
      'Rosters are locked while the draft is running; draft players instead',
    );
    const held = await t.database.db
      .select()
      .from(teamPlayers)
      .where(and(eq(teamPlayers.leagueId, league.id), eq(teamPlayers.playerId, pick.player.id)));
    expect(held.map((row) => row.teamId)).toEqual([pick.teamId]);
  });
});

describe('the pick clock', () => {
  it('is a league setting of the commissioner, 10 to 600 seconds, fixed when the draft starts', async () => {
    const { league, boss } = await draftLeague(8);
    const schedule = (pickSeconds: number) =>
      call('POST', `/api/leagues/${league.id}/schedule-draft`, boss.token, {
        draftDateTime: '2030-12-01T18:00:00Z',
        pickSeconds,
      });
    const tooShort = await schedule(5);
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe('The pick clock must be between 10 and 600 seconds');
    const saved = await schedule(90);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as League).draft).toMatchObject({
      pickSeconds: 90,
      status: 'not_started',
    });
    const start = await call('POST', '/api/draft/start', boss.token, { leagueId: league.id });
    const state = start.json() as DraftStatusResponse;
    expect(state.pickSeconds).toBe(90);
    expect(Date.parse(state.onTheClock!.deadline!) - Date.parse(state.serverTime)).toBeGreaterThan(
      85_000,
    );
    // Once it has begun, the draft keeps the time, type and clocks it was scheduled with.
    const late = await schedule(30);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(DRAFT_SCHEDULE_CLOSED);
    await call('POST', '/api/draft/end', boss.token, { leagueId: league.id });
    expect((await schedule(30)).statusCode).toBe(409);
    const after = (await call('GET', `/api/leagues/${league.id}`, boss.token)).json() as League;
    expect(after.draft).toMatchObject({ pickSeconds: 90, dateTime: '2030-12-01T18:00:00.000Z' });
  });

  it('passes a pick the team has room for nobody left for, and the draft goes on', async () => {
    const { setup, state, db } = await benchlessDraft();
    const first = state.onTheClock!;
    // The team on the clock needs only a SUPPORT, and a team outside the draft holds them all.
    await leaveNoRoom(db, { id: first.teamId, leagueId: setup.league.id }, state.available);

    await runOutPickClock(setup.league.id);

    const after = await status(setup.league.id, setup.boss.token);
    expect(after.status).toBe('started');
    expect(after.picks).toEqual([]);
    expect(after.onTheClock).toMatchObject({ pickNumber: 1, teamId: state.order[1]!.teamId });
    // The next team drafts as usual.
    const next = await call('POST', '/api/draft/pick', setup.boss.token, {
      teamId: after.onTheClock!.teamId,
      playerId: after.available[0]!.id,
      pickNumber: 1,
    });
    expect(next.statusCode, next.body).toBe(200);
    await call('POST', '/api/draft/end', setup.boss.token, { leagueId: setup.league.id });
  });

  it('passes at once the turn of a team with room for nobody left, instead of running its clock', async () => {
    const { setup, state, db } = await benchlessDraft();
    // The second team to pick needs only a SUPPORT, and a team outside the draft holds them all.
    await leaveNoRoom(
      db,
      { id: state.order[1]!.teamId, leagueId: setup.league.id },
      state.available,
    );

    const after = await pickBest(setup.league.id, setup.boss.token);
    expect(after.picks.map((pick) => pick.pickNumber)).toEqual([0]);
    expect(after.onTheClock).toMatchObject({ pickNumber: 2, teamId: state.order[2]!.teamId });
    // The third team's clock is a whole one, started when the second team's turn passed.
    const clock = Date.parse(after.onTheClock!.deadline!) - Date.parse(after.serverTime);
    expect(clock).toBeGreaterThan(590_000);
    await call('POST', '/api/draft/end', setup.boss.token, { leagueId: setup.league.id });
  });

  it('fills an open starter slot first, rather than the best player for FLEX', async () => {
    const setup = await draftLeague(8);
    const db = t.database.db;
    await db.update(leagues).set({ draftPickSeconds: 600 }).where(eq(leagues.id, setup.league.id));
    const start = await call('POST', '/api/draft/start', setup.boss.token, {
      leagueId: setup.league.id,
    });
    const state = start.json() as DraftStatusResponse;
    const first = state.onTheClock!;
    // The best player's own slot is taken on the team on the clock: he would only fill FLEX.
    const best = state.available.find((player) => player.position !== 'TEAM')!;
    const sameSlot = state.available.find(
      (player) => player.position === best.position && player.id !== best.id,
    )!;
    await putOnRoster(db, { id: first.teamId, leagueId: setup.league.id }, [
      [best.position as RosterSlot, sameSlot],
    ]);
    await runOutPickClock(setup.league.id);

    const after = await status(setup.league.id, setup.boss.token);
    const [auto] = after.picks;
    const fits = state.available.filter(
      (player) => !['TEAM', best.position].includes(player.position) && player.id !== sameSlot.id,
    );
    expect(auto).toMatchObject({
      teamId: first.teamId,
      auto: true,
      player: expect.objectContaining({ id: fits[0]!.id }),
      position: fits[0]!.position,
    });
    await call('POST', '/api/draft/end', setup.boss.token, { leagueId: setup.league.id });
  });

  it('shows a snake draft the commissioner paused as paused, and refuses picks until it resumes', async () => {
    const { league, boss, state } = await started(8);
    expect(state.paused).toBe(false);
    const paused = await call('POST', '/api/draft/pause', boss.token, { leagueId: league.id });
    expect(paused.statusCode, paused.body).toBe(200);
    // The same turn, with no deadline while the clock stands still.
    expect((paused.json() as DraftStatusResponse).onTheClock).toEqual({
      ...state.onTheClock,
      deadline: null,
    });
    const read = await status(league.id, boss.token);
    expect([read.paused, read.onTheClock?.deadline]).toEqual([true, null]);
    const pick = await call('POST', '/api/draft/pick', boss.token, {
      teamId: state.onTheClock!.teamId,
      playerId: state.available[0]!.id,
    });
    expect(pick.statusCode).toBe(409);
    expect(pick.json().message).toBe('The draft is paused');
    const resumed = (
      await call('POST', '/api/draft/resume', boss.token, { leagueId: league.id })
    ).json() as DraftStatusResponse;
    expect(resumed.paused).toBe(false);
    expect(Date.parse(resumed.onTheClock!.deadline!)).toBeGreaterThan(Date.now());
    await call('POST', '/api/draft/end', boss.token, { leagueId: league.id });
    expect((await status(league.id, boss.token)).paused).toBe(false);
  });

  it('picks the best available player with an open slot when the time runs out', async () => {
    const setup = await draftLeague(8);
    await t.database.db
      .update(leagues)
      .set({ draftPickSeconds: 1 })
      .where(eq(leagues.id, setup.league.id));
    const start = await call('POST', '/api/draft/start', setup.boss.token, {
      leagueId: setup.league.id,
    });
    const state = start.json() as DraftStatusResponse;
    expect(state.pickSeconds).toBe(1);
    const best = state.available[0]!;
    let now = state;
    const deadline = Date.now() + 5000;
    while (now.picks.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      now = await status(setup.league.id, setup.boss.token);
    }
    expect(now.picks[0]).toMatchObject({
      pickNumber: 0,
      teamId: state.order[0]!.teamId,
      auto: true,
      player: expect.objectContaining({ id: best.id }),
      position: best.position === 'TEAM' ? 'FLEX' : best.position,
    });
    await call('POST', '/api/draft/end', setup.boss.token, { leagueId: setup.league.id });
  });
});
