import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataFeedConfig } from '../../src/server/config';
import { dataFeedStatus, dataImports, leagues, proGames } from '../../src/server/db/schema';
import {
  type DataFeed,
  type DataFeedOptions,
  startDataFeed,
} from '../../src/server/stats/data-feed';
import { claimFeedRound } from '../../src/server/stats/feed-status';
import { SHIPPED_DATA_FILE } from '../../src/server/stats/shipped-data';
import { createTestApp, type TestApp } from '../support/test-app';

/** A file server on this machine: each path answers what the test sets, and counts its calls. */
interface FeedServer {
  url(file: string): string;
  answer(file: string, status: number, body: string): void;
  /** The path never answers (a stalled download). */
  stall(file: string): void;
  calls(file: string): number;
  close(): Promise<void>;
}

async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, { status: number; body: string } | 'stall'>();
  const calls = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const file = request.url ?? '';
    calls.set(file, (calls.get(file) ?? 0) + 1);
    const answer = answers.get(file);
    if (answer === 'stall') return;
    response.writeHead(answer?.status ?? 404, { 'content-type': 'text/csv' });
    response.end(answer?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (file) => `http://127.0.0.1:${port}${file}`,
    answer: (file, status, body) => answers.set(file, { status, body }),
    stall: (file) => answers.set(file, 'stall'),
    calls: (file) => calls.get(file) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let t: TestApp;
let files: FeedServer;
let folder: string;
let header: string;
let gameLines: string[][];
const feeds: DataFeed[] = [];

beforeAll(async () => {
  files = await startFeedServer();
  folder = await mkdtemp(path.join(os.tmpdir(), 'rift-feed-test-'));
  const [head = '', ...lines] = (await readFile(SHIPPED_DATA_FILE, 'utf8')).trimEnd().split('\n');
  header = head;
  // The test database already holds the shipped games: the feed's games get ids of their own.
  gameLines = [];
  for (let first = 0; first < 12 * 8; first += 12) {
    gameLines.push(lines.slice(first, first + 12).map((line) => `feed-${line}`));
  }
  files.answer('/season.csv', 200, csvOf(0, 2));
  t = await createTestApp({ dataFeed: urlFeed('/season.csv') });
});
afterAll(async () => {
  for (const feed of feeds) await feed.stop();
  await t.close();
  await files.close();
  await rm(folder, { recursive: true, force: true });
});

/** An OE file of `count` games of the shipped data, from game `first` on. */
function csvOf(first: number, count: number): string {
  return `${[header, ...gameLines.slice(first, first + count).flat()].join('\n')}\n`;
}
const gameId = (index: number) => gameLines[index]![0]!.split(',')[0]!;
const urlFeed = (file: string): DataFeedConfig => ({
  source: files.url(file),
  kind: 'url',
  minutes: 15,
});

function quietLog() {
  const log = {
    warn: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    debug: vi.fn(),
    trace: vi.fn(),
    fatal: vi.fn(),
    level: 'silent',
  };
  return { ...log, child: () => log, silent: vi.fn() } as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
  };
}

function feedOn(feed: DataFeedConfig, extra: Partial<DataFeedOptions> = {}): DataFeed {
  const started = startDataFeed({ db: t.database.db, feed, log: quietLog(), ...extra });
  feeds.push(started);
  return started;
}

async function health() {
  const response = await t.app.inject({ url: '/api/health' });
  expect(response.statusCode).toBe(200);
  return response.json().feed;
}

async function storedGames(ids: string[]) {
  const rows = await t.database.db
    .select({ id: proGames.id })
    .from(proGames)
    .where(inArray(proGames.id, ids));
  return rows.map((row) => row.id).sort();
}

const importCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(dataImports))[0]!.n;

describe('the live data feed', () => {
  it('imports the URL when the server starts and shows the success in /api/health', async () => {
    await vi.waitFor(async () => expect((await health()).lastSuccessAt).not.toBeNull(), {
      timeout: 5_000,
      interval: 50,
    });
    const feed = await health();
    expect(feed).toMatchObject({
      source: files.url('/season.csv'),
      gamesAdded: 2,
      lastError: null,
    });
    // The next poll is a period later.
    const period = Date.parse(feed.nextPollAt) - Date.parse(feed.lastSuccessAt);
    expect(period).toBeGreaterThan(14 * 60_000);
    expect(period).toBeLessThanOrEqual(15 * 60_000);
    expect(await storedGames([gameId(0), gameId(1)])).toEqual([gameId(0), gameId(1)].sort());
    expect(files.calls('/season.csv')).toBe(1);
  });

  it('imports nothing new from the same file in a second round', async () => {
    const before = await importCount();
    const round = await feedOn(urlFeed('/season.csv')).firstRound;
    expect(round).toEqual({ ran: true, gamesAdded: 0, errors: [] });
    expect(files.calls('/season.csv')).toBe(2);
    // The very same file is recognised and not read again.
    expect(await importCount()).toBe(before);
    expect(await health()).toMatchObject({ gamesAdded: 0, lastError: null });
  });

  it('adds the new games of a newer file and makes the live leagues look at their scores', async () => {
    const [live, replay] = await t.database.db
      .insert(leagues)
      .values([
        { name: 'Live league', regions: ['KOREA'], clockMode: 'live' },
        { name: 'Replay league', regions: ['KOREA'], clockMode: 'replay' },
      ])
      .returning({ id: leagues.id });
    files.answer('/season.csv', 200, csvOf(0, 3));
    const round = await feedOn(urlFeed('/season.csv')).firstRound;
    expect(round).toEqual({ ran: true, gamesAdded: 1, errors: [] });
    expect(await storedGames([gameId(2)])).toEqual([gameId(2)]);
    const due = await t.database.db
      .select({ id: leagues.id, dueAt: leagues.clockDueAt })
      .from(leagues)
      .where(inArray(leagues.id, [live!.id, replay!.id]));
    expect(due.find((league) => league.id === live!.id)?.dueAt).toBeInstanceOf(Date);
    expect(due.find((league) => league.id === replay!.id)?.dueAt).toBeNull();
  });

  it('imports nothing from a bad file, logs why and shows it in /api/health', async () => {
    const { lastSuccessAt } = await health();
    const log = quietLog();
    const feed = feedOn(urlFeed('/season.csv'), { log });
    files.answer('/season.csv', 500, 'Internal Server Error');
    await feed.firstRound;
    files.answer('/season.csv', 500, 'Internal Server Error');
    expect(await feed.pollNow()).toEqual({
      ran: true,
      gamesAdded: 0,
      errors: ['the server answered HTTP 500'],
    });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'the server answered HTTP 500' }),
      expect.any(String),
    );
    const failed = await health();
    expect(failed.lastError.message).toBe('the server answered HTTP 500');
    expect(failed.lastSuccessAt).toBe(lastSuccessAt);

    files.answer('/season.csv', 200, '<html><body>Not a CSV at all</body></html>\n');
    const garbage = await feed.pollNow();
    expect(garbage.errors).toEqual([
      expect.stringMatching(/^season\.csv: This is not an Oracle's Elixir match-data file/),
    ]);

    // Good games followed by a file that breaks off half-way: none of them is stored.
    files.answer('/season.csv', 200, `${csvOf(3, 2)}${gameLines[5]![0]!.slice(0, 40)},"unclosed`);
    const broken = await feed.pollNow();
    expect(broken).toMatchObject({
      gamesAdded: 0,
      errors: [expect.stringMatching(/^season\.csv: /)],
    });
    expect(await storedGames([gameId(3), gameId(4)])).toEqual([]);
    expect((await health()).lastError.message).toBe(broken.errors[0]);
  });

  it('refuses a download past its size cap or its time limit', async () => {
    files.answer('/big.csv', 200, csvOf(0, 2));
    const big = await feedOn(urlFeed('/big.csv'), { maxBytes: 1_000 }).firstRound;
    expect(big.errors).toEqual(['the file is larger than 1000 bytes; nothing was imported']);

    files.stall('/slow.csv');
    const slow = await feedOn(urlFeed('/slow.csv'), { timeoutMs: 200 }).firstRound;
    expect(slow.errors).toEqual(['the download took longer than 0.2 s']);

    // A port nobody listens on: the one a server had a moment ago.
    const gone = await startFeedServer();
    const goneUrl = gone.url('/x.csv');
    await gone.close();
    const refused = await feedOn({ ...urlFeed('/x.csv'), source: goneUrl }).firstRound;
    expect(refused.errors).toEqual([expect.stringMatching(/^the download failed: .*ECONNREFUSED/)]);
  });

  it('imports every CSV file of a folder in name order, each on its own', async () => {
    await writeFile(path.join(folder, 'b-week2.csv'), csvOf(5, 1));
    await writeFile(path.join(folder, 'a-week1.csv'), csvOf(6, 1));
    await writeFile(path.join(folder, 'c-broken.CSV'), 'gameid,nothing\n1,2\n');
    await writeFile(path.join(folder, 'notes.txt'), csvOf(7, 1));
    const round = await feedOn({ source: folder, kind: 'folder', minutes: 15 }).firstRound;
    expect(round).toMatchObject({
      ran: true,
      gamesAdded: 2,
      errors: [expect.stringMatching(/^c-broken\.CSV: This is not an Oracle's Elixir/)],
    });
    expect(await storedGames([gameId(5), gameId(6), gameId(7)])).toEqual(
      [gameId(5), gameId(6)].sort(),
    );
    const imports = await t.database.db
      .select({ source: dataImports.source })
      .from(dataImports)
      .where(like(dataImports.source, '%-week%'))
      .orderBy(dataImports.id);
    expect(imports.map((row) => row.source)).toEqual(['a-week1.csv', 'b-week2.csv']);
  });

  it('runs a round on one instance only when two poll the same feed at once', async () => {
    files.answer('/shared.csv', 200, csvOf(7, 1));
    const first = feedOn(urlFeed('/shared.csv'));
    const second = feedOn(urlFeed('/shared.csv'));
    const rounds = await Promise.all([first.firstRound, second.firstRound]);
    expect(rounds.filter((round) => round.ran)).toHaveLength(1);
    expect(rounds.reduce((games, round) => games + round.gamesAdded, 0)).toBe(1);
    expect(files.calls('/shared.csv')).toBe(1);
  });

  it('polls by the shared schedule: before the feed is due, another instance skips', async () => {
    const source = files.url('/shared.csv');
    const claim = () =>
      claimFeedRound(t.database.db, source, { minutes: 15, ignoreDueTime: false });
    expect(await claim()).toBe(false);
    await t.database.db
      .update(dataFeedStatus)
      .set({ nextPollAt: sql`now() - interval '1 second'` })
      .where(eq(dataFeedStatus.source, source));
    expect(await claim()).toBe(true);
    // Now claimed and under way: nobody else gets it, due or not.
    expect(await claim()).toBe(false);
  });

  it('gives a round back when the instance stops in the middle of a download', async () => {
    files.stall('/stalled.csv');
    const feed = feedOn(urlFeed('/stalled.csv'));
    await vi.waitFor(() => expect(files.calls('/stalled.csv')).toBe(1), { interval: 20 });
    await feed.stop();
    expect(await feed.firstRound).toMatchObject({ ran: true, gamesAdded: 0, errors: [] });
    const [row] = await t.database.db
      .select()
      .from(dataFeedStatus)
      .where(eq(dataFeedStatus.source, files.url('/stalled.csv')));
    expect(row).toMatchObject({ roundStartedAt: null, lastSuccessAt: null, lastErrorAt: null });
    expect(row!.nextPollAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
  });
});
