import { type SQL, sql } from 'drizzle-orm';

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
