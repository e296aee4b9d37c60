import { type SQL, sql } from 'drizzle-orm';
import { EVERY_LEAGUE, leagueChanges } from './schema';

/**
 * The pieces every feature's league page is made of: a page is read together with its
 * league's row (see the leagues repository's `findWithPage`), and a kept page is current while
 * its league's change count is the one it was built at.
 */

/** In a page's SQL, the league's id: the page is read over the league's own row. */
export const PAGE_LEAGUE_ID = sql.raw('"leagues"."id"');

/**
 * A page of a league: a JSON expression over the league's row (`"leagues"."id"` names it) whose
 * other inputs are placeholders given in `values`. It runs as a prepared statement called
 * `name`, so PostgreSQL plans it once per connection rather than on every read.
 */
export interface LeaguePage {
  name: string;
  sql: SQL;
  values?: Record<string, unknown>;
}

/**
 * The change count of the league whose id is `leagueId` (an SQL expression): the sum of its
 * `league_changes` and those of every league. A stored page is current while this is the count it
 * was built at.
 */
export const changesOf = (leagueId: SQL) => sql<number>`(
  select coalesce(sum(c.n), 0)::float8 from ${leagueChanges} c
  where c.league_id in (${leagueId}, ${sql.raw(`'${EVERY_LEAGUE}'::uuid`)}))`;
