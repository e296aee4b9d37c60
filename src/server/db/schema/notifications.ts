import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { users } from './users';

/** What the notification centre lists for a user: claims, trades, week results. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    leagueId: uuid('league_id').references(() => leagues.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The order of writing: notifications of one transaction share their `created_at`.
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt, table.seq),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
);
