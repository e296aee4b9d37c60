// Weekly scoring benchmark: `DATABASE_URL=postgres://… node --import tsx bench/scoring.ts`
// (PGlite without DATABASE_URL). Builds LEAGUES leagues of 12 bot teams, each team with six
// starters taken from the real player pool, one scheduled week of 6 matchups per league, then
// scores that week for every league at once in one transaction and reports the time, then
// scores it again (nothing changed, so nothing should be written) and checks the result is the same.
// KEEP_DATABASE=1 keeps the PostgreSQL database afterwards, to study the statements by hand.

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openMigratedDatabase } from '../src/server/db/migrate';
import { createSeasonRepository } from '../src/server/features/season/repository';
import { importShippedData } from '../src/server/stats/shipped-data';
import { adminQuery, databaseUrlFor } from '../tests/support/postgres';
import { machineSpeed } from './support';

const LEAGUES = Number(process.env.LEAGUES ?? 10_000);
const TEAMS = 12;
// The LCK Cup's first week: the window every league scores.
const WINDOW = { start: new Date('2025-01-15T00:00:00Z'), end: new Date('2025-01-20T00:00:00Z') };

const url = process.env.DATABASE_URL;
const keep = process.env.KEEP_DATABASE === '1';
const name = `rift_bench_scoring_${Date.now()}`;
const dir = await mkdtemp(path.join(os.tmpdir(), 'rift-bench-scoring-'));
if (url) await adminQuery(url, `create database ${name}`);
const database = await openMigratedDatabase(
  url ? { databaseUrl: databaseUrlFor(url, name), dataDir: '' } : { dataDir: dir },
);
const { db } = database;
try {
  await importShippedData(database);
  const started = Date.now();
  await db.execute(sql`
    insert into leagues (id, name, regions, max_teams)
    select gen_random_uuid(), 'Bench ' || n, array['KOREA'], ${TEAMS} from generate_series(1, ${LEAGUES}) n`);
  await db.execute(sql`
    insert into teams (id, name, league_id)
    select gen_random_uuid(), 'Team ' || t, l.id from leagues l, generate_series(1, ${TEAMS}) t`);
  // Six starters per team, 72 different players per league, drawn from the whole pool.
  await db.execute(sql`
    with pool as (select id, row_number() over (order by id) - 1 as i from players),
    slots as (
      select tm.id as team_id, tm.league_id,
             row_number() over (partition by tm.league_id order by tm.id) - 1 as team_no
      from teams tm)
    insert into team_players (team_id, league_id, player_id, slot)
    select s.team_id, s.league_id, p.id, (array['TOP','JUNGLE','MID','ADC','SUPPORT','FLEX'])[k + 1]
    from slots s
    cross join generate_series(0, 5) k
    cross join (select count(*) as n from players) size
    join pool p on p.i = (s.team_no * 6 + k + abs(hashtext(s.league_id::text)) % size.n) % size.n`);
  // The rosters stood before the season's first game.
  await db.execute(sql`update lineup_history set from_at = '-infinity'`);
  await db.execute(sql`
    with numbered as (
      select id, league_id, row_number() over (partition by league_id order by id) - 1 as team_no from teams)
    insert into matchups (league_id, week, home_team_id, away_team_id)
    select a.league_id, 1, a.id, b.id from numbered a
    join numbered b on b.league_id = a.league_id and b.team_no = a.team_no + 1
    where a.team_no % 2 = 0`);
  await db.execute(sql`analyze`);
  const setup = Date.now() - started;

  const leagueIds = (await db.execute(sql`select id from leagues`)) as unknown as {
    rows: { id: string }[];
  };
  const targets = leagueIds.rows.map((row) => ({
    leagueId: row.id,
    week: 1,
    ...WINDOW,
    weeksInSchedule: 11,
    cutoff: WINDOW.end,
    final: true,
    scoring: '{}',
  }));
  // Scores the week for every league in one transaction; the time of each statement in order.
  const scoreAll = async () => {
    const times: number[] = [];
    const begun = Date.now();
    await db.transaction((tx) => {
      const timed = new Proxy(tx, {
        get(target, property, receiver) {
          if (property !== 'execute') return Reflect.get(target, property, receiver);
          return async (query: Parameters<typeof tx.execute>[0]) => {
            const start = Date.now();
            const result = await target.execute(query);
            times.push(Date.now() - start);
            return result;
          };
        },
      });
      return createSeasonRepository(timed).scoreWeeks(targets);
    });
    return { total: Date.now() - begun, times };
  };
  // Counts, and a digest of every stored row: scoring again must leave each row as it was.
  const count = async () => {
    const result = (await db.execute(sql`
      select (select count(*)::int from matchup_starters) as starters,
             (select md5(string_agg(concat_ws(' ', matchup_id, team_id, slot, player_id, points, games),
                                    ',' order by matchup_id, team_id, slot))
              from matchup_starters) as starters_digest,
             md5(string_agg(concat_ws(' ', id, home_score, away_score, winner_team_id, is_tie, scored_at),
                            ',' order by id)) as matchups_digest,
             count(*)::int as matchups, count(*) filter (where completed)::int as scored,
             round(avg(home_score + away_score)::numeric, 1)::float8 as avg_total
      from matchups`)) as unknown as {
      rows: {
        starters: number;
        starters_digest: string;
        matchups_digest: string;
        matchups: number;
        scored: number;
        avg_total: number;
      }[];
    };
    return result.rows[0]!;
  };
  const first = await scoreAll();
  const scored = await count();
  // The same week again: nothing changed, so the result must be the same rows.
  const again = await scoreAll();
  const rescored = await count();
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `engine: ${url ? 'PostgreSQL' : 'PGlite'}; ${LEAGUES.toLocaleString('en-US')} leagues × ${TEAMS} teams, ${(LEAGUES * TEAMS * 6).toLocaleString('en-US')} starters`,
  );
  console.log(
    `setup ${(setup / 1000).toFixed(1)} s; scoring one week for every league: ${seconds(first.total)}`,
  );
  console.log(`milliseconds per statement: ${first.times.join(', ')}`);
  console.log(await machineSpeed(db));
  console.log(
    `matchups ${scored.matchups}, scored ${scored.scored}, starter rows ${scored.starters}, average points per matchup ${scored.avg_total}`,
  );
  console.log(
    `scoring the same week again: ${seconds(again.total)} (${again.times.join(', ')} ms); ${
      JSON.stringify(rescored) === JSON.stringify(scored) ? 'every row the same' : 'DIFFERENT rows'
    }`,
  );
} finally {
  await database.close();
  if (url && keep) console.log(`kept database ${name}`);
  else if (url) await adminQuery(url, `drop database if exists ${name} with (force)`);
  await rm(dir, { recursive: true, force: true });
}
