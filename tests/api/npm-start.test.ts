import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeEmbedded,
  exitWithin,
  isRunning,
  processTree,
  readyUrl,
  startNpm,
  waitFor,
} from '../support/main-process';

// `npm start` as a container or a supervisor runs it: the signal goes to the process it
// started, npm, and never to the server below it.

// The server's own deadline: 10 s for open requests, 2 s more for its watchdog.
const SHUTDOWN_DEADLINE_MS = 12_000;

let dataDir: string;
let webDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rift-npm-start-'));
  // A web client directory of the operator's own: the starter leaves it alone, so the test
  // never waits for a build.
  webDir = await mkdtemp(path.join(os.tmpdir(), 'rift-npm-web-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(webDir, { recursive: true, force: true });
});

describeEmbedded('npm start', () => {
  it('stops the whole server, port and database, when npm is sent SIGTERM', async () => {
    const { child, output } = startNpm({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
    });
    let tree: number[] = [];
    try {
      const url = await readyUrl(output);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      expect(output()).not.toContain('Building the web client');
      // What npm start runs is the compiled server, built before it started if it was stale.
      expect(existsSync(path.join(process.cwd(), 'dist/server/main.js'))).toBe(true);
      tree = processTree(child.pid!);
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(true);

      child.kill('SIGTERM');
      const ended = await exitWithin(child, SHUTDOWN_DEADLINE_MS);
      expect(ended, output()).not.toBeNull();
      // npm may leave a moment after its child: the rest of the tree gets the same deadline.
      await waitFor(() => !tree.some(isRunning), SHUTDOWN_DEADLINE_MS).catch(() => undefined);
      expect(tree.filter(isRunning)).toEqual([]);
      expect(output()).toContain('shutting down');
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    } finally {
      // A failing run leaves nothing behind.
      for (const pid of tree.filter(isRunning)) process.kill(pid, 'SIGKILL');
    }
  }, 90_000);
});
