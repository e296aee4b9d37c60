import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * One league's week to score: its real-game window, the schedule's length, the league time the
 * games are counted up to, and whether the week is over (final: winners and the next week).
 */
export interface WeekTarget {
  leagueId: string;
  week: number;
  start: Date;
  end: Date;
  weeksInSchedule: number;
  /** Games that started after this (league time) have not happened for the league. */
  cutoff: Date;
  final: boolean;
}

/**
 * Scores weeks of many leagues at once, the season repository's heaviest statement (a week of
 * 10,000 leagues is 720,000 starters; docs/performance.md, "Weekly scoring"). A starter earns a
 * game's points only if his stay in a starting slot (`lineup_history`) covered the game's start,
 * and only games in the week's window that have happened by `cutoff` count. Each (matchup, team,
 * slot, player) row of `matchup_starters` gets the sum and count of those games; each matchup its
 * scores, and, once final, its winner; each league finalising a week moves to the next.
 *
 * Scoring a week again writes only what changed (a game revealed, a game's points corrected):
 * the same week scored twice writes no row the second time.
 */
export async function scoreWeeks(db: Db, targets: readonly WeekTarget[]) {
  if (targets.length === 0) return;
  const list = sql`(select * from unnest(
    ${sql.param(targets.map((t) => t.leagueId))}::uuid[],
    ${sql.param(targets.map((t) => t.week))}::int[],
    ${sql.param(targets.map((t) => t.start.toISOString()))}::timestamptz[],
    ${sql.param(targets.map((t) => t.end.toISOString()))}::timestamptz[],
    ${sql.param(targets.map((t) => t.weeksInSchedule))}::int[],
    ${sql.param(targets.map((t) => t.cutoff.toISOString()))}::timestamptz[],
    ${sql.param(targets.map((t) => t.final))}::boolean[]
  ) as t(league_id, week, starts, ends, weeks, cutoff, final))`;
  // For this transaction only: the statement's size makes PostgreSQL compile it to machine code
  // (JIT), which costs more (0.6 s for 10,000 leagues) than the simple sums it would speed up.
  await db.execute(sql`select set_config('jit', 'off', true)`);
  await db.execute(sql`
    with week_matchups as materialized (
      -- "offset 0" keeps the lookup target by target: the planner then expects six matchups a
      -- league, not a few hundred in all, and hashes the large joins below instead of probing
      -- once per matchup.
      select m.id, m.home_team_id, m.away_team_id, m.scored_at is not null as rescored,
             t.starts, least(t.ends, t.cutoff + interval '1 microsecond') as ends, t.final,
             t.ends as window_end, t.cutoff
      from ${list} t
      cross join lateral (
        select id, home_team_id, away_team_id, scored_at from matchups m
        where m.league_id = t.league_id and m.week = t.week
        offset 0
      ) m
    ),
    sides as (
      select id as matchup_id, home_team_id as team_id, true as home, rescored, starts, ends
      from week_matchups
      union all
      select id, away_team_id, false, rescored, starts, ends from week_matchups
    ),
    -- Each stay in a starting slot that overlaps the counted window, with the games it covered.
    stays as (
      select s.matchup_id, s.team_id, s.home, s.rescored, h.slot, h.player_id,
             h.to_at is null as current,
             greatest(s.starts, h.from_at) as counts_from,
             least(s.ends, coalesce(h.to_at, 'infinity')) as counts_to
      from sides s
      join lineup_history h on h.team_id = s.team_id and h.slot <> 'BENCH'
        and h.from_at < s.ends and (h.to_at is null or h.to_at > s.starts)
    ),
    lineup as materialized (
      select st.matchup_id, st.team_id, st.slot, st.player_id, st.home, st.rescored,
             coalesce(round(sum(pg.points)::numeric, 2)::float8, 0) as points,
             count(pg.player_id)::int as games
      from stays st
      left join player_games pg on pg.player_id = st.player_id
        and pg.played_at >= st.counts_from and pg.played_at < st.counts_to
      group by st.matchup_id, st.team_id, st.slot, st.player_id, st.home, st.rescored
      -- A starter who left the slot without a game there is not one of the week's starters.
      having bool_or(st.current) or count(pg.player_id) > 0
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
    -- A rescored matchup's starters that differ: new (no row_id), gone (no points) or changed.
    diff as materialized (
      select coalesce(l.matchup_id, s.matchup_id) as matchup_id,
             coalesce(l.team_id, s.team_id) as team_id,
             coalesce(l.slot, s.slot) as slot,
             coalesce(l.player_id, s.player_id) as player_id,
             l.points, l.games, s.row_id
      from (select * from lineup where rescored) l
      full join stored s
        on s.matchup_id = l.matchup_id and s.team_id = l.team_id and s.slot = l.slot
       and s.player_id = l.player_id
      where l.matchup_id is null or s.matchup_id is null
         or (l.points, l.games) is distinct from (s.points, s.games)
    ),
    added as (
      insert into matchup_starters (matchup_id, team_id, slot, player_id, points, games)
      select matchup_id, team_id, slot, player_id, points, games from lineup where not rescored
      union all
      select matchup_id, team_id, slot, player_id, points, games from diff where row_id is null
      -- In key order the primary key's pages fill one after another.
      order by matchup_id, team_id, slot, player_id
    ),
    -- Stored rows are found again by their address (ctid), never by scanning every week's rows.
    changed as (
      update matchup_starters ms
      set points = d.points, games = d.games
      from diff d
      where ms.ctid = any(array(select row_id from diff where row_id is not null and points is not null))
        and d.row_id = ms.ctid
    ),
    dropped as (
      delete from matchup_starters ms
      where ms.ctid = any(array(select row_id from diff where points is null))
    ),
    result as (
      select wm.id, wm.home_team_id, wm.away_team_id, wm.final, wm.starts, wm.window_end,
             wm.cutoff,
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
      winner_team_id = case when not r.final then null
                            when r.home > r.away then r.home_team_id
                            when r.away > r.home then r.away_team_id end,
      is_tie = r.final and r.home = r.away,
      winner_updated = r.final,
      completed = r.final,
      scored_at = now(),
      window_start = r.starts,
      window_end = r.window_end,
      counted_to = r.cutoff
    from result r
    where m.id = r.id
      and (m.home_score, m.away_score, m.completed, m.winner_updated, m.scored_at is not null,
           m.window_start, m.window_end)
          is distinct from (r.home, r.away, r.final, r.final, true, r.starts, r.window_end)`);
  // A league finalising several weeks at once moves on past the latest.
  await db.execute(sql`
    update leagues l set current_week = t.next
    from (
      select league_id, max(least(week + 1, weeks)) as next from ${list} t
      where final group by league_id
    ) t
    where l.id = t.league_id and l.current_week < t.next`);
}
