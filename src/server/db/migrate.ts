import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Pool } from 'pg';
import { fromProjectRoot } from '../project-root';
import { type Database, type DatabaseOptions, openDatabase } from './client';

export const MIGRATIONS_DIR = fromProjectRoot('drizzle');

// Any constant shared by all instances: it serialises migrations across processes.
const MIGRATION_LOCK = 7_105_031;

/** Applies the committed migrations; safe when several instances start at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  const db = database.db as unknown as NodePgDatabase & { $client: Pool };
  // The lock is held by one session while the migrator works through the pool; the other
  // instances wait on it and then find nothing left to apply.
  const lockHolder = await db.$client.connect();
  let failed = false;
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(db, config);
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A failed session is destroyed rather than pooled, which also frees its lock.
    lockHolder.release(failed);
  }
}

/** Opens the configured database and brings it up to date; closes it again if that fails. */
export async function openMigratedDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await openDatabase(options);
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
