import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Recomputes players' season totals from their stored games, in one statement: every total
 * is the sum over `player_games`, and name, team, position and region follow the latest game.
 * Without `playerId`, every player with games is recomputed. Only players whose totals change
 * are written: their `updated_at` dates the players' data that cached lists were built on, so
 * recomputing unchanged data must leave it alone.
 */
export async function recomputePlayerTotals(db: Db, playerId?: string): Promise<void> {
  const onlyOne = playerId ? sql`where pg.player_id = ${playerId}` : sql``;
  await db.execute(sql`
    update players p set
      games_played = s.games_played, kills = s.kills, deaths = s.deaths, assists = s.assists,
      cs = s.cs, vision_score = s.vision_score, baron_kills = s.baron_kills,
      dragon_kills = s.dragon_kills, turret_kills = s.turret_kills,
      fantasy_points = s.fantasy_points, name = s.name, team = s.team, position = s.position,
      region = s.region, home_league = s.home_league, last_game_at = s.last_game_at,
      updated_at = now()
    from (
      select pg.player_id,
        count(*)::int as games_played,
        sum(pg.kills)::int as kills,
        sum(pg.deaths)::int as deaths,
        sum(pg.assists)::int as assists,
        coalesce(sum(pg.cs), 0)::int as cs,
        coalesce(sum(pg.vision_score), 0)::float8 as vision_score,
        coalesce(sum(pg.barons), 0)::int as baron_kills,
        coalesce(sum(pg.dragons), 0)::int as dragon_kills,
        coalesce(sum(pg.towers), 0)::int as turret_kills,
        round(sum(pg.points)::numeric, 2)::float8 as fantasy_points,
        (array_agg(pg.player_name order by pg.played_at desc))[1] as name,
        (array_agg(pg.team order by pg.played_at desc))[1] as team,
        (array_agg(pg.position order by pg.played_at desc))[1] as position,
        (array_agg(g.region order by pg.played_at desc))[1] as region,
        (array_agg(g.league order by pg.played_at desc))[1] as home_league,
        max(pg.played_at) as last_game_at
      from player_games pg
      join pro_games g on g.id = pg.game_id
      ${onlyOne}
      group by pg.player_id
    ) s
    where p.id = s.player_id
      and (p.games_played, p.kills, p.deaths, p.assists, p.cs, p.vision_score, p.baron_kills,
        p.dragon_kills, p.turret_kills, p.fantasy_points, p.name, p.team, p.position, p.region,
        p.home_league, p.last_game_at)
      is distinct from (s.games_played, s.kills, s.deaths, s.assists, s.cs, s.vision_score,
        s.baron_kills, s.dragon_kills, s.turret_kills, s.fantasy_points, s.name, s.team,
        s.position, s.region, s.home_league, s.last_game_at)`);
}
