import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One team per user per league (nulls, i.e. bot teams, do not collide).
    unique('teams_league_user_key').on(table.leagueId, table.userId),
    index('teams_user_idx').on(table.userId),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
