import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The live data feed's state, one row per feed source, shared by every instance: when it is
 * next due (so one instance polls per period), whether a round is under way, and how the last
 * rounds went (what `/api/health` shows).
 */
export const dataFeedStatus = pgTable('data_feed_status', {
  // The source as shown to readers: a URL without credentials or query, or a folder.
  source: text('source').primaryKey(),
  nextPollAt: timestamp('next_poll_at', { withTimezone: true }),
  // Set while an instance works on a round; a round older than the lease counts as abandoned.
  roundStartedAt: timestamp('round_started_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  // Games the latest finished round added.
  gamesAdded: integer('games_added').notNull().default(0),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  lastErrorMessage: text('last_error_message'),
});

export type DataFeedStatusRow = typeof dataFeedStatus.$inferSelect;
