import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Login and password-check budgets, shared by every instance: one row per client address
 * (`address:…`, attempts in the current minute) and per account (`account:…`, or `login:…` for a
 * name no account has: failures in a row). An address the account was opened or signed in from
 * is marked (`known:…`, for 30 days) and counts its failures on its own (`account:…@…`). Rows are
 * deleted once they no longer limit anything.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    // The count starts again from zero after this.
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
    // No attempt is accepted before this.
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (table) => [index('auth_throttle_resets_at_idx').on(table.resetsAt)],
);

export type AuthThrottleRow = typeof authThrottle.$inferSelect;
