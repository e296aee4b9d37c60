import { type SQL, sql } from 'drizzle-orm';

/**
 * The teams of league `leagueId` in waiver order, first first, as rows of (id, rank): the order
 * the teams hold once claims have moved it, else the reverse of the draft's order, else the
 * reverse of the order they joined in (src/domain/waivers.ts says how claims move it).
 */
export const waiverOrderSql = (leagueId: SQL | string) => sql`(
  select t.id, row_number() over (
           order by t.waiver_priority nulls last,
             array_position((select d.team_order from drafts d where d.league_id = t.league_id), t.id)
               desc nulls last,
             t.created_at desc, t.id) as rank
  from teams t where t.league_id = ${leagueId})`;
