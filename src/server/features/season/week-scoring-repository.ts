import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gamePointsSql } from '../../db/game-points';

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
  /** The league's scoring values (`scoringJson`): `{}` for Riot's. */
  scoring: string;
}

/**
 * Whether a level score of this matchup (its stage and league as SQL) goes to its home side: in
 * a bracket whose rounds last one week the matchup is the whole round, and a level round goes
 * to the better seed, which the bracket writes as the home side. Regular weeks never ask the
 * league.
 */
export const levelGoesHome = (stage: SQL, leagueId: SQL) => sql`(case when ${stage} = 'regular'
  then false
  else (select l.playoff_round_weeks = 1 from leagues l where l.id = ${leagueId}) end)`;

/**
 * Scores weeks of many leagues at once, the season repository's heaviest statement (a week of
 * 10,000 leagues is 720,000 starters; docs/performance.md, "Weekly scoring" and "Live scores when
 * games arrive"). A starter earns a game's points only if his stay in a starting slot
 * (`lineup_history`) covered the game's start, and only games in the week's window that have
 * happened by `cutoff` count. Each matchup gets its scores, and, once final, its winner; each
 * league finalising a week moves to the next.
 *
 * A live week stores only its scores: its starters' games are read with the week
 * (`WEEK_PAGE`), so games arriving rewrite one row per matchup, not one per starter. A final
 * week also stores its starters in `matchup_starters`, each with the sum and count of his
 * games. Scoring a week again writes only what changed.
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
    ${sql.param(targets.map((t) => t.final))}::boolean[],
    ${sql.param(targets.map((t) => t.scoring))}::jsonb[]
  ) as t(league_id, week, starts, ends, weeks, cutoff, final, scoring))`;
  // For this transaction only: the statement's size makes PostgreSQL compile it to machine code
  // (JIT), which costs more (0.6 s for 10,000 leagues) than the simple sums it would speed up;
  // and its hashes of a few hundred thousand stays fit in memory instead of spilling to disk.
  await db.execute(
    sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true)`,
  );
  await db.execute(sql`
    with week_matchups as materialized (
      -- "offset 0" keeps the lookup target by target: the planner then expects six matchups a
      -- league, not a few hundred in all, and hashes the large joins below instead of probing
      -- once per matchup.
      -- A week final once stays final, whatever the grace hours say when it is scored again.
      select m.id, m.home_team_id, m.away_team_id, t.final or m.completed as final, t.scoring,
             t.starts, least(t.ends, t.cutoff + interval '1 microsecond') as ends,
             t.ends as window_end, t.cutoff, m.level_goes_home
      from ${list} t
      cross join lateral (
        select id, home_team_id, away_team_id, completed,
               ${levelGoesHome(sql`m.stage`, sql`m.league_id`)} as level_goes_home
        from matchups m
        where m.league_id = t.league_id and m.week = t.week
        offset 0
      ) m
    ),
    sides as (
      select id as matchup_id, home_team_id as team_id, true as home, final, scoring, starts,
             ends
      from week_matchups
      union all
      select id, away_team_id, false, final, scoring, starts, ends from week_matchups
    ),
    -- Each stay in a starting slot that overlaps the counted window, looked up team by team.
    stays as materialized (
      select s.matchup_id, s.team_id, s.home, s.final, s.scoring, s.starts, s.ends, h.slot,
             h.player_id,
             h.to_at is null as current,
             h.from_at <= s.starts and (h.to_at is null or h.to_at >= s.ends) as whole,
             greatest(s.starts, h.from_at) as counts_from,
             least(s.ends, coalesce(h.to_at, 'infinity')) as counts_to
      from sides s
      cross join lateral (
        select h.slot, h.player_id, h.from_at, h.to_at from lineup_history h
        where h.team_id = s.team_id and h.slot <> 'BENCH'
          and h.from_at < s.ends and (h.to_at is null or h.to_at > s.starts)
        offset 0
      ) h
    ),
    -- Each player's games in each counted window under each league scoring, summed once: a
    -- stay that lasted the whole window (nearly all of them) takes its player's sums from here.
    window_points as materialized (
      select w.starts, w.ends, w.scoring, pg.player_id,
             sum(${gamePointsSql('pg', sql`w.scoring`)}) as points, count(*)::int as games
      from (select distinct starts, ends, scoring from week_matchups) w
      join player_games pg on pg.played_at >= w.starts and pg.played_at < w.ends
      group by w.starts, w.ends, w.scoring, pg.player_id
    ),
    stay_points as (
      select st.matchup_id, st.team_id, st.home, st.final, st.slot, st.player_id, st.current,
             wp.points, coalesce(wp.games, 0) as games
      from stays st
      left join window_points wp
        on wp.starts = st.starts and wp.ends = st.ends and wp.scoring = st.scoring
          and wp.player_id = st.player_id
      where st.whole
      union all
      select st.matchup_id, st.team_id, st.home, st.final, st.slot, st.player_id, st.current,
             p.points, p.games
      from stays st
      cross join lateral (
        select sum(${gamePointsSql('pg', sql`st.scoring`)}) as points, count(*)::int as games
        from player_games pg
        where pg.player_id = st.player_id
          and pg.played_at >= st.counts_from and pg.played_at < st.counts_to
      ) p
      where not st.whole
    ),
    lineup as materialized (
      select matchup_id, team_id, slot, player_id, home, final,
             coalesce(round(sum(points)::numeric, 2)::float8, 0) as points,
             sum(games)::int as games
      from stay_points
      group by matchup_id, team_id, slot, player_id, home, final
      -- A starter who left the slot without a game there is not one of the week's starters.
      having bool_or(current) or sum(games) > 0
    ),
    -- A final week's starters, stored once; a rescore changes only what differs.
    stored as (
      insert into matchup_starters as ms (matchup_id, team_id, slot, player_id, points, games)
      select matchup_id, team_id, slot, player_id, points, games from lineup where final
      -- In key order the primary key's pages fill one after another.
      order by matchup_id, team_id, slot, player_id
      on conflict (matchup_id, team_id, slot, player_id) do update
        set points = excluded.points, games = excluded.games
        where (ms.points, ms.games) is distinct from (excluded.points, excluded.games)
    ),
    dropped as (
      delete from matchup_starters ms
      using week_matchups wm
      where wm.final and ms.matchup_id = wm.id
        and not exists (
          select 1 from lineup l
          where l.matchup_id = ms.matchup_id and l.team_id = ms.team_id and l.slot = ms.slot
            and l.player_id = ms.player_id)
    ),
    result as (
      select wm.id, wm.home_team_id, wm.away_team_id, wm.final, wm.starts, wm.window_end,
             wm.cutoff, wm.level_goes_home,
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
                            when r.away > r.home then r.away_team_id
                            when r.level_goes_home then r.home_team_id end,
      is_tie = r.final and r.home = r.away and not r.level_goes_home,
      winner_updated = r.final,
      completed = r.final,
      scored_at = now(),
      window_start = r.starts,
      window_end = r.window_end,
      counted_to = r.cutoff
    from result r
    where m.id = r.id
      and (m.home_score, m.away_score, m.completed, m.winner_updated, m.scored_at is not null,
           m.window_start, m.window_end, m.counted_to)
          is distinct from (r.home, r.away, r.final, r.final, true, r.starts, r.window_end,
                            r.cutoff)`);
  // A league finalising several weeks at once moves on past the latest.
  await db.execute(sql`
    update leagues l set current_week = t.next
    from (
      select league_id, max(least(week + 1, weeks)) as next from ${list} t
      where final group by league_id
    ) t
    where l.id = t.league_id and l.current_week < t.next`);
}
