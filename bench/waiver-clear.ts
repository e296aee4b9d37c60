// Waiver clear benchmark (budget: one weekly waiver clear of 10,000 leagues × 12 teams × 5
// claims each in < 10 s on PostgreSQL):
//   DATABASE_URL=postgres://… node --import tsx bench/waiver-clear.ts
// LEAGUES=n changes the number of leagues; KEEP_DATABASE=1 keeps the database for EXPLAIN;
// SETUP_ONLY=1 builds the leagues and keeps them without a clear, and FROM_DATABASE=<name> then
// times the clear on a copy of them (each change measured on the same data, without the set-up).
//
// The leagues are Korean FAAB leagues ($100) of 12 teams. Each league's LCK pool is shuffled:
// the first 60 players fill five slots of each team (TOP to SUPPORT, positions ignored, as
// bench/live-scores.ts does), the next 10 are on waivers whose clear has come, the rest are free.
// Each team claims 5 of the 10 in its own order of preference, two of them dropping a starter,
// one at $0 (so every claimed player has a bid that any budget meets) and the others spread over
// $0–100, so some teams run out of budget. The clocks are paused replays at Monday 03:30 of a week
// without LCK games, just after the 03:00 clear. Every league is made due, then one clear round
// runs as clear-rounds.ts runs it (batches until one is not full, CLEAR_WORKERS at a time), and
// the results are checked.

import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { STARTER_SLOTS } from '../src/domain/vocabulary';
import {
  CLEAR_BATCH,
  CLEAR_WORKERS,
  clearAllDue,
} from '../src/server/features/waivers/clear-rounds';
import { createWaiversService, type WaiversService } from '../src/server/features/waivers/service';
import { importShippedData } from '../src/server/stats/shipped-data';
import { queryRows } from '../tests/support/sql';
import { idOf, leaguePool, TEAMS_PER_LEAGUE } from './seed-leagues';
import {
  benchDatabase,
  count,
  load,
  localPostgresCpu,
  machineSpeed,
  percentile,
  seconds,
} from './support';

const LEAGUES = Number(process.env.LEAGUES ?? 10_000);
const ROSTER = 5;
const ON_WAIVERS = 10;
const CLAIMS_PER_TEAM = 5;
// Claims of these numbers (0 to 4) drop the team's starter of the same number.
const DROPPING = [2, 4];
const BUDGET = 100;
// Monday 9 March 2026, 03:30 UTC: after the last stored game, half an hour after the clear.
const CLOCK_AT = new Date('2026-03-09T03:30:00Z');
const WEEK_START = new Date('2026-03-09T00:00:00Z');
// Dropped on Friday with two waiver days: the period ends Sunday and clears Monday 03:00.
const WAIVERS_UNTIL = new Date('2026-03-08T12:00:00Z');

const bench = await benchDatabase('waivers', 'waiver clear');
const { db } = bench;

/**
 * The leagues, each team owned by a member (a manager runs teams in about four leagues), their
 * rosters since before the season, the players on waivers and the pending claims.
 */
async function createLeagues() {
  const block = Math.max(1, Math.ceil((LEAGUES * 3) / TEAMS_PER_LEAGUE));
  const tag = (kind: string, key: SQL) => idOf(sql`${`waivers:${kind}:`}::text || ${key}`);
  const seats = sql`(select n, t, ${tag('league', sql`n`)} as league_id,
      ${tag('team', sql`n || ':' || t`)} as team_id, ${tag('user', sql`t * ${block} + n % ${block}`)} as user_id
    from generate_series(0, ${LEAGUES - 1}) n, generate_series(0, ${TEAMS_PER_LEAGUE - 1}) t) s`;
  await db.execute(sql`
    insert into users (id, username, email, password_hash)
    select ${tag('user', sql`k`)}, 'waivers' || k, 'waivers' || k || '@example.com', 'bench-placeholder'
    from generate_series(0, ${block * TEAMS_PER_LEAGUE - 1}) k`);
  await db.execute(sql`
    insert into leagues (id, name, creator_id, max_teams, is_public, regions, draft_at,
                         waiver_type, faab_budget, clock_mode, replay_anchor_at,
                         replay_anchor_real, paused_at)
    select league_id, 'League ' || (n + 1), user_id, ${TEAMS_PER_LEAGUE}, false, array['KOREA'],
           ${CLOCK_AT.toISOString()}::timestamptz - interval '60 days', 'faab', ${BUDGET}, 'replay',
           ${CLOCK_AT.toISOString()}::timestamptz, now(), now()
    from ${seats} where t = 0`);
  await db.execute(
    sql`insert into league_members (league_id, user_id) select league_id, user_id from ${seats}`,
  );
  await db.execute(sql`
    insert into teams (id, name, league_id, user_id)
    select team_id, 'Team ' || (t + 1), league_id, user_id from ${seats}`);
  // Each league's pool in a shuffled order: r < 60 on the teams, the next 10 on waivers.
  await db.execute(sql`
    create table bench_picks as
    select league_id, player_id,
           (row_number() over (partition by league_id
                               order by hashtext(league_id::text || player_id::text), player_id) - 1)::int as r
    from ${leaguePool} pool`);
  await db.execute(sql`create index on bench_picks (league_id, r)`);
  const [pool] = await queryRows<{ smallest: number }>(
    db,
    sql`select min(players)::int as smallest
        from (select count(*) as players from bench_picks group by league_id) c`,
  );
  const needed = TEAMS_PER_LEAGUE * ROSTER + ON_WAIVERS;
  if (pool!.smallest < needed) {
    throw new Error(`a league's pool holds ${pool!.smallest} players, fewer than ${needed}`);
  }
  // Player r is starter number r / 12 of team r % 12.
  await db.execute(sql`
    insert into team_players (team_id, league_id, player_id, slot)
    select s.team_id, p.league_id, p.player_id, (${sql.param([...STARTER_SLOTS])}::text[])[p.r / ${TEAMS_PER_LEAGUE} + 1]
    from bench_picks p join ${seats} on s.league_id = p.league_id and s.t = p.r % ${TEAMS_PER_LEAGUE}
    where p.r < ${TEAMS_PER_LEAGUE * ROSTER}`);
  // The insert trigger opened each stay at league time now; they date from before the season.
  await db.execute(sql`update lineup_history set from_at = '-infinity'`);
  await db.execute(sql`
    insert into player_waivers (league_id, player_id, until)
    select league_id, player_id, ${WAIVERS_UNTIL.toISOString()}::timestamptz from bench_picks
    where r >= ${TEAMS_PER_LEAGUE * ROSTER} and r < ${TEAMS_PER_LEAGUE * ROSTER + ON_WAIVERS}`);
  // Claim j of team t is on waiver player (t + j) % 10; every player gets claims from 6 teams.
  await db.execute(sql`
    insert into waiver_claims (league_id, team_id, add_player_id, drop_player_id, bid, rank)
    select c.league_id, c.team_id, w.player_id, d.player_id,
           case when c.j = 0 then 0 else abs(hashtext(c.team_id::text || c.j)) % ${BUDGET + 1} end,
           row_number() over (partition by c.team_id order by hashtext(c.j || c.team_id::text), c.j)
    from (select s.league_id, s.team_id, s.t, j
          from ${seats} cross join generate_series(0, ${CLAIMS_PER_TEAM - 1}) j) c
    join bench_picks w on w.league_id = c.league_id
      and w.r = ${TEAMS_PER_LEAGUE * ROSTER} + (c.t + c.j) % ${ON_WAIVERS}
    left join bench_picks d on d.league_id = c.league_id
      and c.j = any(${sql.param(DROPPING)}::int[]) and d.r = c.j * ${TEAMS_PER_LEAGUE} + c.t`);
  await db.execute(sql`create table bench_waivers as select * from player_waivers`);
  await db.execute(sql`analyze`);
}

/** One clear round as clear-rounds.ts runs it, each batch timed. */
async function clearRound(waivers: WaiversService) {
  const batches: number[] = [];
  // A failed batch would be cleared again a league at a time: the bench says so.
  const log = {
    error: (fields: unknown, message: string) => console.error(message, fields),
  } as unknown as FastifyBaseLogger;
  const leagues = await clearAllDue(
    {
      ...waivers,
      async clearDue(limit: number, only?: string) {
        const begun = performance.now();
        const handled = await waivers.clearDue(limit, only);
        batches.push(performance.now() - begun);
        return handled;
      },
    },
    log,
  );
  return { batches, leagues };
}

/** The write-ahead log's position and the blocks PostgreSQL has read from outside its buffers. */
async function walAndReads() {
  const [row] = await queryRows<{ lsn: string; reads: number }>(
    db,
    sql`select pg_current_wal_lsn()::text as lsn,
               (select sum(blks_read) from pg_stat_database)::float8 as reads`,
  );
  return row!;
}

/** The write-ahead log written, and the blocks read from outside the buffers, since `before`. */
async function walSince(before: { lsn: string; reads: number }) {
  const [row] = await queryRows<{ bytes: number; reads: number }>(
    db,
    sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${before.lsn}::pg_lsn)::float8 as bytes,
               (select sum(blks_read) from pg_stat_database)::float8 - ${before.reads} as reads`,
  );
  return row!;
}

let failed = false;
/** Prints a check's line, and remembers a failure for the exit code. */
const check = (ok: boolean, text: string) => {
  if (!ok) failed = true;
  console.log(`    ${ok ? 'ok  ' : 'FAIL'} ${text}`);
};

try {
  if (bench.fresh) await importShippedData(bench.database);
  const [games] = await queryRows<{ inWeek: number; last: string }>(
    db,
    sql`select count(*) filter (where played_at >= ${WEEK_START.toISOString()}::timestamptz)::int as "inWeek",
               to_json(max(played_at)) #>> '{}' as last
        from pro_games where region = 'LCK'`,
  );
  if (games!.inWeek > 0) throw new Error('LCK games are stored in the week of the clock');

  const setupBegun = performance.now();
  if (bench.fresh) await createLeagues();
  const [made] = await queryRows<{ claims: number; dropping: number; waivers: number }>(
    db,
    sql`select (select count(*)::int from waiver_claims) as claims,
               (select count(*)::int from waiver_claims where drop_player_id is not null) as dropping,
               (select count(*)::int from player_waivers) as waivers`,
  );
  console.log(
    `set-up: ${count(LEAGUES)} leagues × ${TEAMS_PER_LEAGUE} teams, ${count(LEAGUES * TEAMS_PER_LEAGUE * ROSTER)} rostered, ${count(made!.waivers)} players on waivers, ${count(made!.claims)} pending claims (${count(made!.dropping)} with a drop), in ${seconds(performance.now() - setupBegun)}; last LCK game ${games!.last}, league time ${CLOCK_AT.toISOString()}; load ${load()}`,
  );

  if (process.env.SETUP_ONLY === '1') {
    console.log(`set-up kept as ${bench.name}: run again with FROM_DATABASE=${bench.name}`);
    process.exit(0);
  }
  console.log(await machineSpeed(db));
  const waivers = createWaiversService(db);
  await db.execute(sql`update leagues set waivers_due_at = now()`);
  // Every run starts just after a checkpoint, so the pages the round writes first cost the same
  // (a full page in the write-ahead log) from one run to the next.
  await db.execute(sql`checkpoint`);
  const walBefore = await walAndReads();
  const databaseCpuBefore = localPostgresCpu();
  const begun = performance.now();
  const cpuBefore = process.cpuUsage();
  const round = await clearRound(waivers);
  const roundMs = performance.now() - begun;
  const cost = await walSince(walBefore);
  const databaseCpuAfter = localPostgresCpu();
  // The rest of the round is the database's work and the wait for it.
  const cpu = process.cpuUsage(cpuBefore);
  const sorted = [...round.batches].sort((a, b) => a - b);
  console.log(
    `clear round: ${count(round.leagues)} leagues in ${seconds(roundMs)}${LEAGUES >= 10_000 ? ` (budget 10 s: ${roundMs < 10_000 ? 'met' : 'not met'})` : ''}, ${round.batches.length} batches of ${CLEAR_BATCH}, ${CLEAR_WORKERS} at a time`,
  );
  // A paused replay that still has a player on waivers is looked at again a minute later, so a
  // round longer than that takes some leagues twice.
  if (round.leagues > LEAGUES) {
    console.log(
      `    ${count(round.leagues - LEAGUES)} of them a second time: paused replays due again for their recheck`,
    );
  }
  console.log(
    `    batch median ${percentile(sorted, 50).toFixed(0)} ms (min ${sorted[0]!.toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)}); this process's CPU ${seconds((cpu.user + cpu.system) / 1000)}; load ${load()}`,
  );
  console.log(
    `    write-ahead log ${count(Math.round(cost.bytes / 1e6))} MB; ${count(cost.reads)} blocks read from outside the shared buffers`,
  );
  if (databaseCpuBefore !== null && databaseCpuAfter !== null) {
    console.log(
      `    this machine's PostgreSQL processes' CPU ${seconds((databaseCpuAfter - databaseCpuBefore) * 1000)}`,
    );
  }
  // Right after the round: a league left due now would be cleared again.
  const again = await waivers.clearDue(CLEAR_BATCH);

  const [claims] = await queryRows<{
    won: number;
    lost: number;
    failed: number;
    pending: number;
    pendingCleared: number;
  }>(
    db,
    sql`select count(*) filter (where c.status = 'won')::int as won,
               count(*) filter (where c.status = 'lost')::int as lost,
               count(*) filter (where c.status = 'failed')::int as failed,
               count(*) filter (where c.status = 'pending')::int as pending,
               count(*) filter (where c.status = 'pending' and w.player_id is not null)::int as "pendingCleared"
        from waiver_claims c
        left join bench_waivers w on w.league_id = c.league_id and w.player_id = c.add_player_id`,
  );
  const reasons = await queryRows<{ reason: string; claims: number }>(
    db,
    sql`select regexp_replace(reason, '\\$[0-9]+', '$n', 'g') as reason, count(*)::int as claims
        from waiver_claims where status = 'failed' group by 1 order by 2 desc`,
  );
  const [players] = await queryRows<{
    claimed: number;
    twice: number;
    notOnTeam: number;
    rostered: number;
    stillOnWaivers: number;
    joinedUnwon: number;
  }>(
    db,
    sql`select (select count(*)::int from bench_waivers w where exists (
                  select 1 from waiver_claims c
                  where c.league_id = w.league_id and c.add_player_id = w.player_id)) as claimed,
               (select count(*)::int from (
                  select 1 from waiver_claims where status = 'won'
                  group by league_id, add_player_id having count(*) > 1) x) as twice,
               (select count(*)::int from waiver_claims c where c.status = 'won' and not exists (
                  select 1 from team_players tp
                  where tp.team_id = c.team_id and tp.player_id = c.add_player_id)) as "notOnTeam",
               (select count(*)::int from bench_waivers w join team_players tp
                  on tp.league_id = w.league_id and tp.player_id = w.player_id) as rostered,
               (select count(*)::int from bench_waivers w join player_waivers p
                  on p.league_id = w.league_id and p.player_id = w.player_id) as "stillOnWaivers",
               (select count(*)::int from waiver_claims c join team_players tp
                  on tp.team_id = c.team_id and tp.player_id = c.add_player_id
                where c.status <> 'won') as "joinedUnwon"`,
  );
  const [money] = await queryRows<{ over: number; mismatched: number; spent: number }>(
    db,
    sql`select count(*) filter (where t.faab_spent > l.faab_budget)::int as over,
               count(*) filter (where t.faab_spent <> coalesce(b.bids, 0))::int as mismatched,
               coalesce(sum(t.faab_spent), 0)::int as spent
        from teams t join leagues l on l.id = t.league_id
        left join (select team_id, sum(bid) as bids from waiver_claims where status = 'won'
                   group by team_id) b on b.team_id = t.id`,
  );
  const [due] = await queryRows<{ past: number; none: number; future: number; dropped: number }>(
    db,
    sql`select count(*) filter (where waivers_due_at <= now())::int as past,
               count(*) filter (where waivers_due_at is null)::int as none,
               count(*) filter (where waivers_due_at > now())::int as future,
               (select count(*)::int from player_waivers) as dropped
        from leagues`,
  );
  const [written] = await queryRows<{ logged: number; notified: number }>(
    db,
    sql`select (select count(*)::int from league_transactions where type = 'claim') as logged,
               (select count(*)::int from notifications) as notified`,
  );

  console.log(
    `claims: ${count(claims!.won)} won, ${count(claims!.lost)} lost, ${count(claims!.failed)} failed, ${count(claims!.pending)} pending; ${count(written!.logged)} awards logged, ${count(written!.notified)} notifications, $${count(money!.spent)} spent`,
  );
  for (const { reason, claims: n } of reasons) console.log(`    failed ${count(n)}: ${reason}`);
  console.log(
    `    claims not won whose player joined the claiming team: ${count(players!.joinedUnwon)}`,
  );
  console.log(
    `    waiver periods left: ${count(due!.dropped)} (players dropped for a claim); leagues due later ${count(due!.future)}, not due ${count(due!.none)}`,
  );
  console.log('checks:');
  check(
    claims!.pendingCleared === 0,
    `every claim settled: ${count(claims!.pendingCleared)} pending on a player whose clear came`,
  );
  check(
    players!.twice === 0 && players!.notOnTeam === 0 && players!.rostered === claims!.won,
    `each player on waivers to at most one team: ${players!.twice} won twice, ${players!.notOnTeam} won but not on the team, ${count(players!.rostered)} of them on rosters for ${count(claims!.won)} won claims; ${players!.stillOnWaivers} still on waivers`,
  );
  check(
    money!.over === 0 && money!.mismatched === 0,
    `no team over its budget: ${money!.over} over, ${money!.mismatched} whose spend differs from its won bids`,
  );
  check(
    claims!.won === players!.claimed,
    `won claims ${count(claims!.won)} = players on waivers with a claim ${count(players!.claimed)}`,
  );
  check(
    due!.past === 0,
    `every league's waivers_due_at null or in the future: ${count(due!.past)} due now or before`,
  );
  check(again === 0, `a second round handles ${again} leagues`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await bench.close();
}
process.exit(failed ? 1 : 0);
