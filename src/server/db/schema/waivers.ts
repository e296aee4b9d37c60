import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { players } from './stats';
import { teams } from './teams';
import { users } from './users';

/** Players waiting on waivers in a league, until the clear after `until` (league time). */
export const playerWaivers = pgTable(
  'player_waivers',
  {
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.leagueId, table.playerId] })],
);

/** A team's claim on a player on waivers: pending until a clear settles it. */
export const waiverClaims = pgTable(
  'waiver_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    addPlayerId: uuid('add_player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    dropPlayerId: uuid('drop_player_id').references(() => players.id, { onDelete: 'cascade' }),
    // FAAB dollars; null once settled outside FAAB, where no bid counted.
    bid: integer('bid').default(0),
    // The team's own order of its pending claims (1 first).
    rank: integer('rank').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    // League time the claim was settled at (processed_at is real time): its clear's moment, or
    // the moment the player it dropped left the team.
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  // No index holds the columns a clear writes (status, reason, processed_at, settled_at), and the table
  // leaves room in its pages (migration 0020): settling a claim rewrites it in place, index
  // untouched, which is most of a clear's writes.
  (table) => [
    index('waiver_claims_player_idx').on(table.leagueId, table.addPlayerId),
    index('waiver_claims_drop_idx')
      .on(table.leagueId, table.dropPlayerId)
      .where(sql`${table.dropPlayerId} is not null`),
    index('waiver_claims_team_idx').on(table.teamId, table.createdAt),
  ],
);

/**
 * The league's transactions log: adds, drops, claim results, trades and commissioner actions,
 * newest last. `detail` holds what the entry shows (players, bids, settings before and after).
 * An entry between two teams (a trade) names the first in `team_id` and the other in
 * `other_team_id`; a team's filter finds it under either.
 */
export const leagueTransactions = pgTable(
  'league_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    otherTeamId: uuid('other_team_id').references(() => teams.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // League time of the entry.
    leagueAt: timestamp('league_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    detail: jsonb('detail').notNull(),
  },
  (table) => [
    index('league_transactions_league_idx').on(table.leagueId, table.id),
    index('league_transactions_team_idx').on(table.leagueId, table.teamId, table.id),
    index('league_transactions_other_team_idx')
      .on(table.leagueId, table.otherTeamId, table.id)
      .where(sql`${table.otherTeamId} is not null`),
  ],
);
