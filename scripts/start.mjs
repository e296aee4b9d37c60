// `npm start`: builds the web client and the server bundle when either is missing or older
// than its sources, then runs the compiled server (which migrates the database before it
// listens) in this same process. Production runs the bundle, not TypeScript through tsx: it
// loads in under half the time (docs/decisions/022-compiled-server.md).
//
// The server runs here rather than in a child so that a signal to this process is a signal to
// the server: package.json's `exec` makes this process npm's own child, npm passes SIGTERM and
// SIGINT on to it, and the server's own handlers shut it down gracefully while npm waits. A
// shell or a second node in between would die of the signal and leave the server running.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const defaultDist = path.join(root, 'dist/web');
const serverBundle = path.join(root, 'dist/server/main.js');
// How often the server checks that npm, which started it, is still there.
const PARENT_CHECK_MS = 1_000;

/** The latest modification time of a file, or of any file under a folder. */
function newestChange(file) {
  const stats = statSync(file);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file)) {
    newest = Math.max(newest, newestChange(path.join(file, entry)));
  }
  return newest;
}

/** Whether `built` is missing or older than any of `sources` (files, or folders read whole). */
function isStale(built, sources) {
  if (!existsSync(built)) return true;
  const newest = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  return newest > statSync(built).mtimeMs;
}

/** Only the project's own build is made here; a WEB_DIST_DIR elsewhere is the operator's. */
function webClientNeedsBuild() {
  const dist = path.resolve(process.env.WEB_DIST_DIR || defaultDist);
  if (dist !== defaultDist) return false;
  return isStale(path.join(dist, 'index.html'), ['src/web', 'src/domain']);
}

// The build script is a source too: a change to how the bundle is made remakes it.
const serverNeedsBuild = () =>
  isStale(serverBundle, ['src/server', 'src/domain', 'scripts/build-server.mjs']);

/** Runs a build script; a signal meanwhile stops the build too, and then this process. */
async function runBuild(what, script, args = []) {
  console.log(`Building ${what}...`);
  const build = spawn(process.execPath, [path.join(root, script), ...args], {
    cwd: root,
    stdio: 'inherit',
  });
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
if (webClientNeedsBuild())
  await runBuild('the web client', 'node_modules/vite/bin/vite.js', ['build']);
if (serverNeedsBuild()) await runBuild('the server', 'scripts/build-server.mjs');
stopWhenNpmIsGone();
await import('../dist/server/main.js');
