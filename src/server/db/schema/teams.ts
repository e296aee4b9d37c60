import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { players } from './stats';
import { users } from './users';

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    // Null for bot-owned teams, which the league's commissioner manages.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The team's place in the waiver order (1 first); null until the league first needs it.
    waiverPriority: integer('waiver_priority'),
    // FAAB dollars spent on won claims this season.
    faabSpent: integer('faab_spent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One team per user per league (nulls, i.e. bot teams, do not collide).
    unique('teams_league_user_key').on(table.leagueId, table.userId),
    uniqueIndex('teams_league_name_key').on(table.leagueId, sql`lower(${table.name})`),
    index('teams_user_idx').on(table.userId),
  ],
);

/** Who plays where: a team's roster, one row per player. */
export const teamPlayers = pgTable(
  'team_players',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    // Copied from the team so the database itself keeps a player on one team per league.
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    // How the player came (src/domain/waivers.ts, `ACQUISITIONS`) and when, in league time: a
    // free agent dropped within a day of his add skips waivers.
    acquired: text('acquired').notNull().default('draft'),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.playerId] }),
    uniqueIndex('team_players_league_player_key').on(table.leagueId, table.playerId),
    // One player per starter slot; the bench (up to 3) is counted by the service.
    uniqueIndex('team_players_starter_slot_key')
      .on(table.teamId, table.slot)
      .where(sql`${table.slot} <> 'BENCH'`),
  ],
);

/**
 * Where each player sat and when, in league time: a row per stay in one slot of one team, open
 * (`to_at` null) while he sits there. Written by triggers on `team_players` (migration 0015), so
 * every roster change is kept; scoring counts a game for a starter only if his stay covered the
 * game's start.
 */
export const lineupHistory = pgTable(
  'lineup_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leagueId: uuid('league_id').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    slot: text('slot').notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    toAt: timestamp('to_at', { withTimezone: true }),
  },
  (table) => [
    index('lineup_history_team_idx').on(table.teamId, table.fromAt),
    index('lineup_history_open_idx')
      .on(table.teamId, table.playerId)
      .where(sql`${table.toAt} is null`),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
