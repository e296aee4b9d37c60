import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { describeEmbedded, startServer, waitFor } from '../support/main-process';

// The real entry point, as `npm start` runs it, on PGlite in a throwaway directory.
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rift-main-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describeEmbedded('src/server/main.ts', () => {
  it('stops with a clear message when the configuration is invalid', async () => {
    const { child, output } = startServer({ DATA_DIR: dataDir, PORT: 'eighty' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toContain('Invalid configuration:\n- PORT: PORT must be a number');
  });

  it('serves, never logs the secret, and closes the database cleanly on SIGTERM', async () => {
    const { child, output } = startServer({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
    await waitFor(() => output().includes('Rift Fantasy is ready'), 30_000);
    const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output())?.[1];
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({
      status: 'ok',
      database: { engine: 'pglite', state: 'up' },
      feed: null,
    });
    // A fresh install shows real players: the shipped data was imported before listening.
    const players = await fetch(`http://127.0.0.1:${port}/api/players?limit=1`);
    expect(players.headers.get('x-total-count')).toBe('330');
    expect(output()).toContain('Imported the shipped match data: 558 games, 330 players');
    // One log line per request, once answered, with what it was, who sent it and how it went.
    await waitFor(() => output().includes('"url":"/api/players?limit=1"'), 5_000);
    const lines = output()
      .split('\n')
      .filter((line) => line.includes('"url":"/api/players?limit=1"'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      ip: '127.0.0.1',
      statusCode: 200,
      reqId: players.headers.get('x-request-id'),
      responseTime: expect.any(Number),
    });
    expect(output()).not.toContain('incoming request');

    // PGlite cannot be shared: a second process on the same directory stops with a reason.
    const second = startServer({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
    const [secondCode] = await once(second.child, 'exit');
    expect(secondCode).toBe(1);
    expect(second.output()).toMatch(/The database in .* is in use by process \d+/);

    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(output()).toContain('shutting down');

    const secret = await readFile(path.join(dataDir, 'jwt-secret'), 'utf8');
    expect(output()).not.toContain(secret);

    // A cleanly closed PGlite directory opens again with its data.
    const database = await openDatabase({ dataDir });
    await database.exec('select count(*) from users');
    await database.close();
  }, 90_000); // a first start imports the shipped data; beside other test files that takes a while
});
