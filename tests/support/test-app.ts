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
    adminUsernames: ['operator'],
    logLevel: 'silent',
    webDistDir: 'dist/web',
    ...overrides,
  };
}

/** A fresh, migrated database: a PGlite clone of the template, or a PostgreSQL copy. */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `rift_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name} template ${inject('postgresTemplate')}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(url, name), dataDir: '' });
    return {
      database,
      drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
    };
  }
  const template = await readFile(inject('pgliteTemplatePath'));
  const database = await openDatabase({
    dataDir: '',
    inMemory: true,
    loadDataDir: new Blob([template]),
  });
  return { database, drop: async () => {} };
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const app = await buildApp(testConfig(overrides), { database });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await drop();
    },
  };
}
