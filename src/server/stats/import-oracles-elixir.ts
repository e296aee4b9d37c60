import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse';
import { REGION_BY_OE_LEAGUE } from '../../domain/regions';
import type { Db } from '../db/client';
import { dataImports, playerGames, proGames } from '../db/schema';
import { recomputePlayerTotals } from '../features/players/totals';
import { assembleGame, type GameRecord } from './oe-games';
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
const GAMES_PER_BATCH = 250;
const LINES_PER_INSERT = 1_000;
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
  const input = createReadStream(file);
  input.on('data', (chunk) => sha256.update(chunk));
  const records = input.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true }),
  );

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

      for await (const { record, info } of records as AsyncIterable<{
        record: string[];
        info: { lines: number };
      }>) {
        const line = info.lines;
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
    if ((error as { code?: string }).code?.startsWith('CSV_')) {
      throw new ImportError(
        `${path.basename(file)} is not a readable CSV file: ${(error as Error).message}. Nothing was imported.`,
      );
    }
    throw error;
  }
  summary.elapsedMs = Date.now() - started;
  return summary;
}

/** Stores a batch of games and their lines; returns how many games were new. */
async function writeGames(
  db: Db,
  games: GameRecord[],
  directory: PlayerDirectory,
): Promise<number> {
  const inserted = await db
    .insert(proGames)
    .values(
      games.map((game) => ({
        id: game.id,
        league: game.league,
        region: game.region,
        year: game.first.year,
        split: game.first.split,
        playoffs: game.first.playoffs,
        playedAt: game.first.playedAt,
        gameNumber: game.first.gameNumber,
        patch: game.first.patch,
        gameLengthSeconds: game.first.gameLengthSeconds,
        blueTeam: game.blueTeam,
        redTeam: game.redTeam,
        winnerSide: game.winnerSide,
      })),
    )
    // Another import may have stored some meanwhile: theirs stand.
    .onConflictDoNothing()
    .returning({ id: proGames.id });
  const added = new Set(inserted.map((game) => game.id));
  const lines = games
    .filter((game) => added.has(game.id))
    .flatMap((game) =>
      game.lines.map((line) => ({
        gameId: game.id,
        playerId: directory.resolve(line, game),
        playerName: line.row.playerName,
        position: line.position,
        side: line.row.side,
        team: line.row.teamName,
        opponent: line.opponent,
        champion: line.row.champion,
        win: line.row.win,
        playedAt: line.row.playedAt,
        kills: line.row.kills,
        deaths: line.row.deaths,
        assists: line.row.assists,
        doubleKills: line.row.doubleKills,
        tripleKills: line.row.tripleKills,
        quadraKills: line.row.quadraKills,
        pentaKills: line.row.pentaKills,
        firstBlood: line.row.firstBlood,
        cs: line.row.cs,
        visionScore: line.row.visionScore,
        dragons: line.dragons,
        barons: line.barons,
        towers: line.towers,
        points: line.points,
        sourceLine: line.row.line,
      })),
    );
  await directory.flush(db);
  for (let start = 0; start < lines.length; start += LINES_PER_INSERT) {
    await db.insert(playerGames).values(lines.slice(start, start + LINES_PER_INSERT));
  }
  return added.size;
}
