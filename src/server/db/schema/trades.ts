import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { players } from './stats';
import { teams } from './teams';
import { users } from './users';

/**
 * A trade between two teams of a league, from offer to its end (src/domain/trades.ts holds
 * the states). `dueAt` is when the server must act on it by itself: the offer's expiry while
 * pending, the end of review once accepted, null when nothing is left to do.
 */
export const trades = pgTable(
  'trades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    fromTeamId: uuid('from_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    toTeamId: uuid('to_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    note: text('note').notNull().default(''),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The offer this one answers with a counter-offer. */
    counterOf: uuid('counter_of'),
    /** Why it ended as it did (void, veto), in words a manager reads. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    reviewEndsAt: timestamp('review_ends_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (table) => [
    index('trades_league_created_idx').on(table.leagueId, table.createdAt),
    index('trades_from_team_idx').on(table.fromTeamId, table.createdAt),
    index('trades_to_team_idx').on(table.toTeamId, table.createdAt),
    index('trades_due_idx').on(table.dueAt).where(sql`${table.dueAt} is not null`),
    // The offers a deadline voids, found without reading every trade ever made.
    index('trades_pending_league_idx').on(table.leagueId).where(sql`${table.status} = 'pending'`),
  ],
);

/** The players of a trade; each leaves `fromTeamId` for the other team. */
export const tradePlayers = pgTable(
  'trade_players',
  {
    tradeId: uuid('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    fromTeamId: uuid('from_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.tradeId, table.playerId] }),
    index('trade_players_player_idx').on(table.playerId),
  ],
);

export type TradeRow = typeof trades.$inferSelect;
