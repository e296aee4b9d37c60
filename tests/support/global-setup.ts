import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { importShippedData } from '../../src/server/stats/shipped-data';
import { adminQuery, databaseUrlFor } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated PGlite data directory each test file starts from. */
    pgliteTemplatePath: string;
    /** On PostgreSQL: a migrated database each test file copies. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database and imports the shipped match data before the run and hands it to every test file to copy, so a file
 * starts on a fresh database in well under a second instead of migrating its own.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `rift_template_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database ${template}`);
    const database = await openDatabase({
      databaseUrl: databaseUrlFor(url, template),
      dataDir: '',
    });
    await migrateDatabase(database);
    await importShippedData(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    return () => adminQuery(url, `drop database if exists ${template} with (force)`);
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'rift-template-'));
  const database = await openDatabase({ dataDir: dir, inMemory: true });
  await migrateDatabase(database);
  await importShippedData(database);
  const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite })
    .$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const templatePath = path.join(dir, 'template.tar');
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('postgresTemplate', '');
  return () => rm(dir, { recursive: true, force: true });
}
