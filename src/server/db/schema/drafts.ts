import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { players } from './stats';
import { teams } from './teams';
import { users } from './users';

/** A league's draft once started: no row means not started. */
export const drafts = pgTable('drafts', {
  leagueId: uuid('league_id')
    .primaryKey()
    .references(() => leagues.id, { onDelete: 'cascade' }),
  /** started, complete or ended. */
  status: text('status').notNull(),
  /** The random order fixed at the start: team ids, first pick first. */
  teamOrder: uuid('team_order').array().notNull(),
  /** The pick on the clock (0-based); equals the number of picks made. */
  currentPick: integer('current_pick').notNull().default(0),
  /** Goes up with every change, so clients can tell a stale view. */
  version: integer('version').notNull().default(1),
  pickSeconds: integer('pick_seconds').notNull(),
  /** When the current pick's clock started. */
  clockStartedAt: timestamp('clock_started_at', { withTimezone: true }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** snake or auction, from the league's setting when the draft started. */
  kind: text('kind').notNull().default('snake'),
  /** While paused by the commissioner: the milliseconds its clock had left. */
  pausedRemainingMs: integer('paused_remaining_ms'),
  // An auction: the settings it started with, and the player up for bids.
  budget: integer('budget'),
  bidSeconds: integer('bid_seconds'),
  nominationSeconds: integer('nomination_seconds'),
  /** The index in `teamOrder` of the team that nominates next, or nominated the player up. */
  nominator: integer('nominator'),
  /** Nominations so far; the player up, if any, is nomination number `lotNumber`. */
  lotNumber: integer('lot_number').notNull().default(0),
  /** The player up for bids; null between nominations (the nomination clock runs). */
  lotPlayerId: uuid('lot_player_id').references(() => players.id, { onDelete: 'set null' }),
  highBid: integer('high_bid'),
  highTeamId: uuid('high_team_id').references(() => teams.id, { onDelete: 'set null' }),
});

/**
 * Every acknowledged bid of an auction, the opening bid of each nomination included. A bid is
 * acknowledged only once this row is stored, and no two bids of one nomination have the same
 * amount.
 */
export const auctionBids = pgTable(
  'auction_bids',
  {
    leagueId: uuid('league_id')
      .notNull()
      .references(() => drafts.leagueId, { onDelete: 'cascade' }),
    lotNumber: integer('lot_number').notNull(),
    amount: integer('amount').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Who bid; null for the clock's nomination. */
    madeBy: uuid('made_by').references(() => users.id, { onDelete: 'set null' }),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.leagueId, table.lotNumber, table.amount] })],
);

export const draftPicks = pgTable(
  'draft_picks',
  {
    leagueId: uuid('league_id')
      .notNull()
      .references(() => drafts.leagueId, { onDelete: 'cascade' }),
    pickNumber: integer('pick_number').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    /** Who picked; null when the clock ran out and the server picked. */
    madeBy: uuid('made_by').references(() => users.id, { onDelete: 'set null' }),
    auto: boolean('auto').notNull().default(false),
    /** What the team paid in an auction; null in a snake draft. */
    price: integer('price'),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.pickNumber] }),
    unique('draft_picks_league_player_key').on(table.leagueId, table.playerId),
  ],
);

export const draftChatMessages = pgTable(
  'draft_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('draft_chat_league_idx').on(table.leagueId, table.createdAt)],
);

/**
 * Who is connected to a live room, per app instance. An instance refreshes `seen_at` while it
 * runs, so the rows of one that died stop counting after a short while.
 */
export const draftPresence = pgTable(
  'draft_presence',
  {
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    connections: integer('connections').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.leagueId, table.userId, table.instanceId] })],
);

export type DraftRow = typeof drafts.$inferSelect;
