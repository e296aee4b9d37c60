import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { dataImports } from '../db/schema';
import { fromProjectRoot } from '../project-root';
import { type ImportSummary, importOraclesElixir } from './import-oracles-elixir';

/** The real 2025 match data that ships with the app (see data/README.md). */
export const SHIPPED_DATA_FILE = fromProjectRoot('data/lol-pro-2025.csv');

/**
 * Imports the shipped file unless this exact file was imported before, so a fresh install
 * shows real players and a restart does not read the file again. Returns null when skipped.
 */
export async function importShippedData(database: Database): Promise<ImportSummary | null> {
  const sha256 = createHash('sha256')
    .update(await readFile(SHIPPED_DATA_FILE))
    .digest('hex');
  const [done] = await database.db
    .select({ id: dataImports.id })
    .from(dataImports)
    .where(eq(dataImports.sha256, sha256))
    .limit(1);
  if (done) return null;
  return importOraclesElixir(database.db, SHIPPED_DATA_FILE);
}
