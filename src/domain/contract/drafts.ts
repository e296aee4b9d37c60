import { z } from 'zod';
import {
  DRAFT_STATUSES,
  DRAFT_TYPES,
  MAX_AUCTION_BUDGET,
  MAX_BID_SECONDS,
  MAX_NOMINATION_SECONDS,
  MAX_PICK_SECONDS,
  MIN_AUCTION_BUDGET,
  MIN_BID_SECONDS,
  MIN_NOMINATION_SECONDS,
  MIN_PICK_SECONDS,
  PLAYER_POSITIONS,
  PLAYER_REGIONS,
  ROSTER_SLOTS,
} from '../vocabulary';
import { BODY_REQUIRED, idField, oneOf, uuidSchema, wholeInRange } from './fields';

/**
 * Drafts: what the board (GET /draft/status) and the live room show of a draft, and the
 * requests that schedule, start, pick and record sales. The live room's socket messages are in
 * draft-room.ts.
 */

export const draftStatusSchema = z.enum(DRAFT_STATUSES);

const count = z.number().int().min(0);

/** What a draft shows of a player: enough to choose, not the whole stat line. */
export const draftPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.enum(PLAYER_POSITIONS),
  team: z.string(),
  region: z.enum(PLAYER_REGIONS),
  fantasyPoints: z.number(),
  avatarUrl: z.string(),
});
export type DraftPlayer = z.infer<typeof draftPlayerSchema>;

/** A team in the draft order; `owner` is the owner's username, or 'Bot'. */
export const draftTeamSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  userId: z.string().nullable(),
  owner: z.string(),
});
export type DraftTeam = z.infer<typeof draftTeamSchema>;

/** A place in the snake and its team: `pickNumber` 0-based over the draft, `round` and `pick` 1-based. */
const pickPlace = {
  pickNumber: count,
  round: count,
  pick: count,
  teamId: z.string(),
  teamName: z.string(),
};

/** One made pick. */
export const madePickSchema = z.object({
  ...pickPlace,
  /** The team's owner's username, or 'Bot'. */
  user: z.string(),
  player: draftPlayerSchema,
  /** The roster slot the player went into. */
  position: z.enum(ROSTER_SLOTS),
  /** Made by the clock running out rather than by a person. */
  auto: z.boolean(),
  /** What the team paid, in an auction; null in a snake draft. */
  price: count.nullable(),
  madeAt: z.string(),
});
export type DraftPick = z.infer<typeof madePickSchema>;

/** The pick being waited for. */
export const draftTurnSchema = z.object({
  ...pickPlace,
  /** Who may make this pick: the owner, or the commissioner for a bot team. */
  pickerId: z.string().nullable(),
  picker: z.string(),
  /** When the clock runs out and the server picks (ISO time); null while the clock is paused. */
  deadline: z.string().nullable(),
});
export type DraftTurn = z.infer<typeof draftTurnSchema>;

/** One acknowledged bid on the player up (the opening bid first). */
export const auctionBidSchema = z.object({
  amount: count,
  teamId: z.string(),
  teamName: z.string(),
  madeAt: z.string(),
});
export type AuctionBid = z.infer<typeof auctionBidSchema>;

/** An auction draft as it stands: budgets, whose nomination it is, and the player up. */
export const auctionStateSchema = z.object({
  /** Each team's budget at the start, in whole dollars. */
  budget: count,
  bidSeconds: count,
  nominationSeconds: count,
  /** The commissioner paused the clock; `deadline`s are null meanwhile. */
  paused: z.boolean(),
  /** The nominations so far; the player up is nomination number `lotNumber`. */
  lotNumber: count,
  /** While no player is up: the team that nominates, who may do it, and the clock. */
  nominating: z
    .object({
      teamId: z.string(),
      teamName: z.string(),
      /** The owner, or the commissioner for a bot team. */
      nominatorId: z.string().nullable(),
      deadline: z.string().nullable(),
    })
    .nullable(),
  /** The player up for bids, the high bid and its team, and when bidding closes. */
  lot: z
    .object({
      number: count,
      player: draftPlayerSchema,
      highBid: count,
      highTeamId: z.string(),
      highTeamName: z.string(),
      deadline: z.string().nullable(),
      /** The bids on this player, newest first. */
      bids: z.array(auctionBidSchema),
    })
    .nullable(),
  /** Each team in nomination order: budget left, players won and the most it may bid now. */
  teams: z.array(
    z.object({
      teamId: z.string(),
      budgetLeft: count,
      playersWon: count,
      maxBid: count,
    }),
  ),
});
export type AuctionState = z.infer<typeof auctionStateSchema>;

/** The engine's state of one league's draft, as both the board and the live room show it. */
export const draftStateSchema = z.object({
  leagueId: z.string(),
  leagueName: z.string(),
  status: draftStatusSchema,
  /** The league's draft type: snake picks in turn, or an auction with budgets. */
  type: z.enum(DRAFT_TYPES),
  /** Goes up with every change; a live pick names the version it was made against. */
  version: count,
  commissioner: z.object({ userId: z.string().nullable(), username: z.string().nullable() }),
  /** The pick clock (league setting). */
  pickSeconds: count,
  /** The fixed order once started; before that, the league's teams in joining order. */
  order: z.array(draftTeamSchema),
  /** Players each team drafts: one per starter slot of the league (6, or 7 with TEAM). */
  rounds: count,
  /** The league's roster: its bench's seats and whether it has the TEAM slot. */
  roster: z.object({ benchSize: count, teamSlot: z.boolean() }),
  totalPicks: count,
  picks: z.array(madePickSchema),
  /**
   * The commissioner paused the draft's clock (a snake pick's or an auction's): nothing is
   * picked, nominated or bid until it resumes, and every deadline is null meanwhile.
   */
  paused: z.boolean(),
  /** The snake pick on the clock; null in an auction. */
  onTheClock: draftTurnSchema.nullable(),
  /** The auction's state once it has started; null in a snake draft and before the start. */
  auction: auctionStateSchema.nullable(),
  /** The server's time when the state was read, so a client can correct its own clock. */
  serverTime: z.string(),
});
export type DraftState = z.infer<typeof draftStateSchema>;

/** GET /draft/status: the state and the players still available, best first. */
export const draftStatusResponseSchema = draftStateSchema.extend({
  available: z.array(draftPlayerSchema),
});
export type DraftStatusResponse = z.infer<typeof draftStatusResponseSchema>;

/** A league member in the live room, connected or not (a dropped drafter keeps the seat). */
export const draftParticipantSchema = z.object({
  userId: z.string(),
  username: z.string(),
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  online: z.boolean(),
  isCommissioner: z.boolean(),
});
export type DraftParticipant = z.infer<typeof draftParticipantSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  message: z.string(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A pick as the draft history lists it: who picked (their seat's name), whom, and where. */
export const historyEntrySchema = madePickSchema.pick({
  round: true,
  pick: true,
  user: true,
  player: true,
  position: true,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** What one seat has drafted, by roster slot (TEAM null in a league without that slot). */
export const draftedRosterSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  players: z.object({
    TOP: draftPlayerSchema.nullable(),
    JUNGLE: draftPlayerSchema.nullable(),
    MID: draftPlayerSchema.nullable(),
    ADC: draftPlayerSchema.nullable(),
    SUPPORT: draftPlayerSchema.nullable(),
    FLEX: draftPlayerSchema.nullable(),
    TEAM: draftPlayerSchema.nullable(),
    BENCH: z.array(draftPlayerSchema),
  }),
});
export type DraftedRoster = z.infer<typeof draftedRosterSchema>;

/**
 * The same draft told by username, in the vocabulary of the product's live room: draftOrder,
 * draftHistory and teams name each seat by its owner (see seatName in live-snapshot.ts).
 */
export const usernameViewSchema = z.object({
  /** The draft has begun; it stays true once the draft is over. */
  draftStarted: z.boolean(),
  /** No pick will follow: the draft is complete, or the commissioner ended it. */
  draftComplete: z.boolean(),
  /** Seat names in the first round's pick order. */
  draftOrder: z.array(z.string()),
  /** The pick on the clock, 0-based: the number of picks made, and of picks the clock passed. */
  currentPickIndex: count,
  draftHistory: z.array(historyEntrySchema),
  /** What each seat drafted, keyed by seat name. */
  teams: z.record(z.string(), draftedRosterSchema),
});
export type UsernameView = z.infer<typeof usernameViewSchema>;

/** The live room's snapshot: the engine's state, who is there, the recent chat, and the state by username. */
export const liveDraftStateSchema = draftStateSchema
  .extend({
    participants: z.array(draftParticipantSchema),
    chatMessages: z.array(chatMessageSchema),
  })
  .extend(usernameViewSchema.shape);
export type LiveDraftState = z.infer<typeof liveDraftStateSchema>;

const BUDGET_RANGE = `The auction budget must be between $${MIN_AUCTION_BUDGET} and $${MAX_AUCTION_BUDGET}`;
const BID_SECONDS_RANGE = `The bid clock must be between ${MIN_BID_SECONDS} and ${MAX_BID_SECONDS} seconds`;
const NOMINATION_SECONDS_RANGE = `The nomination clock must be between ${MIN_NOMINATION_SECONDS} and ${MAX_NOMINATION_SECONDS} seconds`;
const PICK_SECONDS_RANGE = `The pick clock must be between ${MIN_PICK_SECONDS} and ${MAX_PICK_SECONDS} seconds`;

export const scheduleDraftSchema = z.object(
  {
    draftDateTime: z.iso.datetime({
      offset: true,
      error: 'Please select a date and time for the draft',
    }),
    draftType: z
      .enum(DRAFT_TYPES, { error: 'Draft type must be snake or auction' })
      .default('snake'),
    pickSeconds: wholeInRange(MIN_PICK_SECONDS, MAX_PICK_SECONDS, PICK_SECONDS_RANGE).optional(),
    auctionBudget: wholeInRange(MIN_AUCTION_BUDGET, MAX_AUCTION_BUDGET, BUDGET_RANGE).optional(),
    bidSeconds: wholeInRange(MIN_BID_SECONDS, MAX_BID_SECONDS, BID_SECONDS_RANGE).optional(),
    nominationSeconds: wholeInRange(
      MIN_NOMINATION_SECONDS,
      MAX_NOMINATION_SECONDS,
      NOMINATION_SECONDS_RANGE,
    ).optional(),
  },
  BODY_REQUIRED,
);
export type ScheduleDraftInput = z.infer<typeof scheduleDraftSchema>;

export const draftStatusQuerySchema = z.object({
  leagueId: uuidSchema('Choose a league: leagueId must be a league id'),
});

export const draftLeagueSchema = z.object({ leagueId: idField('league id') }, BODY_REQUIRED);

export const draftPickSchema = z.object(
  {
    teamId: idField('team id'),
    playerId: idField('player id'),
    /** A roster slot; without one the player goes where the placement rule puts them. */
    position: oneOf('position', ROSTER_SLOTS).optional(),
    /** The pick (0-based) the board showed on the clock; a stale pick is refused. */
    pickNumber: z.number().int().min(0).max(1_000_000).optional(),
  },
  BODY_REQUIRED,
);

/** A sale of an auction held in person, recorded by the commissioner on the board. */
export const draftSaleSchema = z.object(
  {
    teamId: idField('team id'),
    playerId: idField('player id'),
    price: z
      .number({ error: 'Enter the price in whole dollars' })
      .int('Enter the price in whole dollars')
      .min(0, 'Enter the price in whole dollars')
      .max(1_000_000, 'Enter the price in whole dollars'),
  },
  BODY_REQUIRED,
);
