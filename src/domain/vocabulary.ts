/**
 * The words and limits the contract and the rules share: positions, regions, roster slots,
 * statuses, error codes and the bounds a request is checked against. This module imports
 * nothing, so every other module may import it without forming a circle.
 */

/** Where a league draws its players from (a league may choose several). */
export const LEAGUE_REGIONS = ['AMERICAS', 'EMEA', 'CHINA', 'KOREA'] as const;
export type LeagueRegion = (typeof LEAGUE_REGIONS)[number];

/** A pro's role; TEAM is a real organisation scored from its team rows. */
export const PLAYER_POSITIONS = ['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'TEAM'] as const;
export type PlayerPosition = (typeof PLAYER_POSITIONS)[number];

/** Where a pro plays: LTA North and South are shown as NORTH and SOUTH. */
export const PLAYER_REGIONS = ['LCK', 'LPL', 'LEC', 'LCS', 'NORTH', 'SOUTH'] as const;
export type PlayerRegion = (typeof PLAYER_REGIONS)[number];

/**
 * The six starter slots every league has. A league may add a seventh, `TEAM_SLOT`, for a pro
 * organisation: a league's own starters come from `starterSlotsOf` (src/domain/roster.ts).
 */
export const STARTER_SLOTS = ['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX'] as const;
/** The starter slot that takes only TEAM players, in the leagues that choose it. */
export const TEAM_SLOT = 'TEAM';
/** Every slot a player may hold in some league: the starters, the TEAM slot, the bench. */
export const ROSTER_SLOTS = [...STARTER_SLOTS, TEAM_SLOT, 'BENCH'] as const;
export type StarterSlot = (typeof STARTER_SLOTS)[number] | typeof TEAM_SLOT;
export type RosterSlot = (typeof ROSTER_SLOTS)[number];
/** Players on the bench: 3 unless the league's commissioner chose from 0 to `MAX_BENCH_SIZE`. */
export const BENCH_SIZE = 3;
export const MAX_BENCH_SIZE = 6;

/** A draft's life: ended means the commissioner stopped it early. */
export const DRAFT_STATUSES = ['not_started', 'started', 'complete', 'ended'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];
export const DRAFT_TYPES = ['snake', 'auction'] as const;
export type DraftType = (typeof DRAFT_TYPES)[number];

/**
 * A draft has one round per starter slot of the league (`draftRounds` in src/domain/draft.ts):
 * 6, or 7 with the TEAM slot. These are the fewest and the most.
 */
export const MIN_DRAFT_ROUNDS = STARTER_SLOTS.length;
export const MAX_DRAFT_ROUNDS = STARTER_SLOTS.length + 1;
export const MIN_PICK_SECONDS = 10;
export const MAX_PICK_SECONDS = 600;
export const CHAT_MAX_LENGTH = 500;

/**
 * A team must be able to pay $1 for each of its picks, so the budget is at least the fewest
 * rounds; a league with the TEAM slot needs one dollar more (`auctionBudgetProblem`).
 */
export const MIN_AUCTION_BUDGET = MIN_DRAFT_ROUNDS;
export const MAX_AUCTION_BUDGET = 1000;
export const MIN_BID_SECONDS = 5;
export const MAX_BID_SECONDS = 120;
export const MIN_NOMINATION_SECONDS = 10;
export const MAX_NOMINATION_SECONDS = 300;

/**
 * A trade's life: an offer from one owner to another, answered by the other; once accepted it
 * waits out the league's review period (the commissioner may veto it), then completes.
 */
export const TRADE_STATUSES = [
  'pending',
  'accepted',
  'completed',
  'rejected',
  'cancelled',
  'expired',
  'countered',
  'void',
  'vetoed',
] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];
/** The review periods a commissioner may choose, in hours. */
export const TRADE_REVIEW_HOURS = [0, 12, 24, 48] as const;
/** At most a whole roster (every starter and the bench) on each side. */
export const MAX_TRADE_PLAYERS = MAX_DRAFT_ROUNDS + MAX_BENCH_SIZE;

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_PAGE_SIZE = 20;
/** How many notifications the centre lists at a time. */
export const NOTIFICATION_LIST_SIZE = 30;

/**
 * Every code a client can branch on, over HTTP and over the live sockets; the message beside
 * it is what a person reads.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_MESSAGE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** A roster change that touches a player whose game of the week has started. */
  'LINEUP_LOCKED',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  /** A plain HTTP request to a WebSocket address (426). */
  'UPGRADE_REQUIRED',
  'UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

// Free agency and waivers (src/domain/waivers.ts has the rules).
export const WAIVER_TYPES = ['faab', 'rolling', 'reverse-standings'] as const;
export type WaiverType = (typeof WAIVER_TYPES)[number];

export const DEFAULT_WAIVER_TYPE: WaiverType = 'faab';
export const DEFAULT_FAAB_BUDGET = 100;
export const MAX_FAAB_BUDGET = 1000;
export const DEFAULT_WAIVER_DAYS = 2;
export const MAX_WAIVER_DAYS = 7;

export const PLAYER_STATUSES = ['free', 'waivers', 'rostered'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/** Teams in a league's playoff bracket; with 6, seeds 1 and 2 sit out the first round. */
export const PLAYOFF_TEAMS = [2, 4, 6, 8] as const;
export type PlayoffTeams = (typeof PLAYOFF_TEAMS)[number];
export const DEFAULT_PLAYOFF_TEAMS: PlayoffTeams = 4;
/** Fantasy weeks each playoff round lasts. */
export const PLAYOFF_ROUND_WEEKS = [1, 2] as const;
export type PlayoffRoundWeeks = (typeof PLAYOFF_ROUND_WEEKS)[number];
/** What a matchup is part of: the regular season, or a playoff or consolation round. */
export const MATCHUP_STAGES = ['regular', 'playoff', 'consolation'] as const;
export type MatchupStage = (typeof MATCHUP_STAGES)[number];

/** A count with its word: '1 week', '9 weeks', '0 rounds'. */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
