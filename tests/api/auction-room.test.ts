// The auction draft over real sockets and the board's HTTP routes, sharing one listening app.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bidTooLow,
  LOT_MOVED_ON,
  NOMINATE_AFTER_LOT,
  NOT_ENOUGH_BUDGET,
  NOT_YOUR_NOMINATION,
} from '../../src/domain/auction';
import type { ServerMessage } from '../../src/domain/contract/draft-room';
import type { DraftStatusResponse, LiveDraftState } from '../../src/domain/contract/drafts';
import type { AuthResponse } from '../../src/domain/contract/users';
import { DRAFT_PAUSED } from '../../src/domain/draft';
import { auctionBids, drafts, teamPlayers } from '../../src/server/db/schema';
import { createDraftEngine } from '../../src/server/features/drafts/engine';
import { createLeagueWithTeams, leaveNoRoom, requester } from '../support/factories';
import type { LiveClient } from '../support/live-client';
import { listen, liveRooms, started } from '../support/live-rooms';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

let t: TestApp;
let baseUrl: string;
const { join, available, closeAll } = liveRooms(
  () => t,
  () => baseUrl,
);

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  await closeAll();
  await t.close();
});

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const db = () => t.database.db;

interface Seat {
  user: AuthResponse;
  teamId: string;
  client: LiveClient;
}

/**
 * An auction league of `managers` people, each with a team, all in the live room; the draft
 * started by the first (the commissioner). Clocks as given (the league's settings).
 */
async function startedAuction(
  managers: number,
  clocks: { bidSeconds?: number; nominationSeconds?: number; auctionBudget?: number } = {},
) {
  const w = await createLeagueWithTeams(t.app, db(), { ...clocks, managers, draftType: 'auction' });
  const seats: Seat[] = [];
  for (const [index, user] of w.managers.entries()) {
    const { client } = await join(w.league.id, user);
    seats.push({ user, teamId: w.teams[index]!.id, client });
  }
  seats[0]!.client.send({ type: 'startDraft' });
  const { state } = await seats[0]!.client.next('draftState', (m) => started(m.state));
  const seatOf = (teamId: string) => seats.find((seat) => seat.teamId === teamId)!;
  return { league: w.league, seats, state, seatOf, boss: seats[0]! };
}

/** The state every seat holds once a change that `matches` has reached them all. */
async function everyoneSees(seats: Seat[], matches: (state: LiveDraftState) => boolean) {
  const states = await Promise.all(
    seats.map(
      async (seat) => (await seat.client.next('draftState', (m) => matches(m.state))).state,
    ),
  );
  return states[0]!;
}

/** The bids stored on nomination `lot`, in the order they were taken. */
const storedBids = (leagueId: string, lot: number) =>
  db()
    .select()
    .from(auctionBids)
    .where(and(eq(auctionBids.leagueId, leagueId), eq(auctionBids.lotNumber, lot)))
    .orderBy(auctionBids.madeAt, auctionBids.amount);

const refusal = (client: LiveClient) =>
  client.next('error') as Promise<Extract<ServerMessage, { type: 'error' }>>;

describe('starting an auction', () => {
  it('starts as an auction with every budget whole and the first team nominating', async () => {
    const { state, seats } = await startedAuction(3);
    expect(state.type).toBe('auction');
    expect(state.onTheClock).toBeNull();
    const auction = state.auction!;
    expect(auction).toMatchObject({
      budget: 200,
      bidSeconds: 15,
      nominationSeconds: 30,
      lot: null,
    });
    expect(auction.nominating!.teamId).toBe(state.order[0]!.teamId);
    expect(auction.nominating!.deadline).not.toBeNull();
    expect(auction.teams).toHaveLength(3);
    for (const team of auction.teams) {
      expect(team).toMatchObject({ budgetLeft: 200, playersWon: 0, maxBid: 195 });
    }
    expect(new Set(state.order.map((team) => team.teamId))).toEqual(
      new Set(seats.map((seat) => seat.teamId)),
    );
  });

  it('refuses snake picks in an auction and bids in a snake draft', async () => {
    const { seats, state, league } = await startedAuction(2);
    const [player] = await available(league.id, seats[0]!.user.token);
    seats[0]!.client.send({ type: 'draftPlayer', player: player!.id });
    expect((await refusal(seats[0]!.client)).message).toMatch(/auction/);
    expect(state.version).toBeGreaterThan(0);
  });
});

describe('nominating', () => {
  it('lets only the team on the clock nominate, from $1 to its maximum bid', async () => {
    const { state, seats, seatOf, league } = await startedAuction(3);
    const nominator = seatOf(state.auction!.nominating!.teamId);
    const other = seats.find((seat) => seat !== nominator)!;
    const [player] = await available(league.id, nominator.user.token);

    other.client.send({ type: 'nominate', player: player!.id, amount: 5 });
    expect(await refusal(other.client)).toMatchObject({
      message: NOT_YOUR_NOMINATION,
      code: 'FORBIDDEN',
    });
    nominator.client.send({ type: 'nominate', player: player!.id, amount: 0 });
    expect(await refusal(nominator.client)).toMatchObject({
      message: bidTooLow(1),
      code: 'VALIDATION_ERROR',
    });
    nominator.client.send({ type: 'nominate', player: player!.id, amount: 196 });
    expect(await refusal(nominator.client)).toMatchObject({
      message: NOT_ENOUGH_BUDGET,
      code: 'CONFLICT',
    });

    nominator.client.send({ type: 'nominate', player: player!.id, amount: 7 });
    const after = await everyoneSees(seats, (s) => s.auction?.lot !== null);
    expect(after.auction!.lot).toMatchObject({
      number: 1,
      player: { id: player!.id },
      highBid: 7,
      highTeamId: nominator.teamId,
    });
    expect(after.auction!.nominating).toBeNull();
    // Nothing else may be nominated while a player is up.
    const [, second] = await available(league.id, nominator.user.token);
    nominator.client.send({ type: 'nominate', player: second!.id, amount: 1 });
    expect(await refusal(nominator.client)).toMatchObject({
      message: NOMINATE_AFTER_LOT,
      code: 'CONFLICT',
    });
  });
});

describe('bidding', () => {
  async function withPlayerUp(managers = 3, clocks = {}) {
    const setup = await startedAuction(managers, clocks);
    const nominator = setup.seatOf(setup.state.auction!.nominating!.teamId);
    const [player] = await available(setup.league.id, nominator.user.token);
    nominator.client.send({ type: 'nominate', player: player!.id, amount: 10 });
    const state = await everyoneSees(setup.seats, (s) => s.auction?.lot !== null);
    const bidders = setup.seats.filter((seat) => seat !== nominator);
    return { ...setup, nominator, bidders, player: player!, state };
  }

  it('refuses each bid that breaks a rule, to its sender only, with the rule’s words', async () => {
    const { nominator, bidders, state } = await withPlayerUp();
    const [a] = bidders;
    const lot = state.auction!.lot!.number;
    const cases: [object, string, string][] = [
      [{ lot, amount: 10, beats: 10 }, bidTooLow(11), 'VALIDATION_ERROR'],
      [{ lot, amount: 10, beats: 9 }, bidTooLow(11), 'CONFLICT'],
      [{ lot: lot + 1, amount: 12, beats: 10 }, LOT_MOVED_ON, 'CONFLICT'],
      [{ lot, amount: 196, beats: 10 }, NOT_ENOUGH_BUDGET, 'CONFLICT'],
    ];
    for (const [bid, message, code] of cases) {
      a!.client.send({ type: 'bid', ...bid });
      expect(await refusal(a!.client)).toMatchObject({ message, code });
    }
    nominator.client.send({ type: 'bid', lot, amount: 11, beats: 10 });
    expect((await refusal(nominator.client)).message).toBe('You already have the high bid');
    // Nobody else heard of the refusals.
    expect(bidders[1]!.client.received.filter((m) => m.type === 'error')).toEqual([]);
  });

  it('takes a higher bid, restarts the bid clock and shows it to everyone', async () => {
    const { bidders, seats, state } = await withPlayerUp();
    const lot = state.auction!.lot!;
    bidders[0]!.client.send({ type: 'bid', lot: lot.number, amount: 15, beats: 10 });
    const after = await everyoneSees(seats, (s) => s.auction?.lot?.highBid === 15);
    expect(after.auction!.lot).toMatchObject({ highTeamId: bidders[0]!.teamId, highBid: 15 });
    expect(after.auction!.lot!.bids.map((bid) => bid.amount)).toEqual([15, 10]);
    expect(Date.parse(after.auction!.lot!.deadline!)).toBeGreaterThanOrEqual(
      Date.parse(lot.deadline!),
    );
    expect(after.version).toBe(state.version + 1);
  });

  it('tells a nomination and a bid in memory exactly as a fresh read of the draft', async () => {
    const { bidders, seats, state, league } = await withPlayerUp();
    const fresh = async () => (await join(league.id, bidders[1]!.user)).state;
    const { serverTime: _, participants: __, ...nominated } = state;
    const reread = await fresh();
    expect(reread).toMatchObject(nominated);
    const lot = state.auction!.lot!;
    bidders[0]!.client.send({ type: 'bid', lot: lot.number, amount: 12, beats: 10 });
    const after = await everyoneSees(seats, (s) => s.auction?.lot?.highBid === 12);
    expect((await fresh()).auction).toEqual(after.auction);
  });

  it('sells to the high bidder when the clock runs out, placed by the roster rule', async () => {
    const { bidders, seats, state, player, league } = await withPlayerUp(3, { bidSeconds: 1 });
    const winner = bidders[0]!;
    winner.client.send({ type: 'bid', lot: state.auction!.lot!.number, amount: 31, beats: 10 });
    const sold = await everyoneSees(seats, (s) => s.picks.length === 1);
    expect(sold.picks[0]).toMatchObject({
      teamId: winner.teamId,
      price: 31,
      player: { id: player.id },
    });
    expect(sold.auction!.lot).toBeNull();
    const team = sold.auction!.teams.find((row) => row.teamId === winner.teamId)!;
    expect(team).toMatchObject({ budgetLeft: 169, playersWon: 1, maxBid: 169 - 4 });
    // The next team in the order nominates.
    expect(sold.auction!.nominating!.teamId).toBe(sold.order[1]!.teamId);
    const [row] = await db()
      .select()
      .from(teamPlayers)
      .where(and(eq(teamPlayers.leagueId, league.id), eq(teamPlayers.playerId, player.id)));
    expect(row).toMatchObject({
      teamId: winner.teamId,
      slot: player.position === 'TEAM' ? 'FLEX' : player.position,
    });
  });

  it('gives exactly one of ten simultaneous bids on the same high bid, and loses none', async () => {
    const { seats, state, league } = await withPlayerUp(10);
    const lot = state.auction!.lot!.number;
    const bidders = seats.filter((seat) => seat.teamId !== state.auction!.lot!.highTeamId);
    bidders.forEach((seat) => {
      seat.client.send({ type: 'bid', lot, amount: 11, beats: 10 });
    });
    const accepted = await everyoneSees(seats, (s) => s.version === state.version + 1);
    const winner = accepted.auction!.lot!.highTeamId;
    expect(bidders.map((seat) => seat.teamId)).toContain(winner);
    const refusedSeats = await until(
      async () => bidders.filter((seat) => seat.client.received.some((m) => m.type === 'error')),
      (list) => list.length >= bidders.length - 1,
    );
    expect(refusedSeats.map((seat) => seat.teamId).sort()).toEqual(
      bidders
        .map((seat) => seat.teamId)
        .filter((teamId) => teamId !== winner)
        .sort(),
    );
    const stored = await storedBids(league.id, lot);
    expect(stored.map((bid) => bid.amount)).toEqual([10, 11]);
    expect(accepted.auction!.lot!.bids).toHaveLength(2);
  });

  it('in a storm of bids from ten managers, sells to the highest bid sent and keeps each one acknowledged once', async () => {
    const { seats, state, league, player } = await withPlayerUp(10, { bidSeconds: 3 });
    const lot = state.auction!.lot!.number;
    const refusals = () =>
      seats.reduce(
        (sum, seat) => sum + seat.client.received.filter((m) => m.type === 'error').length,
        0,
      );
    const watcher = seats[0]!.client;
    const latest = () =>
      watcher.received.findLast((m) => m.type === 'draftState')!.state.auction!.lot!;
    // Three volleys: every manager but the high bidder bids at once against the high bid, by
    // different amounts; the next volley starts once the room has been told the last one.
    const sent: { teamId: string; amount: number }[] = [];
    for (let volley = 0; volley < 3; volley += 1) {
      const seen = latest();
      seats
        .filter((seat) => seat.teamId !== seen.highTeamId)
        .forEach((seat, i) => {
          const amount = seen.highBid + 1 + ((i * 7 + volley * 3) % 10);
          sent.push({ teamId: seat.teamId, amount });
          seat.client.send({ type: 'bid', lot, amount, beats: seen.highBid });
        });
      await until(
        async () => ({ stored: (await storedBids(league.id, lot)).length, errors: refusals() }),
        ({ stored, errors }) => stored - 1 + errors === sent.length,
      );
      const stored = (await storedBids(league.id, lot)).length;
      await until(
        async () => latest().bids.length,
        (told) => told === stored,
      );
    }
    const highest = Math.max(...sent.map((bid) => bid.amount));
    const sold = await everyoneSees(seats, (s) => s.picks.length === 1);
    expect(sold.picks[0]).toMatchObject({ price: highest, player: { id: player.id } });
    expect(sent.filter((bid) => bid.amount === highest).map((bid) => bid.teamId)).toContain(
      sold.picks[0]!.teamId,
    );

    // Every bid was either acknowledged to the room or refused to its sender, never both.
    const stored = await storedBids(league.id, lot);
    const told = new Set(
      seats[0]!.client.received.flatMap((m) =>
        m.type === 'draftState' && m.state.auction?.lot?.number === lot
          ? m.state.auction.lot.bids.map((bid) => `${bid.teamId}:${bid.amount}`)
          : [],
      ),
    );
    expect([...told].sort()).toEqual(stored.map((bid) => `${bid.teamId}:${bid.amount}`).sort());
    expect(refusals() + stored.length - 1).toBe(sent.length);
    // Stored in the order taken: each above the last.
    const amounts = stored.map((bid) => bid.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });
});

describe('two instances on one database', () => {
  it('orders bids sent to both once, and sells the player once', async () => {
    const otherUrl = await listen(await t.secondInstance());
    const { seats, state, league, seatOf } = await startedAuction(4, { bidSeconds: 2 });
    // Each manager also watches from the other instance.
    const elsewhere = await Promise.all(
      seats.map(async (seat) => ({
        ...seat,
        client: (await join(league.id, seat.user, otherUrl)).client,
      })),
    );
    const nominator = seatOf(state.auction!.nominating!.teamId);
    const [player] = await available(league.id, nominator.user.token);
    nominator.client.send({ type: 'nominate', player: player!.id, amount: 5 });
    const up = await everyoneSees(elsewhere, (s) => s.auction?.lot !== null);
    const lot = up.auction!.lot!.number;
    const bidders = elsewhere.filter((seat) => seat.teamId !== nominator.teamId);
    // Two bids against $5 at once, through different instances: one stands.
    bidders[0]!.client.send({ type: 'bid', lot, amount: 8, beats: 5 });
    seats
      .find((seat) => seat.teamId === bidders[1]!.teamId)!
      .client.send({
        type: 'bid',
        lot,
        amount: 9,
        beats: 5,
      });
    const sold = await everyoneSees([...seats, ...elsewhere], (s) => s.picks.length === 1);
    // Whichever came first, the higher one stands last.
    expect(sold.picks[0]).toMatchObject({ price: 9, teamId: bidders[1]!.teamId });
    const stored = (await storedBids(league.id, lot)).map((bid) => bid.amount);
    expect([
      [5, 9],
      [5, 8, 9],
    ]).toContainEqual(stored);
    // Both instances' clocks ran out; the player was sold once.
    const rows = await db()
      .select()
      .from(teamPlayers)
      .where(and(eq(teamPlayers.leagueId, league.id), eq(teamPlayers.playerId, player!.id)));
    expect(rows).toHaveLength(1);
    expect(sold.auction!.lot).toBeNull();
  });
});

describe('the clocks', () => {
  it('nominates the best available player for $1 when the nominator lets the clock run out', async () => {
    const { seats, state, league, boss } = await startedAuction(2, { nominationSeconds: 1 });
    const best = (await available(league.id, boss.user.token))[0]!;
    const up = await everyoneSees(seats, (s) => s.auction?.lot !== null);
    expect(up.auction!.lot).toMatchObject({
      highBid: 1,
      highTeamId: state.auction!.nominating!.teamId,
      player: { id: best.id },
    });
  });
});

/** A started auction of 8 teams without a bench, and a clock the test runs out itself. */
async function benchlessAuction() {
  const w = await createLeagueWithTeams(t.app, db(), {
    teams: 8,
    draftType: 'auction',
    rosterBench: 0,
    nominationSeconds: 600,
  });
  const start = await call('POST', '/api/draft/start', w.boss.token, { leagueId: w.league.id });
  return { w, state: start.json() as DraftStatusResponse };
}

describe('a team with room for nobody left', () => {
  it('passes its nomination to the next team, and the auction goes on', async () => {
    const { w, state } = await benchlessAuction();
    const nominating = state.auction!.nominating!;
    // The nominating team needs only a SUPPORT, and a team outside the draft holds them all.
    await leaveNoRoom(db(), { id: nominating.teamId, leagueId: w.league.id }, state.available);

    await db()
      .update(drafts)
      .set({ clockStartedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(drafts.leagueId, w.league.id));
    const [row] = await db().select().from(drafts).where(eq(drafts.leagueId, w.league.id));
    expect(await createDraftEngine(db()).timeout(w.league.id, row!.version)).toBe('done');

    const after = (
      await call('GET', `/api/draft/status?leagueId=${w.league.id}`, w.boss.token)
    ).json() as DraftStatusResponse;
    expect(after.status).toBe('started');
    expect(after.auction!.lot).toBeNull();
    expect(after.auction!.nominating!.teamId).toBe(state.order[1]!.teamId);
    await call('POST', '/api/draft/end', w.boss.token, { leagueId: w.league.id });
  });

  it('is passed over at once when its turn to nominate comes after a sale', async () => {
    const { w, state } = await benchlessAuction();
    // The second team to nominate needs only a SUPPORT, and a team outside the draft holds them.
    await leaveNoRoom(db(), { id: state.order[1]!.teamId, leagueId: w.league.id }, state.available);

    const sold = await call('POST', '/api/draft/sale', w.boss.token, {
      teamId: state.order[0]!.teamId,
      playerId: state.available.filter((p) => p.position === 'TOP')[1]!.id,
      price: 5,
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const after = sold.json() as DraftStatusResponse;
    expect(after.status).toBe('started');
    expect(after.auction!.nominating!.teamId).toBe(state.order[2]!.teamId);
    await call('POST', '/api/draft/end', w.boss.token, { leagueId: w.league.id });
  });
});

describe('the board', () => {
  it('lets the commissioner pause, resume and record a sale held in person', async () => {
    const { league, boss, seats, state } = await startedAuction(2);
    const member = seats[1]!;
    // The first nomination has 5 seconds left when the draft pauses.
    const [running] = await db().select().from(drafts).where(eq(drafts.leagueId, league.id));
    const nominationMs = running!.nominationSeconds! * 1000;
    await db()
      .update(drafts)
      .set({ clockStartedAt: new Date(Date.now() - nominationMs + 5_000) })
      .where(eq(drafts.leagueId, league.id));
    const paused = await call('POST', '/api/draft/pause', boss.user.token, { leagueId: league.id });
    expect(paused.statusCode).toBe(200);
    const pausedState = paused.json() as DraftStatusResponse;
    expect(pausedState.auction).toMatchObject({ paused: true, nominating: { deadline: null } });
    // A bid while paused is told why, not that bidding closed.
    member.client.send({ type: 'bid', lot: 1, amount: 5, beats: 1 });
    expect(await refusal(member.client)).toMatchObject({ message: DRAFT_PAUSED, code: 'CONFLICT' });
    expect(
      (await call('POST', '/api/draft/pause', boss.user.token, { leagueId: league.id })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/api/draft/pause', member.user.token, { leagueId: league.id }))
        .statusCode,
    ).toBe(403);

    const [player] = pausedState.available;
    const sale = { teamId: member.teamId, playerId: player!.id, price: 42 };
    expect((await call('POST', '/api/draft/sale', member.user.token, sale)).statusCode).toBe(403);
    expect((await call('POST', '/api/draft/sale', undefined, sale)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/draft/sale', boss.user.token, { ...sale, price: 0 })).json(),
    ).toMatchObject({
      message: 'Price must be at least $1',
    });
    expect(
      (await call('POST', '/api/draft/sale', boss.user.token, { ...sale, price: 196 })).json(),
    ).toMatchObject({
      message: NOT_ENOUGH_BUDGET,
    });
    expect(
      (
        await call('POST', '/api/draft/sale', boss.user.token, {
          ...sale,
          teamId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    const sold = await call('POST', '/api/draft/sale', boss.user.token, sale);
    expect(sold.statusCode).toBe(200);
    const soldState = sold.json() as DraftStatusResponse;
    expect(soldState.picks[0]).toMatchObject({ teamId: member.teamId, price: 42 });
    expect(soldState.auction!.teams.find((row) => row.teamId === member.teamId)).toMatchObject({
      budgetLeft: 158,
      playersWon: 1,
    });
    expect((await call('POST', '/api/draft/sale', boss.user.token, sale)).statusCode).toBe(409);

    const resumed = await call('POST', '/api/draft/resume', boss.user.token, {
      leagueId: league.id,
    });
    expect(resumed.statusCode).toBe(200);
    const resumedAuction = (resumed.json() as DraftStatusResponse).auction!;
    expect(resumedAuction.paused).toBe(false);
    expect(state.auction!.paused).toBe(false);
    // The sale moved the nomination on: the next team gets a whole clock, not the 5 seconds the
    // nomination before it had left.
    const left = Date.parse(resumedAuction.nominating!.deadline!) - Date.now();
    expect(left).toBeGreaterThan(nominationMs - 5_000);
  });

  it('refuses a sale in a snake draft', async () => {
    const { league, boss } = await startedAuction(2);
    await db().execute(sql`update drafts set kind = 'snake' where league_id = ${league.id}`);
    const [player] = await available(league.id, boss.user.token);
    const response = await call('POST', '/api/draft/sale', boss.user.token, {
      teamId: boss.teamId,
      playerId: player!.id,
      price: 3,
    });
    expect(response.statusCode).toBe(409);
  });
});
