// API read benchmark (budget in docs/performance.md: on PostgreSQL at 50 connections, each
// read with the cache bypassed reaches ≥ 0.5 of the requests per second of `GET /users/me`
// measured in the same run, with p99 < 50 ms; a cached answer reaches ≥ 0.25 of a bare server
// sending the same bytes):
//   DATABASE_URL=postgres://… node --import tsx bench/api-reads.ts
// Creates a throwaway database, fills it with `npm run demo` (8 managers, a drafted Korean
// league, 11 weeks scheduled, 3 scored) and with LEAGUES leagues of 12 drafted teams
// (bench/seed-leagues.ts: rosters, schedule, friendships and conversations), starts the real
// server (src/server/main.ts) and the bare server (bench/bare-fastify.ts) in their own
// processes, then loads each URL with CONNECTIONS connections for SECONDS seconds (autocannon)
// as the demo commissioner, and the 12-team league's routes as its commissioner.
// `?refresh=true` is the one way past the read cache. ROUTES=<text> measures only the routes
// whose label holds that text (and the yardstick).

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openMigratedDatabase } from '../src/server/db/migrate';
import { importShippedData } from '../src/server/stats/shipped-data';
import { adminQuery, databaseUrlFor } from '../tests/support/postgres';
import { queryRows } from '../tests/support/sql';
import { seedLeagues } from './seed-leagues';
import { signedToken } from './support';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 10);
const LEAGUES = Number(process.env.LEAGUES ?? 100);
const ROUTES = process.env.ROUTES;
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('The API read budget is for PostgreSQL: set DATABASE_URL.');
  process.exit(2);
}
const name = `rift_bench_reads_${Date.now()}`;
const databaseUrl = databaseUrlFor(url, name);
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
};

/** Runs a script to its end. */
async function run(script: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env, stdio: 'ignore' });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`${script} exited with ${code}`);
}

/** A port nobody uses right now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

/**
 * Starts a server script on a free port and resolves with its base URL once `readyPath`
 * answers. Its output is dropped: the app logs every request, as in production.
 */
async function serve(script: string, readyPath: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    if (tries > 600) throw new Error(`${script} did not start`);
    const ok = await fetch(`${base}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
}

async function load(target: string, token?: string): Promise<Figures> {
  const result = await autocannon({
    url: target,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  };
}

const children: ChildProcess[] = [];
await adminQuery(url, `create database ${name}`);
try {
  // The 12-team leagues: the first one's commissioner reads it, its trades (none), his
  // conversations and friends.
  const database = await openMigratedDatabase({ databaseUrl, dataDir: '' });
  const commissioner = await (async () => {
    try {
      await importShippedData(database);
      await seedLeagues(database.db, { leagues: LEAGUES });
      const [row] = await queryRows<{ league_id: string; user_id: string; username: string }>(
        database.db,
        sql`select l.id as league_id, u.id as user_id, u.username from leagues l
            join users u on u.id = l.creator_id where l.name = 'League 1'`,
      );
      // A Korean league replaying 2025 from 9 April at real pace: its pool counts only the
      // games up to its time, a week into the LCK's regular season.
      const [replay] = await queryRows<{ id: string }>(
        database.db,
        sql`insert into leagues (name, regions, clock_mode, replay_anchor_at, replay_anchor_real,
              week_seconds, creator_id)
            values ('Replay 2025', '{KOREA}', 'replay', '2025-04-09T00:00:00Z', now(), 604800,
              ${row!.user_id})
            returning id`,
      );
      return { ...row!, replay_id: replay!.id };
    } finally {
      await database.close();
    }
  })();
  await run('src/server/demo.ts');
  const app = await serve('src/server/main.ts', '/api/health');
  children.push(app.child);
  const bare = await serve('bench/bare-fastify.ts', '/bare');
  children.push(bare.child);

  const login = await fetch(`${app.base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo_commish', password: 'rift-demo-2025' }),
  });
  const { token } = (await login.json()) as { token: string };
  const leagues = (await (
    await fetch(`${app.base}/api/leagues/my-leagues`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { id: string }[];
  const leagueId = leagues[0]!.id;

  // The demo league's transactions log, a page and more of entries as a season leaves them.
  const logged = await openMigratedDatabase({ databaseUrl, dataDir: '' });
  try {
    await logged.db.execute(sql`
      insert into league_transactions (league_id, type, team_id, league_at, detail)
      select ${leagueId}, (array['add', 'drop', 'claim'])[1 + n % 3], t.id, now(),
             jsonb_build_object('text', 'added Faker, dropped Zeus',
               'added', jsonb_build_object('id', gen_random_uuid(), 'name', 'Faker'))
      from generate_series(1, 60) n
      cross join lateral (select id from teams where league_id = ${leagueId}
                          order by id offset n % 4 limit 1) t`);
  } finally {
    await logged.close();
  }

  const api = (path: string) => `${app.base}/api${path}`;
  const league = `/leagues/${leagueId}`;
  const drafted = `/leagues/${commissioner.league_id}`;
  const commissionerToken = signedToken(
    env.JWT_SECRET,
    commissioner.user_id,
    commissioner.username,
  );
  // ROUTES=<text> measures only the routes whose label holds it (the yardstick always).
  const chosen = ([label]: readonly string[]) => !ROUTES || label!.includes(ROUTES);
  const uncached = (
    [
      [
        'players list, a live league (12-team)',
        `/players?leagueId=${commissioner.league_id}&refresh=true`,
        commissionerToken,
      ],
      ['players list, demo league (replay)', `/players?leagueId=${leagueId}&refresh=true`, token],
      [
        'players list in a replay league (9 April)',
        `/players?leagueId=${commissioner.replay_id}&refresh=true`,
        token,
      ],
      ['`GET /leagues/:id`', `${league}?refresh=true`, token],
      ['`GET /leagues/:id/matchups/1`', `${league}/matchups/1?refresh=true`, token],
      ['`GET /leagues/:id/standings`', `${league}/standings?refresh=true`, token],
      // The demo league's playoffs are weeks 10–11: before them, the seeds as the standings stand.
      ['`GET /leagues/:id/playoffs` (the bracket)', `${league}/playoffs`, token],
      ['`GET /leagues/:id/transactions` (a page of 25)', `${league}/transactions`, token],
      ['`GET /teams/my-teams`', '/teams/my-teams', token],
      ['`GET /leagues/:id`, 12 drafted teams', `${drafted}?refresh=true`, commissionerToken],
      [
        '`GET /trades?leagueId=` (no trade)',
        `/trades?leagueId=${commissioner.league_id}`,
        commissionerToken,
      ],
      ['`GET /messages/conversations`', '/messages/conversations', commissionerToken],
      ['`GET /friends`', '/friends', commissionerToken],
    ] satisfies [string, string, string][]
  ).filter(chosen);
  const cached = (
    [
      ['players list (league pool)', `/players?leagueId=${leagueId}`],
      ['`GET /leagues/:id`', league],
      ['`GET /leagues/:id/matchups/1`', `${league}/matchups/1`],
      ['`GET /leagues/:id/standings`', `${league}/standings`],
    ] satisfies [string, string][]
  ).filter(chosen);

  // A first pass warms the server up (compiled code, prepared statements, pooled connections)
  // before anything is measured.
  for (const [, path, as] of uncached) await load(api(path), as);
  const reference = await load(api('/users/me'), token);
  const format = (label: string, figures: Figures, share: number) =>
    `| ${label} | ${Math.round(figures.rps).toLocaleString('en-US')} | ${share.toFixed(2)} | ${figures.p50} ms | ${figures.p99} ms | ${figures.bytes.toLocaleString('en-US')} |`;
  const header = (yardstick: string) => [
    `| route | requests/s | share of ${yardstick} | p50 | p99 | bytes per answer |`,
    '|---|---|---|---|---|---|',
  ];

  const measured: [string, Figures][] = [];
  for (const [label, path, as] of uncached) measured.push([label, await load(api(path), as)]);
  // The reference again: shares are of the mean of the two runs, as the machine drifts.
  const again = await load(api('/users/me'), token);
  const yardstick = (reference.rps + again.rps) / 2;
  const uncachedRows = [
    ...header('`GET /users/me`'),
    format('`GET /users/me`', reference, reference.rps / yardstick),
    ...measured.map(([label, figures]) => format(label, figures, figures.rps / yardstick)),
    format('`GET /users/me` (again)', again, again.rps / yardstick),
  ];

  const cachedRows = header('a bare server sending the same bytes');
  for (const [label, path] of cached) {
    const body = await (
      await fetch(api(path), { headers: { authorization: `Bearer ${token}` } })
    ).text();
    const name = encodeURIComponent(label);
    await fetch(`${bare.base}/bodies/${name}`, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    const bareFigures = await load(`${bare.base}/bodies/${name}`);
    const figures = await load(api(path), token);
    cachedRows.push(format(`${label}, cached`, figures, figures.rps / bareFigures.rps));
    cachedRows.push(format('  bare server, same bytes', bareFigures, 1));
  }

  console.log(`${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL`);
  console.log('\nWith the cache bypassed:');
  for (const row of uncachedRows) console.log(row);
  console.log('\nCached:');
  for (const row of cachedRows) console.log(row);
} finally {
  for (const child of children) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  await adminQuery(url, `drop database if exists ${name} with (force)`);
}
