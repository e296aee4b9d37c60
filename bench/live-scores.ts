// Live scores benchmark (budget in docs/performance.md: when 20 new games arrive, every affected
// live matchup of 10,000 leagues × 12 teams is rescored and its news published in < 10 s on
// PostgreSQL; a replay league's tick costs the games it reveals, not the season):
//   DATABASE_URL=postgres://… node --import tsx bench/live-scores.ts
// LEAGUES=n changes the number of leagues; KEEP_DATABASE=1 keeps the database for EXPLAIN.
//
// The leagues are Korean, 12 teams of six starters, an 11-week schedule from 31 March 2025, and
// their clocks stand (a paused replay) at Sunday 12:00 UTC of week 3, after the week's last game:
// week 3 is live, weeks 1 and 2 are over. League time is all a live league differs by (the data
// of 2025 is a year behind a live clock), so each league scores exactly as a live one would at
// that moment. The last 20 games before the clock are taken out, every league is scored, then
// the 20 games come back and every league is made due, as the data feed does, and the clock
// rounds run as each instance runs them (batches of 500 until one is not full) while a listener
// counts the `scores` news. Last, one replay league ticks a few games at a time in week 1 of a
// 20-week season, and another in week 20 (19 weeks final), to compare the cost of a tick.

import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { roundRobin } from '../src/domain/schedule';
import { STARTER_SLOTS } from '../src/domain/vocabulary';
import { leagues } from '../src/server/db/schema';
import { createSeasonRepository } from '../src/server/features/season/repository';
import {
  createSeasonService,
  type SeasonService,
  weeksFrom,
  weekTarget,
} from '../src/server/features/season/service';
import { EVENTS_CHANNEL, type RoomEvent } from '../src/server/plugins/events';
import { importShippedData } from '../src/server/stats/shipped-data';
import { queryRows } from '../tests/support/sql';
import { idOf, leaguePool, TEAMS_PER_LEAGUE } from './seed-leagues';
import { benchDatabase, count, load, percentile, seconds } from './support';

const LEAGUES = Number(process.env.LEAGUES ?? 10_000);
const NEW_GAMES = 20;
// The clock rounds' batch (src/server/features/season/clock-rounds.ts).
const BATCH = 500;
const SEASON_START = new Date('2025-03-31T00:00:00Z');
const SCHEDULE_WEEKS = 11;
const LIVE_WEEK = 3;
// Sunday of week 3 (14–20 April 2025), after its 25th and last game.
const CLOCK_AT = new Date('2025-04-20T12:00:00Z');
// The replay ticks: a 20-week season (every LCK week of the shipped data), STEP games a tick.
const REPLAY_START = new Date('2025-01-13T00:00:00Z');
const REPLAY_WEEKS = 20;
const STEP = 3;
const TICKS = 7;

const bench = await benchDatabase('live', 'live scores');
const { db, databaseUrl } = bench;
const listener = new pg.Client({ connectionString: databaseUrl });

interface LeagueSet {
  label: string;
  count: number;
  seasonStart: Date;
  weeks: number;
  clockAt: Date;
}

/**
 * `count` Korean leagues tagged `label` (their description) of 12 teams, each owned by a member
 * (a manager runs teams in about four leagues), six starters a team drawn from the 78 LCK
 * entries of the pool (too few players by position for 72 starters, so slots ignore positions,
 * as bench/scoring.ts does), in their slots since before the season, a round-robin schedule of
 * `weeks` weeks, and a replay clock paused at `clockAt`.
 */
async function createLeagues(set: LeagueSet) {
  const block = Math.max(1, Math.ceil((set.count * 3) / TEAMS_PER_LEAGUE));
  const tag = (kind: string, key: SQL) => idOf(sql`${`${set.label}:${kind}:`}::text || ${key}`);
  const team = (n: SQL, t: SQL) => tag('team', sql`${n} || ':' || ${t}`);
  const seats = sql`(select n, t, ${tag('league', sql`n`)} as league_id, ${team(sql`n`, sql`t`)} as team_id,
      ${tag('user', sql`t * ${block} + n % ${block}`)} as user_id
    from generate_series(0, ${set.count - 1}) n, generate_series(0, ${TEAMS_PER_LEAGUE - 1}) t) s`;
  await db.execute(sql`
    insert into users (id, username, email, password_hash)
    select ${tag('user', sql`k`)}, ${set.label} || k, ${set.label} || k || '@example.com', 'bench-placeholder'
    from generate_series(0, ${block * TEAMS_PER_LEAGUE - 1}) k`);
  await db.execute(sql`
    insert into leagues (id, name, description, creator_id, max_teams, is_public, regions,
                         schedule_weeks, season_start, draft_at, clock_mode, replay_anchor_at,
                         replay_anchor_real, paused_at)
    select league_id, 'League ' || (n + 1), ${set.label}, user_id, ${TEAMS_PER_LEAGUE}, false,
           array['KOREA'], ${set.weeks}, ${set.seasonStart.toISOString()}::timestamptz,
           ${set.seasonStart.toISOString()}::timestamptz - interval '7 days', 'replay',
           ${set.clockAt.toISOString()}::timestamptz, now(), now()
    from ${seats} where t = 0`);
  await db.execute(
    sql`insert into league_members (league_id, user_id) select league_id, user_id from ${seats}`,
  );
  await db.execute(sql`
    insert into teams (id, name, league_id, user_id)
    select team_id, 'Team ' || (t + 1), league_id, user_id from ${seats}`);
  await db.execute(sql`
    with picks as (
      select pool.league_id, pool.player_id,
             row_number() over (partition by pool.league_id
                                order by hashtext(pool.league_id::text || pool.player_id::text), pool.player_id) - 1 as r
      from ${leaguePool} pool
      join leagues l on l.id = pool.league_id and l.description = ${set.label})
    insert into team_players (team_id, league_id, player_id, slot)
    select s.team_id, p.league_id, p.player_id, (${sql.param([...STARTER_SLOTS])}::text[])[p.r / ${TEAMS_PER_LEAGUE} + 1]
    from picks p join ${seats} on s.league_id = p.league_id and s.t = p.r % ${TEAMS_PER_LEAGUE}
    where p.r < ${TEAMS_PER_LEAGUE * STARTER_SLOTS.length}`);
  await db.execute(sql`
    update lineup_history h set from_at = '-infinity'
    from leagues l where l.id = h.league_id and l.description = ${set.label}`);
  const teams = Array.from({ length: TEAMS_PER_LEAGUE }, (_, t) => String(t));
  const pairings = roundRobin(teams, set.weeks).flatMap((week, index) =>
    week.map((p) => sql`(${index + 1}::int, ${Number(p.home)}::int, ${Number(p.away)}::int)`),
  );
  await db.execute(sql`
    insert into matchups (league_id, week, home_team_id, away_team_id)
    select ${tag('league', sql`n`)}, w.week, ${team(sql`n`, sql`w.home`)}, ${team(sql`n`, sql`w.away`)}
    from generate_series(0, ${set.count - 1}) n
    cross join (values ${sql.join(pairings, sql`, `)}) w(week, home, away)`);
  await db.execute(sql`analyze`);
}

// The news every instance hears: `scores` per (league, week), `invalidate` events, arrival times.
const heard = { scores: new Set<string>(), news: 0, invalidate: 0, lastAt: 0 };
const resetHeard = () =>
  Object.assign(heard, { scores: new Set(), news: 0, invalidate: 0, lastAt: 0 });
listener.on('notification', (message) => {
  const event = JSON.parse(message.payload ?? '{}') as RoomEvent;
  if (event.kind === 'invalidate') heard.invalidate += 1;
  if (event.kind === 'user' && event.news.type === 'scores') {
    heard.news += 1;
    heard.scores.add(`${event.news.leagueId}:${event.news.week}`);
    heard.lastAt = performance.now();
  }
});
/** Waits (up to 30 s) until `expected` scores news have been heard. */
async function newsHeard(expected: number) {
  const until = Date.now() + 30_000;
  while (heard.news < expected && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
}

/** One clock round as clock-rounds.ts runs it: batches until one is not full. */
async function clockRound(season: SeasonService) {
  const batches: number[] = [];
  for (;;) {
    const begun = performance.now();
    const handled = await season.advanceClocks(BATCH);
    batches.push(performance.now() - begun);
    if (handled < BATCH) return batches;
  }
}

try {
  await importShippedData(bench.database);
  await listener.connect();
  await listener.query(`listen ${EVENTS_CHANNEL}`);
  const season = createSeasonService(db);
  const calendar = await createSeasonRepository(db).gameDays(['LCK']);
  const week = weeksFrom(SEASON_START, calendar, SCHEDULE_WEEKS)[LIVE_WEEK - 1]!;
  if (!(week.start.getTime() <= CLOCK_AT.getTime() && CLOCK_AT.getTime() < week.end.getTime())) {
    throw new Error('the clock is not in the live week');
  }

  const setupBegun = performance.now();
  await createLeagues({
    label: 'live',
    count: LEAGUES,
    seasonStart: SEASON_START,
    weeks: SCHEDULE_WEEKS,
    clockAt: CLOCK_AT,
  });
  console.log(
    `set-up: ${count(LEAGUES)} leagues × ${TEAMS_PER_LEAGUE} teams, ${count(LEAGUES * TEAMS_PER_LEAGUE * STARTER_SLOTS.length)} starters, ${SCHEDULE_WEEKS}-week schedules, in ${seconds(performance.now() - setupBegun)}; load ${load()}`,
  );

  // (a) The last 20 games before the clock have not arrived yet; every league scores what has.
  await db.execute(sql`
    create table held_games as
    select * from pro_games
    where region = 'LCK' and played_at >= ${week.start.toISOString()}::timestamptz
      and played_at <= ${CLOCK_AT.toISOString()}::timestamptz
    order by played_at desc limit ${NEW_GAMES}`);
  await db.execute(sql`
    create table held_player_games as
    select pg.* from player_games pg join held_games g on g.id = pg.game_id`);
  await db.execute(sql`delete from pro_games where id in (select id from held_games)`);
  await db.execute(sql`update leagues set clock_due_at = now()`);
  const initialBegun = performance.now();
  const initial = await clockRound(season);
  const initialMs = performance.now() - initialBegun;
  const [initialRows] = await queryRows<{ weeks: number }>(
    db,
    sql`select count(distinct (league_id, week))::int as weeks from matchups where scored_at is not null`,
  );
  await newsHeard(initialRows!.weeks);
  console.log(
    `(a) first scores: ${initial.length} batches in ${seconds(initialMs)}, ${count(initialRows!.weeks)} (league, week) scored, ${count(heard.news)} scores news`,
  );
  await db.execute(sql`
    create table scores_before as
    select id, home_score, away_score from matchups where week = ${LIVE_WEEK}`);
  await db.execute(sql`analyze`);

  // (b) The 20 games arrive: stored, then every league made due, as the data feed does.
  resetHeard();
  const [held] = await queryRows<{ games: number; rows: number; first: string; last: string }>(
    db,
    sql`select (select count(*)::int from held_games) as games,
               (select count(*)::int from held_player_games) as rows,
               (select to_json(min(played_at)) #>> '{}' from held_games) as first,
               (select to_json(max(played_at)) #>> '{}' from held_games) as last`,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into pro_games select * from held_games`);
    await tx.execute(sql`insert into player_games select * from held_player_games`);
  });
  const arrived = performance.now();
  await db.execute(sql`update leagues set clock_due_at = now()`);
  const dueMs = performance.now() - arrived;
  const rounds = await clockRound(season);
  const rescoredMs = performance.now() - arrived;
  const roundsMs = rescoredMs - dueMs;
  const [live] = await queryRows<{ weeks: number; matchups: number }>(
    db,
    sql`select count(distinct (league_id, week))::int as weeks, count(*)::int as matchups
        from matchups where scored_at is not null and not completed`,
  );
  await newsHeard(live!.weeks);
  const toldMs = heard.lastAt - arrived;
  // A side's score must change exactly when one of its starters played in the new games.
  const [check] = await queryRows<{
    sides: number;
    touched: number;
    changed: number;
    stray: number;
  }>(
    db,
    sql`
    with sides as (
      select m.id, m.home_team_id as team_id, m.home_score as now, b.home_score as before
      from matchups m join scores_before b using (id)
      union all
      select m.id, m.away_team_id, m.away_score, b.away_score
      from matchups m join scores_before b using (id)),
    marked as (
      select s.*, exists (
        select 1 from team_players tp
        where tp.team_id = s.team_id and tp.slot <> 'BENCH'
          and tp.player_id in (select player_id from held_player_games)) as touched
      from sides s)
    select count(*)::int as sides, count(*) filter (where touched)::int as touched,
           count(*) filter (where touched and now is distinct from before)::int as changed,
           count(*) filter (where not touched and now is distinct from before)::int as stray
    from marked`,
  );
  const newsOk = heard.news === live!.weeks && heard.scores.size === live!.weeks;
  console.log(
    `(b) ${held!.games} new games (${held!.rows} player rows, ${held!.first} to ${held!.last}) for ${count(LEAGUES)} leagues, ${count(live!.matchups)} live matchups`,
  );
  console.log(
    `    made due ${seconds(dueMs)}, clock rounds ${seconds(roundsMs)} (${rounds.length} batches): all rescored ${seconds(rescoredMs)} and the last scores news heard ${seconds(toldMs)} after the games were stored${LEAGUES >= 10_000 ? ` (budget 10 s: ${toldMs < 10_000 ? 'met' : 'not met'})` : ''}`,
  );
  console.log(`    batches (ms): ${rounds.map((ms) => ms.toFixed(0)).join(', ')}; load ${load()}`);
  console.log(
    `    scores news ${count(heard.news)} for ${count(heard.scores.size)} (league, week), live (league, week) ${count(live!.weeks)}: ${newsOk ? 'one each' : 'MISMATCH'}; invalidate events ${heard.invalidate}`,
  );
  console.log(
    `    sides with a starter in the new games ${count(check!.touched)} of ${count(check!.sides)}: score changed ${count(check!.changed)}; other sides changed ${check!.stray}`,
  );

  // (c) A replay's tick in week 1 of its season against one in week 20, 19 weeks final.
  const replayWeeks = weeksFrom(REPLAY_START, calendar, REPLAY_WEEKS);
  const ticks: Record<string, number[]> = {};
  for (const [label, at] of [
    ['early', 1],
    ['late', REPLAY_WEEKS],
  ] as const) {
    const window = replayWeeks[at - 1]!;
    const games = await queryRows<{ playedAt: number }>(
      db,
      sql`select (extract(epoch from played_at) * 1000)::float8 as "playedAt" from pro_games
          where region = 'LCK' and played_at >= ${window.start.toISOString()}::timestamptz
            and played_at < ${window.end.toISOString()}::timestamptz order by played_at`,
    );
    await createLeagues({
      label,
      count: 1,
      seasonStart: REPLAY_START,
      weeks: REPLAY_WEEKS,
      clockAt: new Date(games[0]!.playedAt - 60_000),
    });
    // The replay runs at real pace from `to`, due now, as when its next game starts.
    const moveTo = (to: Date) =>
      db.execute(sql`
        update leagues set replay_anchor_at = ${to.toISOString()}::timestamptz,
               replay_anchor_real = now(), paused_at = null, week_seconds = 604800, clock_due_at = now()
        where description = ${label}`);
    await moveTo(new Date(games[0]!.playedAt - 60_000));
    // Not timed: the weeks before the clock become final, and the week opens.
    resetHeard();
    await season.advanceClocks(BATCH);
    await newsHeard(at);
    resetHeard();
    ticks[label] = [];
    for (let tick = 1; tick <= TICKS; tick += 1) {
      await moveTo(new Date(games[Math.min(games.length, tick * STEP) - 1]!.playedAt));
      const begun = performance.now();
      const handled = await season.advanceClocks(BATCH);
      ticks[label].push(performance.now() - begun);
      if (handled !== 1) throw new Error(`a tick took ${handled} leagues`);
    }
    await newsHeard(TICKS);
    // A live week stores its scores only, so its points say what the ticks counted.
    const [state] = await queryRows<{ final: number; points: number }>(
      db,
      sql`select count(distinct m.week) filter (where m.completed)::int as final,
                 coalesce(sum(m.home_score + m.away_score) filter (where m.week = ${at}), 0)::float8
                   as points
          from matchups m join leagues l on l.id = m.league_id and l.description = ${label}`,
    );
    const sorted = [...ticks[label]].sort((a, b) => a - b);
    console.log(
      `(c) replay in week ${at} of ${REPLAY_WEEKS} (${state!.final} weeks final): ${TICKS} ticks of ${STEP} games, median ${percentile(sorted, 50).toFixed(1)} ms (min ${sorted[0]!.toFixed(1)}, max ${sorted.at(-1)!.toFixed(1)}), ${state!.points.toFixed(1)} points counted in the week, ${heard.news} scores news`,
    );
    if (label === 'late') {
      // For scale: what a tick would cost if it rescored every week of the season.
      const [row] = await db.select().from(leagues).where(sql`${leagues.description} = ${label}`);
      const times: number[] = [];
      for (let n = 0; n < TICKS; n += 1) {
        const realNow = Date.now();
        const targets = replayWeeks.flatMap(
          (w) => weekTarget(row!, w, REPLAY_WEEKS, realNow) ?? [],
        );
        const begun = performance.now();
        await db.transaction((tx) => createSeasonRepository(tx).scoreWeeks(targets));
        times.push(performance.now() - begun);
      }
      console.log(
        `    scoring all ${REPLAY_WEEKS} weeks of that league at once instead: median ${percentile(
          times.sort((a, b) => a - b),
          50,
        ).toFixed(1)} ms`,
      );
    }
  }
} finally {
  await listener.end().catch(() => undefined);
  await bench.close();
}
