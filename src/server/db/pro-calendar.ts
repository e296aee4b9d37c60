import { type SQL, sql } from 'drizzle-orm';
import { PLAYER_REGIONS_BY_LEAGUE_REGION } from '../../domain/regions';

/** Days (YYYY-MM-DD, UTC) with pro games in some regions, and the first game's time. */
export interface Calendar {
  days: string[];
  first: string | null;
}

/** The `Calendar` of the pro games whose region is `in` the given list or subquery. */
export const calendarJson = (regions: SQL) => sql`(
  select json_build_object('days', coalesce(json_agg(d.day order by d.day), '[]'),
                           'first', min(d.first))
  from (select to_char(day, 'YYYY-MM-DD') as day, first
        from (select date_trunc('day', g.played_at at time zone 'UTC') as day,
                     min(g.played_at) as first
              from pro_games g where g.region in ${regions} group by 1) by_day) d)`;

/**
 * When the first pro game whose region is `in` the given list starts at or after `from` (a
 * timestamptz expression): the league's first game, from its season start. Null when none is
 * stored.
 */
export const firstGameFrom = (regions: SQL, from: SQL) => sql`(
  select min(g.played_at) from pro_games g where g.region in ${regions} and g.played_at >= ${from})`;

/**
 * The player regions of the league row in scope (the table `leagues`, unaliased), as a list for
 * `in`, from the domain's table of regions.
 */
export const PLAYER_REGIONS_OF_LEAGUE =
  sql.raw(`(select r.player_region from (values ${Object.entries(PLAYER_REGIONS_BY_LEAGUE_REGION)
    .flatMap(([league, players]) => players.map((player) => `('${league}', '${player}')`))
    .join(', ')}) r(league_region, player_region)
  where r.league_region = any("leagues"."regions"))`);
