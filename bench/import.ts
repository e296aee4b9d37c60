// Import benchmark: `node --import tsx bench/import.ts` (add DATABASE_URL=… for PostgreSQL).
// Times the shipped file, then a synthetic full-season file of about 120,000 rows and 160+
// columns made from it (each game copied under new ids and later dates, with OE's extra
// columns filled in), each into a fresh database.

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openMigratedDatabase } from '../src/server/db/migrate';
import { importOraclesElixir } from '../src/server/stats/import-oracles-elixir';
import { SHIPPED_DATA_FILE } from '../src/server/stats/shipped-data';
import { adminQuery, databaseUrlFor } from '../tests/support/postgres';

const TARGET_ROWS = 120_000;
const EXTRA_COLUMNS = 130; // the full OE file has about 160 columns; ours has 34

async function makeFullSeason(file: string): Promise<number> {
  const [header = '', ...lines] = (await readFile(SHIPPED_DATA_FILE, 'utf8')).trimEnd().split('\n');
  const columns = header.split(',');
  const gameid = columns.indexOf('gameid');
  const date = columns.indexOf('date');
  const extraHeader = Array.from({ length: EXTRA_COLUMNS }, (_, i) => `extra_stat_${i}`);
  const out = createWriteStream(file);
  out.write(`${[...columns, ...extraHeader].join(',')}\n`);
  let rows = 0;
  for (let copy = 0; rows < TARGET_ROWS; copy += 1) {
    for (const line of lines) {
      if (rows >= TARGET_ROWS) break;
      const values = line.split(',');
      values[gameid] = `${values[gameid]}_copy${copy}`;
      const shifted = new Date(`${values[date]!.replace(' ', 'T')}Z`);
      shifted.setUTCDate(shifted.getUTCDate() + copy);
      values[date] = shifted.toISOString().slice(0, 19).replace('T', ' ');
      const extras = Array.from({ length: EXTRA_COLUMNS }, (_, i) => ((rows + i) % 97) / 7);
      if (!out.write(`${[...values, ...extras.map((n) => n.toFixed(2))].join(',')}\n`)) {
        await once(out, 'drain');
      }
      rows += 1;
    }
  }
  out.end();
  await once(out, 'finish');
  return rows;
}

async function timeImport(label: string, file: string) {
  const url = process.env.DATABASE_URL;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rift-bench-db-'));
  const name = `rift_bench_${Date.now()}`;
  if (url) await adminQuery(url, `create database ${name}`);
  const database = await openMigratedDatabase(
    url ? { databaseUrl: databaseUrlFor(url, name), dataDir: '' } : { dataDir: dir },
  );
  try {
    const summary = await importOraclesElixir(database.db, file);
    const rowsPerSecond = Math.round(summary.rows / (summary.elapsedMs / 1000));
    console.log(
      `${label.padEnd(34)} ${summary.rows.toLocaleString('en-US').padStart(8)} rows  ` +
        `${summary.gamesAdded.toLocaleString('en-US').padStart(6)} games  ` +
        `${(summary.elapsedMs / 1000).toFixed(2).padStart(6)} s  ${rowsPerSecond.toLocaleString('en-US')} rows/s`,
    );
  } finally {
    await database.close();
    if (url) await adminQuery(url, `drop database if exists ${name} with (force)`);
    await rm(dir, { recursive: true, force: true });
  }
}

const work = await mkdtemp(path.join(os.tmpdir(), 'rift-bench-'));
try {
  console.log(
    `engine: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (on disk)'}, node ${process.version}`,
  );
  await timeImport('shipped file (data/lol-pro-2025.csv)', SHIPPED_DATA_FILE);
  const full = path.join(work, 'full-season.csv');
  await makeFullSeason(full);
  await timeImport('synthetic full season (164 columns)', full);
} finally {
  await rm(work, { recursive: true, force: true });
}
