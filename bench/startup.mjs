// Start-up benchmark: the time from launching the server to its first successful
// `GET /api/health`, for each way of starting it, in turn (A B A B ...), so a machine whose
// speed drifts during the run slows every way alike.
//
//   node bench/startup.mjs                    # RUNS=10 MODES=tsx,compiled by default
//   RUNS=20 MODES=npm node bench/startup.mjs
//
// Modes: `tsx` loads src/server/main.ts through tsx (as `npm run dev` and the tests do),
// `compiled` runs the bundle dist/server/main.js (built first), `npm` is `npm start` itself.
// Every run uses the same embedded database, created and filled by one start before the timed
// ones, so each timed run is a later start: the database exists and the shipped data is in.
// The web client directory is an empty one of the benchmark's own, so `npm start` builds none.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 10);
const MODES = (process.env.MODES ?? 'tsx,compiled').split(',').filter(Boolean);
// How often the benchmark asks for /api/health while the server starts.
const POLL_MS = 5;
// A start that takes longer than this is a failure, not a figure.
const START_LIMIT_MS = 60_000;

const COMMANDS = {
  tsx: [process.execPath, ['--import', 'tsx', 'src/server/main.ts']],
  compiled: [process.execPath, ['--enable-source-maps', 'dist/server/main.js']],
  npm: ['npm', ['start']],
};

for (const mode of MODES) {
  if (!(mode in COMMANDS)) throw new Error(`Unknown mode ${mode}; use ${Object.keys(COMMANDS)}`);
}

/** A port nothing listens on right now. */
async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

async function healthy(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Starts the server one way; returns the milliseconds to its first healthy answer. */
async function timeOneStart(mode, env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/health`;
  const [command, args] = COMMANDS[mode];
  let output = '';
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit');
  try {
    while (!(await healthy(url))) {
      if (child.exitCode !== null) throw new Error(`${mode} exited early:\n${output}`);
      if (performance.now() - started > START_LIMIT_MS) {
        throw new Error(`${mode} not healthy after ${START_LIMIT_MS} ms:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return performance.now() - started;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (sorted) => {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

if (MODES.includes('compiled')) {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rift-startup-data-'));
const webDir = await mkdtemp(path.join(os.tmpdir(), 'rift-startup-web-'));
const env = {
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: webDir,
  DATABASE_URL: '',
  JWT_SECRET: '',
  LOG_LEVEL: 'warn',
};
try {
  // Creates, migrates and fills the database once; not timed.
  await timeOneStart(MODES[0], env);
  const times = Object.fromEntries(MODES.map((mode) => [mode, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const mode of MODES) times[mode].push(await timeOneStart(mode, env));
  }
  console.log(
    `Launch to first healthy GET /api/health, ${RUNS} runs each (Node ${process.version})`,
  );
  console.log('| way | median | min | max |');
  console.log('|---|---|---|---|');
  for (const mode of MODES) {
    const sorted = times[mode].toSorted((a, b) => a - b);
    const cells = [median(sorted), sorted[0], sorted.at(-1)].map((ms) => `${Math.round(ms)} ms`);
    console.log(`| ${mode} | ${cells.join(' | ')} |`);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
  await rm(webDir, { recursive: true, force: true });
}
