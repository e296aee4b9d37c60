import { randomUUID } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogDestination } from '../../src/server/logger';
import { connectLive } from '../support/live-client';
import { describeEmbedded, exitWithin, readyUrl, startServer } from '../support/main-process';
import { createTestApp } from '../support/test-app';

// A shutdown always ends: a log reader that stalls or dies must not keep the process alive
// after SIGTERM, and live sockets are told the server is going away (1001), not closed blank.

// The server's own grace period is 10 s; past this the test calls it hung.
const EXIT_DEADLINE_MS = 15_000;

const dataDirs: string[] = [];
afterAll(() => Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function startOnFreshData() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rift-shutdown-'));
  dataDirs.push(dataDir);
  const server = startServer({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
  return { ...server, url: await readyUrl(server.output) };
}

/** Requests with long URLs: their log lines are far more than a pipe and its reader buffer. */
async function logALot(url: string): Promise<void> {
  const padding = 'x'.repeat(8_000);
  for (let batch = 0; batch < 5; batch += 1) {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${url}/api/health?pad=${padding}`).then((response) => response.arrayBuffer()),
      ),
    );
  }
}

describeEmbedded('shutdown of the server process', () => {
  it.concurrent('exits on SIGTERM within the deadline when its log reader stalls and then dies', async ({
    expect,
  }) => {
    const { child, url } = await startOnFreshData();
    const live = await connectLive(url, randomUUID());
    // The log collector stops reading, the server goes on logging until the pipe is full...
    child.stdout?.pause();
    await logALot(url);
    child.kill('SIGTERM');
    // ...and the collector dies while the server is shutting down.
    setTimeout(() => child.stdout?.destroy(), 300);

    expect(await exitWithin(child, EXIT_DEADLINE_MS)).toEqual({ code: 0, signal: null });
    expect(await live.closed).toEqual({ code: 1001, reason: 'Server shutting down' });
  }, 45_000);

  it.concurrent('exits on SIGTERM within the deadline when its log reader stalls for good', async ({
    expect,
  }) => {
    const { child, url } = await startOnFreshData();
    child.stdout?.pause();
    await logALot(url);
    child.kill('SIGTERM');

    // The lines the reader never took are given up; the process is not kept for them.
    expect(await exitWithin(child, EXIT_DEADLINE_MS)).toEqual({ code: 0, signal: null });
    child.stdout?.destroy();
  }, 45_000);
});

describe('shutdown of the app', () => {
  it('closes every live socket with 1001 (going away) when the app closes', async () => {
    const testApp = await createTestApp();
    const url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    // Not logged in: the room holds the socket open, waiting for a join message.
    const sockets = await Promise.all([
      connectLive(url, randomUUID()),
      connectLive(url, randomUUID()),
    ]);

    await testApp.close();
    for (const socket of sockets) {
      expect(await socket.closed).toEqual({ code: 1001, reason: 'Server shutting down' });
    }
  });
});

describe('the log destination', () => {
  it('writes every line in order, and drops lines once its output is gone', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rift-log-'));
    dataDirs.push(dir);
    const file = path.join(dir, 'out.log');
    const fd = openSync(file, 'w');
    const log = createLogDestination(fd);
    const lines = Array.from({ length: 2_000 }, (_, i) => `{"n":${i}}\n`);
    for (const line of lines) log.write(line);
    await log.drained(5_000);
    expect(await readFile(file, 'utf8')).toBe(lines.join(''));
    expect(log.dropped).toBe(0);

    closeSync(fd);

    // An output that refuses writes (here a read-only descriptor; in life a dead pipe) ends the
    // destination at once: nobody waits for the rest.
    const readOnly = openSync(file, 'r');
    const broken = createLogDestination(readOnly);
    broken.write('{"first":true}\n');
    await broken.drained(5_000);
    broken.write('{"later":true}\n');
    closeSync(readOnly);
    expect(broken.dropped).toBe(2);
  });

  it('drops lines beyond its queue while the reader lags, and says how many', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rift-log-'));
    dataDirs.push(dir);
    const file = path.join(dir, 'out.log');
    const fd = openSync(file, 'w');
    // Room for three 20-byte lines until the first write completes.
    const log = createLogDestination(fd, 64);
    for (let i = 0; i < 10; i += 1) log.write(`{"line":${String(i).padStart(8, '0')}}\n`);
    await log.drained(5_000);
    closeSync(fd);

    const written = (await readFile(file, 'utf8')).trimEnd().split('\n');
    expect(written.slice(0, 3)).toEqual([0, 1, 2].map((i) => `{"line":0000000${i}}`));
    expect(JSON.parse(written[3] ?? '')).toMatchObject({
      level: 40,
      msg: 'log output fell behind; 7 lines dropped',
    });
    expect(log.dropped).toBe(7);
  });
});
