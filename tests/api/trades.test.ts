import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League } from '../../src/domain/contract/leagues';
import type { NotificationList } from '../../src/domain/contract/notifications';
import type { Team } from '../../src/domain/contract/teams';
import type { Trade } from '../../src/domain/contract/trades';
import type { TransactionsPage } from '../../src/domain/contract/waivers';
import { DUPLICATE_OFFER, MAX_OPEN_OFFERS } from '../../src/domain/trades';
import { drafts } from '../../src/server/db/schema';
import { SCHEDULE_BEFORE_DEADLINE } from '../../src/server/features/season/service';
import { createTradesService } from '../../src/server/features/trades/service';
import { createLeagueWithTeams, playerIdByName, requester } from '../support/factories';
import { connectPush, type PushClient } from '../support/live-client';
import { listen } from '../support/live-rooms';
import { queryRows } from '../support/sql';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const id = (name: string) => playerIdByName(t.database.db, name);

/**
 * A public Korean league: `boss` commissions it and plays no part in the trades; `member`
 * (Member Team: five starters) and `rival` (Rival Team: a full roster) trade with each other.
 */
async function tradeLeague() {
  const w = await createLeagueWithTeams(t.app, t.database.db, {
    managers: 3,
    teamNames: ['Boss Team', 'Member Team', 'Rival Team'],
    rosters: [
      [],
      [
        ['TOP', 'Kiin'],
        ['JUNGLE', 'Canyon'],
        ['MID', 'Chovy'],
        ['ADC', 'Aiming'],
        ['SUPPORT', 'Keria'],
      ],
      [
        ['TOP', 'Doran'],
        ['JUNGLE', 'Cuzz'],
        ['MID', 'Bdd'],
        ['ADC', 'Gumayusi'],
        ['SUPPORT', 'Delight'],
        ['FLEX', 'Kingen'],
        ['BENCH', 'Clear'],
        ['BENCH', 'Casting'],
        ['BENCH', 'DuDu'],
      ],
    ],
  });
  return { ...w, rival: w.managers[2]!, rivalTeam: w.teams[2]! };
}

type World = Awaited<ReturnType<typeof tradeLeague>>;

/** Member offers Chovy for Bdd (MID for MID). */
async function offer(w: World, give = ['Chovy'], receive = ['Bdd']) {
  const response = await call('POST', '/api/trades', w.member.token, {
    fromTeamId: w.memberTeam.id,
    toTeamId: w.rivalTeam.id,
    give: await Promise.all(give.map(id)),
    receive: await Promise.all(receive.map(id)),
    note: 'Mid swap?',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Trade;
}

const teamOf = async (teamId: string, token: string) =>
  (await call('GET', `/api/teams/${teamId}`, token)).json() as Team;
const namesOn = (team: Team) =>
  [
    ...(['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX'] as const).map(
      (slot) => `${slot}:${team.players[slot]?.name ?? '-'}`,
    ),
    ...team.players.BENCH.map((player) => `BENCH:${player.name}`),
  ].join(' ');
const tradeAs = async (tradeId: string, token: string) =>
  (await call('GET', `/api/trades/${tradeId}`, token)).json() as Trade;
const setReview = (w: World, hours: number | null, deadlineWeek?: number | null) =>
  call('PATCH', `/api/leagues/${w.league.id}`, w.boss.token, {
    ...(hours === null ? {} : { tradeReviewHours: hours }),
    ...(deadlineWeek === undefined ? {} : { tradeDeadlineWeek: deadlineWeek }),
  });
/** Moves a trade's clocks into the past, as if the time had gone by. */
const timePasses = (tradeId: string) =>
  t.database.db.execute(sql`update trades set expires_at = now() - interval '1 second',
    review_ends_at = case when review_ends_at is null then null else now() - interval '1 second' end,
    due_at = now() - interval '1 second' where id = ${tradeId}`);

describe('POST /api/trades', () => {
  it('makes a pending offer that only the two owners see', async () => {
    const w = await tradeLeague();
    const trade = await offer(w);
    expect(trade).toMatchObject({
      status: 'pending',
      leagueId: w.league.id,
      fromTeam: { id: w.memberTeam.id, name: 'Member Team', owner: w.member.user.username },
      toTeam: { id: w.rivalTeam.id, name: 'Rival Team', owner: w.rival.user.username },
      give: [{ name: 'Chovy', position: 'MID' }],
      receive: [{ name: 'Bdd', position: 'MID' }],
      note: 'Mid swap?',
      reason: null,
      actions: { accept: false, reject: false, counter: false, cancel: true, veto: false },
    });
    expect(new Date(trade.expiresAt).getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
    expect((await tradeAs(trade.id, w.rival.token)).actions).toEqual({
      accept: true,
      reject: true,
      counter: true,
      cancel: false,
      veto: false,
    });
    // Pending offers are the two owners' business: the commissioner and a stranger see nothing.
    for (const token of [w.boss.token, w.outsider.token]) {
      const refused = await call('GET', `/api/trades/${trade.id}`, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Trade not found');
    }
    const leagueList = (
      await call('GET', `/api/trades?leagueId=${w.league.id}`, w.boss.token)
    ).json();
    expect(leagueList).toEqual([]);
    const mine = (await call('GET', '/api/trades?status=pending', w.rival.token)).json() as Trade[];
    expect(mine.map((each) => each.id)).toEqual([trade.id]);
  });

  it('filters by several statuses given as a list or as the parameter repeated', async () => {
    const w = await tradeLeague();
    const trade = await offer(w);
    for (const query of ['status=pending,accepted', 'status=pending&status=accepted']) {
      const response = await call('GET', `/api/trades?${query}`, w.rival.token);
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as Trade[]).map((each) => each.id)).toEqual([trade.id]);
    }
    const none = await call('GET', '/api/trades?status=completed&status=vetoed', w.rival.token);
    expect(none.json()).toEqual([]);
    const bad = await call('GET', '/api/trades?status=pending&status=done', w.rival.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Invalid status. Allowed: pending, accepted, completed, rejected, cancelled, expired, countered, void, vetoed',
    );
  });

  it('refuses bad offers with a reason for each', async () => {
    const w = await tradeLeague();
    const [chovy, bdd, faker] = [await id('Chovy'), await id('Bdd'), await id('Faker')];
    const body = {
      fromTeamId: w.memberTeam.id,
      toTeamId: w.rivalTeam.id,
      give: [chovy],
      receive: [bdd],
    };
    const cases: [string | undefined, object, number, string][] = [
      [undefined, body, 401, ''],
      [
        w.member.token,
        { ...body, give: [] },
        400,
        'Please select at least one player from each team',
      ],
      [w.member.token, { ...body, give: [chovy, chovy] }, 400, 'A player can only be listed once'],
      [
        w.member.token,
        { ...body, receive: [chovy] },
        400,
        'A player cannot be on both sides of a trade',
      ],
      [w.member.token, { ...body, give: ['nope'] }, 400, 'Invalid player id'],
      [w.rival.token, body, 403, 'You can only propose trades from your own team'],
      [
        w.member.token,
        { ...body, toTeamId: w.memberTeam.id },
        400,
        'You cannot trade with your own team',
      ],
      [
        w.member.token,
        { ...body, toTeamId: '00000000-0000-4000-8000-000000000000' },
        404,
        'Team not found',
      ],
      [w.member.token, { ...body, toTeamId: w.bossTeam.id, receive: [faker] }, 409, ''],
      [w.member.token, { ...body, give: [faker] }, 409, 'Faker is not on Member Team'],
      [
        w.member.token,
        { ...body, receive: [chovy], give: [bdd] },
        409,
        'Bdd is not on Member Team',
      ],
      // Rival Team's roster is full: two players for one does not fit.
      [
        w.member.token,
        { ...body, give: [chovy, await id('Kiin')] },
        409,
        'Rival Team has no room for Kiin: no open TOP or FLEX slot and the bench is full',
      ],
    ];
    for (const [token, payload, status, message] of cases) {
      const response = await call('POST', '/api/trades', token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(response.json().message).toContain(message);
    }
    // The boss's team belongs to the commissioner, who is a manager like any other.
    const withBoss = await call('POST', '/api/trades', w.member.token, {
      ...body,
      toTeamId: w.bossTeam.id,
      receive: [faker],
    });
    expect(withBoss.json().message).toBe('Faker is not on Boss Team');
  });

  it('reads ids in either letter case, so one player listed twice is still refused', async () => {
    const w = await tradeLeague();
    const [chovy, bdd] = [await id('Chovy'), await id('Bdd')];
    const body = {
      fromTeamId: w.memberTeam.id,
      toTeamId: w.rivalTeam.id,
      give: [chovy],
      receive: [bdd],
    };
    const twice = await call('POST', '/api/trades', w.member.token, {
      ...body,
      give: [chovy, chovy.toUpperCase()],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('A player can only be listed once');
    const bothSides = await call('POST', '/api/trades', w.member.token, {
      ...body,
      receive: [chovy.toUpperCase()],
    });
    expect(bothSides.json().message).toBe('A player cannot be on both sides of a trade');
    const upper = await call('POST', '/api/trades', w.member.token, {
      fromTeamId: w.memberTeam.id.toUpperCase(),
      toTeamId: w.rivalTeam.id.toUpperCase(),
      give: [chovy.toUpperCase()],
      receive: [bdd.toUpperCase()],
    });
    expect(upper.statusCode, upper.body).toBe(201);
    expect(upper.json()).toMatchObject({ give: [{ name: 'Chovy' }], receive: [{ name: 'Bdd' }] });
  });

  it('refuses a stranger to a private league as if the team did not exist', async () => {
    const { member, memberTeam, outsider } = await createLeagueWithTeams(t.app, t.database.db, {
      isPublic: false,
    });
    const { memberTeam: otherTeam } = await createLeagueWithTeams(t.app, t.database.db);
    const response = await call('POST', '/api/trades', outsider.token, {
      fromTeamId: otherTeam.id,
      toTeamId: memberTeam.id,
      give: [await id('Chovy')],
      receive: [await id('Bdd')],
    });
    expect(response.statusCode).toBe(403);
    const fromPrivate = await call('POST', '/api/trades', member.token, {
      fromTeamId: memberTeam.id,
      toTeamId: otherTeam.id,
      give: [await id('Chovy')],
      receive: [await id('Bdd')],
    });
    expect(fromPrivate.json().message).toBe('Both teams must be in the same league');
  });
});

describe('trade notices', () => {
  /** The trade notices in a user's notification centre, newest first: [title, body]. */
  const noticesOf = async (token: string) =>
    ((await call('GET', '/api/notifications', token)).json() as NotificationList).items
      .filter((item) => item.type === 'trade')
      .map((item) => [item.title, item.body]);

  it('tell the owners an offer concerns how it ended: accepted, vetoed, rejected, withdrawn, void', async () => {
    const w = await tradeLeague();
    const [member, rival] = [w.memberTeam.name, w.rivalTeam.name];
    const offerNotice = [`Trade offer from ${member}`, expect.any(String)];

    const vetoed = await offer(w);
    await call('POST', `/api/trades/${vetoed.id}/accept`, w.rival.token);
    await call('POST', `/api/trades/${vetoed.id}/veto`, w.boss.token, { reason: 'Lopsided' });
    const rejected = await offer(w, ['Keria'], ['Delight']);
    await call('POST', `/api/trades/${rejected.id}/reject`, w.rival.token);
    const withdrawn = await offer(w, ['Aiming'], ['Gumayusi']);
    await call('POST', `/api/trades/${withdrawn.id}/cancel`, w.member.token);
    // Kiin leaves the member's roster: the offer holding him is void.
    await offer(w, ['Kiin'], ['Doran']);
    const dropped = await call(
      'DELETE',
      `/api/teams/${w.memberTeam.id}/players/${await id('Kiin')}`,
      w.member.token,
    );
    expect(dropped.statusCode, dropped.body).toBe(200);

    const vetoNotice = [
      'Trade vetoed',
      `The commissioner vetoed the trade between ${member} and ${rival}: Lopsided.`,
    ];
    const voidNotice = [
      'Trade void',
      `The trade between ${member} and ${rival} is void: Kiin left ${member}.`,
    ];
    expect(await noticesOf(w.member.token)).toEqual([
      voidNotice,
      ['Trade rejected', `${rival} rejected the trade offer from ${member}.`],
      vetoNotice,
      [
        'Trade accepted',
        `${rival} accepted the trade offer from ${member}: it completes when the league's review ends, unless the commissioner vetoes it.`,
      ],
    ]);
    expect(await noticesOf(w.rival.token)).toEqual([
      voidNotice,
      offerNotice,
      ['Trade offer withdrawn', `${member} withdrew its trade offer to ${rival}.`],
      offerNotice,
      offerNotice,
      vetoNotice,
      offerNotice,
    ]);
    // The commissioner, who vetoed, is told nothing of a trade he is not in.
    expect(await noticesOf(w.boss.token)).toEqual([]);
  });
});

describe('answering an offer', () => {
  it('accepts into review, which the league sees and the commissioner may veto', async () => {
    const w = await tradeLeague();
    const trade = await offer(w);
    const accepted = await call('POST', `/api/trades/${trade.id}/accept`, w.rival.token);
    expect(accepted.statusCode).toBe(200);
    const inReview = accepted.json() as Trade;
    expect(inReview.status).toBe('accepted');
    expect(new Date(inReview.reviewEndsAt!).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    // Nothing moves during review.
    expect(namesOn(await teamOf(w.memberTeam.id, w.member.token))).toContain('MID:Chovy');

    const seen = await tradeAs(trade.id, w.boss.token);
    expect(seen.actions).toMatchObject({ veto: true, accept: false });
    const listed = (
      await call('GET', `/api/trades?leagueId=${w.league.id}`, w.outsider.token)
    ).json();
    expect(listed.map((each: Trade) => each.id)).toEqual([trade.id]);

    const byMember = await call('POST', `/api/trades/${trade.id}/veto`, w.member.token, {});
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe('Only the league commissioner can veto a trade');
    const again = await call('POST', `/api/trades/${trade.id}/accept`, w.rival.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Only a pending offer can be accepted; this trade is accepted and in review',
    );

    const vetoed = await call('POST', `/api/trades/${trade.id}/veto`, w.boss.token, {
      reason: 'Lopsided',
    });
    expect(vetoed.statusCode).toBe(200);
    expect(vetoed.json()).toMatchObject({ status: 'vetoed', reason: 'Lopsided' });
    expect(namesOn(await teamOf(w.rivalTeam.id, w.rival.token))).toContain('MID:Bdd');
    const vetoAgain = await call('POST', `/api/trades/${trade.id}/veto`, w.boss.token);
    expect(vetoAgain.json().message).toBe(
      'Only a trade in review can be vetoed; this trade is vetoed',
    );
    // The league's log keeps the veto, once.
    const log = (
      await call(
        'GET',
        `/api/leagues/${w.league.id}/transactions?type=commissioner`,
        w.member.token,
      )
    ).json() as TransactionsPage;
    expect(log.entries.map((entry) => entry.summary)).toEqual([
      `The commissioner vetoed the trade between ${w.memberTeam.name} and ${w.rivalTeam.name}`,
    ]);
    expect(log.entries[0]!.detail).toMatchObject({ tradeId: trade.id, reason: 'Lopsided' });
  });

  it('completes when the review ends, swapping the players exactly once', async () => {
    const w = await tradeLeague();
    const trade = await offer(w, ['Chovy'], ['Bdd', 'Clear']);
    await call('POST', `/api/trades/${trade.id}/accept`, w.rival.token);
    await timePasses(trade.id);
    // Two sweepers (two instances' clocks) race; the app's own clock may win them both.
    const sweep = () => createTradesService(t.database.db).sweep();
    const counts = await Promise.all([sweep(), sweep()]);
    expect(counts[0]! + counts[1]!).toBeLessThanOrEqual(1);
    expect((await tradeAs(trade.id, w.member.token)).status).toBe('completed');
    // Bdd takes the MID slot Chovy left; Clear, whose TOP slot is taken, goes to FLEX.
    expect(namesOn(await teamOf(w.memberTeam.id, w.member.token))).toBe(
      'TOP:Kiin JUNGLE:Canyon MID:Bdd ADC:Aiming SUPPORT:Keria FLEX:Clear',
    );
    expect(namesOn(await teamOf(w.rivalTeam.id, w.rival.token))).toBe(
      'TOP:Doran JUNGLE:Cuzz MID:Chovy ADC:Gumayusi SUPPORT:Delight FLEX:Kingen BENCH:Casting BENCH:DuDu',
    );
    expect(await sweep()).toBe(0);
    // The league's log has the trade, once, and each owner a notification of it.
    const log = (
      await call('GET', `/api/leagues/${w.league.id}/transactions?type=trade`, w.outsider.token)
    ).json() as TransactionsPage;
    expect(log.entries.map((entry) => [entry.summary, entry.user])).toEqual([
      [
        `${w.memberTeam.name} traded Chovy to ${w.rivalTeam.name} for Bdd, Clear`,
        // The proposer's move, though the clock completed it.
        w.member.user.username,
      ],
    ]);
    for (const user of [w.member, w.rival]) {
      const { items } = (
        await call('GET', '/api/notifications', user.token)
      ).json() as NotificationList;
      expect(items.filter((item) => item.title === 'Trade completed')).toHaveLength(1);
    }
  });

  it('with no review completes at once and voids every other offer holding a moved player', async () => {
    const w = await tradeLeague();
    expect((await setReview(w, 0)).statusCode).toBe(200);
    const other = await offer(w, ['Chovy'], ['Clear']);
    const untouched = await offer(w, ['Keria'], ['Delight']);
    const trade = await offer(w);
    const accepted = await call('POST', `/api/trades/${trade.id}/accept`, w.rival.token);
    expect(accepted.json()).toMatchObject({ status: 'completed' });
    expect(namesOn(await teamOf(w.memberTeam.id, w.member.token))).toContain('MID:Bdd');
    expect(await tradeAs(other.id, w.member.token)).toMatchObject({
      status: 'void',
      reason: 'Chovy moved in a trade between Member Team and Rival Team',
    });
    expect((await tradeAs(untouched.id, w.member.token)).status).toBe('pending');
    const late = await call('POST', `/api/trades/${other.id}/accept`, w.rival.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Only a pending offer can be accepted; this trade is void');
  });

  it('voids nothing in another league that has the same pros', async () => {
    const here = await tradeLeague();
    const elsewhere = await tradeLeague();
    await setReview(here, 0);
    const there = await offer(elsewhere);
    const trade = await offer(here);
    await call('POST', `/api/trades/${trade.id}/accept`, here.rival.token);
    expect((await tradeAs(trade.id, here.member.token)).status).toBe('completed');
    expect((await tradeAs(there.id, elsewhere.member.token)).status).toBe('pending');
    await call(
      'DELETE',
      `/api/teams/${here.memberTeam.id}/players/${await id('Bdd')}`,
      here.member.token,
    );
    expect((await tradeAs(there.id, elsewhere.member.token)).status).toBe('pending');
  });

  it('lets the receiver reject and the proposer cancel, and no one else', async () => {
    const w = await tradeLeague();
    const first = await offer(w);
    for (const [action, token, status, message] of [
      [
        'accept',
        w.member.token,
        403,
        'Only the owner of the team receiving this offer can accept it',
      ],
      ['reject', w.boss.token, 404, 'Trade not found'],
      [
        'cancel',
        w.rival.token,
        403,
        'Only the owner of the team that made this offer can cancel it',
      ],
      ['veto', w.boss.token, 404, 'Trade not found'],
      ['accept', w.outsider.token, 404, 'Trade not found'],
    ] as const) {
      const response = await call('POST', `/api/trades/${first.id}/${action}`, token);
      expect(response.statusCode, `${action}`).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const rejected = await call('POST', `/api/trades/${first.id}/reject`, w.rival.token);
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    const second = await offer(w);
    const cancelled = await call('POST', `/api/trades/${second.id}/cancel`, w.member.token);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const missing = await call(
      'POST',
      '/api/trades/00000000-0000-4000-8000-000000000000/accept',
      w.rival.token,
    );
    expect(missing.statusCode).toBe(404);
    const badId = await call('POST', '/api/trades/not-an-id/accept', w.rival.token);
    expect(badId.statusCode).toBe(400);
    expect((await call('GET', `/api/trades/${first.id}`)).statusCode).toBe(401);
  });

  it('answers with a counter-offer that goes the other way', async () => {
    const w = await tradeLeague();
    const first = await offer(w);
    const response = await call('POST', `/api/trades/${first.id}/counter`, w.rival.token, {
      give: [await id('Bdd'), await id('Clear')],
      receive: [await id('Chovy'), await id('Keria')],
    });
    expect(response.statusCode, response.body).toBe(201);
    const counter = response.json() as Trade;
    expect(counter).toMatchObject({
      status: 'pending',
      counterOf: first.id,
      fromTeam: { id: w.rivalTeam.id },
      toTeam: { id: w.memberTeam.id },
      actions: { cancel: true, accept: false },
    });
    expect(counter.give.map((player) => player.name).sort()).toEqual(['Bdd', 'Clear']);
    expect(counter.receive.map((player) => player.name).sort()).toEqual(['Chovy', 'Keria']);
    expect((await tradeAs(first.id, w.member.token)).status).toBe('countered');
    const byProposer = await call('POST', `/api/trades/${counter.id}/counter`, w.rival.token, {
      give: [await id('Bdd')],
      receive: [await id('Chovy')],
    });
    expect(byProposer.statusCode).toBe(403);
    const accepted = await call('POST', `/api/trades/${counter.id}/accept`, w.member.token);
    expect(accepted.json()).toMatchObject({ status: 'accepted' });
  });
});

describe('the same offer again', () => {
  it('is refused while the first still waits, and may be made once it is answered', async () => {
    const w = await tradeLeague();
    const first = await offer(w, ['Chovy'], ['Bdd', 'Clear']);
    const again = await call('POST', '/api/trades', w.member.token, {
      fromTeamId: w.memberTeam.id,
      toTeamId: w.rivalTeam.id,
      // The same players, in another order.
      give: [await id('Chovy')],
      receive: [await id('Clear'), await id('Bdd')],
    });
    expect([again.statusCode, again.json().message]).toEqual([409, DUPLICATE_OFFER('Rival Team')]);
    // Another offer between the same teams is a new one.
    await offer(w, ['Chovy'], ['Bdd']);
    const rejected = await call('POST', `/api/trades/${first.id}/reject`, w.rival.token);
    expect(rejected.statusCode).toBe(200);
    await offer(w, ['Chovy'], ['Bdd', 'Clear']);
  });
});

describe('a counter-offer', () => {
  it('counts toward the offers its team may have waiting, as a proposal does', async () => {
    const w = await tradeLeague();
    const [chovy, bdd] = [await id('Chovy'), await id('Bdd')];
    const first = await offer(w);
    // Offers differ by the players Bdd comes with: the same offer twice is refused.
    const others = await Promise.all(
      ['Doran', 'Cuzz', 'Gumayusi', 'Delight', 'Kingen', 'Clear', 'Casting', 'DuDu'].map(id),
    );
    const extras = [
      [],
      ...others.map((other) => [other]),
      ...others.flatMap((a, i) => others.slice(i + 1).map((b) => [a, b])),
    ];
    const sendWith = (extra: string[]) =>
      call('POST', '/api/trades', w.rival.token, {
        fromTeamId: w.rivalTeam.id,
        toTeamId: w.memberTeam.id,
        give: [bdd, ...extra],
        receive: [chovy],
      });
    for (const extra of extras.slice(0, MAX_OPEN_OFFERS)) {
      const sent = await sendWith(extra);
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const full = `Rival Team already has ${MAX_OPEN_OFFERS} offers waiting for an answer; cancel one first`;
    const oneMore = await sendWith(extras[MAX_OPEN_OFFERS]!);
    expect([oneMore.statusCode, oneMore.json().message]).toEqual([409, full]);
    const countered = await call('POST', `/api/trades/${first.id}/counter`, w.rival.token, {
      give: [bdd],
      receive: [chovy],
    });
    expect([countered.statusCode, countered.json().message]).toEqual([409, full]);
    expect((await tradeAs(first.id, w.rival.token)).status).toBe('pending');
  });

  it("reaches the first proposer's notifications as an offer does the receiver's", async () => {
    const w = await tradeLeague();
    const first = await offer(w);
    const titles = async (token: string) =>
      ((await call('GET', '/api/notifications', token)).json() as NotificationList).items.map(
        (item) => `${item.title} → ${item.link}`,
      );
    expect(await titles(w.rival.token)).toEqual([
      `Trade offer from Member Team → /teams/${w.rivalTeam.id}`,
    ]);
    const countered = await call('POST', `/api/trades/${first.id}/counter`, w.rival.token, {
      give: [await id('Bdd'), await id('Clear')],
      receive: [await id('Chovy')],
    });
    expect(countered.statusCode, countered.body).toBe(201);
    expect(await titles(w.member.token)).toEqual([
      `Counter-offer from Rival Team → /teams/${w.memberTeam.id}`,
    ]);
  });
});

describe('time and the league', () => {
  it('expires an offer nobody answered, on the clock or when someone acts on it', async () => {
    const w = await tradeLeague();
    const trade = await offer(w);
    await timePasses(trade.id);
    const late = await call('POST', `/api/trades/${trade.id}/accept`, w.rival.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Only a pending offer can be accepted; this trade is expired');
    expect((await tradeAs(trade.id, w.rival.token)).status).toBe('expired');

    const swept = await offer(w);
    await timePasses(swept.id);
    await createTradesService(t.database.db).sweep();
    expect((await tradeAs(swept.id, w.member.token)).status).toBe('expired');
  });

  it('closes trading at the deadline week and voids the offers still open', async () => {
    const w = await tradeLeague();
    const open = await offer(w);
    expect(
      (await call('POST', `/api/leagues/${w.league.id}/schedule`, w.boss.token, { weeks: 3 }))
        .statusCode,
    ).toBe(200);
    const settings = await setReview(w, null, 1);
    expect((settings.json() as League).trades).toEqual({
      reviewHours: 24,
      deadlineWeek: 1,
      deadlinePassed: false,
    });
    await t.database.db.execute(
      sql`update matchups set completed = true where league_id = ${w.league.id} and week = 1`,
    );
    const league = (
      await call('GET', `/api/leagues/${w.league.id}?refresh=true`, w.boss.token)
    ).json() as League;
    expect(league.trades.deadlinePassed).toBe(true);
    const refused = await call('POST', '/api/trades', w.member.token, {
      fromTeamId: w.memberTeam.id,
      toTeamId: w.rivalTeam.id,
      give: [await id('Keria')],
      receive: [await id('Delight')],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The trade deadline has passed (week 1 has been scored)');
    await createTradesService(t.database.db).sweep();
    expect(await tradeAs(open.id, w.member.token)).toMatchObject({
      status: 'void',
      reason: 'The trade deadline has passed (week 1 has been scored)',
    });
  });

  it('refuses trades while the draft is running', async () => {
    const w = await tradeLeague();
    const open = await offer(w);
    await t.database.db.insert(drafts).values({
      leagueId: w.league.id,
      status: 'started',
      teamOrder: [w.memberTeam.id, w.rivalTeam.id],
      pickSeconds: 60,
      clockStartedAt: new Date(),
    });
    const proposed = await call('POST', '/api/trades', w.member.token, {
      fromTeamId: w.memberTeam.id,
      toTeamId: w.rivalTeam.id,
      give: [await id('Keria')],
      receive: [await id('Delight')],
    });
    expect(proposed.statusCode).toBe(409);
    expect(proposed.json().message).toBe('Trades are closed while the draft is running');
    const accepted = await call('POST', `/api/trades/${open.id}/accept`, w.rival.token);
    expect(accepted.json().message).toBe('Trades are closed while the draft is running');
  });

  it('voids a trade in review whose player left by a way that did not void it, and sweeps on', async () => {
    const w = await tradeLeague();
    const trade = await offer(w);
    expect((await call('POST', `/api/trades/${trade.id}/accept`, w.rival.token)).statusCode).toBe(
      200,
    );
    const later = await offer(w, ['Keria'], ['Delight']);
    // The weekly waiver clear takes the player a claim drops off his roster without looking at
    // trades: Bdd leaves Rival Team while the trade that sends him is in review.
    await t.database.db.execute(
      sql`delete from team_players where team_id = ${w.rivalTeam.id} and player_id = ${await id('Bdd')}`,
    );
    await timePasses(trade.id);
    await timePasses(later.id);
    expect(await createTradesService(t.database.db).sweep()).toBe(2);
    expect(await tradeAs(trade.id, w.member.token)).toMatchObject({
      status: 'void',
      reason: 'Bdd is not on Rival Team',
    });
    expect((await tradeAs(later.id, w.member.token)).status).toBe('expired');
  });

  it('settles the other trades due when one cannot be settled, and names the failure', async () => {
    const w = await tradeLeague();
    const broken = await offer(w);
    const other = await offer(w, ['Keria'], ['Delight']);
    await timePasses(broken.id);
    await timePasses(other.id);
    // Any fault the sweeper did not foresee: here the database refuses to store the one trade.
    await t.database.db.execute(
      sql.raw(`create function refuse_trade() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_trade before update on trades for each row
        when (old.id = '${broken.id}') execute function refuse_trade()`),
    );
    try {
      const swept = createTradesService(t.database.db).sweep();
      await expect(swept).rejects.toThrow('1 due trade(s) could not be settled; 1 settled');
      expect((await tradeAs(other.id, w.member.token)).status).toBe('expired');
      expect((await tradeAs(broken.id, w.member.token)).status).toBe('pending');
    } finally {
      await t.database.db.execute(sql`drop function refuse_trade() cascade`);
    }
    // The next round settles it once the fault is gone.
    expect(await createTradesService(t.database.db).sweep()).toBe(1);
    expect((await tradeAs(broken.id, w.member.token)).status).toBe('expired');
  });

  it('ends the offers a team sent or received when it changes hands, not its agreed trades', async () => {
    const w = await tradeLeague();
    const sent = await offer(w);
    const agreed = await offer(w, ['Keria'], ['Delight']);
    expect((await call('POST', `/api/trades/${agreed.id}/accept`, w.rival.token)).statusCode).toBe(
      200,
    );
    const received = await call('POST', '/api/trades', w.rival.token, {
      fromTeamId: w.rivalTeam.id,
      toTeamId: w.memberTeam.id,
      give: [await id('Clear')],
      receive: [await id('Kiin')],
    });
    expect(received.statusCode, received.body).toBe(201);
    // A member without a team takes it over (joining through the API makes a team too).
    await t.database.db.execute(
      sql`insert into league_members (league_id, user_id) values (${w.league.id}, ${w.outsider.user.id})`,
    );

    const moved = await call('POST', `/api/teams/${w.memberTeam.id}/transfer`, w.member.token, {
      newOwnerId: w.outsider.user.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const trade of [sent, received.json() as Trade]) {
      expect(await tradeAs(trade.id, w.rival.token)).toMatchObject({
        status: 'void',
        reason: 'Member Team has a new owner',
      });
    }
    // Both teams agreed to this one before: it goes on to its review's end.
    expect((await tradeAs(agreed.id, w.outsider.token)).status).toBe('accepted');
    const late = await call('POST', `/api/trades/${sent.id}/accept`, w.rival.token);
    expect(late.statusCode).toBe(409);
  });

  it('voids the offers holding a player whose owner drops him', async () => {
    const w = await tradeLeague();
    const trade = await offer(w);
    const removed = await call(
      'DELETE',
      `/api/teams/${w.rivalTeam.id}/players/${await id('Bdd')}`,
      w.rival.token,
    );
    expect(removed.statusCode).toBe(200);
    expect(await tradeAs(trade.id, w.member.token)).toMatchObject({
      status: 'void',
      reason: 'Bdd left Rival Team',
    });
  });
});

describe('the owners’ screens', () => {
  /** Both owners' push connections, on the app (listening once for the whole file). */
  async function ownersListening(w: World): Promise<[PushClient, PushClient]> {
    const address = t.app.server.address();
    const baseUrl =
      address && typeof address !== 'string'
        ? `http://127.0.0.1:${address.port}`
        : await listen(t.app);
    return [await connectPush(baseUrl, w.member.token), await connectPush(baseUrl, w.rival.token)];
  }
  const heard = (client: PushClient, tradeId: string, status: Trade['status']) =>
    client.next('tradeOffer', (push) => push.tradeId === tradeId && push.status === status);

  it('hear of a change that time or another move made, not only of an answer', async () => {
    const w = await tradeLeague();
    const owners = await ownersListening(w);
    try {
      // Expired by the sweeper.
      const lapsed = await offer(w, ['Keria'], ['Delight']);
      await timePasses(lapsed.id);
      await createTradesService(t.database.db).sweep();
      for (const owner of owners) await heard(owner, lapsed.id, 'expired');

      // Completed by the sweeper once the review is over; the offer holding Chovy too is void.
      const other = await offer(w, ['Chovy'], ['Clear']);
      const trade = await offer(w);
      expect((await call('POST', `/api/trades/${trade.id}/accept`, w.rival.token)).statusCode).toBe(
        200,
      );
      await timePasses(trade.id);
      await createTradesService(t.database.db).sweep();
      for (const owner of owners) {
        await heard(owner, other.id, 'void');
        await heard(owner, trade.id, 'completed');
      }

      // Void because its player was dropped.
      const dropped = await offer(w, ['Keria'], ['Delight']);
      await call(
        'DELETE',
        `/api/teams/${w.rivalTeam.id}/players/${await id('Delight')}`,
        w.rival.token,
      );
      for (const owner of owners) await heard(owner, dropped.id, 'void');
    } finally {
      await Promise.all(owners.map((owner) => owner.close()));
    }
  });
});

describe('PATCH /api/leagues/:id', () => {
  it("changes the league's trade settings for its commissioner only", async () => {
    const w = await tradeLeague();
    const ok = await setReview(w, 12, 8);
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as League).trades).toEqual({
      reviewHours: 12,
      deadlineWeek: 8,
      deadlinePassed: false,
    });
    const none = await setReview(w, null, null);
    expect((none.json() as League).trades.deadlineWeek).toBeNull();
    const cases: [string | undefined, string, object, number, string][] = [
      [
        w.member.token,
        w.league.id,
        { tradeReviewHours: 0 },
        403,
        'Only the league commissioner can do this',
      ],
      [
        w.boss.token,
        w.league.id,
        { tradeReviewHours: 5 },
        400,
        'Review period must be one of 0, 12, 24, 48 hours',
      ],
      [
        w.boss.token,
        w.league.id,
        { tradeDeadlineWeek: 0 },
        400,
        'Trade deadline week must be between 1 and 20, or null for none',
      ],
      [
        w.boss.token,
        w.league.id,
        {},
        400,
        'Change at least one setting: tradeReviewHours, tradeDeadlineWeek, lockMode, finalGraceHours, weekSeconds, waiverType, faabBudget or waiverDays',
      ],
      [w.boss.token, w.league.id, { colour: 'red' }, 400, 'Unknown setting: colour'],
      // A misspelt key is refused by name, not dropped while the rest is saved.
      [
        w.boss.token,
        w.league.id,
        { tradeReviewHours: 0, tradeDeadlineWek: 3 },
        400,
        'Unknown setting: tradeDeadlineWek',
      ],
      [
        w.boss.token,
        '00000000-0000-4000-8000-000000000000',
        { tradeReviewHours: 0 },
        404,
        'League not found',
      ],
      [undefined, w.league.id, { tradeReviewHours: 0 }, 401, ''],
    ];
    for (const [token, leagueId, body, status, message] of cases) {
      const response = await call('PATCH', `/api/leagues/${leagueId}`, token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
    // The refused bodies changed nothing.
    const after = await call('GET', `/api/leagues/${w.league.id}`, w.boss.token);
    expect((after.json() as League).trades).toEqual((none.json() as League).trades);
  });

  it("keeps the deadline within the schedule's weeks once there is a schedule", async () => {
    const w = await tradeLeague();
    // Before a schedule any week of a season may be chosen; a schedule must then reach it.
    expect((await setReview(w, 0, 12)).statusCode).toBe(200);
    const schedule = () =>
      call('POST', `/api/leagues/${w.league.id}/schedule`, w.boss.token, { weeks: 6 });
    const short = await schedule();
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(SCHEDULE_BEFORE_DEADLINE(12));
    expect((await setReview(w, 0, 5)).statusCode).toBe(200);
    expect((await schedule()).statusCode).toBe(200);
    const late = await setReview(w, 0, 7);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      message:
        "Trade deadline week must be between 1 and 6, the schedule's weeks, or null for none",
      errors: [{ field: 'trades.deadlineWeek' }],
    });
    expect((await setReview(w, 0, 6)).statusCode).toBe(200);
    const settings = await call('GET', `/api/leagues/${w.league.id}/settings`, w.boss.token);
    expect(settings.json().trades.deadlineWeek).toBe(6);
  });
});

describe('across instances and restarts', () => {
  it('lets exactly one of two simultaneous accepts on two instances through', async () => {
    const w = await tradeLeague();
    await setReview(w, 0);
    const trade = await offer(w);
    const second = await t.secondInstance();
    const [a, b] = await Promise.all(
      [t.app, second].map((app) =>
        requester(app)('POST', `/api/trades/${trade.id}/accept`, w.rival.token),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const rows = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from team_players where league_id = ${w.league.id}`,
    );
    expect(rows[0]!.count).toBe(14);
    expect(namesOn(await teamOf(w.memberTeam.id, w.member.token))).toContain('MID:Bdd');
  });

  it('completes a review that ended while no server was running, once, when one starts', async () => {
    const w = await tradeLeague();
    const trade = await offer(w);
    await call('POST', `/api/trades/${trade.id}/accept`, w.rival.token);
    await timePasses(trade.id);
    // A new instance settles what is due as it starts.
    const restarted = await t.secondInstance();
    for (let tries = 0; tries < 50; tries += 1) {
      if ((await tradeAs(trade.id, w.member.token)).status === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const done = (
      await requester(restarted)('GET', `/api/trades/${trade.id}`, w.member.token)
    ).json();
    expect(done.status).toBe('completed');
    expect(namesOn(await teamOf(w.rivalTeam.id, w.rival.token))).toContain('MID:Chovy');
  });
});

describe('a completed trade in the league’s log', () => {
  it('shows under the filter of either team, once, and under neither for a third', async () => {
    const w = await tradeLeague();
    expect((await setReview(w, 0)).statusCode).toBe(200);
    const trade = await offer(w);
    await call('POST', `/api/trades/${trade.id}/accept`, w.rival.token);
    const logOf = async (query: string) =>
      (
        (
          await call('GET', `/api/leagues/${w.league.id}/transactions?${query}`, w.boss.token)
        ).json() as TransactionsPage
      ).entries.map((entry) => entry.summary);
    const summary = `${w.memberTeam.name} traded Chovy to ${w.rivalTeam.name} for Bdd`;
    // The receiving side finds it as the proposing side does, with or without the type.
    for (const team of [w.memberTeam, w.rivalTeam]) {
      expect(await logOf(`teamId=${team.id}`)).toEqual([summary]);
      expect(await logOf(`teamId=${team.id}&type=trade`)).toEqual([summary]);
      expect(await logOf(`teamId=${team.id}&type=add`)).toEqual([]);
    }
    expect(await logOf(`teamId=${w.bossTeam.id}`)).toEqual([]);
    expect(await logOf('type=trade')).toEqual([summary]);
  });
});
