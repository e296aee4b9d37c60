import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { League } from '../../src/domain/contract/leagues';
import type { NotificationList } from '../../src/domain/contract/notifications';
import type { Player } from '../../src/domain/contract/players';
import type { TeamDetail } from '../../src/domain/contract/teams';
import {
  type TransactionsPage,
  transactionSchema,
  transactionsPageSchema,
  type WaiverClaim,
} from '../../src/domain/contract/waivers';
import { CLOSED_BY_DRAFT, SEASON_OVER } from '../../src/domain/league-rules';
import { DAY_MS, HOUR_MS } from '../../src/domain/season-clock';
import { CLAIM_REASONS, DROP_MAKES_NO_ROOM } from '../../src/domain/waivers';
import { mondayOf } from '../../src/domain/weeks';
import type { Db } from '../../src/server/db/client';
import { drafts, leagues, teams, waiverClaims } from '../../src/server/db/schema';
import { createSeasonService } from '../../src/server/features/season';
import { createWaiversService } from '../../src/server/features/waivers';
import { createWaiversRepository } from '../../src/server/features/waivers/repository';
import { NO_BIDS } from '../../src/server/features/waivers/service';
import {
  createLeagueWithTeams,
  playerIdByName,
  putOnRoster,
  requester,
} from '../support/factories';
import { standAt } from '../support/league-clock';
import { connectPush, type PushClient } from '../support/live-client';
import { listen } from '../support/live-rooms';
import { queryRows } from '../support/sql';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

// A Wednesday after the last stored game: nobody plays, so nobody is locked.
const WEDNESDAY = Date.parse('2026-03-04T12:00:00Z');
// The clear after a drop on Wednesday with two waiver days: Saturday 03:00.
const SATURDAY_CLEAR = '2026-03-07T03:00:00.000Z';

/** Three managers in a Korean league at Wednesday; the boss's team holds Zeus and Faker. */
async function waiverLeague(settings: { waiverType?: string } = {}) {
  const w = await createLeagueWithTeams(t.app, db, {
    managers: 3,
    rosters: [
      [
        ['TOP', 'Zeus'],
        ['MID', 'Faker'],
      ],
    ],
  });
  await standAt(db, w.league.id, WEDNESDAY);
  if (settings.waiverType) {
    await db
      .update(leagues)
      .set({ waiverType: settings.waiverType })
      .where(eq(leagues.id, w.league.id));
  }
  const [third] = w.teams.slice(2);
  const zeus = await playerIdByName(db, 'Zeus');
  return { ...w, third: third!, thirdUser: w.managers[2]!, zeus };
}

async function statusOf(leagueId: string, name: string, token: string) {
  const list = (
    await call('GET', `/api/players?leagueId=${leagueId}&search=${name}`, token)
  ).json() as Player[];
  return list.find((player) => player.name === name)!;
}

/**
 * The player's status once the league's cached reads have caught up with a clear: the round
 * runs outside any request, and every instance drops its copies when the database's event
 * reaches it, a moment later.
 */
async function statusAfterClear(
  leagueId: string,
  name: string,
  token: string,
  expected: Player['status'],
) {
  const until = Date.now() + 3_000;
  for (;;) {
    const player = await statusOf(leagueId, name, token);
    if (player.status === expected || Date.now() > until) return player;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Makes the league's clear due now and runs one round of clears. */
async function clearNow(leagueId: string, at: number) {
  await standAt(db, leagueId, at);
  await db.update(leagues).set({ waiversDueAt: new Date() }).where(eq(leagues.id, leagueId));
  return createWaiversService(db).clearDue(100);
}

describe('a drop', () => {
  it('puts the player on waivers until the clear after the league’s waiver days', async () => {
    const w = await waiverLeague();
    const dropped = await call(
      'DELETE',
      `/api/teams/${w.bossTeam.id}/players/${w.zeus}`,
      w.boss.token,
    );
    expect(dropped.statusCode).toBe(200);
    const zeus = await statusOf(w.league.id, 'Zeus', w.member.token);
    expect(zeus).toMatchObject({ status: 'waivers', waiverUntil: SATURDAY_CLEAR, teamId: null });
    expect((await statusOf(w.league.id, 'Faker', w.member.token)).status).toBe('rostered');
    expect((await statusOf(w.league.id, 'Faker', w.member.token)).teamId).toBe(w.bossTeam.id);
    expect((await statusOf(w.league.id, 'Chovy', w.member.token)).status).toBe('free');

    // Nobody adds him straight away: he goes to the best claim.
    const added = await call('POST', `/api/teams/${w.memberTeam.id}/players`, w.member.token, {
      playerId: w.zeus,
      slot: 'TOP',
    });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe(
      'Zeus is on waivers until Sat, Mar 7, 3:00 AM league time: put in a claim instead',
    );
    const swapped = await call('POST', `/api/teams/${w.memberTeam.id}/add-drop`, w.member.token, {
      addPlayerId: w.zeus,
    });
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json().message).toBe(added.json().message);
  });

  it('sends a free agent dropped within 24 hours of his add straight back to free agency', async () => {
    const w = await waiverLeague();
    const chovy = await playerIdByName(db, 'Chovy');
    const added = await call('POST', `/api/teams/${w.memberTeam.id}/add-drop`, w.member.token, {
      addPlayerId: chovy,
    });
    expect(added.statusCode).toBe(200);
    expect((added.json() as TeamDetail).players.MID?.name).toBe('Chovy');
    await call('DELETE', `/api/teams/${w.memberTeam.id}/players/${chovy}`, w.member.token);
    expect((await statusOf(w.league.id, 'Chovy', w.member.token)).status).toBe('free');
  });
});

describe('add-drop', () => {
  it('adds a free agent and drops a player in one move, into the slot he leaves', async () => {
    const w = await waiverLeague();
    const kiin = await playerIdByName(db, 'Kiin');
    const response = await call('POST', `/api/teams/${w.bossTeam.id}/add-drop`, w.boss.token, {
      addPlayerId: kiin,
      dropPlayerId: w.zeus,
    });
    expect(response.statusCode).toBe(200);
    const team = response.json() as TeamDetail;
    expect(team.players.TOP?.name).toBe('Kiin');
    expect((await statusOf(w.league.id, 'Zeus', w.boss.token)).status).toBe('waivers');
  });

  it('refuses a drop the team does not hold, and a caller who does not manage the team', async () => {
    const w = await waiverLeague();
    const kiin = await playerIdByName(db, 'Kiin');
    const notOurs = await call('POST', `/api/teams/${w.memberTeam.id}/add-drop`, w.member.token, {
      addPlayerId: kiin,
      dropPlayerId: w.zeus,
    });
    expect(notOurs.statusCode).toBe(404);
    const stranger = await call('POST', `/api/teams/${w.bossTeam.id}/add-drop`, w.member.token, {
      addPlayerId: kiin,
    });
    expect(stranger.statusCode).toBe(403);
    const bad = await call('POST', `/api/teams/${w.bossTeam.id}/add-drop`, w.boss.token, {
      addPlayerId: 'zeus',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lets one of two managers adding one free agent at once have him; the other hears 409', async () => {
    const w = await waiverLeague();
    const chovy = await playerIdByName(db, 'Chovy');
    const answers = await Promise.all(
      [
        [w.memberTeam.id, w.member.token],
        [w.third.id, w.thirdUser.token],
      ].map(([teamId, token]) =>
        call('POST', `/api/teams/${teamId}/add-drop`, token, { addPlayerId: chovy }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toMatch(/Chovy is already on|just taken/);
    const [held] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from team_players
          where league_id = ${w.league.id} and player_id = ${chovy}`,
    );
    expect(held!.n).toBe(1);
  });
});

describe('claims', () => {
  async function withZeusOnWaivers(settings: { waiverType?: string } = {}) {
    const w = await waiverLeague(settings);
    await call('DELETE', `/api/teams/${w.bossTeam.id}/players/${w.zeus}`, w.boss.token);
    const claim = (teamId: string, token: string, body: object = {}) =>
      call('POST', `/api/leagues/${w.league.id}/claims`, token, {
        teamId,
        addPlayerId: w.zeus,
        ...body,
      });
    return { ...w, claim };
  }

  it('takes a claim with a bid and lists the caller’s own in their order', async () => {
    const w = await withZeusOnWaivers();
    const created = await w.claim(w.memberTeam.id, w.member.token, { bid: 12 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      teamId: w.memberTeam.id,
      addPlayer: { name: 'Zeus' },
      bid: 12,
      rank: 1,
      status: 'pending',
      clearsAt: SATURDAY_CLEAR,
    });
    const kiin = await playerIdByName(db, 'Kiin');
    await call(
      'DELETE',
      `/api/teams/${w.bossTeam.id}/players/${await playerIdByName(db, 'Faker')}`,
      w.boss.token,
    );
    const second = await call('POST', `/api/leagues/${w.league.id}/claims`, w.member.token, {
      teamId: w.memberTeam.id,
      addPlayerId: await playerIdByName(db, 'Faker'),
    });
    expect(second.json().rank).toBe(2);
    // The second becomes the first.
    const moved = await call(
      'PATCH',
      `/api/leagues/${w.league.id}/claims/${second.json().id}`,
      w.member.token,
      { rank: 1 },
    );
    expect(moved.statusCode).toBe(200);
    const mine = (
      await call('GET', `/api/leagues/${w.league.id}/claims`, w.member.token)
    ).json() as WaiverClaim[];
    expect(mine.map((claim) => [claim.addPlayer.name, claim.rank])).toEqual([
      ['Faker', 1],
      ['Zeus', 2],
    ]);
    // Others see none of them.
    expect((await call('GET', `/api/leagues/${w.league.id}/claims`, w.boss.token)).json()).toEqual(
      [],
    );
    expect(kiin).toBeTruthy();
  });

  it('refuses a bid above the budget, a free agent, a stranger’s team and an unknown claim', async () => {
    const w = await withZeusOnWaivers();
    const tooMuch = await w.claim(w.memberTeam.id, w.member.token, { bid: 101 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('A bid may not be more than the $100 of budget left');
    const negative = await w.claim(w.memberTeam.id, w.member.token, { bid: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toEqual([{ field: 'bid', message: 'Bid must be $0 or more' }]);
    const fraction = await w.claim(w.memberTeam.id, w.member.token, { bid: 1.5 });
    expect(fraction.json().message).toBe('Bid must be a whole number of dollars');
    const free = await call('POST', `/api/leagues/${w.league.id}/claims`, w.member.token, {
      teamId: w.memberTeam.id,
      addPlayerId: await playerIdByName(db, 'Chovy'),
    });
    expect(free.statusCode).toBe(409);
    expect(free.json().message).toBe('Chovy is not on waivers: add him as a free agent instead');
    const claimWith = (body: object) =>
      call('POST', `/api/leagues/${w.league.id}/claims`, w.member.token, body);
    const noPlayer = await claimWith({ teamId: w.memberTeam.id });
    expect(noPlayer.statusCode).toBe(400);
    expect(noPlayer.json().errors).toEqual([
      { field: 'addPlayerId', message: 'Player to add is required' },
    ]);
    const badTeam = await claimWith({ teamId: 'mine', addPlayerId: w.zeus });
    expect(badTeam.json().errors).toEqual([
      { field: 'teamId', message: 'teamId must be a team id' },
    ]);
    const notMine = await w.claim(w.bossTeam.id, w.member.token);
    expect(notMine.statusCode).toBe(403);
    const outsider = await w.claim(w.memberTeam.id, w.outsider.token);
    expect(outsider.statusCode).toBe(403);
    const unknown = await call(
      'PATCH',
      `/api/leagues/${w.league.id}/claims/00000000-0000-4000-8000-000000000000`,
      w.member.token,
      { bid: 1 },
    );
    expect(unknown.statusCode).toBe(404);
    const empty = await call(
      'PATCH',
      `/api/leagues/${w.league.id}/claims/00000000-0000-4000-8000-000000000000`,
      w.member.token,
      {},
    );
    expect(empty.statusCode).toBe(400);
    const anonymous = await call('GET', `/api/leagues/${w.league.id}/claims`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('names the field of each refusal about one: the bid, the drop, the player and the slot', async () => {
    const w = await withZeusOnWaivers();
    const refusedFor = async (response: { statusCode: number; json(): unknown }) => {
      expect(response.statusCode).toBe(400);
      const { message, errors } = response.json() as {
        message: string;
        errors?: { field: string; message: string }[];
      };
      expect(errors).toEqual([{ field: expect.any(String), message }]);
      return errors![0]!.field;
    };
    const budget = 'A bid may not be more than the $100 of budget left';
    const tooMuch = await w.claim(w.memberTeam.id, w.member.token, { bid: 101 });
    expect(tooMuch.json().message).toBe(budget);
    expect(await refusedFor(tooMuch)).toBe('bid');
    const faker = await playerIdByName(db, 'Faker');
    expect(
      await refusedFor(await w.claim(w.memberTeam.id, w.member.token, { dropPlayerId: faker })),
    ).toBe('dropPlayerId');
    const caps = await playerIdByName(db, 'Caps');
    expect(
      await refusedFor(await w.claim(w.memberTeam.id, w.member.token, { addPlayerId: caps })),
    ).toBe('addPlayerId');

    const claim = (await w.claim(w.memberTeam.id, w.member.token, { bid: 1 })).json();
    const change = (body: object) =>
      call('PATCH', `/api/leagues/${w.league.id}/claims/${claim.id}`, w.member.token, body);
    const raised = await change({ bid: 101 });
    expect(raised.json().message).toBe(budget);
    expect(await refusedFor(raised)).toBe('bid');
    expect(await refusedFor(await change({ dropPlayerId: faker }))).toBe('dropPlayerId');

    const team = `/api/teams/${w.memberTeam.id}`;
    expect(
      await refusedFor(
        await call('POST', `${team}/add-drop`, w.member.token, { addPlayerId: caps }),
      ),
    ).toBe('addPlayerId');
    expect(
      await refusedFor(
        await call('POST', `${team}/players`, w.member.token, { playerId: caps, slot: 'MID' }),
      ),
    ).toBe('playerId');
    const wrongSlot = await call('POST', `${team}/add-drop`, w.member.token, {
      addPlayerId: await playerIdByName(db, 'Kiin'),
      slot: 'MID',
    });
    expect(wrongSlot.json().message).toBe(
      'A TOP player cannot play MID; choose the TOP slot, FLEX or the bench',
    );
    expect(await refusedFor(wrongSlot)).toBe('slot');
  });

  it('refuses the commissioner a claim for a bot team, which still takes free agents', async () => {
    const w = await createLeagueWithTeams(t.app, db, {
      managers: 2,
      teams: 3,
      rosters: [[['TOP', 'Zeus']]],
    });
    await standAt(db, w.league.id, WEDNESDAY);
    const bot = w.teams[2]!;
    const zeus = await playerIdByName(db, 'Zeus');
    await call('DELETE', `/api/teams/${w.bossTeam.id}/players/${zeus}`, w.boss.token);
    const refused = await call('POST', `/api/leagues/${w.league.id}/claims`, w.boss.token, {
      teamId: bot.id,
      addPlayerId: zeus,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Bot teams do not put in claims',
      code: 'FORBIDDEN',
    });
    const [claims] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from waiver_claims where team_id = ${bot.id}`,
    );
    expect(claims!.n).toBe(0);
    const added = await call('POST', `/api/teams/${bot.id}/add-drop`, w.boss.token, {
      addPlayerId: await playerIdByName(db, 'Kiin'),
    });
    expect(added.statusCode).toBe(200);
  });

  it('fails a claim still pending when the champion is crowned: no player moves after the season', async () => {
    const w = await withZeusOnWaivers();
    const made = (await w.claim(w.memberTeam.id, w.member.token, { bid: 10 })).json();
    // The final ends before the clear: the season is over, and roster moves with it.
    await db
      .update(leagues)
      .set({ championTeamId: w.bossTeam.id })
      .where(eq(leagues.id, w.league.id));
    // Nor can the claim be changed any more; withdrawing it is still the manager's choice.
    const raised = await call(
      'PATCH',
      `/api/leagues/${w.league.id}/claims/${made.id}`,
      w.member.token,
      { bid: 20 },
    );
    expect(raised.statusCode).toBe(409);
    expect(raised.json().message).toBe(SEASON_OVER('waivers'));
    await clearNow(w.league.id, Date.parse('2026-03-07T04:00:00Z'));
    const zeus = await statusAfterClear(w.league.id, 'Zeus', w.member.token, 'free');
    expect(zeus.status).toBe('free');
    const [claim] = (
      await call('GET', `/api/leagues/${w.league.id}/claims`, w.member.token)
    ).json() as WaiverClaim[];
    expect(claim).toMatchObject({ id: made.id, status: 'failed', reason: SEASON_OVER('waivers') });
    const league = (
      await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)
    ).json() as League;
    expect(league.waivers.order.find((team) => team.teamId === w.memberTeam.id)?.budgetLeft).toBe(
      100,
    );
  });

  it('takes no claim while the draft runs, and keeps one made before it until a clear after it', async () => {
    const w = await withZeusOnWaivers();
    const made = (await w.claim(w.memberTeam.id, w.member.token, { bid: 10 })).json();
    await db.insert(drafts).values({
      leagueId: w.league.id,
      status: 'started',
      teamOrder: w.teams.map((team) => team.id),
      pickSeconds: 60,
      clockStartedAt: new Date(),
    });
    const refused = await w.claim(w.third.id, w.thirdUser.token, { bid: 20 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CLOSED_BY_DRAFT('Waiver claims'));

    // Saturday 04:00 on a clock that runs: the clear comes while the draft is still on.
    const saturday = Date.parse('2026-03-07T04:00:00Z');
    await standAt(db, w.league.id, saturday, { paused: false });
    await db.update(leagues).set({ waiversDueAt: new Date() }).where(eq(leagues.id, w.league.id));
    expect(await createWaiversService(db).clearDue(100)).toBeGreaterThanOrEqual(1);
    expect((await statusOf(w.league.id, 'Zeus', w.member.token)).status).toBe('waivers');
    const [waiting] = (
      await call('GET', `/api/leagues/${w.league.id}/claims`, w.member.token)
    ).json() as WaiverClaim[];
    expect(waiting).toMatchObject({ id: made.id, status: 'pending' });
    // Its clear moved to the next day's, Sunday 03:00, 23 hours on.
    const [row] = await db
      .select({ due: leagues.waiversDueAt })
      .from(leagues)
      .where(eq(leagues.id, w.league.id));
    expect((row?.due?.getTime() ?? 0) - Date.now()).toBeGreaterThan(22.9 * 60 * 60 * 1000);

    await db.update(drafts).set({ status: 'complete' }).where(eq(drafts.leagueId, w.league.id));
    await clearNow(w.league.id, saturday);
    const zeus = await statusAfterClear(w.league.id, 'Zeus', w.member.token, 'rostered');
    expect(zeus).toMatchObject({ status: 'rostered', teamId: w.memberTeam.id });
  });

  it('gives the player to the highest bid at the clear, charges it, and tells the losers why', async () => {
    const w = await withZeusOnWaivers();
    const low = (await w.claim(w.memberTeam.id, w.member.token, { bid: 10 })).json();
    const high = (await w.claim(w.third.id, w.thirdUser.token, { bid: 31 })).json();
    // Before Saturday's clear nothing moves.
    expect(await clearNow(w.league.id, Date.parse('2026-03-06T23:00:00Z'))).toBeGreaterThanOrEqual(
      1,
    );
    expect((await statusOf(w.league.id, 'Zeus', w.member.token)).status).toBe('waivers');

    await clearNow(w.league.id, Date.parse('2026-03-07T04:00:00Z'));
    const zeus = await statusAfterClear(w.league.id, 'Zeus', w.member.token, 'rostered');
    expect(zeus).toMatchObject({ status: 'rostered', teamId: w.third.id });
    const [won] = (
      await call('GET', `/api/leagues/${w.league.id}/claims`, w.thirdUser.token)
    ).json() as WaiverClaim[];
    expect(won).toMatchObject({ id: high.id, status: 'won', bid: 31 });
    const [lost] = (
      await call('GET', `/api/leagues/${w.league.id}/claims`, w.member.token)
    ).json() as WaiverClaim[];
    expect(lost).toMatchObject({
      id: low.id,
      status: 'lost',
      bid: 10,
      reason: CLAIM_REASONS.taken(w.third.name),
    });
    const league = (
      await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)
    ).json() as League;
    expect(league.waivers.order.find((team) => team.teamId === w.third.id)?.budgetLeft).toBe(69);
    expect(league.waivers.order.find((team) => team.teamId === w.memberTeam.id)?.budgetLeft).toBe(
      100,
    );
    // A settled claim is no longer the manager's to change.
    const late = await call(
      'DELETE',
      `/api/leagues/${w.league.id}/claims/${lost!.id}`,
      w.member.token,
    );
    expect(late.statusCode).toBe(409);
  });

  it('keeps a settled claim’s result when its player comes back on waivers and is claimed again', async () => {
    const w = await withZeusOnWaivers();
    const first = (await w.claim(w.third.id, w.thirdUser.token, { bid: 20 })).json();
    const beaten = (await w.claim(w.memberTeam.id, w.member.token, { bid: 5 })).json();
    await clearNow(w.league.id, Date.parse('2026-03-07T04:00:00Z'));
    await statusAfterClear(w.league.id, 'Zeus', w.member.token, 'rostered');
    // His new team lets him go: a new waiver period, and a new claim on the same player.
    const dropped = await call(
      'DELETE',
      `/api/teams/${w.third.id}/players/${w.zeus}`,
      w.thirdUser.token,
    );
    expect(dropped.statusCode).toBe(200);
    const again = (await w.claim(w.memberTeam.id, w.member.token, { bid: 7 })).json();
    const claimsOf = async (token: string) =>
      (
        (await call('GET', `/api/leagues/${w.league.id}/claims`, token)).json() as WaiverClaim[]
      ).map((claim) => [claim.id, claim.status]);
    expect(await claimsOf(w.member.token)).toEqual([
      [again.id, 'pending'],
      [beaten.id, 'lost'],
    ]);

    await clearNow(w.league.id, Date.parse('2026-03-11T04:00:00Z'));
    expect((await statusAfterClear(w.league.id, 'Zeus', w.member.token, 'rostered')).teamId).toBe(
      w.memberTeam.id,
    );
    // Each clear settled only the claims it saw; the first one's results stand.
    expect(await claimsOf(w.member.token)).toEqual([
      [again.id, 'won'],
      [beaten.id, 'lost'],
    ]);
    expect(await claimsOf(w.thirdUser.token)).toEqual([[first.id, 'won']]);
    const league = (
      await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)
    ).json() as League;
    expect(league.waivers.order.find((team) => team.teamId === w.memberTeam.id)?.budgetLeft).toBe(
      93,
    );
  });

  it('ranks a settled claim by its place among the claims settled with it, and tells the clear that settled it', async () => {
    const w = await withZeusOnWaivers();
    // Faker, dropped a day later, clears a day later: Zeus's claim goes first.
    await standAt(db, w.league.id, WEDNESDAY + DAY_MS);
    const faker = await playerIdByName(db, 'Faker');
    await call('DELETE', `/api/teams/${w.bossTeam.id}/players/${faker}`, w.boss.token);
    const onZeus = (await w.claim(w.memberTeam.id, w.member.token, { bid: 3 })).json();
    const onFaker = (
      await w.claim(w.memberTeam.id, w.member.token, { addPlayerId: faker, bid: 4 })
    ).json();
    const ranks = async () =>
      (
        (
          await call('GET', `/api/leagues/${w.league.id}/claims`, w.member.token)
        ).json() as WaiverClaim[]
      ).map((claim) => [claim.id, claim.status, claim.rank, claim.clearsAt]);
    const [saturday, sunday] = ['2026-03-07T03:00:00.000Z', '2026-03-08T03:00:00.000Z'];
    expect(await ranks()).toEqual([
      [onZeus.id, 'pending', 1, saturday],
      [onFaker.id, 'pending', 2, sunday],
    ]);
    // A result tells the clear that settled it (league time), though the round ran later.
    await clearNow(w.league.id, Date.parse('2026-03-07T04:00:00Z'));
    expect(await ranks()).toEqual([
      [onFaker.id, 'pending', 1, sunday],
      [onZeus.id, 'won', 1, saturday],
    ]);
    await clearNow(w.league.id, Date.parse('2026-03-08T04:00:00Z'));
    expect(await ranks()).toEqual([
      [onFaker.id, 'won', 1, sunday],
      [onZeus.id, 'won', 1, saturday],
    ]);
  });

  it('moves the rolling order: the first team wins and goes to the end', async () => {
    const w = await withZeusOnWaivers({ waiverType: 'rolling' });
    const before = (
      await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)
    ).json() as League;
    // Without a draft the order is the reverse of joining: the third team first.
    expect(before.waivers.order.map((team) => team.teamId)).toEqual([
      w.third.id,
      w.memberTeam.id,
      w.bossTeam.id,
    ]);
    // A bid means nothing here: it is refused, not dropped unseen, when the claim is made or changed.
    const bidding = await w.claim(w.memberTeam.id, w.member.token, { bid: 15 });
    expect(bidding.statusCode).toBe(400);
    expect(bidding.json()).toMatchObject({
      message: NO_BIDS,
      errors: [{ field: 'bid', message: NO_BIDS }],
    });
    const made = (await w.claim(w.memberTeam.id, w.member.token, { bid: 0 })).json();
    const raised = await call(
      'PATCH',
      `/api/leagues/${w.league.id}/claims/${made.id}`,
      w.member.token,
      { bid: 5 },
    );
    expect(raised.statusCode).toBe(400);
    expect(raised.json().message).toBe(NO_BIDS);
    await w.claim(w.third.id, w.thirdUser.token);
    await clearNow(w.league.id, Date.parse('2026-03-07T04:00:00Z'));
    expect((await statusAfterClear(w.league.id, 'Zeus', w.boss.token, 'rostered')).teamId).toBe(
      w.third.id,
    );
    const after = (await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)).json() as League;
    expect(after.waivers.order.map((team) => [team.teamId, team.priority])).toEqual([
      [w.memberTeam.id, 1],
      [w.bossTeam.id, 2],
      [w.third.id, 3],
    ]);
    // No bid counted, so none is kept: not even once the league bids again.
    await call('PATCH', `/api/leagues/${w.league.id}`, w.boss.token, { waiverType: 'faab' });
    const settled = async (user: { token: string }) =>
      (
        (
          await call('GET', `/api/leagues/${w.league.id}/claims`, user.token)
        ).json() as WaiverClaim[]
      ).map((claim) => [claim.status, claim.bid]);
    expect(await settled(w.thirdUser)).toEqual([['won', null]]);
    expect(await settled(w.member)).toEqual([['lost', null]]);
  });

  it('leaves an unclaimed player a free agent after the clear', async () => {
    const w = await withZeusOnWaivers();
    await clearNow(w.league.id, Date.parse('2026-03-07T04:00:00Z'));
    expect((await statusAfterClear(w.league.id, 'Zeus', w.boss.token, 'free')).status).toBe('free');
    const [row] = await db.select().from(leagues).where(eq(leagues.id, w.league.id));
    expect(row!.waiversDueAt).toBeNull();
  });

  it('loses a claim on a player a team took meanwhile, and clears the league all the same', async () => {
    const w = await withZeusOnWaivers();
    const claim = (await w.claim(w.memberTeam.id, w.member.token)).json() as WaiverClaim;
    // The draft may pick a player on waivers: Zeus is on the third team when the clear comes.
    await putOnRoster(db, w.third, [['TOP', 'Zeus']]);
    await clearNow(w.league.id, Date.parse('2026-03-07T04:00:00Z'));
    const [after] = (
      await call('GET', `/api/leagues/${w.league.id}/claims`, w.member.token)
    ).json() as WaiverClaim[];
    expect(after).toMatchObject({
      id: claim.id,
      status: 'lost',
      reason: CLAIM_REASONS.taken(w.third.name),
    });
    const [row] = await db.select().from(leagues).where(eq(leagues.id, w.league.id));
    expect(row!.waiversDueAt).toBeNull();
  });

  it('clears a league once when two rounds run at once, and not at all while one dies holding it', async () => {
    const w = await withZeusOnWaivers();
    await w.claim(w.memberTeam.id, w.member.token, { bid: 5 });
    await standAt(db, w.league.id, Date.parse('2026-03-07T04:00:00Z'));
    await db.update(leagues).set({ waiversDueAt: new Date() }).where(eq(leagues.id, w.league.id));
    // An instance takes the league and dies before it commits: nothing of it stays.
    await db
      .transaction(async (tx) => {
        const taken = await createWaiversRepository(tx).claimDueClears(100);
        expect(taken.map((league) => league.id)).toContain(w.league.id);
        throw new Error('the instance died');
      })
      .catch(() => undefined);
    expect((await statusOf(w.league.id, 'Zeus', w.boss.token)).status).toBe('waivers');

    const services = [createWaiversService(db), createWaiversService(db)];
    await Promise.all(services.map((service) => service.clearDue(100)));
    const [held] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from team_players
          where league_id = ${w.league.id} and player_id = ${w.zeus}`,
    );
    expect(held!.n).toBe(1);
    const [spent] = await db
      .select({ spent: teams.faabSpent })
      .from(teams)
      .where(eq(teams.id, w.memberTeam.id));
    expect(spent!.spent).toBe(5);
    // Once cleared, another round has nothing to do for it.
    await createWaiversService(db).clearDue(100);
    const [again] = await db
      .select({ spent: teams.faabSpent })
      .from(teams)
      .where(eq(teams.id, w.memberTeam.id));
    expect(again!.spent).toBe(5);
  });

  it('makes a withdrawal wait for a clear holding the league, and then says the claim is settled', async () => {
    const w = await withZeusOnWaivers();
    const claim = (
      await w.claim(w.memberTeam.id, w.member.token, { bid: 5 })
    ).json() as WaiverClaim;
    await standAt(db, w.league.id, Date.parse('2026-03-07T04:00:00Z'));
    await db.update(leagues).set({ waiversDueAt: new Date() }).where(eq(leagues.id, w.league.id));
    let withdrawal: ReturnType<typeof call> | undefined;
    await db.transaction(async (tx) => {
      // A clear takes the league and settles the claim; the manager withdraws it meanwhile.
      await createWaiversRepository(tx).claimDueClears(100);
      withdrawal = call('DELETE', `/api/leagues/${w.league.id}/claims/${claim.id}`, w.member.token);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.update(waiverClaims).set({ status: 'won' }).where(eq(waiverClaims.id, claim.id));
    });
    const refused = await withdrawal!;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This claim has been settled already');
    const [row] = await db.select().from(waiverClaims).where(eq(waiverClaims.id, claim.id));
    expect(row?.status).toBe('won');
  });

  it('wins a claim that drops a player: he leaves for waivers and the new one takes his slot', async () => {
    const w = await withZeusOnWaivers();
    await putOnRoster(db, w.memberTeam, [['TOP', 'Kiin']]);
    const kiin = await playerIdByName(db, 'Kiin');
    const claim = (
      await w.claim(w.memberTeam.id, w.member.token, { dropPlayerId: kiin, bid: 3 })
    ).json() as WaiverClaim;
    await clearNow(w.league.id, Date.parse('2026-03-07T04:00:00Z'));
    const [settled] = (
      await call('GET', `/api/leagues/${w.league.id}/claims`, w.member.token)
    ).json() as WaiverClaim[];
    expect(settled).toMatchObject({ id: claim.id, status: 'won', reason: null });
    const team = (
      await call('GET', `/api/teams/${w.memberTeam.id}`, w.member.token)
    ).json() as TeamDetail;
    expect(team.players.TOP?.name).toBe('Zeus');
    expect((await statusAfterClear(w.league.id, 'Kiin', w.member.token, 'waivers')).status).toBe(
      'waivers',
    );
  });

  it('ends the offers counting on a player a won claim drops, as a drop by hand does', async () => {
    const w = await withZeusOnWaivers();
    await putOnRoster(db, w.memberTeam, [['TOP', 'Kiin']]);
    await putOnRoster(db, w.bossTeam, [['TOP', 'Doran']]);
    const [kiin, doran] = await Promise.all(['Kiin', 'Doran'].map((n) => playerIdByName(db, n)));
    await w.claim(w.memberTeam.id, w.member.token, { dropPlayerId: kiin, bid: 3 });
    const offer = await call('POST', '/api/trades', w.boss.token, {
      fromTeamId: w.bossTeam.id,
      toTeamId: w.memberTeam.id,
      give: [doran],
      receive: [kiin],
    });
    expect(offer.statusCode).toBe(201);
    const tradeId = (offer.json() as { id: string }).id;

    await clearNow(w.league.id, Date.parse('2026-03-07T04:00:00Z'));
    const trade = (await call('GET', `/api/trades/${tradeId}`, w.boss.token)).json();
    expect(trade).toMatchObject({ status: 'void', reason: `Kiin left ${w.memberTeam.name}` });
    const accept = await call('POST', `/api/trades/${tradeId}/accept`, w.member.token);
    expect(accept.statusCode).toBe(409);
  });

  it.each([
    ['faab', 0],
    ['rolling', null],
  ] as const)(
    'fails a claim whose drop has left the team, with that reason (%s)',
    async (waiverType, bid) => {
      const w = await withZeusOnWaivers({ waiverType });
      await putOnRoster(db, w.memberTeam, [['MID', 'Chovy']]);
      const chovy = await playerIdByName(db, 'Chovy');
      const claim = (
        await w.claim(w.memberTeam.id, w.member.token, { dropPlayerId: chovy })
      ).json() as WaiverClaim;
      expect(claim.dropPlayer?.name).toBe('Chovy');
      await call('DELETE', `/api/teams/${w.memberTeam.id}/players/${chovy}`, w.member.token);
      const [after] = (
        await call('GET', `/api/leagues/${w.league.id}/claims`, w.member.token)
      ).json() as WaiverClaim[];
      // A bid is kept only where bids count.
      expect(after).toMatchObject({ status: 'failed', reason: CLAIM_REASONS.dropGone, bid });
      // Settled when Chovy left, on the league's clock (which stands at Wednesday).
      const settledAt = Date.parse(after!.clearsAt!);
      expect(settledAt).toBeGreaterThanOrEqual(WEDNESDAY);
      expect(settledAt).toBeLessThan(WEDNESDAY + 60_000);
    },
  );

  it('refuses a claim that leaves the player no place unless it drops one, and an unknown league', async () => {
    const w = await withZeusOnWaivers();
    await putOnRoster(db, w.memberTeam, [
      ['TOP', 'Kiin'],
      ['JUNGLE', 'Canyon'],
      ['MID', 'Chovy'],
      ['ADC', 'Aiming'],
      ['SUPPORT', 'BeryL'],
      ['FLEX', 'Gumayusi'],
      ['BENCH', 'Lucid'],
      ['BENCH', 'Bdd'],
      ['BENCH', 'Oner'],
    ]);
    const full = await w.claim(w.memberTeam.id, w.member.token);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(CLAIM_REASONS.rosterFull);
    const kiin = await playerIdByName(db, 'Kiin');
    const dropping = await w.claim(w.memberTeam.id, w.member.token, { dropPlayerId: kiin });
    expect(dropping.statusCode).toBe(201);
    const undropped = await call(
      'PATCH',
      `/api/leagues/${w.league.id}/claims/${dropping.json().id}`,
      w.member.token,
      { dropPlayerId: null },
    );
    expect(undropped.statusCode).toBe(409);
    expect(undropped.json().message).toBe(CLAIM_REASONS.rosterFull);
    // A drop must free a slot that takes him: the MID slot Chovy leaves does not take a TOP.
    const chovy = await playerIdByName(db, 'Chovy');
    const noRoom = DROP_MAKES_NO_ROOM('Chovy', 'TOP');
    const wrongDrop = await w.claim(w.memberTeam.id, w.member.token, { dropPlayerId: chovy });
    expect(wrongDrop.statusCode).toBe(409);
    expect(wrongDrop.json().message).toBe(noRoom);
    const changed = await call(
      'PATCH',
      `/api/leagues/${w.league.id}/claims/${dropping.json().id}`,
      w.member.token,
      { dropPlayerId: chovy },
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(noRoom);
    // So must a free agent's add-drop.
    const addDrop = await call('POST', `/api/teams/${w.memberTeam.id}/add-drop`, w.member.token, {
      addPlayerId: await playerIdByName(db, 'Doran'),
      dropPlayerId: chovy,
    });
    expect(addDrop.statusCode).toBe(409);
    expect(addDrop.json().message).toBe(DROP_MAKES_NO_ROOM('Chovy', 'TOP'));
    // A team with room may claim without a drop.
    expect((await w.claim(w.third.id, w.thirdUser.token)).statusCode).toBe(201);

    const nowhere = await call(
      'POST',
      '/api/leagues/00000000-0000-4000-8000-000000000000/claims',
      w.member.token,
      { teamId: w.memberTeam.id, addPlayerId: w.zeus },
    );
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe('League not found');
  });

  it('numbers the claims left from 1 when one is withdrawn', async () => {
    const w = await withZeusOnWaivers();
    const ids: string[] = [];
    for (const bid of [1, 2, 3]) {
      ids.push((await w.claim(w.memberTeam.id, w.member.token, { bid })).json().id);
    }
    const gone = await call(
      'DELETE',
      `/api/leagues/${w.league.id}/claims/${ids[1]}`,
      w.member.token,
    );
    expect(gone.statusCode).toBe(200);
    const mine = (
      await call('GET', `/api/leagues/${w.league.id}/claims`, w.member.token)
    ).json() as WaiverClaim[];
    expect(mine.map((claim) => [claim.id, claim.rank])).toEqual([
      [ids[0], 1],
      [ids[2], 2],
    ]);
  });

  it('numbers the claims still pending from 1 after a clear settled the ones before them', async () => {
    const w = await withZeusOnWaivers();
    const zeus = (await w.claim(w.memberTeam.id, w.member.token, { bid: 5 })).json() as WaiverClaim;
    // Faker is dropped a day later: his period ends at the clear after Zeus's.
    await standAt(db, w.league.id, WEDNESDAY + 24 * 60 * 60 * 1000);
    const fakerId = await playerIdByName(db, 'Faker');
    await call('DELETE', `/api/teams/${w.bossTeam.id}/players/${fakerId}`, w.boss.token);
    const faker = (
      await w.claim(w.memberTeam.id, w.member.token, { addPlayerId: fakerId, bid: 3 })
    ).json() as WaiverClaim;
    expect(faker.rank).toBe(2);
    await clearNow(w.league.id, Date.parse('2026-03-07T04:00:00Z'));

    const mine = (
      await call('GET', `/api/leagues/${w.league.id}/claims`, w.member.token)
    ).json() as WaiverClaim[];
    expect(mine.map((claim) => [claim.id, claim.rank, claim.status])).toEqual([
      [faker.id, 1, 'pending'],
      [zeus.id, 1, 'won'],
    ]);
    const changed = await call(
      'PATCH',
      `/api/leagues/${w.league.id}/claims/${faker.id}`,
      w.member.token,
      { bid: 4 },
    );
    expect(changed.json()).toMatchObject({ rank: 1, bid: 4 });
  });

  it('fails a team’s second claim on a player it won, and counts it neither a losing bid nor news', async () => {
    const w = await withZeusOnWaivers();
    const first = (await w.claim(w.memberTeam.id, w.member.token, { bid: 20 })).json();
    const second = (await w.claim(w.memberTeam.id, w.member.token, { bid: 5 })).json();
    await w.claim(w.third.id, w.thirdUser.token, { bid: 10 });
    await clearNow(w.league.id, Date.parse('2026-03-07T04:00:00Z'));

    const mine = (
      await call('GET', `/api/leagues/${w.league.id}/claims`, w.member.token)
    ).json() as WaiverClaim[];
    // Settled at one clear, they list in the team's order: the winning first claim first.
    expect(mine.map((claim) => [claim.id, claim.rank, claim.status])).toEqual([
      [first.id, 1, 'won'],
      [second.id, 2, 'failed'],
    ]);
    expect(mine.find((claim) => claim.id === first.id)).toMatchObject({ status: 'won' });
    expect(mine.find((claim) => claim.id === second.id)).toMatchObject({
      status: 'failed',
      reason: CLAIM_REASONS.alreadyWon,
    });
    const log = (
      await call('GET', `/api/leagues/${w.league.id}/transactions?type=claim`, w.member.token)
    ).json() as TransactionsPage;
    expect(log.entries[0]?.detail).toMatchObject({
      bid: 20,
      losers: [{ teamId: w.third.id, teamName: w.third.name, bid: 10 }],
    });
    const news = (
      await call('GET', '/api/notifications', w.member.token)
    ).json() as NotificationList;
    expect(news.items.map((item) => item.title)).toEqual(['Claim won: Zeus']);
  });
});

describe('statuses on the players list, kept in memory', () => {
  /** A player as the league's list answers him past the read cache, from the kept pool. */
  async function listed(leagueId: string, name: string, token: string) {
    const response = await call('GET', `/api/players?leagueId=${leagueId}&refresh=true`, token);
    return (response.json() as Player[]).find((player) => player.name === name)!;
  }

  it('are never stale after a drop, an add or a clear, whichever instance or statement wrote', async () => {
    const w = await waiverLeague();
    const other = requester(await t.secondInstance());
    const chovy = await playerIdByName(db, 'Chovy');
    expect((await listed(w.league.id, 'Zeus', w.member.token)).status).toBe('rostered');
    expect((await listed(w.league.id, 'Chovy', w.member.token)).status).toBe('free');

    // Moves made on another instance: this one learns of them from the database alone.
    await other('DELETE', `/api/teams/${w.bossTeam.id}/players/${w.zeus}`, w.boss.token);
    expect(await listed(w.league.id, 'Zeus', w.member.token)).toMatchObject({
      status: 'waivers',
      waiverUntil: SATURDAY_CLEAR,
      teamId: null,
    });
    await other('POST', `/api/teams/${w.memberTeam.id}/add-drop`, w.member.token, {
      addPlayerId: chovy,
    });
    expect(await listed(w.league.id, 'Chovy', w.member.token)).toMatchObject({
      status: 'rostered',
      teamId: w.memberTeam.id,
    });
    await clearNow(w.league.id, Date.parse('2026-03-07T04:00:00Z'));
    expect((await listed(w.league.id, 'Zeus', w.member.token)).status).toBe('free');

    // Statements straight to the tables, one at a time.
    await db.execute(
      sql`delete from team_players where league_id = ${w.league.id} and player_id = ${chovy}`,
    );
    expect((await listed(w.league.id, 'Chovy', w.member.token)).status).toBe('free');
    await db.execute(sql`insert into player_waivers (league_id, player_id, until)
      values (${w.league.id}, ${chovy}, '2026-03-08T12:00:00Z')`);
    expect(await listed(w.league.id, 'Chovy', w.member.token)).toMatchObject({
      status: 'waivers',
      waiverUntil: '2026-03-09T03:00:00.000Z',
    });
    await db.execute(
      sql`delete from player_waivers where league_id = ${w.league.id} and player_id = ${chovy}`,
    );
    expect((await listed(w.league.id, 'Chovy', w.member.token)).status).toBe('free');
  });

  it('put a free agent on waivers the moment his first game of the week starts', async () => {
    const w = await waiverLeague();
    // The first LCK game of a week, and a player of it: it is his first game of that week.
    const [game] = await queryRows<{ name: string; at: string | Date }>(
      db,
      sql`select p.name, g.played_at as at from pro_games g
          join player_games pg on pg.game_id = g.id join players p on p.id = pg.player_id
          where g.region = 'LCK' and p.position = 'MID'
            and g.played_at - interval '1 minute' >= date_trunc('week', g.played_at)
            and g.played_at = (select min(o.played_at) from pro_games o where o.region = 'LCK'
              and date_trunc('week', o.played_at) = date_trunc('week', g.played_at))
          order by g.played_at, p.name limit 1`,
    );
    const gameAt = new Date(game!.at).getTime();
    // League time runs twenty times faster than real time from a minute before that game: the
    // game starts three seconds from now, and nothing is written meanwhile.
    await db
      .update(leagues)
      .set({
        clockMode: 'replay',
        replayAnchorAt: new Date(gameAt - 60_000),
        replayAnchorReal: new Date(),
        weekSeconds: 604800 / 20,
        pausedAt: null,
      })
      .where(eq(leagues.id, w.league.id));
    expect((await listed(w.league.id, game!.name, w.member.token)).status).toBe('free');
    const player = await until(
      () => listed(w.league.id, game!.name, w.member.token),
      (found) => found.status === 'waivers',
      8_000,
    );
    expect(player).toMatchObject({ status: 'waivers', teamId: null });
    // An add is told to put in a claim (he is on waivers), not that he is locked.
    const add = await call('POST', `/api/teams/${w.memberTeam.id}/players`, w.member.token, {
      playerId: player.id,
      slot: 'MID',
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toMatch(/is on waivers until .*: put in a claim instead$/);
    // A drop of a locked player the team does not hold is told just that.
    await putOnRoster(db, w.bossTeam, [['BENCH', { id: player.id }]]);
    const drop = await call(
      'DELETE',
      `/api/teams/${w.memberTeam.id}/players/${player.id}`,
      w.member.token,
    );
    expect(drop.statusCode).toBe(404);
    expect(drop.json().message).toBe('That player is not on this team');
  });

  it('keep a free agent who played last week on waivers until Monday’s clear', async () => {
    const w = await waiverLeague();
    const [game] = await queryRows<{ at: string | Date }>(
      db,
      sql`select max(pg.played_at) as at from player_games pg
          join players p on p.id = pg.player_id where p.name = 'Chovy'`,
    );
    const playedAt = new Date(game!.at).getTime();
    const monday = mondayOf(new Date(playedAt)).getTime() + 7 * DAY_MS;
    // Monday 01:00: his week is over, and its clear is at 03:00.
    await standAt(db, w.league.id, monday + HOUR_MS);
    expect(await listed(w.league.id, 'Chovy', w.member.token)).toMatchObject({
      status: 'waivers',
      waiverUntil: new Date(monday + 3 * HOUR_MS).toISOString(),
    });
    const chovy = await playerIdByName(db, 'Chovy');
    const add = await call('POST', `/api/teams/${w.memberTeam.id}/add-drop`, w.member.token, {
      addPlayerId: chovy,
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toMatch(/^Chovy is on waivers until Mon, .* 3:00 AM league time/);
    // After the clear, nobody having claimed him: a free agent, also in the statuses kept.
    await standAt(db, w.league.id, monday + 3 * HOUR_MS + 60_000);
    expect((await listed(w.league.id, 'Chovy', w.member.token)).status).toBe('free');
  });
});

describe('waiver settings', () => {
  it('move the next clear to its new real time when the replay’s pace changes', async () => {
    const w = await waiverLeague();
    // A season begun after the stored games has played none yet: its pace may still change.
    await db
      .update(leagues)
      .set({ seasonStart: new Date('2026-03-02T00:00:00Z') })
      .where(eq(leagues.id, w.league.id));
    await standAt(db, w.league.id, WEDNESDAY, { paused: false });
    await call('DELETE', `/api/teams/${w.bossTeam.id}/players/${w.zeus}`, w.boss.token);
    const dueIn = async () => {
      const [row] = await db
        .select({ due: leagues.waiversDueAt })
        .from(leagues)
        .where(eq(leagues.id, w.league.id));
      return (row?.due?.getTime() ?? 0) - Date.now();
    };
    // Saturday's 03:00 clear is 63 league hours away: as many real hours at a week a week.
    expect(await dueIn()).toBeGreaterThan(62 * 60 * 60 * 1000);
    const changed = await call('PATCH', `/api/leagues/${w.league.id}`, w.boss.token, {
      weekSeconds: 3600,
    });
    expect(changed.statusCode).toBe(200);
    // At a week an hour, 63 league hours pass in 22.5 real minutes.
    const left = await dueIn();
    expect(left).toBeGreaterThan(22 * 60 * 1000);
    expect(left).toBeLessThan(23 * 60 * 1000);
  });

  it('take the bids off pending claims when the league leaves FAAB', async () => {
    const w = await waiverLeague();
    await call('DELETE', `/api/teams/${w.bossTeam.id}/players/${w.zeus}`, w.boss.token);
    const claim = await call('POST', `/api/leagues/${w.league.id}/claims`, w.member.token, {
      teamId: w.memberTeam.id,
      addPlayerId: w.zeus,
      bid: 12,
    });
    expect(claim.json().bid).toBe(12);
    const changed = await call('PATCH', `/api/leagues/${w.league.id}`, w.boss.token, {
      waiverType: 'rolling',
    });
    expect(changed.statusCode).toBe(200);
    const mine = (
      await call('GET', `/api/leagues/${w.league.id}/claims`, w.member.token)
    ).json() as WaiverClaim[];
    expect(mine.map((pending) => [pending.id, pending.bid])).toEqual([[claim.json().id, 0]]);
  });

  it('are the commissioner’s to change, within bounds', async () => {
    const w = await waiverLeague();
    const changed = await call('PATCH', `/api/leagues/${w.league.id}`, w.boss.token, {
      waiverType: 'rolling',
      faabBudget: 200,
      waiverDays: 0,
    });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as League).waivers).toMatchObject({
      type: 'rolling',
      budget: 200,
      days: 0,
    });
    for (const [body, message] of [
      [{ waiverType: 'auction' }, /Waiver type must be one of faab, rolling, reverse-standings/],
      [{ faabBudget: 1001 }, /FAAB budget must be between 0 and 1000 dollars/],
      [{ waiverDays: 8 }, /Waiver days must be between 0 and 7/],
    ] as const) {
      const refused = await call('PATCH', `/api/leagues/${w.league.id}`, w.boss.token, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(message);
    }
    const member = await call('PATCH', `/api/leagues/${w.league.id}`, w.member.token, {
      waiverDays: 3,
    });
    expect(member.statusCode).toBe(403);
    // With no waiver days a drop is a free agent at once.
    await call('DELETE', `/api/teams/${w.bossTeam.id}/players/${w.zeus}`, w.boss.token);
    expect((await statusOf(w.league.id, 'Zeus', w.boss.token)).status).toBe('free');
  });
});

describe('a reverse-standings order', () => {
  /** A played matchup of the league: home against away, scored and its week over. */
  async function played(
    leagueId: string,
    week: number,
    [home, homeScore]: [string, number],
    [away, awayScore]: [string, number],
    end: string,
    completed: boolean,
  ) {
    await db.execute(sql`
      insert into matchups (league_id, week, home_team_id, away_team_id, home_score, away_score,
                            completed, window_start, window_end)
      values (${leagueId}, ${week}, ${home}, ${away}, ${homeScore}, ${awayScore}, ${completed},
              ${end}::timestamptz - interval '7 days', ${end}::timestamptz)`);
  }
  const orderOf = async (leagueId: string, token: string, expected: string[]) =>
    (
      await until(
        async () => (await call('GET', `/api/leagues/${leagueId}`, token)).json() as League,
        (league) => league.waivers.order.map((team) => team.teamId).join() === expected.join(),
        3_000,
      )
    ).waivers.order.map((team) => team.teamId);

  it('starts worst record first, and is put back so by the first clear of each week', async () => {
    const w = await waiverLeague();
    await db.update(leagues).set({ waiverDays: 1 }).where(eq(leagues.id, w.league.id));
    await putOnRoster(db, w.memberTeam, [['TOP', 'Kiin']]);
    // Week 1, over and final: the member's team beat the boss's; the third has not played.
    await played(
      w.league.id,
      1,
      [w.memberTeam.id, 60],
      [w.bossTeam.id, 50],
      '2026-03-02T00:00:00Z',
      true,
    );
    const switched = await call('PATCH', `/api/leagues/${w.league.id}`, w.boss.token, {
      waiverType: 'reverse-standings',
    });
    expect(switched.statusCode).toBe(200);
    // Worst first: the third (no win, no points), the boss (no win), the member (one win).
    expect(
      await orderOf(w.league.id, w.boss.token, [w.third.id, w.bossTeam.id, w.memberTeam.id]),
    ).toEqual([w.third.id, w.bossTeam.id, w.memberTeam.id]);

    // A claim won mid-week sends the third to the end.
    await call('DELETE', `/api/teams/${w.bossTeam.id}/players/${w.zeus}`, w.boss.token);
    await call('POST', `/api/leagues/${w.league.id}/claims`, w.thirdUser.token, {
      teamId: w.third.id,
      addPlayerId: w.zeus,
    });
    await clearNow(w.league.id, Date.parse('2026-03-06T04:00:00Z'));
    const moved = [w.bossTeam.id, w.memberTeam.id, w.third.id];
    expect(await orderOf(w.league.id, w.boss.token, moved)).toEqual(moved);

    // Saturday: the member drops Kiin (one waiver day: he clears Monday 03:00), and both the
    // member and the third claim him. Week 2 ends Sunday night: the third beat the boss, not
    // final yet at the Monday clear, but over.
    await standAt(db, w.league.id, Date.parse('2026-03-07T04:00:00Z'));
    const kiin = await playerIdByName(db, 'Kiin');
    await call('DELETE', `/api/teams/${w.memberTeam.id}/players/${kiin}`, w.member.token);
    for (const [teamId, token] of [
      [w.memberTeam.id, w.member.token],
      [w.third.id, w.thirdUser.token],
    ] as const) {
      const claimed = await call('POST', `/api/leagues/${w.league.id}/claims`, token, {
        teamId,
        addPlayerId: kiin,
      });
      expect(claimed.statusCode).toBe(201);
    }
    await played(
      w.league.id,
      2,
      [w.third.id, 55],
      [w.bossTeam.id, 40],
      '2026-03-09T00:00:00Z',
      false,
    );
    await clearNow(w.league.id, Date.parse('2026-03-09T03:30:00Z'));
    // Reset before the claims: the boss (no win), the third (a win, 55), the member (a win, 60).
    // The third, ahead of the member now, gets Kiin and goes to the end.
    expect((await statusAfterClear(w.league.id, 'Kiin', w.member.token, 'rostered')).teamId).toBe(
      w.third.id,
    );
    const weekly = [w.bossTeam.id, w.memberTeam.id, w.third.id];
    expect(await orderOf(w.league.id, w.boss.token, weekly)).toEqual(weekly);
  });

  it('follows the league’s standings: median-game wins count, playoff results do not', async () => {
    const w = await waiverLeague();
    await db.update(leagues).set({ medianGame: true }).where(eq(leagues.id, w.league.id));
    // Week 1: the member beat the boss, and beat the week's median (55) too.
    await played(
      w.league.id,
      1,
      [w.memberTeam.id, 60],
      [w.bossTeam.id, 50],
      '2026-03-02T00:00:00Z',
      true,
    );
    // A playoff game the boss won big: no part of the standings.
    await db.execute(sql`
      insert into matchups (league_id, week, home_team_id, away_team_id, home_score, away_score,
                            completed, window_start, window_end, stage)
      values (${w.league.id}, 2, ${w.bossTeam.id}, ${w.memberTeam.id}, 90, 10, true,
              '2026-02-23T00:00:00Z', '2026-03-02T00:00:00Z', 'playoff')`);
    const switched = await call('PATCH', `/api/leagues/${w.league.id}`, w.boss.token, {
      waiverType: 'reverse-standings',
    });
    expect(switched.statusCode).toBe(200);
    // Standings: the member (two wins), the boss (none, 50 points), the third (none, none).
    const worstFirst = [w.third.id, w.bossTeam.id, w.memberTeam.id];
    expect(await orderOf(w.league.id, w.boss.token, worstFirst)).toEqual(worstFirst);
  });
});

describe('a reverse-standings league', () => {
  it('has its clear due at the next weekly clear, with nobody on waivers', async () => {
    const w = await waiverLeague();
    await standAt(db, w.league.id, WEDNESDAY, { paused: false });
    const before = Date.now();
    await call('PATCH', `/api/leagues/${w.league.id}`, w.boss.token, {
      waiverType: 'reverse-standings',
    });
    const [league] = await db
      .select({ due: leagues.waiversDueAt })
      .from(leagues)
      .where(eq(leagues.id, w.league.id));
    // Wednesday 12:00 to Monday 03:00 of league time, which runs as fast as real time here.
    const ahead = Date.parse('2026-03-09T03:00:00Z') - WEDNESDAY;
    expect(league!.due!.getTime()).toBeGreaterThanOrEqual(before + ahead - 1_000);
    expect(league!.due!.getTime()).toBeLessThanOrEqual(Date.now() + ahead + 1_000);
  });
});

describe('the transactions log', () => {
  it('lists adds, drops, claims with the losing bids, and the commissioner’s changes, newest first', async () => {
    const w = await waiverLeague();
    const chovy = await playerIdByName(db, 'Chovy');
    await call('DELETE', `/api/teams/${w.bossTeam.id}/players/${w.zeus}`, w.boss.token);
    await call('POST', `/api/teams/${w.memberTeam.id}/add-drop`, w.member.token, {
      addPlayerId: chovy,
    });
    for (const [teamId, token, bid] of [
      [w.memberTeam.id, w.member.token, 10],
      [w.third.id, w.thirdUser.token, 31],
    ] as const) {
      await call('POST', `/api/leagues/${w.league.id}/claims`, token, {
        teamId,
        addPlayerId: w.zeus,
        bid,
      });
    }
    await clearNow(w.league.id, Date.parse('2026-03-07T04:00:00Z'));
    await call('PATCH', `/api/leagues/${w.league.id}`, w.boss.token, { waiverDays: 3 });

    const log = (query = '') =>
      call('GET', `/api/leagues/${w.league.id}/transactions${query}`, w.member.token);
    const page = (await log()).json() as TransactionsPage;
    expect(page.entries.map((entry) => [entry.type, entry.summary])).toEqual([
      ['commissioner', 'The commissioner changed waiver days from 2 to 3'],
      ['claim', `${w.third.name} claimed Zeus for $31`],
      ['add', `${w.memberTeam.name} added Chovy`],
      ['drop', `${w.bossTeam.name} dropped Zeus`],
    ]);
    expect(page.entries[1]!.detail).toMatchObject({
      bid: 31,
      losers: [{ teamId: w.memberTeam.id, teamName: w.memberTeam.name, bid: 10 }],
    });
    expect(page.entries[3]!.detail).toMatchObject({ waiverUntil: SATURDAY_CLEAR });
    expect(page.nextBefore).toBeNull();
    // PostgreSQL writes the page: the contract's fields and nothing else, times as in JavaScript.
    expect(
      transactionsPageSchema
        .extend({ entries: z.array(transactionSchema.strict()) })
        .strict()
        .parse(page),
    ).toEqual(page);
    for (const entry of page.entries) {
      expect(entry.createdAt).toBe(new Date(entry.createdAt).toISOString());
      expect(entry.leagueAt).toBe(new Date(entry.leagueAt).toISOString());
    }

    const claims = (await log('?type=claim')).json() as TransactionsPage;
    expect(claims.entries.map((entry) => entry.type)).toEqual(['claim']);
    const boss = (await log(`?teamId=${w.bossTeam.id}`)).json() as TransactionsPage;
    expect(boss.entries.map((entry) => entry.summary)).toEqual([`${w.bossTeam.name} dropped Zeus`]);
    const older = (await log(`?before=${page.entries[1]!.id}`)).json() as TransactionsPage;
    expect(older.entries.map((entry) => entry.type)).toEqual(['add', 'drop']);

    expect((await log('?type=veto')).statusCode).toBe(400);
    expect((await log('?before=-1')).statusCode).toBe(400);
    const unknown = await call(
      'GET',
      '/api/leagues/00000000-0000-4000-8000-000000000000/transactions',
      w.member.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', `/api/leagues/${w.league.id}/transactions`)).statusCode).toBe(401);
  });

  it('pages 25 entries at a time', async () => {
    const w = await waiverLeague();
    for (let n = 0; n < 13; n += 1) {
      await call('PATCH', `/api/leagues/${w.league.id}`, w.boss.token, { waiverDays: n % 2 });
      await call('PATCH', `/api/leagues/${w.league.id}`, w.boss.token, {
        faabBudget: 101 + n,
      });
    }
    const response = await call('GET', `/api/leagues/${w.league.id}/transactions`, w.boss.token);
    expect(response.statusCode, response.body).toBe(200);
    const first = response.json() as TransactionsPage;
    expect(first.entries).toHaveLength(25);
    const rest = (
      await call(
        'GET',
        `/api/leagues/${w.league.id}/transactions?before=${first.nextBefore}`,
        w.boss.token,
      )
    ).json() as TransactionsPage;
    // 13 changes of waiver days and 13 of the budget.
    expect(rest.entries).toHaveLength(1);
    expect(rest.nextBefore).toBeNull();
    const ids = [...first.entries, ...rest.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the notification centre', () => {
  it('tells each claiming manager how the claim ended, and marks them read', async () => {
    const w = await waiverLeague();
    // Both claimants are connected: each hears of their own result at once, and only of it.
    const baseUrl = await listen(t.app);
    const [toMember, toThird] = [
      await connectPush(baseUrl, w.member.token),
      await connectPush(baseUrl, w.thirdUser.token),
    ];
    await call('DELETE', `/api/teams/${w.bossTeam.id}/players/${w.zeus}`, w.boss.token);
    for (const [teamId, token, bid] of [
      [w.memberTeam.id, w.member.token, 10],
      [w.third.id, w.thirdUser.token, 31],
    ] as const) {
      await call('POST', `/api/leagues/${w.league.id}/claims`, token, {
        teamId,
        addPlayerId: w.zeus,
        bid,
      });
    }
    await clearNow(w.league.id, Date.parse('2026-03-07T04:00:00Z'));

    const of = async (token: string) =>
      (await call('GET', '/api/notifications', token)).json() as NotificationList;
    const winner = await of(w.thirdUser.token);
    expect(winner.unread).toBe(1);
    expect(winner.items[0]).toMatchObject({
      type: 'claim',
      leagueId: w.league.id,
      title: 'Claim won: Zeus',
      body: `Zeus joins ${w.third.name} for $31.`,
      read: false,
    });
    const loser = await of(w.member.token);
    expect(loser.items[0]).toMatchObject({
      title: 'Claim lost: Zeus',
      body: CLAIM_REASONS.taken(w.third.name),
    });
    // The boss put in no claim: nothing for him.
    expect((await of(w.boss.token)).items).toEqual([]);
    const pushed = async (client: PushClient) => (await client.next('notification')).notification;
    expect(await pushed(toThird)).toEqual(winner.items[0]);
    expect(await pushed(toMember)).toEqual(loser.items[0]);
    await Promise.all([toMember.close(), toThird.close()]);
    for (const client of [toMember, toThird]) {
      expect(client.received.filter((push) => push.type === 'notification')).toHaveLength(1);
    }

    const read = await call('POST', '/api/notifications/read', w.member.token, {
      ids: [loser.items[0]!.id],
    });
    expect(read.statusCode).toBe(200);
    expect((read.json() as NotificationList).unread).toBe(0);
    // Another user's ids mark nothing of theirs.
    await call('POST', '/api/notifications/read', w.member.token, { ids: [winner.items[0]!.id] });
    expect((await of(w.thirdUser.token)).unread).toBe(1);
    const all = await call('POST', '/api/notifications/read', w.thirdUser.token, {});
    expect((all.json() as NotificationList).unread).toBe(0);

    expect(
      (await call('POST', '/api/notifications/read', w.member.token, { ids: ['x'] })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
  });
});

describe('the notification centre, several claims at one clear', () => {
  it('sums up each manager’s claims in one title: how many of them were won', async () => {
    const w = await waiverLeague();
    const faker = await playerIdByName(db, 'Faker');
    for (const player of [w.zeus, faker]) {
      await call('DELETE', `/api/teams/${w.bossTeam.id}/players/${player}`, w.boss.token);
    }
    const bids = [
      [w.memberTeam.id, w.member.token, 40, 10],
      [w.third.id, w.thirdUser.token, 31, 31],
      [w.bossTeam.id, w.boss.token, 5, 5],
    ] as const;
    for (const [teamId, token, onZeus, onFaker] of bids) {
      for (const [addPlayerId, bid] of [
        [w.zeus, onZeus],
        [faker, onFaker],
      ] as const) {
        const claimed = await call('POST', `/api/leagues/${w.league.id}/claims`, token, {
          teamId,
          addPlayerId,
          bid,
        });
        expect(claimed.statusCode).toBe(201);
      }
    }
    await clearNow(w.league.id, Date.parse('2026-03-07T04:00:00Z'));
    const titleOf = async (token: string) =>
      ((await call('GET', '/api/notifications', token)).json() as NotificationList).items.map(
        (item) => item.title,
      );
    expect(await titleOf(w.member.token)).toEqual(['Waiver claims: 1 of 2 won']);
    expect(await titleOf(w.thirdUser.token)).toEqual(['Waiver claims: 1 of 2 won']);
    expect(await titleOf(w.boss.token)).toEqual(['Waiver claims: none of 2 won']);
  });

  it('names a team once: in the log’s losing bids with its highest, and in its manager’s note', async () => {
    const w = await waiverLeague();
    await call('DELETE', `/api/teams/${w.bossTeam.id}/players/${w.zeus}`, w.boss.token);
    // Two claims of each team: the member's lose to the third's, and the third's second loses to
    // its own first.
    const claims = [
      [w.memberTeam.id, w.member.token, 20],
      [w.memberTeam.id, w.member.token, 12],
      [w.third.id, w.thirdUser.token, 30],
      [w.third.id, w.thirdUser.token, 25],
    ] as const;
    for (const [teamId, token, bid] of claims) {
      const claimed = await call('POST', `/api/leagues/${w.league.id}/claims`, token, {
        teamId,
        addPlayerId: w.zeus,
        bid,
      });
      expect(claimed.statusCode).toBe(201);
    }
    await clearNow(w.league.id, Date.parse('2026-03-07T04:00:00Z'));
    const [award] = (
      (
        await call('GET', `/api/leagues/${w.league.id}/transactions?type=claim`, w.member.token)
      ).json() as TransactionsPage
    ).entries;
    expect(award).toMatchObject({
      teamId: w.third.id,
      detail: {
        bid: 30,
        losers: [{ teamId: w.memberTeam.id, teamName: w.memberTeam.name, bid: 20 }],
      },
    });
    const [note] = (
      (await call('GET', '/api/notifications', w.member.token)).json() as NotificationList
    ).items;
    expect(note).toMatchObject({ title: 'Claim lost: Zeus' });
    expect(note!.body).toBe(CLAIM_REASONS.taken(w.third.name));
  });
});

describe('the notification centre across leagues', () => {
  it('names the league of each notification as it is called now, listed and pushed', async () => {
    const w = await waiverLeague();
    // An earlier test of this file may have made the app listen already.
    const address = t.app.server.address();
    const baseUrl =
      address && typeof address !== 'string'
        ? `http://127.0.0.1:${address.port}`
        : await listen(t.app);
    const toMember = await connectPush(baseUrl, w.member.token);
    await call('DELETE', `/api/teams/${w.bossTeam.id}/players/${w.zeus}`, w.boss.token);
    await call('POST', `/api/leagues/${w.league.id}/claims`, w.member.token, {
      teamId: w.memberTeam.id,
      addPlayerId: w.zeus,
      bid: 5,
    });
    await clearNow(w.league.id, Date.parse('2026-03-07T04:00:00Z'));
    const pushed = (await toMember.next('notification')).notification;
    await toMember.close();
    expect(pushed).toMatchObject({ title: 'Claim won: Zeus', leagueName: w.league.name });

    const renamed = await call('PATCH', `/api/leagues/${w.league.id}/settings`, w.boss.token, {
      league: { name: 'Baron Pit League' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const { items } = (
      await call('GET', '/api/notifications', w.member.token)
    ).json() as NotificationList;
    expect(items.map((item) => [item.title, item.leagueName])).toEqual([
      ['Claim won: Zeus', 'Baron Pit League'],
    ]);
  });

  it('lists notifications written at one moment in the order they were written, newest first', async () => {
    const w = await createLeagueWithTeams(t.app, db, {
      managers: 2,
      rosters: [
        [
          ['MID', 'Faker'],
          ['TOP', 'Zeus'],
        ],
        [
          ['MID', 'Chovy'],
          ['TOP', 'Kiin'],
        ],
      ],
      scheduleWeeks: 3,
    });
    const { schedule } = (
      await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)
    ).json() as League;
    // Six days after the last week: the three weeks become final in one round.
    await standAt(db, w.league.id, Date.parse(schedule[2]!.end) + 6 * 24 * 60 * 60 * 1000, {
      due: true,
    });
    await createSeasonService(db).advanceClocks(500);
    for (const user of [w.boss, w.member]) {
      const { items } = (
        await call('GET', '/api/notifications', user.token)
      ).json() as NotificationList;
      expect(items.map((item) => item.title.slice(0, 6))).toEqual(['Week 3', 'Week 2', 'Week 1']);
      expect(new Set(items.map((item) => item.createdAt)).size).toBe(1);
      expect(items.every((item) => item.leagueName === w.league.name)).toBe(true);
    }
  });

  it('refuses a bad list of ids to mark read with a message that says what to send', async () => {
    const w = await waiverLeague();
    const refusal = async (payload: object) => {
      const response = await call('POST', '/api/notifications/read', w.member.token, payload);
      expect(response.statusCode).toBe(400);
      return response.json();
    };
    expect(await refusal({ ids: 'all' })).toEqual({
      message: 'ids must be a list of notification ids',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'ids', message: 'ids must be a list of notification ids' }],
    });
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID());
    expect((await refusal({ ids: tooMany })).message).toBe(
      'Mark at most 100 notifications at once',
    );
    expect((await refusal({ ids: ['x'] })).message).toBe('ids must be notification ids');
    const hundred = tooMany.slice(1);
    expect(
      (await call('POST', '/api/notifications/read', w.member.token, { ids: hundred })).statusCode,
    ).toBe(200);
  });
});
