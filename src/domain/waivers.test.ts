import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rosterShapeOfSlots } from './roster';
import { HOUR_MS } from './season-clock';
import type { PlayerPosition, RosterSlot } from './vocabulary';
import {
  CLAIM_REASONS,
  type ClaimToSettle,
  claimNewsIsAWin,
  claimsResultTitle,
  clearAt,
  orderWeekOf,
  placeAdded,
  settleClaims,
  startedGamesSpan,
  type TeamToSettle,
  unrosteredStatus,
  waiverEndOnDrop,
} from './waivers';

const at = (iso: string) => Date.parse(iso);
const DAY = 24 * HOUR_MS;

describe('clearAt', () => {
  it('is the first 03:00 of league time at or after the moment', () => {
    expect(clearAt(at('2025-04-07T01:00:00Z'))).toBe(at('2025-04-07T03:00:00Z'));
    expect(clearAt(at('2025-04-07T03:00:00Z'))).toBe(at('2025-04-07T03:00:00Z'));
    expect(clearAt(at('2025-04-07T03:00:01Z'))).toBe(at('2025-04-08T03:00:00Z'));
  });

  it('is never before the moment and less than a day after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (moment) => {
        const clear = clearAt(moment);
        expect(clear).toBeGreaterThanOrEqual(moment);
        expect(clear - moment).toBeLessThan(DAY);
        expect(new Date(clear).getUTCHours()).toBe(3);
      }),
    );
  });
});

describe('orderWeekOf', () => {
  it('is one number for the whole week, Monday to Sunday, and the next for the next', () => {
    const monday = Date.parse('2026-03-09T00:00:00Z');
    expect(orderWeekOf(monday + 3 * HOUR_MS)).toBe(orderWeekOf(monday + 7 * DAY - 1));
    expect(orderWeekOf(monday - 1)).toBe(orderWeekOf(monday) - 7);
    expect(orderWeekOf(monday + 7 * DAY)).toBe(orderWeekOf(monday) + 7);
  });
});

describe('waiverEndOnDrop', () => {
  const dropped = at('2025-04-09T12:00:00Z');
  it('puts a dropped player on waivers for the league’s days', () => {
    expect(
      waiverEndOnDrop({ droppedAt: dropped, waiverDays: 2, acquired: 'draft', acquiredAt: 0 }),
    ).toBe(dropped + 2 * DAY);
  });

  it('lets a free agent dropped within 24 hours of his add go straight back', () => {
    const added = dropped - 23 * HOUR_MS;
    expect(
      waiverEndOnDrop({
        droppedAt: dropped,
        waiverDays: 2,
        acquired: 'free_agent',
        acquiredAt: added,
      }),
    ).toBeNull();
    // A day later the rule no longer covers him; a drafted player it never covers.
    expect(
      waiverEndOnDrop({
        droppedAt: dropped,
        waiverDays: 2,
        acquired: 'free_agent',
        acquiredAt: dropped - 25 * HOUR_MS,
      }),
    ).toBe(dropped + 2 * DAY);
    expect(
      waiverEndOnDrop({ droppedAt: dropped, waiverDays: 2, acquired: 'draft', acquiredAt: added }),
    ).toBe(dropped + 2 * DAY);
  });

  it('has no waivers in a league of 0 waiver days', () => {
    expect(
      waiverEndOnDrop({ droppedAt: dropped, waiverDays: 0, acquired: 'trade', acquiredAt: null }),
    ).toBeNull();
  });
});

describe('unrosteredStatus', () => {
  const now = at('2025-04-09T12:00:00Z');
  const week = { start: at('2025-04-07T00:00:00Z'), end: at('2025-04-14T00:00:00Z') };
  it('is a free agent without a waiver period or a game started', () => {
    expect(unrosteredStatus({ now, until: null, lastGameAt: null, week })).toEqual({
      status: 'free',
    });
    expect(unrosteredStatus({ now, until: null, lastGameAt: now + HOUR_MS, week }).status).toBe(
      'free',
    );
  });

  it('is on waivers until the clear after his period', () => {
    expect(unrosteredStatus({ now, until: now + DAY, lastGameAt: null, week })).toEqual({
      status: 'waivers',
      waiverUntil: at('2025-04-11T03:00:00Z'),
    });
  });

  it('waits for the weekly clear once his game of the week has started', () => {
    const weekly = { status: 'waivers', waiverUntil: at('2025-04-14T03:00:00Z') };
    expect(unrosteredStatus({ now, until: null, lastGameAt: now - HOUR_MS, week })).toEqual(weekly);
    expect(
      unrosteredStatus({ now, until: now + HOUR_MS, lastGameAt: now - HOUR_MS, week }),
    ).toEqual(weekly);
  });

  it('after a week has ended, waits for its clear on Monday at 03:00 for a game of that week', () => {
    const monday = at('2025-04-14T01:00:00Z');
    const next = { start: week.end, end: week.end + 7 * DAY };
    expect(
      unrosteredStatus({ now: monday, until: null, lastGameAt: now - HOUR_MS, week: next }),
    ).toEqual({ status: 'waivers', waiverUntil: at('2025-04-14T03:00:00Z') });
    // A game of the new week keeps him until the clear after it.
    expect(
      unrosteredStatus({ now: monday, until: null, lastGameAt: monday - HOUR_MS / 2, week: next }),
    ).toEqual({ status: 'waivers', waiverUntil: at('2025-04-21T03:00:00Z') });
  });
});

describe('startedGamesSpan', () => {
  const monday = at('2025-04-14T00:00:00Z');
  it('holds the week so far and, until Monday’s clear, the week before', () => {
    expect(startedGamesSpan(monday + 2 * HOUR_MS, null)).toEqual({
      since: monday - 7 * DAY,
      week: { week: 0, start: monday, end: monday + 7 * DAY },
    });
    expect(startedGamesSpan(monday + 3 * HOUR_MS + 1, null)?.since).toBe(monday);
    expect(startedGamesSpan(monday + 3 * DAY, null)?.since).toBe(monday);
  });

  it('starts no earlier than the season, and is null before it', () => {
    const seasonStart = monday + 2 * HOUR_MS;
    expect(startedGamesSpan(seasonStart + HOUR_MS, seasonStart)?.since).toBe(seasonStart);
    expect(startedGamesSpan(seasonStart - 1, seasonStart)).toBeNull();
  });
});

// Three teams: A first in the order, then B, then C.
const positions = new Map<string, PlayerPosition>([
  ['faker', 'MID'],
  ['chovy', 'MID'],
  ['zeus', 'TOP'],
  ['keria', 'SUPPORT'],
  ['old', 'MID'],
]);
const names = new Map([
  ['A', 'Alpha'],
  ['B', 'Bravo'],
  ['C', 'Charlie'],
]);
const team = (id: string, budgetLeft = 100, roster: TeamToSettle['roster'] = []) => ({
  id,
  budgetLeft,
  roster,
});
const claim = (over: Partial<ClaimToSettle> & Pick<ClaimToSettle, 'id' | 'teamId'>) => ({
  addPlayerId: 'faker',
  dropPlayerId: null,
  bid: 0,
  rank: 1,
  ...over,
});
const statusOf = (results: ReturnType<typeof settleClaims>['results'], id: string) =>
  results.find((result) => result.claimId === id);
const fullRoster = (): TeamToSettle['roster'] =>
  (
    ['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX', 'BENCH', 'BENCH', 'BENCH'] as RosterSlot[]
  ).map((slot, index) => ({ playerId: index === 2 ? 'old' : `p${index}`, slot }));

describe('settleClaims with FAAB', () => {
  const settle = (claims: ClaimToSettle[], teams = [team('A'), team('B'), team('C')]) =>
    settleClaims({
      benchSize: 3,
      teamSlot: false,
      type: 'faab',
      claims,
      teams,
      order: ['A', 'B', 'C'],
      positions,
      teamNames: names,
    });

  it('gives the player to the highest bid and charges exactly that bid', () => {
    const { results, spent, order } = settle([
      claim({ id: 'a', teamId: 'A', bid: 10 }),
      claim({ id: 'c', teamId: 'C', bid: 31 }),
      claim({ id: 'b', teamId: 'B', bid: 30 }),
    ]);
    expect(statusOf(results, 'c')).toMatchObject({ status: 'won', slot: 'MID' });
    expect(statusOf(results, 'b')).toMatchObject({
      status: 'lost',
      reason: CLAIM_REASONS.taken('Charlie'),
    });
    expect(statusOf(results, 'a')?.status).toBe('lost');
    expect(spent).toEqual(new Map([['C', 31]]));
    // With FAAB the order only breaks ties: a win does not move it.
    expect(order).toEqual(['A', 'B', 'C']);
  });

  it('breaks a tie by the rolling order', () => {
    const { results } = settle([
      claim({ id: 'c', teamId: 'C', bid: 20 }),
      claim({ id: 'b', teamId: 'B', bid: 20 }),
    ]);
    expect(statusOf(results, 'b')?.status).toBe('won');
    expect(statusOf(results, 'c')?.status).toBe('lost');
  });

  it('fails a bid above what is left when its turn comes, and a $0 bid may win', () => {
    const { results, spent } = settle(
      [
        claim({ id: 'first', teamId: 'A', addPlayerId: 'zeus', bid: 60 }),
        claim({ id: 'second', teamId: 'A', addPlayerId: 'keria', bid: 50, rank: 2 }),
        claim({ id: 'free', teamId: 'B', addPlayerId: 'faker', bid: 0 }),
      ],
      [team('A', 100), team('B', 0), team('C')],
    );
    expect(statusOf(results, 'first')?.status).toBe('won');
    expect(statusOf(results, 'second')).toMatchObject({
      status: 'failed',
      reason: CLAIM_REASONS.overBudget(50, 40),
    });
    expect(statusOf(results, 'free')?.status).toBe('won');
    expect(spent).toEqual(new Map([['A', 60]]));
  });
});

describe('settleClaims in rolling order', () => {
  it('gives the first team its first claim, then sends it to the end of the order', () => {
    const { results, order } = settleClaims({
      benchSize: 3,
      teamSlot: false,
      type: 'rolling',
      claims: [
        claim({ id: 'a1', teamId: 'A', addPlayerId: 'faker', rank: 1 }),
        claim({ id: 'a2', teamId: 'A', addPlayerId: 'chovy', rank: 2 }),
        claim({ id: 'b1', teamId: 'B', addPlayerId: 'faker', rank: 1 }),
        claim({ id: 'b2', teamId: 'B', addPlayerId: 'chovy', rank: 2, bid: 99 }),
      ],
      teams: [team('A'), team('B'), team('C')],
      order: ['A', 'B', 'C'],
      positions,
      teamNames: names,
    });
    expect(results.map((r) => [r.claimId, r.status])).toEqual([
      ['a1', 'won'],
      ['b1', 'lost'],
      // A is now last: B's next claim comes before A's second.
      ['b2', 'won'],
      ['a2', 'lost'],
    ]);
    expect(order).toEqual(['C', 'A', 'B']);
  });
});

describe('claims that no longer fit', () => {
  const settle = (claims: ClaimToSettle[], roster: TeamToSettle['roster']) =>
    settleClaims({
      benchSize: 3,
      teamSlot: false,
      type: 'rolling',
      claims,
      teams: [team('A', 100, roster)],
      order: ['A'],
      positions,
      teamNames: names,
    });

  it('fails without a drop on a full roster, and puts the player in the dropped one’s slot', () => {
    const { results } = settle(
      [
        claim({ id: 'nodrop', teamId: 'A', addPlayerId: 'zeus', rank: 1 }),
        claim({ id: 'drop', teamId: 'A', addPlayerId: 'faker', dropPlayerId: 'old', rank: 2 }),
      ],
      fullRoster(),
    );
    expect(statusOf(results, 'nodrop')).toMatchObject({
      status: 'failed',
      reason: CLAIM_REASONS.rosterFull,
    });
    expect(statusOf(results, 'drop')).toMatchObject({ status: 'won', slot: 'MID' });
  });

  it('fails when the player to drop is gone', () => {
    const { results } = settle(
      [
        claim({ id: 'one', teamId: 'A', addPlayerId: 'faker', dropPlayerId: 'old', rank: 1 }),
        claim({ id: 'two', teamId: 'A', addPlayerId: 'chovy', dropPlayerId: 'old', rank: 2 }),
      ],
      fullRoster(),
    );
    expect(statusOf(results, 'one')?.status).toBe('won');
    expect(statusOf(results, 'two')).toMatchObject({
      status: 'failed',
      reason: CLAIM_REASONS.dropGone,
    });
  });

  it('fails a team’s second claim on a player it has already won, not as a loss', () => {
    const { results } = settleClaims({
      benchSize: 3,
      teamSlot: false,
      type: 'faab',
      claims: [
        claim({ id: 'a1', teamId: 'A', bid: 20, rank: 1 }),
        claim({ id: 'a2', teamId: 'A', bid: 5, rank: 2, dropPlayerId: 'old' }),
        claim({ id: 'b', teamId: 'B', bid: 10 }),
      ],
      teams: [team('A', 100, fullRoster().slice(0, 6)), team('B')],
      order: ['A', 'B'],
      positions,
      teamNames: names,
    });
    expect(statusOf(results, 'a1')).toMatchObject({ status: 'won' });
    expect(statusOf(results, 'a2')).toMatchObject({
      status: 'failed',
      reason: CLAIM_REASONS.alreadyWon,
    });
    expect(statusOf(results, 'b')).toMatchObject({
      status: 'lost',
      reason: CLAIM_REASONS.taken('Alpha'),
    });
  });

  it('awards each player once, whatever the claims', () => {
    const ids = ['faker', 'chovy', 'zeus', 'keria'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            teamId: fc.constantFrom('A', 'B', 'C'),
            addPlayerId: fc.constantFrom(...ids),
            bid: fc.integer({ min: 0, max: 120 }),
          }),
          { maxLength: 12 },
        ),
        fc.constantFrom('faab', 'rolling', 'reverse-standings' as const),
        (drafts, type) => {
          const claims = drafts.map((d, index) => claim({ ...d, id: `c${index}`, rank: index }));
          const { results, spent } = settleClaims({
            benchSize: 3,
            teamSlot: false,
            type,
            claims,
            teams: [team('A'), team('B'), team('C')],
            order: ['A', 'B', 'C'],
            positions,
            teamNames: names,
          });
          expect(results).toHaveLength(claims.length);
          const won = results
            .filter((r) => r.status === 'won')
            .map((r) => claims.find((c) => c.id === r.claimId)!.addPlayerId);
          expect(new Set(won).size).toBe(won.length);
          for (const left of spent.values()) expect(left).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('placeAdded', () => {
  it('takes the freed slot when it fits, else the draft’s rule', () => {
    const shape = rosterShapeOfSlots(['TOP', 'JUNGLE', 'ADC', 'SUPPORT', 'FLEX'], {
      benchSize: 3,
      teamSlot: false,
    });
    expect(placeAdded(shape, 'MID', 'MID')).toBe('MID');
    expect(placeAdded(shape, 'MID', 'TOP')).toBe('MID');
    expect(placeAdded(shape, 'TOP', null)).toBe('BENCH');
  });

  it("puts a TEAM player into the league's open TEAM slot, and only a TEAM player", () => {
    const slots = ['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX'] as const;
    const shape = rosterShapeOfSlots(slots, { benchSize: 3, teamSlot: true });
    expect(placeAdded(shape, 'TEAM', null)).toBe('TEAM');
    expect(placeAdded(shape, 'MID', null)).toBe('BENCH');
    expect(placeAdded(shape, 'MID', 'TEAM')).toBe('BENCH');
  });

  it('fills the player’s own empty starter slot rather than the bench a drop frees', () => {
    const withTeamSlot = rosterShapeOfSlots(['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX'], {
      benchSize: 3,
      teamSlot: true,
    });
    expect(placeAdded(withTeamSlot, 'TEAM', 'BENCH')).toBe('TEAM');
    expect(placeAdded(withTeamSlot, 'MID', 'BENCH')).toBe('BENCH');
    const noMid = rosterShapeOfSlots(['TOP', 'JUNGLE', 'ADC', 'SUPPORT', 'FLEX', 'BENCH'], {
      benchSize: 3,
      teamSlot: false,
    });
    expect(placeAdded(noMid, 'MID', 'BENCH')).toBe('MID');
    // In a league without the TEAM slot a TEAM player takes the bench he is given.
    expect(placeAdded(noMid, 'TEAM', 'BENCH')).toBe('BENCH');
    // A freed starter slot is kept: the lineup keeps its shape.
    expect(placeAdded(noMid, 'MID', 'FLEX')).toBe('FLEX');
  });
});

describe('a claim in a league with the TEAM slot', () => {
  it('wins a TEAM player into the empty TEAM slot of an otherwise full roster', () => {
    const { results } = settleClaims({
      benchSize: 3,
      teamSlot: true,
      type: 'rolling',
      claims: [claim({ id: 'org', teamId: 'A', addPlayerId: 't1', rank: 1 })],
      teams: [team('A', 100, fullRoster())],
      order: ['A'],
      positions: new Map([['t1', 'TEAM']]),
      teamNames: names,
    });
    expect(statusOf(results, 'org')).toMatchObject({ status: 'won', slot: 'TEAM' });
  });
});

describe('claimsResultTitle', () => {
  it('says how many of the claims settled at one clear were won', () => {
    expect(claimsResultTitle(1, 2)).toBe('Waiver claims: 1 of 2 won');
    expect(claimsResultTitle(0, 2)).toBe('Waiver claims: none of 2 won');
    expect(claimsResultTitle(3, 3)).toBe('Waiver claims: 3 of 3 won');
  });

  it('tells a win from a loss, one claim or several', () => {
    expect(claimNewsIsAWin('Claim won: Zeus')).toBe(true);
    expect(claimNewsIsAWin('Claim lost: Zeus')).toBe(false);
    expect(claimNewsIsAWin('Claim failed: Zeus')).toBe(false);
    expect(claimNewsIsAWin(claimsResultTitle(1, 2))).toBe(true);
    expect(claimNewsIsAWin(claimsResultTitle(0, 2))).toBe(false);
  });
});
