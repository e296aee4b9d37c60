import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** 'operator' may edit shared player data; granted only by `npm run admin -- grant`. */
export const USER_ROLES = ['user', 'operator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    // Stored lower-cased by the schema that accepts it.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    // Rights belong to the account, never to its name: a rename frees the name for anyone.
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    // Every token carries the version it was signed at; raising it ends every session at once.
    tokenVersion: integer('token_version').notNull().default(0),
    // Refreshed while the user holds a push connection on any instance: they are online.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // "Faker" and "faker" are the same name to people, so they are one account.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_key').on(table.email),
    check('users_role_check', sql`${table.role} in ('user', 'operator')`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * Tokens ended by a logout, by the hash of the token: each is refused until it would have
 * expired anyway, and the account's next logout clears the rows past that time. The account's
 * other sessions go on.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tokenHash] })],
);
