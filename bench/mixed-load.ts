// Mixed load on two instances (docs/performance.md, "Mixed load"):
//   DATABASE_URL=postgres://… npm run bench:mixed
// Creates a throwaway PostgreSQL database, fills it with LEAGUES leagues (bench/seed-leagues.ts),
// starts two app instances (src/server/main.ts) on it, and for SECONDS seconds sends managers'
// visits (bench/mixed-load-visits.ts) over CONNECTIONS connections, half to each instance, each
// connection sending its next request as soon as the last is answered (few connections measure
// answers without queues, many measure the machine saturated):
// about nine reads of league pages, standings, matchups, the player pool and "my teams" for
// every write (roster moves, trade offers withdrawn again, chat messages). Prints, per route,
// requests/s, p50, p99 and refusals, and per instance its read cache's hits (from the
// `x-read-cache` header of each answer) and its resident memory before and after.
// Exits with 1 when any request did not get its 2xx, or an instance's memory grew by more than
// MAX_RSS_GROWTH_MB (instances run with a 256 MB heap unless SERVER_NODE_FLAGS says otherwise);
// never because of a time. KEEP_DATABASE=1 keeps the database afterwards, to
// study the statements by hand.

import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openMigratedDatabase } from '../src/server/db/migrate';
import { importShippedData } from '../src/server/stats/shipped-data';
import { adminQuery, databaseUrlFor } from '../tests/support/postgres';
import {
  type LeagueSeat,
  LoadFigures,
  loadLeagues,
  planVisits,
  type RouteFigures,
} from './mixed-load-visits';
import { type SeedSummary, seedLeagues } from './seed-leagues';
import { percentile, residentMemory, startServer } from './support';

const LEAGUES = Number(process.env.LEAGUES ?? 10_000);
const SECONDS = Number(process.env.SECONDS ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 40);
const MAX_RSS_GROWTH_MB = Number(process.env.MAX_RSS_GROWTH_MB ?? 300);
// V8 lets a busy heap grow long before it collects, so resident memory alone cannot tell a leak
// from laziness. Each instance gets a heap of 256 MB: what the app really keeps (caches bounded
// by bytes and entries) fits, and a leak would end in a crash and refused requests.
process.env.SERVER_NODE_FLAGS ??= '--max-old-space-size=256';
const SECRET = randomBytes(32).toString('hex');
const keep = process.env.KEEP_DATABASE === '1';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('The mixed load runs on PostgreSQL: set DATABASE_URL.');
  process.exit(2);
}
// A visit holds its league alone, so every connection needs leagues to choose from.
if (LEAGUES < 2 * CONNECTIONS) {
  console.error(`Give at least two leagues per connection (LEAGUES >= ${2 * CONNECTIONS}).`);
  process.exit(2);
}
const name = `rift_bench_mixed_${Date.now()}`;
const databaseUrl = databaseUrlFor(url, name);

/** Seeds the database and reads back what the visits need. */
async function prepare(): Promise<{ summary: SeedSummary; leagues: LeagueSeat[] }> {
  const database = await openMigratedDatabase({ databaseUrl, dataDir: '' });
  try {
    await importShippedData(database);
    const summary = await seedLeagues(database.db, { leagues: LEAGUES });
    // The load drops players and adds others straight away, as free agents: without waiver
    // days a dropped player is one at once (the waiver clears have their own bench).
    await database.db.execute(sql`update leagues set waiver_days = 0`);
    return { summary, leagues: await loadLeagues(database.db) };
  } finally {
    await database.close();
  }
}

const count = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (value: number) => `${Math.round(value)} MB`;

await adminQuery(url, `create database ${name}`);
const instances: {
  label: string;
  child: import('node:child_process').ChildProcess;
  http: string;
}[] = [];
let failed = false;
try {
  const { summary, leagues } = await prepare();
  console.log(
    `seeded in ${(summary.elapsedMs / 1000).toFixed(1)} s: ${count(summary.users)} users, ${count(summary.leagues)} leagues, ${count(summary.teams)} teams, ${count(summary.rosteredPlayers)} rostered players, ${count(summary.matchups)} matchups (${count(summary.scoredMatchups)} scored), ${count(summary.conversations)} conversations, ${count(summary.messages)} messages`,
  );

  for (const label of ['A', 'B']) {
    const { child, base } = await startServer({
      DATABASE_URL: databaseUrl,
      JWT_SECRET: SECRET,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    });
    instances.push({ label, child, http: base.replace(/^ws/, 'http') });
  }
  const before = await Promise.all(instances.map(({ child }) => residentMemory(child.pid!)));

  const figures = new LoadFigures();
  const visits = planVisits(leagues, SECRET, figures);
  const started = performance.now();
  const results = await Promise.all(
    instances.map(({ label, http }) =>
      autocannon({
        url: http,
        connections: Math.max(1, Math.round(CONNECTIONS / instances.length)),
        duration: SECONDS,
        requests: visits.requests(label),
      }),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;
  const after = await Promise.all(instances.map(({ child }) => residentMemory(child.pid!)));

  const total = [...figures.routes.values()].reduce((sum, route) => sum + route.requests, 0);
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const routeRow = (
    label: string,
    { requests, errors, hits }: Omit<RouteFigures, 'ms'>,
    sorted: number[],
  ) =>
    row([
      label,
      `${((100 * requests) / total).toFixed(1)}%`,
      count(requests),
      count(requests / elapsed),
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 99)),
      hits ? `${((100 * hits) / requests).toFixed(0)}%` : '',
      String(errors),
    ]);
  console.log(
    `\n${instances.length} instances, ${CONNECTIONS} connections, ${elapsed.toFixed(1)} s, PostgreSQL\n`,
  );
  console.log(
    row(['route', 'share', 'requests', 'requests/s', 'p50', 'p99', 'cache hits', 'errors']),
  );
  console.log(row(Array(8).fill('---')));
  const all: number[] = [];
  const sum = { requests: 0, errors: 0, hits: 0 };
  for (const [route, measured] of [...figures.routes].sort(
    (a, b) => b[1].requests - a[1].requests,
  )) {
    const sorted = [...measured.ms].sort((a, b) => a - b);
    all.push(...measured.ms);
    sum.requests += measured.requests;
    sum.errors += measured.errors;
    sum.hits += measured.hits;
    console.log(routeRow(`\`${route}\``, measured, sorted));
  }
  console.log(
    routeRow(
      'all',
      sum,
      all.sort((a, b) => a - b),
    ),
  );

  console.log(
    `\n${row(['instance', 'requests', 'non-2xx', 'socket errors (timeouts)', 'read cache hits', 'RSS at start', 'RSS at end', 'peak RSS'])}`,
  );
  console.log(row(Array(8).fill('---')));
  instances.forEach(({ label }, index) => {
    const result = results[index]!;
    const cache = figures.cache.get(label) ?? { hits: 0, misses: 0 };
    const lookups = cache.hits + cache.misses;
    const growth = after[index]!.rss - before[index]!.rss;
    console.log(
      row([
        label,
        count(result.requests.total),
        String(result.non2xx),
        `${result.errors} (${result.timeouts})`,
        `${lookups ? ((100 * cache.hits) / lookups).toFixed(1) : '0'}% of ${count(lookups)}`,
        mb(before[index]!.rss),
        mb(after[index]!.rss),
        mb(after[index]!.peak),
      ]),
    );
    if (result.non2xx > 0 || result.errors > 0) failed = true;
    if (growth > MAX_RSS_GROWTH_MB) {
      console.error(
        `instance ${label}: memory grew by ${mb(growth)}, over ${MAX_RSS_GROWTH_MB} MB`,
      );
      failed = true;
    }
  });
  if (figures.refused > 0) {
    failed = true;
    console.error(`\n${figures.refused} requests did not get their 2xx; the first ones:`);
    for (const refusal of figures.refusals) {
      console.error(`${refusal.route}: ${refusal.request} -> ${refusal.status} ${refusal.answer}`);
    }
  }
} finally {
  for (const { child } of instances) {
    if (child.exitCode !== null) continue;
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  if (keep) console.log(`kept database ${name}`);
  else await adminQuery(url, `drop database if exists ${name} with (force)`);
}
if (failed) process.exitCode = 1;
