// Pieces the benchmarks share: tokens signed as the server signs them, the real server in a
// child process, percentiles, a fresh PostgreSQL database, and how figures are printed.

import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { openMigratedDatabase } from '../src/server/db/migrate';
import { adminQuery, databaseUrlFor } from '../tests/support/postgres';

/** An HS256 token as the server signs them (the bench knows the server's secret). */
export function signedToken(secret: string, userId: string, username: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
    sub: userId,
    username,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
  })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/**
 * Starts src/server/main.ts with `env` on a free port; resolves with its ws:// base once ready.
 * SERVER_NODE_FLAGS adds Node flags to the server only (`--cpu-prof` to profile it).
 */
export function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> {
  const flags = (process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port && output.includes('Rift Fantasy is ready')) {
        // From here the server's log is read and dropped: keeping it would cost the client
        // more with every request measured.
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({ child, base: `ws://127.0.0.1:${port}` });
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

/**
 * Gives simulated client `n` an address of its own, as a proxy would report it. The live
 * benchmarks start the server trusting X-Forwarded-For from loopback (TRUST_PROXY), so the cap
 * on sockets per address sees a thousand users on a thousand addresses, not one machine.
 */
export const clientAddress = (n: number) => ({
  'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
});
export const BEHIND_PROXY = { TRUST_PROXY: 'loopback' };

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A process's resident memory now and at its peak, in MB (Linux: /proc/<pid>/status). */
export async function residentMemory(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/**
 * A fresh, migrated PostgreSQL database for a bench of a PostgreSQL budget, on the server
 * DATABASE_URL names (the bench exits with 2 without one). `close` drops it, unless
 * KEEP_DATABASE=1 keeps it for EXPLAIN.
 */
export async function benchDatabase(label: string, budget: string) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(`The ${budget} budget is for PostgreSQL: set DATABASE_URL.`);
    process.exit(2);
  }
  const name = `rift_bench_${label}_${Date.now()}`;
  const databaseUrl = databaseUrlFor(url, name);
  // FROM_DATABASE=name starts from a copy of a database a run kept (KEEP_DATABASE=1), set-up
  // included, so a change can be measured again without building the data anew.
  const from = process.env.FROM_DATABASE;
  await adminQuery(
    url,
    `create database ${name}${from ? ` template ${from} strategy file_copy` : ''}`,
  );
  const database = await openMigratedDatabase({ databaseUrl, dataDir: '' });
  return {
    database,
    /** Whether the database is new, without a kept run's data. */
    fresh: !from,
    name,
    db: database.db,
    databaseUrl,
    async close() {
      await database.close();
      if (process.env.KEEP_DATABASE === '1') console.log(`kept database ${name}`);
      else await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * How fast this machine is at the moment, for budgets in seconds: the same code on the same
 * data has taken twice as long on one day as on another. Two fixed tasks like the benches' own
 * work, the best of three each (lower is faster): this process making, sorting and indexing
 * 500,000 small objects, and the database hashing a million values.
 */
export async function machineSpeed(db: Db): Promise<string> {
  const best = async (run: () => unknown) => {
    let fastest = Infinity;
    for (let i = 0; i < 3; i++) {
      const begun = performance.now();
      await run();
      fastest = Math.min(fastest, performance.now() - begun);
    }
    return fastest.toFixed(0);
  };
  const objects = await best(() => {
    const rows = Array.from({ length: 500_000 }, (_, i) => ({
      id: `p${i}`,
      n: (i * 2_654_435_761) % 1_000_003,
    }));
    rows.sort((a, b) => a.n - b.n);
    return new Map(rows.map((row) => [row.id, row])).size;
  });
  const query = await best(() =>
    db.execute(sql`select sum(hashtext(g::text)) from generate_series(1, 1000000) g`),
  );
  return `machine: ${objects} ms for the process's fixed task, ${query} ms for the database's (lower is faster)`;
}

/** How the benches print: seconds, counts, and the machine's load. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const count = (n: number) => n.toLocaleString('en-US');
export const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * The CPU time, in seconds, that the PostgreSQL processes of this machine have used so far
 * (every backend and the server's own writers), or null when none runs here: the difference
 * over a timed stretch says how much of it was the database's work. Linux only (/proc).
 */
export function localPostgresCpu(): number | null {
  if (!existsSync('/proc')) return null;
  let ticks = 0;
  let found = false;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // The process ended meanwhile.
    }
    if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
    // After the name: the state, 10 fields, then the user and system times in clock ticks
    // (hundredths of a second).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
    found = true;
  }
  return found ? ticks / 100 : null;
}
