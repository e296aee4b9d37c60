import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rift-config-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('fills in defaults and treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      tokenTtlSeconds: 7 * 24 * 3600,
      authRateLimitMax: 10,
      liveSocketsPerAddress: 50,
      trustProxy: false,
      maxEventLoopDelayMs: 1000,
      logLevel: 'info',
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://app@db:5432/rift',
      JWT_SECRET: 'x'.repeat(40),
      TOKEN_TTL_DAYS: '2',
      LIVE_SOCKETS_PER_ADDRESS: '500',
      LOG_LEVEL: 'warn',
    });
    expect(config.liveSocketsPerAddress).toBe(500);
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app@db:5432/rift',
      jwtSecret: 'x'.repeat(40),
      tokenTtlSeconds: 2 * 24 * 3600,
      logLevel: 'warn',
    });
  });

  it('names every invalid variable at once', () => {
    const load = () =>
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT: PORT must be a number/);
    expect(load).toThrow(/DATABASE_URL: DATABASE_URL must start with postgres:\/\//);
    expect(load).toThrow(/JWT_SECRET: JWT_SECRET must be at least 32 characters long/);
    expect(load).toThrow(/LOG_LEVEL/);
  });

  it.each([
    ['false', false],
    ['0', false],
    ['2', 2],
    [' 10.0.0.1, 10.1.0.0/16 ,fd00::/8', ['10.0.0.1', '10.1.0.0/16', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads TRUST_PROXY=%j', (value, trustProxy) => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each([
    ['true', /TRUST_PROXY: TRUST_PROXY must be false, the number of proxies/],
    ['21', /TRUST_PROXY: TRUST_PROXY must be false, the number of proxies/],
    ['10.0.0.1,proxy.local', /not addresses or subnets: proxy\.local/],
    ['10.0.0.0/33', /not addresses or subnets: 10\.0\.0\.0\/33/],
  ])('refuses TRUST_PROXY=%j, which would let clients choose their address', (value, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value })).toThrow(message);
  });

  it('has no data feed unless DATA_FEED is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATA_FEED_MINUTES: '5' }).dataFeed).toBeUndefined();
  });

  it('reads DATA_FEED as an http(s) URL, polled every DATA_FEED_MINUTES (15 by default)', () => {
    const url = 'https://data.example.org/2025_LoL_esports_match_data.csv';
    expect(loadConfig({ DATA_DIR: dataDir, DATA_FEED: url }).dataFeed).toEqual({
      source: url,
      kind: 'url',
      minutes: 15,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        DATA_FEED: 'http://127.0.0.1:8080/oe.csv',
        DATA_FEED_MINUTES: '1440',
      }).dataFeed,
    ).toEqual({ source: 'http://127.0.0.1:8080/oe.csv', kind: 'url', minutes: 1440 });
  });

  it('reads DATA_FEED as a folder, made absolute', () => {
    const relative = path.relative(process.cwd(), dataDir);
    expect(loadConfig({ DATA_DIR: dataDir, DATA_FEED: relative }).dataFeed).toEqual({
      source: dataDir,
      kind: 'folder',
      minutes: 15,
    });
  });

  it.each([
    [
      'ftp://data.example.org/oe.csv',
      /DATA_FEED: DATA_FEED must be an http\(s\) URL or a folder$/m,
    ],
    ['https://', /DATA_FEED: DATA_FEED must be an http\(s\) URL or a folder$/m],
    [
      './no-such-folder',
      /DATA_FEED: DATA_FEED must be an http\(s\) URL or a folder; .*no-such-folder is not a folder/,
    ],
  ])('refuses DATA_FEED=%j', (value, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, DATA_FEED: value })).toThrow(message);
  });

  it('refuses a file as DATA_FEED: it names a folder of CSV files', async () => {
    const file = path.join(dataDir, 'oe.csv');
    await writeFile(file, 'gameid\n');
    expect(() => loadConfig({ DATA_DIR: dataDir, DATA_FEED: file })).toThrow(/is not a folder/);
  });

  it.each([
    ['0', /DATA_FEED_MINUTES: DATA_FEED_MINUTES must be at least 1/],
    ['1441', /DATA_FEED_MINUTES: DATA_FEED_MINUTES must be at most 1440/],
    ['2.5', /DATA_FEED_MINUTES: DATA_FEED_MINUTES must be a whole number/],
    ['often', /DATA_FEED_MINUTES: DATA_FEED_MINUTES must be a number/],
  ])('refuses DATA_FEED_MINUTES=%j', (value, message) => {
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        DATA_FEED: 'https://x.example/oe.csv',
        DATA_FEED_MINUTES: value,
      }),
    ).toThrow(message);
  });

  it('requires a shared JWT_SECRET when instances share PostgreSQL', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/rift' })).toThrow(
      /JWT_SECRET: required when DATABASE_URL is set/,
    );
  });

  it('generates a secret once, keeps it private in DATA_DIR and reuses it', async () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    const file = path.join(dataDir, 'jwt-secret');
    expect(await readFile(file, 'utf8')).toBe(first);
    expect((await stat(file)).mode & 0o077).toBe(0);
  });
});
