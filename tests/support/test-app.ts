import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { AppConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { adminQuery, databaseUrlFor } from './postgres';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /**
   * Another app instance on the same database, as a second server behind a load balancer:
   * its own connections on PostgreSQL; on PGlite (one process) the same database.
   */
  secondInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    databaseUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-to-be-accepted',
    tokenTtlSeconds: 3600,
    // Tests register many users from one address; the limit has a test of its own.
    authRateLimitMax: 10_000,
    // Every test client comes from one address; the cap has a test of its own.
    liveSocketsPerAddress: 10_000,
    trustProxy: false,
    // Tests stall the event loop on purpose (bulk fills, whole-database snapshots, PGlite's
    // in-process queries); overload has a test of its own.
    maxEventLoopDelayMs: 60_000,
    logLevel: 'silent',
    webDistDir: 'dist/web',
    ...overrides,
  };
}

/** A fresh, migrated database: a PGlite clone of the template, or a PostgreSQL copy. */
export async function createTestDatabase(): Promise<{
  database: Database;
  reopen(): Promise<Database>;
  drop(): Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `rift_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name} template ${inject('postgresTemplate')}`);
    const open = () => openDatabase({ databaseUrl: databaseUrlFor(url, name), dataDir: '' });
    return {
      database: await open(),
      reopen: open,
      drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
    };
  }
  const template = await readFile(inject('pgliteTemplatePath'));
  const database = await openDatabase({
    dataDir: '',
    inMemory: true,
    loadDataDir: new Blob([template]),
  });
  return {
    database,
    // The first app closes the database itself.
    reopen: async () => ({ ...database, close: async () => {} }),
    drop: async () => {},
  };
}

/**
 * An app on a fresh database. Its league clocks stand still (each test that needs them moving
 * passes `clockRoundMs`, or calls the season service's `advanceClocks` itself).
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { clockRoundMs = 0 }: { clockRoundMs?: number } = {},
): Promise<TestApp> {
  const { database, reopen, drop } = await createTestDatabase();
  const app = await buildApp(testConfig(overrides), { database, checkAnswers: true, clockRoundMs });
  await app.ready();
  const others: FastifyInstance[] = [];
  return {
    app,
    database,
    async secondInstance() {
      const other = await buildApp(testConfig(overrides), {
        database: await reopen(),
        checkAnswers: true,
        clockRoundMs,
      });
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await drop();
    },
  };
}
