import { describe, expect, it } from 'vitest';
import type {
  AuctionState,
  DraftPick,
  DraftPlayer,
  DraftState,
  DraftTeam,
} from './contract/drafts';
import { liveSnapshot, seatName, usernameView, withBid, withLot, withPick } from './live-snapshot';
import { rosterBySlot } from './roster';

const order: DraftTeam[] = [
  { teamId: 't1', teamName: 'Faker Fans', userId: 'u1', owner: 'ahri' },
  { teamId: 't2', teamName: 'Gank Squad', userId: 'u2', owner: 'lee' },
  { teamId: 't3', teamName: 'Dragon Lords', userId: null, owner: 'Bot' },
];

const player = (id: string, position: DraftPlayer['position']): DraftPlayer => ({
  id,
  name: `Pro ${id}`,
  position,
  team: 'T1',
  region: 'LCK',
  fantasyPoints: 10,
  avatarUrl: '',
});

function pick(
  pickNumber: number,
  teamId: string,
  drafted: DraftPlayer,
  slot: DraftPick['position'],
) {
  const team = order.find((entry) => entry.teamId === teamId)!;
  return {
    pickNumber,
    round: Math.floor(pickNumber / 3) + 1,
    pick: (pickNumber % 3) + 1,
    teamId,
    teamName: team.teamName,
    user: team.owner,
    player: drafted,
    position: slot,
    auto: false,
    price: null,
    madeAt: '2026-03-01T12:00:00.000Z',
  } satisfies DraftPick;
}

function state(overrides: Partial<DraftState> = {}): DraftState {
  return {
    leagueId: 'l1',
    leagueName: 'Rift Masters',
    status: 'started',
    type: 'snake',
    version: 1,
    commissioner: { userId: 'u1', username: 'ahri' },
    pickSeconds: 60,
    order,
    rounds: 6,
    roster: { benchSize: 3, teamSlot: false },
    totalPicks: 18,
    picks: [],
    paused: false,
    onTheClock: null,
    auction: null,
    serverTime: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

describe('seatName', () => {
  it("names a person's seat by their username and a bot's by its team, apart from any username", () => {
    expect(seatName(order[0]!)).toBe('ahri');
    expect(seatName(order[2]!)).toBe('Bot (Dragon Lords)');
  });
});

describe('usernameView', () => {
  it('says whether the draft has begun and whether more picks will come', () => {
    const flags = (status: DraftState['status']) => {
      const { draftStarted, draftComplete } = usernameView(state({ status }));
      return { draftStarted, draftComplete };
    };
    expect(flags('not_started')).toEqual({ draftStarted: false, draftComplete: false });
    expect(flags('started')).toEqual({ draftStarted: true, draftComplete: false });
    expect(flags('complete')).toEqual({ draftStarted: true, draftComplete: true });
    expect(flags('ended')).toEqual({ draftStarted: true, draftComplete: true });
  });

  it('lists the first round order by seat name and an empty roster for every seat', () => {
    const view = usernameView(state());
    expect(view.draftOrder).toEqual(['ahri', 'lee', 'Bot (Dragon Lords)']);
    expect(view.currentPickIndex).toBe(0);
    expect(view.draftHistory).toEqual([]);
    expect(Object.keys(view.teams)).toEqual(['ahri', 'lee', 'Bot (Dragon Lords)']);
    expect(view.teams.lee).toEqual({
      teamId: 't2',
      teamName: 'Gank Squad',
      players: rosterBySlot([]),
    });
  });

  it('tells each pick in the history and on its seat, in the slot it went to', () => {
    const faker = player('p1', 'MID');
    const chovy = player('p2', 'MID');
    const keria = player('p3', 'SUPPORT');
    const picks = [
      pick(0, 't1', faker, 'MID'),
      pick(1, 't3', keria, 'SUPPORT'),
      pick(2, 't1', chovy, 'FLEX'),
      pick(3, 't1', player('p4', 'MID'), 'BENCH'),
    ];
    const view = usernameView(state({ picks }));
    expect(view.currentPickIndex).toBe(4);
    expect(view.draftHistory[1]).toEqual({
      round: 1,
      pick: 2,
      user: 'Bot (Dragon Lords)',
      player: keria,
      position: 'SUPPORT',
    });
    expect(view.teams.ahri!.players).toMatchObject({ MID: faker, FLEX: chovy, TOP: null });
    expect(view.teams.ahri!.players.BENCH.map((p) => p.id)).toEqual(['p4']);
    expect(view.teams['Bot (Dragon Lords)']!.players.SUPPORT).toEqual(keria);
    expect(view.teams.lee!.players.BENCH).toEqual([]);
  });

  it('keeps a username such as __proto__ as an ordinary key', () => {
    const odd = [{ teamId: 't1', teamName: 'Odd', userId: 'u1', owner: '__proto__' }];
    const view = usernameView(state({ order: odd, picks: [] }));
    expect(Object.keys(view.teams)).toEqual(['__proto__']);
    expect(JSON.stringify(view.teams)).toContain('{"__proto__":{"teamId":"t1","teamName":"Odd"');
  });
});

describe('withPick', () => {
  it('adds the pick, moves the clock on and tells the same draft by username', () => {
    const before = liveSnapshot(state(), [], []);
    const faker = player('p1', 'MID');
    const after = withPick(
      before,
      pick(0, 't1', faker, 'MID'),
      { status: 'started', version: 2, pickNumber: 1, deadline: '2026-03-01T12:02:00.000Z' },
      new Date('2026-03-01T12:01:00.000Z'),
    );
    expect(after.version).toBe(2);
    expect(after.onTheClock).toMatchObject({ pickNumber: 1, teamId: 't2', picker: 'lee' });
    expect(after.serverTime).toBe('2026-03-01T12:01:00.000Z');
    expect(after).toMatchObject({ currentPickIndex: 1, draftComplete: false });
    expect(after.teams.ahri!.players.MID).toEqual(faker);
    expect(before.picks).toEqual([]);
  });

  it('stops the clock when the pick was the last', () => {
    const after = withPick(
      liveSnapshot(state(), [], []),
      pick(0, 't1', player('p1', 'MID'), 'MID'),
      { status: 'complete', version: 2, pickNumber: null, deadline: null },
      new Date(),
    );
    expect(after.onTheClock).toBeNull();
    expect(after.draftComplete).toBe(true);
  });
});

describe('an auction in memory', () => {
  const waiting: AuctionState = {
    budget: 200,
    bidSeconds: 15,
    nominationSeconds: 30,
    paused: false,
    lotNumber: 2,
    nominating: { teamId: 't2', teamName: 'Gank Squad', nominatorId: 'u2', deadline: 'x' },
    lot: null,
    teams: [{ teamId: 't2', budgetLeft: 180, playersWon: 1, maxBid: 175 }],
  };
  const auction = (overrides: Partial<DraftState> = {}) =>
    liveSnapshot(state({ type: 'auction', version: 5, auction: waiting, ...overrides }), [], []);
  const faker = player('p1', 'MID');
  const opening = {
    amount: 3,
    teamId: 't2',
    teamName: 'Gank Squad',
    madeAt: '2026-03-01T12:00:00.000Z',
  };
  const now = new Date('2026-03-01T12:00:01.000Z');
  const nominated = withLot(
    auction(),
    { number: 3, player: faker, bid: opening },
    { version: 6, deadline: '2026-03-01T12:00:15.000Z' },
    now,
  )!;

  it('puts the nominated player up with the opening bid as the high bid and the bid clock', () => {
    expect(nominated.version).toBe(6);
    expect(nominated.auction).toEqual({
      ...waiting,
      lotNumber: 3,
      nominating: null,
      lot: {
        number: 3,
        player: faker,
        highBid: 3,
        highTeamId: 't2',
        highTeamName: 'Gank Squad',
        deadline: '2026-03-01T12:00:15.000Z',
        bids: [opening],
      },
    });
    expect(nominated.serverTime).toBe(now.toISOString());
  });

  it('takes a nomination only when the snapshot waits for exactly that one', () => {
    const after = { version: 6, deadline: null };
    const lot = { number: 3, player: faker, bid: opening };
    expect(withLot(auction(), { ...lot, number: 4 }, after, now)).toBeNull();
    expect(withLot(nominated, { ...lot, number: 4 }, after, now)).toBeNull();
    expect(withLot(liveSnapshot(state(), [], []), lot, after, now)).toBeNull();
  });

  it('makes a bid the high bid, newest first, and restarts the bid clock', () => {
    const bid = {
      amount: 9,
      teamId: 't1',
      teamName: 'Faker Fans',
      madeAt: '2026-03-01T12:00:05.000Z',
    };
    const after = withBid(
      nominated,
      { ...bid, lotNumber: 3 },
      { version: 7, deadline: '2026-03-01T12:00:20.000Z' },
      now,
    )!;
    expect(after.version).toBe(7);
    expect(after.auction!.lot).toMatchObject({
      highBid: 9,
      highTeamId: 't1',
      highTeamName: 'Faker Fans',
      deadline: '2026-03-01T12:00:20.000Z',
      bids: [bid, opening],
    });
    expect(nominated.auction!.lot!.bids).toEqual([opening]);
  });

  it('leaves a bid on another nomination, or with none up, to a fresh read', () => {
    const bid = { ...opening, amount: 9, lotNumber: 2 };
    expect(withBid(nominated, bid, { version: 7, deadline: null }, now)).toBeNull();
    expect(
      withBid(auction(), { ...bid, lotNumber: 3 }, { version: 7, deadline: null }, now),
    ).toBeNull();
  });
});
