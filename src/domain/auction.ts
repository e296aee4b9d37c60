import { chooseAutopick, draftRounds, pickDeadline } from './draft';
import { placeDraftedPlayer, type RosterShape } from './roster';
import type { ErrorCode, PlayerPosition, RosterSlot } from './vocabulary';

/**
 * The auction draft: teams take turns nominating a player with an opening bid, every team with
 * room and budget may outbid, and when the bid clock runs out the high bidder wins the player
 * at their bid. Each team still drafts one player per starter slot of the league (`rounds`,
 * `draftRounds`), as in a snake draft.
 */

export const DEFAULT_AUCTION_BUDGET = 200;
export const DEFAULT_BID_SECONDS = 15;
export const DEFAULT_NOMINATION_SECONDS = 30;
/** Bids are whole dollars, $1 the least. */
export const MIN_BID = 1;

export const NOT_YOUR_NOMINATION = 'Not your nomination';
export const NOMINATE_AFTER_LOT =
  'A player is up for bids; the next nomination comes when he is sold';
export const NOT_ENOUGH_BUDGET = 'Not enough budget';
export const PLAYER_TAKEN = 'That player has already been drafted';
/** The player's clock ran out: he goes to the high bid. */
export const BIDDING_CLOSED = 'Bidding on this player has closed';
/** The bid names a nomination that is over (or none is up): the client is behind. */
export const LOT_MOVED_ON = 'That player is no longer up for bids: the auction has moved on';
export const ROSTER_FULL = 'Your roster is full';
export const ALREADY_HIGH_BIDDER = 'You already have the high bid';
/** The commissioner recording a sale is not the team's owner, so the team is named. */
export const TEAM_ROSTER_FULL = "That team's roster is full";
export const PRICE_TOO_LOW = `Price must be at least $${MIN_BID}`;
export const bidTooLow = (least: number) => `Bid must be at least $${least}`;
/** A bid typed above what the team may spend, said where it is typed. */
export const overMaxBid = (max: number) => `Your max bid is $${max}`;

/** A refusal: the code a client branches on and the text a manager reads. */
export interface AuctionProblem {
  code: ErrorCode;
  message: string;
}

/** A team as the auction sees it. */
export interface AuctionTeam {
  teamId: string;
  budgetLeft: number;
  /** Players this team has won in this auction. */
  playersWon: number;
  roster: RosterShape;
}

export interface AuctionPlayer {
  id: string;
  position: PlayerPosition;
}

/**
 * The player up for bid. A nomination opens with the nominator as the high bidder at the
 * opening bid; `nominationNo` counts nominations (0-based) as `pickNo` counts snake picks.
 */
export interface OpenLot {
  nominationNo: number;
  player: AuctionPlayer;
  highBid: number;
  highBidderId: string;
  /** When the bid clock runs out (bidDeadline of the last bid). */
  deadline: Date;
}

/** A team that has won a player for every round is full: it neither nominates nor bids. */
export const isTeamFull = (playersWon: number, rounds: number) => playersWon >= rounds;

/**
 * The most a team may bid: its budget left minus $1 for each roster place it still has to fill
 * after this player, so it can always complete its roster. A full team's is 0; never negative.
 */
export function maxBid(budgetLeft: number, playersWon: number, rounds: number): number {
  if (isTeamFull(playersWon, rounds)) return 0;
  return Math.max(0, budgetLeft - (rounds - playersWon - 1));
}

/**
 * Why an amount typed as a bid or an opening bid cannot be sent, or null: it must be whole
 * dollars from `least` (the high bid + 1, or $1 to open) up to the team's max bid. The browser
 * says so by the field and sends nothing: an amount out of range is never turned into another
 * one and sent.
 */
export function typedBidProblem(amount: number, least: number, max: number): string | null {
  if (!isWholeDollars(amount, least)) return bidTooLow(least);
  return amount > max ? overMaxBid(max) : null;
}

/** Why an auction of `rounds` rounds cannot start with this budget: $1 a player at the least. */
export function auctionBudgetProblem(budget: number, rounds: number): string | null {
  return budget < rounds
    ? `The auction budget must be at least $${rounds}: $1 for each of the ${rounds} players a team drafts`
    : null;
}

/**
 * The index in `order` of the next team to nominate after `previous` (null before the first
 * nomination): the order fixed at the start, wrapping around, skipping full teams. Null when
 * every team is full, which is when the auction is complete.
 */
export function nextNominator(
  order: readonly string[],
  previous: number | null,
  isFull: (teamId: string) => boolean,
): number | null {
  const start = previous === null ? 0 : previous + 1;
  for (let step = 0; step < order.length; step += 1) {
    const index = (start + step) % order.length;
    if (!isFull(order[index]!)) return index;
  }
  return null;
}

/**
 * Whether the auction is over: every one of `teamCount` teams has won a player for each of the
 * `rounds` (the snake draft's rule). A team missing from `wonByTeam` has won nobody.
 */
export function isAuctionComplete(
  teamCount: number,
  wonByTeam: ReadonlyMap<string, number>,
  rounds: number,
): boolean {
  const fullTeams = [...wonByTeam.values()].filter((won) => isTeamFull(won, rounds)).length;
  return fullTeams >= teamCount;
}

/** When the bid clock runs out: each bid restarts it, like a pick's clock. */
export function bidDeadline(lastBidAt: Date, bidSeconds: number): Date {
  return pickDeadline(lastBidAt, bidSeconds);
}

/** The winner's budget left once they pay `price` for the player. */
export function settle(budgetLeft: number, price: number): number {
  return budgetLeft - price;
}

/**
 * The clock's nomination when a team lets its nomination time run out: the best available
 * player (callers pass them best first) that fits its roster, with the slot, for $1.
 */
export function chooseAutoNomination<T extends { position: PlayerPosition }>(
  roster: RosterShape,
  candidates: readonly T[],
): { player: T; slot: RosterSlot; openingBid: number } | null {
  const pick = chooseAutopick(roster, candidates);
  return pick && { ...pick, openingBid: MIN_BID };
}

const problem = (code: ErrorCode, message: string): AuctionProblem => ({ code, message });

const isWholeDollars = (amount: number, least: number) =>
  Number.isInteger(amount) && amount >= least;

/** The roster has no slot for the player: the draft's own placement error. */
function placementProblem(roster: RosterShape, position: PlayerPosition): AuctionProblem | null {
  const placement = placeDraftedPlayer(roster, position);
  return 'error' in placement ? problem('CONFLICT', placement.error) : null;
}

// A price above the team's max bid is well formed; it is refused for the team's budget as it
// stands now, which changes as the auction goes on, so it is a CONFLICT, not a VALIDATION_ERROR.
const budgetProblem = (team: AuctionTeam, amount: number) =>
  amount > maxBid(team.budgetLeft, team.playersWon, draftRounds(team.roster))
    ? problem('CONFLICT', NOT_ENOUGH_BUDGET)
    : null;

/** The team has won a player for every round of its league's draft. */
const wonEveryRound = (team: AuctionTeam) => isTeamFull(team.playersWon, draftRounds(team.roster));

export interface NominationAttempt {
  team: AuctionTeam;
  /** The team whose turn it is to nominate; null while a player is up for bid. */
  onTheClock: string | null;
  player: AuctionPlayer;
  openingBid: number;
  /** Players already won and the one up for bid. */
  taken: ReadonlySet<string>;
}

/**
 * Why a team cannot nominate this player at this opening bid, or null: it is not its turn, it
 * is full, the player is taken or has no slot on its roster, or the opening bid is not whole
 * dollars from $1 up to the team's max bid.
 */
export function nominationProblem(attempt: NominationAttempt): AuctionProblem | null {
  const { team, player, openingBid } = attempt;
  if (attempt.onTheClock !== team.teamId) return problem('FORBIDDEN', NOT_YOUR_NOMINATION);
  if (wonEveryRound(team)) return problem('CONFLICT', ROSTER_FULL);
  if (attempt.taken.has(player.id)) return problem('CONFLICT', PLAYER_TAKEN);
  const noRoom = placementProblem(team.roster, player.position);
  if (noRoom) return noRoom;
  if (!isWholeDollars(openingBid, MIN_BID)) return problem('VALIDATION_ERROR', bidTooLow(MIN_BID));
  return budgetProblem(team, openingBid);
}

export interface BidAttempt {
  team: AuctionTeam;
  /** The open player, null between nominations. */
  lot: OpenLot | null;
  /** The nomination the bid is for. */
  nominationNo: number;
  /** The high bid the client saw and means to beat. */
  beats: number;
  amount: number;
  now: Date;
}

/**
 * Why a bid cannot stand, or null. Bidding is closed when the bid is for another nomination or
 * the clock has run out (at the deadline itself too). A bid must be whole dollars above the high
 * bid it names (`beats`, what its bidder saw), else it is malformed; and above the high bid as it
 * stands now, else it was outbid on its way and its bidder is told the new least bid. So of bids
 * sent against the same high bid, each that is still the highest when its turn comes stands, and
 * the highest of them wins. The high bidder may not raise their own bid.
 */
export function bidProblem(attempt: BidAttempt): AuctionProblem | null {
  const { team, lot, amount } = attempt;
  if (!lot || lot.nominationNo !== attempt.nominationNo) return problem('CONFLICT', LOT_MOVED_ON);
  if (attempt.now >= lot.deadline) return problem('CONFLICT', BIDDING_CLOSED);
  if (wonEveryRound(team)) return problem('CONFLICT', ROSTER_FULL);
  const noRoom = placementProblem(team.roster, lot.player.position);
  if (noRoom) return noRoom;
  if (lot.highBidderId === team.teamId) return problem('CONFLICT', ALREADY_HIGH_BIDDER);
  const least = lot.highBid + 1;
  if (!isWholeDollars(amount, Math.min(attempt.beats, lot.highBid) + 1)) {
    return problem('VALIDATION_ERROR', bidTooLow(least));
  }
  // Outbid while the bid was on its way: the bid was valid when made, so a CONFLICT.
  if (amount < least) return problem('CONFLICT', bidTooLow(least));
  return budgetProblem(team, amount);
}

export interface RecordedSale {
  team: AuctionTeam;
  player: AuctionPlayer;
  price: number;
  /** Players already won. */
  taken: ReadonlySet<string>;
}

/**
 * Why the commissioner cannot record that a team bought a player at a price in an auction held
 * in person, or null: the player is taken, the team is full or has no slot for them, or the
 * price is not whole dollars from $1 up to the team's max bid.
 */
export function recordedSaleProblem(sale: RecordedSale): AuctionProblem | null {
  const { team, player, price } = sale;
  if (sale.taken.has(player.id)) return problem('CONFLICT', PLAYER_TAKEN);
  if (wonEveryRound(team)) return problem('CONFLICT', TEAM_ROSTER_FULL);
  const noRoom = placementProblem(team.roster, player.position);
  if (noRoom) return noRoom;
  if (!isWholeDollars(price, MIN_BID)) return problem('VALIDATION_ERROR', PRICE_TOO_LOW);
  return budgetProblem(team, price);
}
