import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { REGION_BY_OE_LEAGUE } from '../../domain/regions';
import { type BulkColumn, bulkInsert } from '../db/bulk-insert';
import type { Db } from '../db/client';
import { dataImports, proGames } from '../db/schema';
import { recomputePlayerTotals } from '../features/players';
import { CsvSyntaxError, readCsvRecords } from './csv-records';
import { assembleGame, type GameLine, type GameRecord } from './oe-games';
import { type ColumnIndex, type OeRow, parseRow, RowError, readHeader } from './oe-rows';
import { PlayerDirectory } from './player-directory';

export interface ImportProblem {
  line: number;
  message: string;
}

export interface ImportProgress {
  rows: number;
  gamesAdded: number;
  elapsedMs: number;
}

export interface ImportSummary {
  source: string;
  sha256: string;
  rows: number;
  gamesAdded: number;
  gamesAlreadyImported: number;
  gamesSkipped: number;
  /** Rows of leagues outside the selection (other leagues of a full OE file). */
  rowsOfOtherLeagues: number;
  playersAdded: number;
  /** The first problems found (bad rows and games), with their line numbers. */
  problems: ImportProblem[];
  problemCount: number;
  elapsedMs: number;
}

export interface ImportOptions {
  /** OE league labels to import; by default every major league. */
  leagues?: string[];
  onProgress?: (progress: ImportProgress) => void;
}

export class ImportError extends Error {
  override name = 'ImportError';
}

export const MAJOR_LEAGUES = Object.keys(REGION_BY_OE_LEAGUE);
const PROBLEMS_KEPT = 200;
const GAMES_PER_BATCH = 500;
const PROGRESS_EVERY_ROWS = 2_000;

/**
 * Imports an Oracle's Elixir CSV file, streaming it row by row. All of it lands in one
 * transaction: a file that breaks off half-way imports nothing. Games already stored are left
 * alone, so importing a file twice changes nothing and a newer file adds only its new games.
 */
export async function importOraclesElixir(
  db: Db,
  file: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const leagues = new Set(options.leagues ?? MAJOR_LEAGUES);
  for (const league of leagues) {
    if (!MAJOR_LEAGUES.includes(league)) {
      throw new ImportError(
        `Unknown league '${league}'. Known leagues: ${MAJOR_LEAGUES.join(', ')}`,
      );
    }
  }
  const started = Date.now();
  const sha256 = createHash('sha256');

  const summary: ImportSummary = {
    source: path.basename(file),
    sha256: '',
    rows: 0,
    gamesAdded: 0,
    gamesAlreadyImported: 0,
    gamesSkipped: 0,
    rowsOfOtherLeagues: 0,
    playersAdded: 0,
    problems: [],
    problemCount: 0,
    elapsedMs: 0,
  };
  const report = (line: number, message: string) => {
    summary.problemCount += 1;
    if (summary.problems.length < PROBLEMS_KEPT) summary.problems.push({ line, message });
  };

  try {
    await db.transaction(async (tx) => {
      const existing = new Set(
        (await tx.select({ id: proGames.id }).from(proGames)).map((g) => g.id),
      );
      const directory = await PlayerDirectory.load(tx);
      const finished = new Map<string, number>();
      let columns: ColumnIndex | undefined;
      let width = 0;
      type PendingGame = { id: string; rows: OeRow[]; firstLine: number; broken: boolean };
      // Assigned inside closeGame too, hence the widened initial type.
      let current = null as PendingGame | null;
      let batch: GameRecord[] = [];

      const closeGame = () => {
        if (!current) return;
        const { id, rows, firstLine, broken } = current;
        finished.set(id, firstLine);
        current = null;
        if (existing.has(id)) {
          summary.gamesAlreadyImported += 1;
          return;
        }
        if (broken) {
          summary.gamesSkipped += 1;
          report(firstLine, `game ${id} skipped: it has invalid rows`);
          return;
        }
        try {
          batch.push(assembleGame(rows));
          existing.add(id);
        } catch (error) {
          if (!(error instanceof RowError)) throw error;
          summary.gamesSkipped += 1;
          report(firstLine, `game ${id} skipped: ${error.message}`);
        }
      };
      const flush = async () => {
        if (batch.length === 0) return;
        const games = batch;
        batch = [];
        summary.gamesAdded += await writeGames(tx, games, directory);
      };

      const input = createReadStream(file);
      for await (const { line, values: record } of readCsvRecords(input, (chunk) =>
        sha256.update(chunk),
      )) {
        if (!columns) {
          columns = readHeader(record);
          width = record.length;
          continue;
        }
        summary.rows += 1;
        if (summary.rows % PROGRESS_EVERY_ROWS === 0) {
          options.onProgress?.({
            rows: summary.rows,
            gamesAdded: summary.gamesAdded + batch.length,
            elapsedMs: Date.now() - started,
          });
        }
        const league = (record[columns.league!] ?? '').trim();
        if (!leagues.has(league)) {
          summary.rowsOfOtherLeagues += 1;
          continue;
        }
        const gameId = (record[columns.gameid!] ?? '').trim();
        if (gameId !== current?.id) {
          closeGame();
          if (batch.length >= GAMES_PER_BATCH) await flush();
          if (finished.has(gameId)) {
            report(
              line,
              `game ${gameId} continues after other games (it began on line ${finished.get(gameId)}); its rows must be together`,
            );
            continue;
          }
          current = { id: gameId, rows: [], firstLine: line, broken: false };
        }
        if (record.length !== width) {
          report(line, `expected ${width} values like the header, found ${record.length}`);
          current.broken = true;
          continue;
        }
        try {
          current.rows.push(parseRow(record, columns, line));
        } catch (error) {
          if (!(error instanceof RowError)) throw error;
          report(line, error.message);
          current.broken = true;
        }
      }
      if (!columns)
        throw new ImportError(`${file} is empty: an Oracle's Elixir file starts with a header row`);
      closeGame();
      await flush();
      summary.playersAdded = directory.createdCount;
      summary.sha256 = sha256.digest('hex');
      if (summary.gamesAdded > 0) await recomputePlayerTotals(tx);
      await tx.insert(dataImports).values({
        source: summary.source,
        sha256: summary.sha256,
        rows: summary.rows,
        gamesAdded: summary.gamesAdded,
      });
    });
  } catch (error) {
    if (error instanceof RowError) throw new ImportError(error.message);
    if (error instanceof CsvSyntaxError) {
      throw new ImportError(
        `${path.basename(file)} is not a readable CSV file: ${error.message}. Nothing was imported.`,
      );
    }
    throw error;
  }
  summary.elapsedMs = Date.now() - started;
  return summary;
}

const GAME_COLUMNS: readonly BulkColumn<GameRecord>[] = [
  ['id', 'text', (game) => game.id],
  ['league', 'text', (game) => game.league],
  ['region', 'text', (game) => game.region],
  ['year', 'int', (game) => game.first.year],
  ['split', 'text', (game) => game.first.split],
  ['playoffs', 'boolean', (game) => game.first.playoffs],
  ['played_at', 'timestamptz', (game) => game.first.playedAt.toISOString()],
  ['game_number', 'int', (game) => game.first.gameNumber],
  ['patch', 'text', (game) => game.first.patch],
  ['game_length_seconds', 'int', (game) => game.first.gameLengthSeconds],
  ['blue_team', 'text', (game) => game.blueTeam],
  ['red_team', 'text', (game) => game.redTeam],
  ['winner_side', 'text', (game) => game.winnerSide],
];

type StoredLine = GameLine & { gameId: string; playerId: string };
const LINE_COLUMNS: readonly BulkColumn<StoredLine>[] = [
  ['game_id', 'text', (line) => line.gameId],
  ['player_id', 'uuid', (line) => line.playerId],
  ['player_name', 'text', (line) => line.row.playerName],
  ['position', 'text', (line) => line.position],
  ['side', 'text', (line) => line.row.side],
  ['team', 'text', (line) => line.row.teamName],
  ['opponent', 'text', (line) => line.opponent],
  ['champion', 'text', (line) => line.row.champion],
  ['win', 'boolean', (line) => line.row.win],
  ['played_at', 'timestamptz', (line) => line.row.playedAt.toISOString()],
  ['kills', 'int', (line) => line.row.kills],
  ['deaths', 'int', (line) => line.row.deaths],
  ['assists', 'int', (line) => line.row.assists],
  ['double_kills', 'int', (line) => line.row.doubleKills],
  ['triple_kills', 'int', (line) => line.row.tripleKills],
  ['quadra_kills', 'int', (line) => line.row.quadraKills],
  ['penta_kills', 'int', (line) => line.row.pentaKills],
  ['first_blood', 'boolean', (line) => line.row.firstBlood],
  ['cs', 'int', (line) => line.row.cs],
  ['vision_score', 'float8', (line) => line.row.visionScore],
  ['dragons', 'int', (line) => line.dragons],
  ['barons', 'int', (line) => line.barons],
  ['towers', 'int', (line) => line.towers],
  ['points', 'float8', (line) => line.points],
  ['source_line', 'int', (line) => line.row.line],
];

/** Stores a batch of games and their lines; returns how many games were new. */
async function writeGames(
  db: Db,
  games: GameRecord[],
  directory: PlayerDirectory,
): Promise<number> {
  // Another import may have stored some meanwhile: theirs stand.
  const inserted = await bulkInsert<GameRecord, { id: string }>(
    db,
    'pro_games',
    GAME_COLUMNS,
    games,
    sql`on conflict (id) do nothing returning id`,
  );
  const added = new Set(inserted.map((game) => game.id));
  const lines = games
    .filter((game) => added.has(game.id))
    .flatMap((game) =>
      game.lines.map((line) => ({
        ...line,
        gameId: game.id,
        playerId: directory.resolve(line, game),
      })),
    );
  await directory.flush(db);
  await bulkInsert(db, 'player_games', LINE_COLUMNS, lines);
  return added.size;
}
