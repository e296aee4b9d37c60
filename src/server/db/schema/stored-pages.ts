import { bigint, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Pages of a league kept as the JSON their route answers (decision 019): the league page, a
 * week's matchups, a team with its roster. `changes` is the league's change count (the sum of
 * its `league_changes`) when the page was built; the page is current while the count is the same.
 */
export const leaguePages = pgTable(
  'league_pages',
  {
    // No foreign key: checking one would wait for any write that holds the league's row, and a
    // read that keeps a page must never wait for writes. A league's rows go with it (migration 0012).
    leagueId: uuid('league_id').notNull(),
    name: text('name').notNull(),
    changes: bigint('changes', { mode: 'number' }).notNull(),
    body: text('body').notNull(),
  },
  (table) => [primaryKey({ columns: [table.leagueId, table.name] })],
);

/**
 * One row per statement that changed what a league's pages show, written by triggers in the
 * transaction of the change (migration 0012), so no code path can forget it. Rows are only
 * added, never updated: writers never wait on each other, and a later snapshot always counts at
 * least as many. Rows of one league may be merged into one that carries their sum (`n`).
 * `EVERY_LEAGUE` counts the changes that touch every league (players, pro games).
 */
export const leagueChanges = pgTable(
  'league_changes',
  {
    leagueId: uuid('league_id').notNull(),
    n: integer('n').notNull().default(1),
  },
  (table) => [index('league_changes_league_idx').on(table.leagueId, table.n)],
);

export const EVERY_LEAGUE = '00000000-0000-0000-0000-000000000000';
