import type { Trade } from '../../../domain/contract/trades';
import type { TradeStatus } from '../../../domain/vocabulary';

export const TRADE_STATUS_LABELS: Record<TradeStatus, string> = {
  pending: 'Pending',
  accepted: 'In review',
  completed: 'Completed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  expired: 'Expired',
  countered: 'Countered',
  void: 'Void',
  vetoed: 'Vetoed',
};

export const TRADE_STATUS_COLORS: Record<TradeStatus, string> = {
  pending: 'blue',
  accepted: 'gold',
  completed: 'rift',
  rejected: 'red',
  cancelled: 'gray',
  expired: 'gray',
  countered: 'grape',
  void: 'gray',
  vetoed: 'red',
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Closer than this a time reads as "in 5 hours"; further away as a date. */
const RELATIVE_WINDOW = 7 * DAY;

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const calendarDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/**
 * A time near now in words ("in 5 hours", "in 2 days", "3 minutes ago"); beyond a week, the
 * date and time in the viewer's time zone.
 */
export function relativeTime(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return '';
  const diff = at - now;
  const distance = Math.abs(diff);
  if (distance >= RELATIVE_WINDOW) return dayAndTime.format(at);
  if (distance < HOUR) return relative.format(Math.round(diff / MINUTE), 'minute');
  // Up to two days in hours ("in 47 hours"), so an offer's last day is not rounded to "2 days".
  if (distance < 2 * DAY) return relative.format(Math.round(diff / HOUR), 'hour');
  return relative.format(Math.round(diff / DAY), 'day');
}

/** When a pending offer lapses: 'Expires in 47 hours', or 'Expired' once past. */
export function expiryLabel(expiresAt: string, now: number): string {
  return Date.parse(expiresAt) <= now ? 'Expired' : `Expires ${relativeTime(expiresAt, now)}`;
}

/**
 * What an accepted trade waits for: a player of it who is locked ('Completes when the week ends:
 * Andil is locked (game started)', the server's reason), else the review ('In review until Tue,
 * Sep 2, 3:00 PM'). Waiting for a lock, its due time is only the server's next look at it (the
 * week's end in real time, or soon on a paused replay), so no time is shown.
 */
export function inReviewLabel(trade: Pick<Trade, 'reviewEndsAt' | 'reason'>): string {
  if (trade.reason) return trade.reason;
  const at = trade.reviewEndsAt ? Date.parse(trade.reviewEndsAt) : Number.NaN;
  return Number.isFinite(at) ? `In review until ${dayAndTime.format(at)}` : 'In review';
}

/** The 'Trade Accepted' toast: done at once, or what it waits for before the players move. */
export function acceptedTradeMessage(trade: Pick<Trade, 'status' | 'reviewEndsAt' | 'reason'>) {
  if (trade.status === 'completed') return 'The trade is complete: the players have changed teams';
  return trade.reason ?? `${inReviewLabel(trade)}; then the players change teams`;
}

/** The day a trade was made, for the league's transactions: 'Sep 1, 2025'. */
export function tradeDateLabel(iso: string): string {
  const at = Date.parse(iso);
  return Number.isFinite(at) ? calendarDate.format(at) : '';
}

/** The day that dates a transaction: when it was decided, else accepted, else proposed. */
export const transactionDate = (trade: Trade) =>
  trade.decidedAt ?? trade.acceptedAt ?? trade.createdAt;

export interface TeamOffers {
  /** Pending offers the team's owner may answer. */
  received: Trade[];
  /** Pending offers the team made, which its owner may withdraw. */
  sent: Trade[];
  /** Accepted trades of the team, waiting out the league's review. */
  inReview: Trade[];
}

/** A team's open trades, by what its owner can do with them. */
export function groupOffers(trades: readonly Trade[], teamId: string): TeamOffers {
  const offers: TeamOffers = { received: [], sent: [], inReview: [] };
  for (const trade of trades) {
    if (trade.status === 'accepted') offers.inReview.push(trade);
    else if (trade.status !== 'pending') continue;
    else if (trade.toTeam.id === teamId) offers.received.push(trade);
    else if (trade.fromTeam.id === teamId) offers.sent.push(trade);
  }
  return offers;
}

/** A trade seen from one of its teams: what that team gives and what it gets. */
export function tradeFromSide(trade: Trade, teamId: string) {
  const proposer = trade.fromTeam.id === teamId;
  return {
    other: proposer ? trade.toTeam : trade.fromTeam,
    gives: proposer ? trade.give : trade.receive,
    gets: proposer ? trade.receive : trade.give,
  };
}
