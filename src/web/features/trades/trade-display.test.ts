import { describe, expect, it } from 'vitest';
import type { Trade } from '../../../domain/contract/trades';
import type { TradeStatus } from '../../../domain/vocabulary';
import {
  acceptedTradeMessage,
  expiryLabel,
  groupOffers,
  inReviewLabel,
  relativeTime,
  TRADE_STATUS_LABELS,
  tradeFromSide,
} from './trade-display';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const HOUR = 3_600_000;

const team = (id: string) => ({ id, name: `Team ${id}`, owner: `owner-${id}`, userId: id });
const NO_ACTIONS = { accept: false, reject: false, counter: false, cancel: false, veto: false };

function trade(
  id: string,
  status: TradeStatus,
  from: string,
  to: string,
  actions: Partial<Trade['actions']> = {},
): Trade {
  return {
    id,
    status,
    fromTeam: team(from),
    toTeam: team(to),
    give: [{ id: `${from}-player` }],
    receive: [{ id: `${to}-player` }],
    actions: { ...NO_ACTIONS, ...actions },
  } as Trade;
}

describe('relativeTime', () => {
  it('says minutes within the hour, hours within two days, days within a week', () => {
    expect(relativeTime(at(25 * 60_000), NOW)).toBe('in 25 minutes');
    expect(relativeTime(at(5 * HOUR), NOW)).toBe('in 5 hours');
    expect(relativeTime(at(47 * HOUR), NOW)).toBe('in 47 hours');
    expect(relativeTime(at(3 * 24 * HOUR), NOW)).toBe('in 3 days');
    expect(relativeTime(at(-2 * HOUR), NOW)).toBe('2 hours ago');
  });

  it('gives the date beyond a week', () => {
    expect(relativeTime(at(10 * 24 * HOUR), NOW)).toMatch(/Mar 20/);
  });
});

describe('expiryLabel', () => {
  it("reads 'Expires in …' until the offer lapses, then 'Expired'", () => {
    expect(expiryLabel(at(47 * HOUR), NOW)).toBe('Expires in 47 hours');
    expect(expiryLabel(at(-1), NOW)).toBe('Expired');
  });
});

const WAITING = 'Completes when the week ends: Andil is locked (game started)';

describe('inReviewLabel', () => {
  it("reads 'In review until' a day and time, or just 'In review' without an end", () => {
    expect(inReviewLabel({ reviewEndsAt: at(24 * HOUR), reason: null })).toMatch(
      /^In review until \w{3}, Mar 1[01], /,
    );
    expect(inReviewLabel({ reviewEndsAt: null, reason: null })).toBe('In review');
  });

  it('shows why a trade waits for a locked player, and no real-world time', () => {
    expect(inReviewLabel({ reviewEndsAt: at(5 * 24 * HOUR), reason: WAITING })).toBe(WAITING);
  });
});

describe('acceptedTradeMessage', () => {
  it('says the players have moved when the trade completed at once', () => {
    expect(acceptedTradeMessage({ status: 'completed', reviewEndsAt: at(0), reason: null })).toBe(
      'The trade is complete: the players have changed teams',
    );
  });

  it('says until when the trade is in review, then that the players move', () => {
    expect(
      acceptedTradeMessage({ status: 'accepted', reviewEndsAt: at(24 * HOUR), reason: null }),
    ).toMatch(/^In review until .*; then the players change teams$/);
  });

  it('gives the reason a trade waits for the week to end', () => {
    expect(
      acceptedTradeMessage({ status: 'accepted', reviewEndsAt: at(24 * HOUR), reason: WAITING }),
    ).toBe(WAITING);
  });
});

describe('status labels', () => {
  it('calls an accepted trade "In review"', () => {
    expect(TRADE_STATUS_LABELS.accepted).toBe('In review');
    expect(TRADE_STATUS_LABELS.completed).toBe('Completed');
    expect(TRADE_STATUS_LABELS.vetoed).toBe('Vetoed');
  });
});

describe('groupOffers', () => {
  it("splits a team's open trades into received, sent and in review", () => {
    const trades = [
      trade('t1', 'pending', 'b', 'a', { accept: true }),
      trade('t2', 'pending', 'a', 'c', { cancel: true }),
      trade('t3', 'accepted', 'a', 'b'),
      trade('t4', 'completed', 'a', 'b'),
      trade('t5', 'rejected', 'b', 'a'),
    ];
    const offers = groupOffers(trades, 'a');
    expect(offers.received.map((t) => t.id)).toEqual(['t1']);
    expect(offers.sent.map((t) => t.id)).toEqual(['t2']);
    expect(offers.inReview.map((t) => t.id)).toEqual(['t3']);
  });
});

describe('tradeFromSide', () => {
  it('reads a trade from either team: the other team, what it gives and gets', () => {
    const t = trade('t1', 'pending', 'a', 'b');
    expect(tradeFromSide(t, 'a')).toEqual({ other: t.toTeam, gives: t.give, gets: t.receive });
    expect(tradeFromSide(t, 'b')).toEqual({ other: t.fromTeam, gives: t.receive, gets: t.give });
  });
});
