import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { dataImports, playerGames, players, proGames } from '../../src/server/db/schema';
import { ImportError, importOraclesElixir } from '../../src/server/stats/import-oracles-elixir';
import { SHIPPED_DATA_FILE } from '../../src/server/stats/shipped-data';
import { createTestDatabase } from '../support/test-app';

let database: Database;
let drop: () => Promise<void>;
let dir: string;
let header: string;
let dataLines: string[];

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  dir = await mkdtemp(path.join(os.tmpdir(), 'rift-import-'));
  [header = '', ...dataLines] = (await readFile(SHIPPED_DATA_FILE, 'utf8')).trimEnd().split('\n');
});
afterAll(async () => {
  await database.close();
  await drop();
  await rm(dir, { recursive: true, force: true });
});
// The template holds the shipped data; these tests start from an empty match history.
beforeEach(async () => {
  await database.db.delete(proGames);
  await database.db.delete(players);
  await database.db.delete(dataImports);
});

let fileCount = 0;
async function csvFile(lines: string[], head = header): Promise<string> {
  fileCount += 1;
  const file = path.join(dir, `file-${fileCount}.csv`);
  await writeFile(file, `${[head, ...lines].join('\n')}\n`);
  return file;
}
const firstGames = (games: number) => dataLines.slice(0, games * 12);
const count = async (table: typeof proGames | typeof players | typeof playerGames) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const column = (name: string) => header.split(',').indexOf(name);
/** The line with one value replaced (line numbers count the header as line 1). */
const withValue = (line: string, name: string, value: string) => {
  const values = line.split(',');
  values[column(name)] = value;
  return values.join(',');
};

describe("importing an Oracle's Elixir file", () => {
  it('stores games, player rows and team rows, and totals that match them', async () => {
    const summary = await importOraclesElixir(database.db, await csvFile(firstGames(10)));
    expect(summary).toMatchObject({ rows: 120, gamesAdded: 10, gamesSkipped: 0, problemCount: 0 });
    expect(await count(proGames)).toBe(10);
    expect(await count(playerGames)).toBe(120);
    const teams = await database.db.select().from(players).where(eq(players.position, 'TEAM'));
    expect(teams.length).toBeGreaterThan(0);
    expect(summary.playersAdded).toBe(await count(players));
  });

  it('changes nothing when the same file is imported again', async () => {
    const file = await csvFile(firstGames(10));
    await importOraclesElixir(database.db, file);
    const before = await database.db.select().from(players).orderBy(players.id);
    const again = await importOraclesElixir(database.db, file);
    expect(again).toMatchObject({ gamesAdded: 0, gamesAlreadyImported: 10, playersAdded: 0 });
    const after = await database.db.select().from(players).orderBy(players.id);
    expect(after.map(({ updatedAt: _, ...p }) => p)).toEqual(
      before.map(({ updatedAt: _, ...p }) => p),
    );
    expect(await count(playerGames)).toBe(120);
  });

  it('adds only the new games of a newer file', async () => {
    await importOraclesElixir(database.db, await csvFile(firstGames(5)));
    const summary = await importOraclesElixir(database.db, await csvFile(firstGames(8)));
    expect(summary).toMatchObject({ gamesAdded: 3, gamesAlreadyImported: 5 });
    expect(await count(playerGames)).toBe(96);
  });

  it('imports only the leagues asked for', async () => {
    const summary = await importOraclesElixir(database.db, await csvFile(dataLines.slice(0, 600)), {
      leagues: ['LEC'],
    });
    const leagues = await database.db.selectDistinct({ league: proGames.league }).from(proGames);
    expect(leagues.map((l) => l.league)).toEqual(['LEC']);
    expect(summary.rowsOfOtherLeagues + summary.gamesAdded * 12).toBe(600);
  });

  it('rejects an unknown league before reading anything', async () => {
    await expect(
      importOraclesElixir(database.db, await csvFile(firstGames(1)), { leagues: ['LFL'] }),
    ).rejects.toThrow("Unknown league 'LFL'. Known leagues: LCK, LPL, LEC, LCS, LTA N, LTA S");
  });

  it('treats blank OE values as unknown, not as errors (LPL multi-kills)', async () => {
    const lpl = firstGames(1);
    expect(lpl[0]).toContain(',LPL,');
    const summary = await importOraclesElixir(database.db, await csvFile(lpl));
    expect(summary.problemCount).toBe(0);
    const lines = await database.db.select().from(playerGames);
    expect(lines.every((line) => line.tripleKills === null && line.pentaKills === null)).toBe(true);
  });
});

describe('bad input', () => {
  it('reports bad rows with their line numbers and skips their games only', async () => {
    const lines = firstGames(4);
    lines[3] = withValue(lines[3]!, 'kills', 'lots'); // line 5, game 1
    lines[14] = withValue(lines[14]!, 'gamelength', ''); // line 16, game 2
    lines[30] = withValue(lines[30]!, 'position', 'coach'); // line 32, game 3
    const summary = await importOraclesElixir(database.db, await csvFile(lines));
    expect(summary.gamesAdded).toBe(1);
    expect(summary.gamesSkipped).toBe(3);
    expect(summary.problems).toEqual(
      expect.arrayContaining([
        { line: 5, message: "'kills' is not a number: 'lots'" },
        { line: 16, message: "'gamelength' is empty" },
        { line: 32, message: "'position' must be one of top, jng, mid, bot, sup, team: 'coach'" },
        { line: 2, message: expect.stringMatching(/^game .+ skipped: it has invalid rows$/) },
      ]),
    );
    expect(await count(proGames)).toBe(1);
  });

  it('skips a game with the wrong number of rows', async () => {
    const lines = firstGames(2);
    lines.splice(5, 1); // game 1 loses a row
    const summary = await importOraclesElixir(database.db, await csvFile(lines));
    expect(summary).toMatchObject({ gamesAdded: 1, gamesSkipped: 1 });
    expect(summary.problems[0]?.message).toMatch(
      /expected 12 rows \(5 players and a team row per side\), found 11/,
    );
  });

  it('skips a row with a different number of values than the header', async () => {
    const lines = firstGames(1);
    lines[0] = `${lines[0]},extra`;
    const summary = await importOraclesElixir(database.db, await csvFile(lines));
    expect(summary.problems).toContainEqual({
      line: 2,
      message: 'expected 34 values like the header, found 35',
    });
    expect(summary.gamesAdded).toBe(0);
  });

  it('fails on a file that is not in OE format and imports nothing', async () => {
    const file = await csvFile(['a,b,c', '1,2,3'], 'name,team,points');
    await expect(importOraclesElixir(database.db, file)).rejects.toThrow(ImportError);
    await expect(importOraclesElixir(database.db, file)).rejects.toThrow(
      "This is not an Oracle's Elixir match-data file: the header lacks 'gameid'",
    );
    expect(await count(proGames)).toBe(0);
    expect(await count(players)).toBe(0);
  });

  it('imports nothing at all from a file that breaks off half-way', async () => {
    const lines = [...firstGames(30), '"LOLTMNT99_1,LCK,2025,unterminated'];
    await expect(importOraclesElixir(database.db, await csvFile(lines))).rejects.toThrow(
      /is not a readable CSV file: .*Nothing was imported\./,
    );
    expect(await count(proGames)).toBe(0);
    expect(await count(players)).toBe(0);
    expect((await database.db.select().from(dataImports)).length).toBe(0);
  });

  it('refuses rows of a game that continue after other games', async () => {
    const lines = [...firstGames(2), dataLines[0]!];
    const summary = await importOraclesElixir(database.db, await csvFile(lines));
    expect(summary.gamesAdded).toBe(2);
    expect(summary.problems[0]?.message).toMatch(
      /continues after other games \(it began on line 2\)/,
    );
  });
});
