import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** One league's week to score: its real-game window and the schedule's length. */
export interface WeekTarget {
  leagueId: string;
  week: number;
  start: Date;
  end: Date;
  weeksInSchedule: number;
}

/**
 * Scores weeks of many leagues at once, the season repository's heaviest statement (a week of
 * 10,000 leagues is 720,000 starters; docs/performance.md, "Weekly scoring"). Each starter's
 * row in `matchup_starters` gets the sum and count of the player's `player_games` in the
 * week's window, each matchup its scores and winner, each league its next week.
 *
 * Scoring a week again writes only what changed (a starter benched or swapped, a game's points
 * corrected): the same week scored twice writes no row the second time.
 */
export async function scoreWeeks(db: Db, targets: readonly WeekTarget[]) {
  if (targets.length === 0) return;
  const list = sql`(select * from unnest(
    ${sql.param(targets.map((t) => t.leagueId))}::uuid[],
    ${sql.param(targets.map((t) => t.week))}::int[],
    ${sql.param(targets.map((t) => t.start.toISOString()))}::timestamptz[],
    ${sql.param(targets.map((t) => t.end.toISOString()))}::timestamptz[],
    ${sql.param(targets.map((t) => t.weeksInSchedule))}::int[]
  ) as t(league_id, week, starts, ends, weeks))`;
  // For this transaction only: the statement's size makes PostgreSQL compile it to machine code
  // (JIT), which costs more (0.6 s for 10,000 leagues) than the simple sums it would speed up.
  await db.execute(sql`select set_config('jit', 'off', true)`);
  await db.execute(sql`
    with week_matchups as materialized (
      -- "offset 0" keeps the lookup target by target: the planner then expects six matchups a
      -- league, not a few hundred in all, and hashes the large joins below instead of probing
      -- team_players once per matchup.
      select m.id, m.home_team_id, m.away_team_id, m.completed as rescored, t.starts, t.ends
      from ${list} t
      cross join lateral (
        select id, home_team_id, away_team_id, completed from matchups m
        where m.league_id = t.league_id and m.week = t.week
        offset 0
      ) m
    ),
    -- Once per player and week, not once per starter: the leagues share a few hundred pros.
    week_points as (
      select w.starts, w.ends, pg.player_id,
             round(sum(pg.points)::numeric, 2)::float8 as points, count(*)::int as games
      from (select distinct starts, ends from week_matchups) w
      join player_games pg on pg.played_at >= w.starts and pg.played_at < w.ends
      group by w.starts, w.ends, pg.player_id
    ),
    lineup as materialized (
      select s.matchup_id, s.team_id, tp.slot, tp.player_id, s.home, s.rescored,
             coalesce(wp.points, 0) as points, coalesce(wp.games, 0) as games
      from (
        select id as matchup_id, home_team_id as team_id, true as home, rescored, starts, ends
        from week_matchups
        union all
        select id, away_team_id, false, rescored, starts, ends from week_matchups
      ) s
      join team_players tp on tp.team_id = s.team_id and tp.slot <> 'BENCH'
      left join week_points wp on wp.player_id = tp.player_id
        and wp.starts = s.starts and wp.ends = s.ends
    ),
    -- Only a matchup scored before holds starters (both are written here, together).
    stored as materialized (
      select ms.*
      from week_matchups wm
      cross join lateral (
        select ms.ctid as row_id, ms.* from matchup_starters ms
        where ms.matchup_id = wm.id
        offset 0
      ) ms
      where wm.rescored
    ),
    -- A rescored matchup's starters that differ: new (no row_id), gone (no player_id) or changed.
    diff as materialized (
      select coalesce(l.matchup_id, s.matchup_id) as matchup_id,
             coalesce(l.team_id, s.team_id) as team_id,
             coalesce(l.slot, s.slot) as slot,
             l.player_id, l.points, l.games, s.row_id
      from (select * from lineup where rescored) l
      full join stored s
        on s.matchup_id = l.matchup_id and s.team_id = l.team_id and s.slot = l.slot
      where l.matchup_id is null or s.matchup_id is null
         or (l.player_id, l.points, l.games) is distinct from (s.player_id, s.points, s.games)
    ),
    added as (
      insert into matchup_starters (matchup_id, team_id, slot, player_id, points, games)
      select matchup_id, team_id, slot, player_id, points, games from lineup where not rescored
      union all
      select matchup_id, team_id, slot, player_id, points, games from diff where row_id is null
      -- In key order the primary key's pages fill one after another.
      order by matchup_id, team_id, slot
    ),
    -- Stored rows are found again by their address (ctid), never by scanning every week's rows.
    changed as (
      update matchup_starters ms
      set player_id = d.player_id, points = d.points, games = d.games
      from diff d
      where ms.ctid = any(array(select row_id from diff where row_id is not null and player_id is not null))
        and d.row_id = ms.ctid
    ),
    dropped as (
      delete from matchup_starters ms
      where ms.ctid = any(array(select row_id from diff where player_id is null))
    ),
    result as (
      select wm.id, wm.home_team_id, wm.away_team_id,
             coalesce(round(s.home::numeric, 2)::float8, 0) as home,
             coalesce(round(s.away::numeric, 2)::float8, 0) as away
      from week_matchups wm
      left join (
        select matchup_id, sum(points) filter (where home) as home,
               sum(points) filter (where not home) as away
        from lineup group by matchup_id
      ) s on s.matchup_id = wm.id
    )
    update matchups m set
      home_score = r.home,
      away_score = r.away,
      winner_team_id = case when r.home > r.away then r.home_team_id
                            when r.away > r.home then r.away_team_id end,
      is_tie = r.home = r.away,
      winner_updated = true,
      completed = true,
      scored_at = now()
    from result r
    where m.id = r.id
      and (m.home_score, m.away_score, m.completed, m.winner_updated)
          is distinct from (r.home, r.away, true, true)`);
  // A league scoring several weeks at once moves on past the latest.
  await db.execute(sql`
    update leagues l set current_week = t.next
    from (
      select league_id, max(least(week + 1, weeks)) as next from ${list} t group by league_id
    ) t
    where l.id = t.league_id and l.current_week < t.next`);
}
