import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALREADY_HIGH_BIDDER,
  type AuctionPlayer,
  type AuctionTeam,
  auctionBudgetProblem,
  BIDDING_CLOSED,
  type BidAttempt,
  bidDeadline,
  bidProblem,
  bidTooLow,
  chooseAutoNomination,
  DEFAULT_AUCTION_BUDGET,
  DEFAULT_BID_SECONDS,
  DEFAULT_NOMINATION_SECONDS,
  isAuctionComplete,
  isTeamFull,
  maxBid,
  NOT_ENOUGH_BUDGET,
  NOT_YOUR_NOMINATION,
  type NominationAttempt,
  nextNominator,
  nominationProblem,
  type OpenLot,
  overMaxBid,
  PLAYER_TAKEN,
  PRICE_TOO_LOW,
  type RecordedSale,
  ROSTER_FULL,
  recordedSaleProblem,
  settle,
  TEAM_ROSTER_FULL,
  typedBidProblem,
} from './auction';
import { POSITION_ERROR, placeDraftedPlayer, type RosterShape } from './roster';
import {
  MAX_AUCTION_BUDGET,
  MAX_BID_SECONDS,
  MAX_NOMINATION_SECONDS,
  MIN_AUCTION_BUDGET,
  MIN_BID_SECONDS,
  MIN_DRAFT_ROUNDS,
  MIN_NOMINATION_SECONDS,
  PLAYER_POSITIONS,
  type PlayerPosition,
} from './vocabulary';

const roster = (filled: string[] = [], benchCount = 0, teamSlot = false): RosterShape => ({
  filled: new Set(filled) as RosterShape['filled'],
  benchSize: 3,
  teamSlot,
  benchCount,
});
const createTeam = (team: Partial<AuctionTeam> = {}): AuctionTeam => ({
  teamId: 'a',
  budgetLeft: DEFAULT_AUCTION_BUDGET,
  playersWon: 0,
  roster: roster(),
  ...team,
});
/** Five MIDs: MID, FLEX and the bench are taken, so another MID has no slot. */
const noRoomForMid = { playersWon: 5, roster: roster(['MID', 'FLEX'], 3) };
const faker: AuctionPlayer = { id: 'faker', position: 'MID' };
const players = (...positions: PlayerPosition[]) =>
  positions.map((position, i) => ({ id: `p${i}`, position }));
const T0 = new Date('2026-01-01T12:00:00.000Z');
const seconds = (n: number) => new Date(T0.getTime() + n * 1000);

const createLot = (lot: Partial<OpenLot> = {}): OpenLot => ({
  nominationNo: 3,
  player: faker,
  highBid: 10,
  highBidderId: 'b',
  deadline: bidDeadline(T0, DEFAULT_BID_SECONDS),
  ...lot,
});
const createBid = (bid: Partial<BidAttempt> = {}): BidAttempt => ({
  team: createTeam(),
  lot: createLot(),
  nominationNo: 3,
  beats: 10,
  amount: 11,
  now: seconds(1),
  ...bid,
});
const createNomination = (nomination: Partial<NominationAttempt> = {}): NominationAttempt => ({
  team: createTeam(),
  onTheClock: 'a',
  player: faker,
  openingBid: 1,
  taken: new Set(),
  ...nomination,
});
const createSale = (sale: Partial<RecordedSale> = {}): RecordedSale => ({
  team: createTeam(),
  player: faker,
  price: 1,
  taken: new Set(),
  ...sale,
});

describe('the settings', () => {
  it('lets a budget pay $1 for each pick and keeps the defaults inside the bounds', () => {
    expect(MIN_AUCTION_BUDGET).toBe(MIN_DRAFT_ROUNDS);
    expect(DEFAULT_AUCTION_BUDGET).toBe(200);
    expect(MAX_AUCTION_BUDGET).toBe(1000);
    expect([MIN_BID_SECONDS, DEFAULT_BID_SECONDS, MAX_BID_SECONDS]).toEqual([5, 15, 120]);
    expect([MIN_NOMINATION_SECONDS, DEFAULT_NOMINATION_SECONDS, MAX_NOMINATION_SECONDS]).toEqual([
      10, 30, 300,
    ]);
  });

  it('words the least bid in whole dollars', () => {
    expect(bidTooLow(1)).toBe('Bid must be at least $1');
    expect(bidTooLow(12)).toBe('Bid must be at least $12');
  });
});

describe('maxBid', () => {
  it('keeps $1 back for each roster place still to fill after this player', () => {
    expect(maxBid(200, 0, 6)).toBe(195);
    expect(maxBid(200, 2, 6)).toBe(197);
    expect(maxBid(10, 5, 6)).toBe(10);
  });

  it('keeps one dollar more back in a league with the TEAM slot, which drafts seven', () => {
    expect(maxBid(200, 0, 7)).toBe(194);
    expect(maxBid(10, 5, 7)).toBe(9);
    expect(maxBid(10, 6, 7)).toBe(10);
  });

  it('is 0 for a full team and never negative', () => {
    expect(maxBid(50, 6, 6)).toBe(0);
    expect(maxBid(50, 7, 6)).toBe(0);
    expect(maxBid(50, 7, 7)).toBe(0);
    expect(maxBid(3, 0, 6)).toBe(0);
    expect(maxBid(0, 5, 6)).toBe(0);
  });

  it("calls a team full once it has a player for each of the league's rounds", () => {
    expect(isTeamFull(5, 6)).toBe(false);
    expect(isTeamFull(6, 6)).toBe(true);
    expect(isTeamFull(6, 7)).toBe(false);
    expect(isTeamFull(7, 7)).toBe(true);
  });

  it('refuses a budget below $1 for each player a team drafts', () => {
    expect(auctionBudgetProblem(6, 6)).toBeNull();
    expect(auctionBudgetProblem(6, 7)).toBe(
      'The auction budget must be at least $7: $1 for each of the 7 players a team drafts',
    );
    expect(auctionBudgetProblem(7, 7)).toBeNull();
  });

  it('refuses a bid that leaves a seven-round team unable to pay for the rest', () => {
    const team = createTeam({ budgetLeft: 10, playersWon: 5, roster: roster([], 0, true) });
    const lot = createLot({ highBid: 8 });
    expect(bidProblem(createBid({ team, lot, beats: 8, amount: 10 }))).toEqual({
      code: 'CONFLICT',
      message: NOT_ENOUGH_BUDGET,
    });
    expect(bidProblem(createBid({ team, lot, beats: 8, amount: 9 }))).toBeNull();
  });
});

describe('nextNominator', () => {
  const order = ['a', 'b', 'c'];
  const fullOf =
    (...full: string[]) =>
    (teamId: string) =>
      full.includes(teamId);

  it('starts with the first team and goes round the order, wrapping after the last', () => {
    expect(nextNominator(order, null, fullOf())).toBe(0);
    expect(nextNominator(order, 0, fullOf())).toBe(1);
    expect(nextNominator(order, 2, fullOf())).toBe(0);
  });

  it('skips full teams, and gives the same team again when it is the only one with room', () => {
    expect(nextNominator(order, 0, fullOf('b'))).toBe(2);
    expect(nextNominator(order, 1, fullOf('c', 'a'))).toBe(1);
    expect(nextNominator(order, null, fullOf('a'))).toBe(1);
  });

  it('gives nobody when every team is full', () => {
    expect(nextNominator(order, 1, fullOf('a', 'b', 'c'))).toBeNull();
    expect(nextNominator([], null, fullOf())).toBeNull();
  });
});

describe('isAuctionComplete', () => {
  it('is complete when every team has six players; a team not listed has none', () => {
    expect(isAuctionComplete(2, new Map([['a', 6]]), 6)).toBe(false);
    expect(
      isAuctionComplete(
        2,
        new Map([
          ['a', 6],
          ['b', 5],
        ]),
        6,
      ),
    ).toBe(false);
    expect(
      isAuctionComplete(
        2,
        new Map([
          ['a', 6],
          ['b', 6],
        ]),
        6,
      ),
    ).toBe(true);
  });
});

describe('the bid clock and the win', () => {
  it('runs out bidSeconds after the last bid, so each bid restarts it', () => {
    expect(bidDeadline(T0, 15).toISOString()).toBe('2026-01-01T12:00:15.000Z');
    expect(bidDeadline(seconds(9), 15).toISOString()).toBe('2026-01-01T12:00:24.000Z');
  });

  it('charges the winner their bid', () => {
    expect(settle(200, 37)).toBe(163);
    expect(settle(10, 10)).toBe(0);
  });
});

describe('chooseAutoNomination', () => {
  it('nominates the best available player the roster has a slot for, at $1', () => {
    expect(chooseAutoNomination(roster(), players('MID', 'TOP'))).toEqual({
      player: { id: 'p0', position: 'MID' },
      slot: 'MID',
      openingBid: 1,
    });
    expect(chooseAutoNomination(noRoomForMid.roster, players('MID', 'ADC'))).toEqual({
      player: { id: 'p1', position: 'ADC' },
      slot: 'ADC',
      openingBid: 1,
    });
  });

  it('nominates nobody when no candidate fits', () => {
    expect(chooseAutoNomination(noRoomForMid.roster, players('MID', 'TEAM'))).toBeNull();
    expect(chooseAutoNomination(roster(), [])).toBeNull();
  });
});

describe('nominationProblem', () => {
  it('lets the team on the clock nominate an available player from $1 up to its max bid', () => {
    expect(nominationProblem(createNomination())).toBeNull();
    expect(nominationProblem(createNomination({ openingBid: 195 }))).toBeNull();
  });

  it('refuses a team whose nomination it is not, and anyone while a player is up', () => {
    const forbidden = { code: 'FORBIDDEN', message: NOT_YOUR_NOMINATION };
    expect(NOT_YOUR_NOMINATION).toBe('Not your nomination');
    expect(nominationProblem(createNomination({ onTheClock: 'b' }))).toEqual(forbidden);
    expect(nominationProblem(createNomination({ onTheClock: null }))).toEqual(forbidden);
  });

  it('refuses a full team', () => {
    const team = createTeam({ playersWon: 6 });
    expect(nominationProblem(createNomination({ team }))).toEqual({
      code: 'CONFLICT',
      message: 'Your roster is full',
    });
  });

  it('refuses a player already won or up for bid', () => {
    expect(nominationProblem(createNomination({ taken: new Set(['faker']) }))).toEqual({
      code: 'CONFLICT',
      message: 'That player has already been drafted',
    });
  });

  it('refuses a player the roster has no slot for, in the draft placement words', () => {
    const team = createTeam(noRoomForMid);
    expect(nominationProblem(createNomination({ team }))).toEqual({
      code: 'CONFLICT',
      message: POSITION_ERROR,
    });
  });

  it('refuses an opening bid below $1 or not in whole dollars', () => {
    for (const openingBid of [0, -5, 1.5, Number.NaN]) {
      expect(nominationProblem(createNomination({ openingBid }))).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Bid must be at least $1',
      });
    }
  });

  it('refuses an opening bid above the max bid', () => {
    expect(nominationProblem(createNomination({ openingBid: 196 }))).toEqual({
      code: 'CONFLICT',
      message: 'Not enough budget',
    });
  });
});

describe('typedBidProblem', () => {
  it('lets a bid through from the least bid up to the max bid', () => {
    expect(typedBidProblem(3, 3, 195)).toBeNull();
    expect(typedBidProblem(195, 3, 195)).toBeNull();
  });

  it('names the max bid for an amount above it, instead of lowering the amount to it', () => {
    expect(typedBidProblem(300, 3, 195)).toBe('Your max bid is $195');
    expect(typedBidProblem(196, 1, 195)).toBe(overMaxBid(195));
  });

  it('names the least bid for an amount below it or not in whole dollars', () => {
    for (const amount of [2, 0, -5, 3.5, Number.NaN]) {
      expect(typedBidProblem(amount, 3, 195)).toBe('Bid must be at least $3');
    }
  });
});

describe('bidProblem', () => {
  it('accepts a bid above the high bid it names, up to the max bid', () => {
    expect(bidProblem(createBid())).toBeNull();
    expect(bidProblem(createBid({ amount: 195 }))).toBeNull();
    expect(bidProblem(createBid({ now: new Date(createLot().deadline.getTime() - 1) }))).toBeNull();
  });

  it('refuses a bid when no player is up, for another nomination, or once the clock ran out', () => {
    const movedOn = {
      code: 'CONFLICT',
      message: 'That player is no longer up for bids: the auction has moved on',
    };
    expect(bidProblem(createBid({ lot: null }))).toEqual(movedOn);
    expect(bidProblem(createBid({ nominationNo: 2 }))).toEqual(movedOn);
    const closed = { code: 'CONFLICT', message: 'Bidding on this player has closed' };
    expect(BIDDING_CLOSED).toBe(closed.message);
    expect(bidProblem(createBid({ now: createLot().deadline }))).toEqual(closed);
    expect(bidProblem(createBid({ now: seconds(60) }))).toEqual(closed);
  });

  it('refuses a full team', () => {
    const team = createTeam({ playersWon: 6, roster: roster(['TOP', 'JUNGLE']) });
    expect(bidProblem(createBid({ team }))).toEqual({ code: 'CONFLICT', message: ROSTER_FULL });
  });

  it('refuses a team whose roster has no slot for the player', () => {
    const team = createTeam(noRoomForMid);
    expect(bidProblem(createBid({ team }))).toEqual({ code: 'CONFLICT', message: POSITION_ERROR });
  });

  it('refuses the high bidder raising their own bid', () => {
    const team = createTeam({ teamId: 'b' });
    expect(bidProblem(createBid({ team }))).toEqual({
      code: 'CONFLICT',
      message: 'You already have the high bid',
    });
    expect(ALREADY_HIGH_BIDDER).toBe('You already have the high bid');
  });

  it('refuses a bid that is not above the high bid, or not in whole dollars', () => {
    for (const amount of [10, 3, 11.5, Number.NaN]) {
      expect(bidProblem(createBid({ amount }))).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Bid must be at least $11',
      });
    }
  });

  it('takes a bid against a high bid since beaten while it is still the highest', () => {
    const lot = createLot({ highBid: 12, highBidderId: 'c' });
    expect(bidProblem(createBid({ lot, beats: 10, amount: 40 }))).toBeNull();
    expect(bidProblem(createBid({ lot, beats: 10, amount: 12 }))).toEqual({
      code: 'CONFLICT',
      message: 'Bid must be at least $13',
    });
    // Not above the bid it names: malformed whatever happened meanwhile.
    expect(bidProblem(createBid({ lot, beats: 10, amount: 10 }))).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Bid must be at least $13',
    });
  });

  it('refuses a bid above the max bid', () => {
    expect(bidProblem(createBid({ amount: 196 }))).toEqual({
      code: 'CONFLICT',
      message: NOT_ENOUGH_BUDGET,
    });
    const team = createTeam({ playersWon: 5, budgetLeft: 10 });
    expect(bidProblem(createBid({ team, amount: 11 }))).toEqual({
      code: 'CONFLICT',
      message: NOT_ENOUGH_BUDGET,
    });
  });

  it('of two bids against the same high bid, lets the higher win in either order', () => {
    const lot = createLot();
    const low = createBid({ team: createTeam({ teamId: 'c' }), lot, amount: 11 });
    const high = createBid({ team: createTeam({ teamId: 'd' }), lot, amount: 15 });
    const outbidBy = (bid: BidAttempt): OpenLot => ({
      ...lot,
      highBid: bid.amount,
      highBidderId: bid.team.teamId,
      deadline: bidDeadline(bid.now, DEFAULT_BID_SECONDS),
    });
    // The lower first: both stand, the higher last.
    expect(bidProblem(low)).toBeNull();
    expect(bidProblem({ ...high, lot: outbidBy(low) })).toBeNull();
    // The higher first: the lower is refused.
    expect(bidProblem(high)).toBeNull();
    expect(bidProblem({ ...low, lot: outbidBy(high) })).toEqual({
      code: 'CONFLICT',
      message: 'Bid must be at least $16',
    });
  });
});

describe('recordedSaleProblem', () => {
  it('records a sale from $1 up to the max bid', () => {
    expect(recordedSaleProblem(createSale())).toBeNull();
    expect(recordedSaleProblem(createSale({ price: 195 }))).toBeNull();
  });

  it('refuses a player already won', () => {
    expect(recordedSaleProblem(createSale({ taken: new Set(['faker']) }))).toEqual({
      code: 'CONFLICT',
      message: PLAYER_TAKEN,
    });
  });

  it('refuses a full team, naming it as the commissioner sees it', () => {
    const team = createTeam({ playersWon: 6 });
    expect(recordedSaleProblem(createSale({ team }))).toEqual({
      code: 'CONFLICT',
      message: "That team's roster is full",
    });
    expect(TEAM_ROSTER_FULL).toBe("That team's roster is full");
  });

  it('refuses a player the roster has no slot for', () => {
    const team = createTeam(noRoomForMid);
    expect(recordedSaleProblem(createSale({ team }))).toEqual({
      code: 'CONFLICT',
      message: POSITION_ERROR,
    });
  });

  it('refuses a price below $1 or not in whole dollars, and one above the max bid', () => {
    for (const price of [0, 2.5]) {
      expect(recordedSaleProblem(createSale({ price }))).toEqual({
        code: 'VALIDATION_ERROR',
        message: PRICE_TOO_LOW,
      });
    }
    expect(PRICE_TOO_LOW).toBe('Price must be at least $1');
    expect(recordedSaleProblem(createSale({ price: 196 }))).toEqual({
      code: 'CONFLICT',
      message: NOT_ENOUGH_BUDGET,
    });
  });
});

describe('a whole auction', () => {
  /** The team's roster after it wins a player; the player must fit. */
  const withPlayer = (team: AuctionTeam, position: PlayerPosition): RosterShape => {
    const placement = placeDraftedPlayer(team.roster, position);
    if ('error' in placement) throw new Error(placement.error);
    const filled = new Set(team.roster.filled);
    if (placement.slot !== 'BENCH') filled.add(placement.slot);
    return {
      ...team.roster,
      filled,
      benchCount: team.roster.benchCount + (placement.slot === 'BENCH' ? 1 : 0),
    };
  };

  const bidArb = fc.record({
    team: fc.nat(),
    raise: fc.integer({ min: 1, max: 80 }),
    stale: fc.boolean(),
  });
  const lotArb = fc.record({
    pick: fc.nat(),
    openingBid: fc.integer({ min: 1, max: 400 }),
    bids: fc.array(bidArb, { maxLength: 12 }),
  });

  it('never lets a team bid past its max bid, overspend, or be left unable to fill its roster', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 300 - MIN_AUCTION_BUDGET }),
        fc.array(lotArb, { minLength: 1, maxLength: 20 }),
        (teamCount, teamSlot, extra, lots) => {
          // Six rounds, or seven with the TEAM slot; the least budget pays $1 a player.
          const rounds = teamSlot ? 7 : 6;
          const budget = rounds + extra;
          expect(auctionBudgetProblem(budget, rounds)).toBeNull();
          const teams = Array.from({ length: teamCount }, (_, i) =>
            createTeam({
              teamId: `t${i}`,
              budgetLeft: budget,
              roster: roster([], 0, teamSlot),
            }),
          );
          const order = teams.map((team) => team.teamId);
          const byId = (teamId: string) => teams.find((team) => team.teamId === teamId)!;
          // Every position many times over, so a team always has someone it can place.
          const pool = PLAYER_POSITIONS.flatMap((position) =>
            Array.from({ length: rounds * teamCount }, (_, i) => ({
              id: `${position}${i}`,
              position,
            })),
          );
          const taken = new Set<string>();
          let previous: number | null = null;
          let now = T0.getTime();

          for (let nominationNo = 0; ; nominationNo += 1) {
            const next = nextNominator(order, previous, (id) =>
              isTeamFull(byId(id).playersWon, rounds),
            );
            if (next === null) break;
            previous = next;
            const nominator = teams[next]!;
            const { pick, openingBid, bids } = lots[nominationNo % lots.length]!;
            const available = pool.filter((player) => !taken.has(player.id));
            let nomination = { player: available[pick % available.length]!, openingBid };
            const attempt = { team: nominator, onTheClock: nominator.teamId, taken };
            if (nominationProblem({ ...attempt, ...nomination })) {
              nomination = chooseAutoNomination(nominator.roster, available)!;
              expect(nominationProblem({ ...attempt, ...nomination })).toBeNull();
            }
            expect(nomination.openingBid).toBeLessThanOrEqual(
              maxBid(nominator.budgetLeft, nominator.playersWon, rounds),
            );
            taken.add(nomination.player.id);
            let lot: OpenLot = {
              nominationNo,
              player: nomination.player,
              highBid: nomination.openingBid,
              highBidderId: nominator.teamId,
              deadline: bidDeadline(new Date(now), DEFAULT_BID_SECONDS),
            };

            for (const bid of bids) {
              now += 1000;
              const team = teams[bid.team % teamCount]!;
              const amount = lot.highBid + bid.raise;
              const beats = bid.stale ? lot.highBid - 1 : lot.highBid;
              const at = new Date(now);
              if (bidProblem({ team, lot, nominationNo, beats, amount, now: at })) continue;
              expect(amount).toBeLessThanOrEqual(maxBid(team.budgetLeft, team.playersWon, rounds));
              lot = {
                ...lot,
                highBid: amount,
                highBidderId: team.teamId,
                deadline: bidDeadline(at, DEFAULT_BID_SECONDS),
              };
            }

            const winner = byId(lot.highBidderId);
            winner.roster = withPlayer(winner, lot.player.position);
            winner.budgetLeft = settle(winner.budgetLeft, lot.highBid);
            winner.playersWon += 1;
            for (const team of teams) {
              expect(team.budgetLeft).toBeGreaterThanOrEqual(rounds - team.playersWon);
            }
          }

          const won = new Map(teams.map((team) => [team.teamId, team.playersWon]));
          expect(isAuctionComplete(teamCount, won, rounds)).toBe(true);
          for (const team of teams) {
            expect(team.playersWon).toBe(rounds);
            expect(budget - team.budgetLeft).toBeLessThanOrEqual(budget);
          }
        },
      ),
    );
  });
});
