// `npm run import -- <file.csv> [--league LCK,LPL,…]`: imports an Oracle's Elixir file into the
// configured database (PGlite in DATA_DIR, or DATABASE_URL).
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { publish } from '../plugins/events';
import {
  ImportError,
  type ImportSummary,
  importOraclesElixir,
  MAJOR_LEAGUES,
} from './import-oracles-elixir';

const USAGE = `usage: npm run import -- <file.csv> [--league ${MAJOR_LEAGUES.join(',')}]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-US');

function printSummary(summary: ImportSummary) {
  console.log(`Imported ${summary.source} in ${seconds(summary.elapsedMs)}`);
  const rows: [string, number][] = [
    ['rows read', summary.rows],
    ['games added', summary.gamesAdded],
    ['games already imported', summary.gamesAlreadyImported],
    ['games skipped', summary.gamesSkipped],
    ['rows of other leagues', summary.rowsOfOtherLeagues],
    ['players added', summary.playersAdded],
    ['problems', summary.problemCount],
  ];
  for (const [label, value] of rows) console.log(`  ${label.padEnd(24)}${count(value)}`);
  for (const problem of summary.problems) console.log(`  line ${problem.line}: ${problem.message}`);
  if (summary.problemCount > summary.problems.length) {
    console.log(`  … and ${count(summary.problemCount - summary.problems.length)} more problems`);
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { league: { type: 'string' } },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) fail(USAGE);
  if (!existsSync(file)) fail(`No such file: ${file}`);
  const leagues = values.league
    ?.split(',')
    .map((league) => league.trim())
    .filter(Boolean);

  const config = loadConfigOrExit();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const showProgress = process.stderr.isTTY;
    const summary = await importOraclesElixir(database.db, file, {
      ...(leagues ? { leagues } : {}),
      onProgress: showProgress
        ? (p) =>
            process.stderr.write(
              `\r  ${count(p.rows)} rows · ${count(p.gamesAdded)} new games · ${seconds(p.elapsedMs)}  `,
            )
        : undefined,
    });
    if (showProgress) process.stderr.write('\r\x1b[K');
    // Running servers drop the answers they keep in memory (players' totals changed).
    await publish(database.db, { kind: 'invalidate' });
    printSummary(summary);
  } catch (error) {
    if (error instanceof ImportError) fail(`Import failed: ${error.message}`);
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Import failed:', error);
  process.exit(1);
});
