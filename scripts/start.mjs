// `npm start`: builds the web client when it is missing or older than its sources, then runs
// the server (which migrates the database before it listens) in this same process.
//
// The server runs here rather than in a child so that a signal to this process is a signal to
// the server: package.json's `exec` makes this process npm's own child, npm passes SIGTERM and
// SIGINT on to it, and the server's own handlers shut it down gracefully while npm waits. A
// shell or a second node in between would die of the signal and leave the server running.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const defaultDist = path.join(root, 'dist/web');
// How often the server checks that npm, which started it, is still there.
const PARENT_CHECK_MS = 1_000;

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

/** Only the project's own build is made here; a WEB_DIST_DIR elsewhere is the operator's. */
function needsBuild() {
  const dist = path.resolve(process.env.WEB_DIST_DIR || defaultDist);
  if (dist !== defaultDist) return false;
  const builtIndex = path.join(dist, 'index.html');
  if (!existsSync(builtIndex)) return true;
  const sources = ['src/web', 'src/domain'].map((dir) => path.join(root, dir));
  return Math.max(...sources.map(newestChange)) > statSync(builtIndex).mtimeMs;
}

/** Runs Vite's build; a signal meanwhile stops the build too, and then this process. */
async function buildWebClient() {
  console.log('Building the web client...');
  const build = spawn(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  const stop = (signal) => build.kill(signal);
  const signals = ['SIGINT', 'SIGTERM'];
  for (const signal of signals) process.on(signal, stop);
  const [code] = await once(build, 'exit');
  for (const signal of signals) process.off(signal, stop);
  if (code !== 0) process.exit(code ?? 1);
}

/**
 * Under npm, a server whose npm is gone (killed outright, so it could pass nothing on) shuts
 * down as if it had been sent SIGTERM, instead of holding the port and the database alone.
 * Run any other way (`node scripts/start.mjs &` from a shell that then exits), it stays.
 */
function stopWhenNpmIsGone() {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
  }, PARENT_CHECK_MS);
  timer.unref();
}

// The configuration's relative paths (DATA_DIR, WEB_DIST_DIR) are the project's, wherever
// this was started from.
process.chdir(root);
if (needsBuild()) await buildWebClient();
stopWhenNpmIsGone();
register();
await import('../src/server/main.ts');
