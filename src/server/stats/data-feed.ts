import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DataFeedConfig } from '../config';
import type { Db } from '../db/client';
import { dataImports } from '../db/schema';
import { publishCommitted } from '../plugins/events';
import { downloadFeedFile, downloadName, FeedError, feedFolderFiles } from './feed-files';
import {
  claimFeedRound,
  finishFeedRound,
  markLiveLeaguesDue,
  msUntilFeedDue,
  releaseFeedRound,
} from './feed-status';
import { ImportError, importOraclesElixir } from './import-oracles-elixir';

export const FEED_TIMEOUT_MS = 5 * 60_000;
export const FEED_MAX_BYTES = 200 * 1024 * 1024;
// An instance that found the feed overdue but could not claim it (another is on it, or the
// database failed) looks again this much later, or after one period if that is shorter.
const RETRY_MS = 60_000;
// Timers wake a little after the due time, so the database agrees that it has come.
const WAKE_SLACK_MS = 1_000;
const ERROR_TEXT_LIMIT = 1_000;

export interface DataFeedOptions {
  db: Db;
  feed: DataFeedConfig;
  log: FastifyBaseLogger;
  /** Download limits (tests make them small). */
  timeoutMs?: number;
  maxBytes?: number;
}

/** How one round went; `ran` is false when another instance had it, or it was not due. */
export interface FeedRound {
  ran: boolean;
  gamesAdded: number;
  errors: string[];
}

export interface DataFeed {
  /** The source as `/api/health` names it. */
  source: string;
  /** The round polled at start. */
  firstRound: Promise<FeedRound>;
  /** Polls now, whether the feed is due or not (still one instance at a time). */
  pollNow(): Promise<FeedRound>;
  /** Stops polling; a download under way is abandoned, an import under way is waited for. */
  stop(): Promise<void>;
}

const NOT_RUN: FeedRound = { ran: false, gamesAdded: 0, errors: [] };

/** The source as shown to anyone: a URL loses its credentials and query, which may be secret. */
export function feedSourceName(feed: DataFeedConfig): string {
  if (feed.kind === 'folder') return feed.source;
  const url = new URL(feed.source);
  return `${url.origin}${url.pathname}`;
}

/**
 * Imports new match data by itself: polls the feed when the instance starts and then whenever
 * it is due (every `feed.minutes`, one instance at a time across instances sharing a database),
 * with the ordinary importer, so games already stored are skipped. A file that fails imports
 * nothing; its reason is logged and kept as the feed's last error. After new games, the live
 * leagues' clocks are due at once, so their scores follow.
 */
export function startDataFeed(options: DataFeedOptions): DataFeed {
  const { db, feed, log } = options;
  const source = feedSourceName(feed);
  const stopping = new AbortController();
  const periodMs = feed.minutes * 60_000;
  let queue: Promise<unknown> = Promise.resolve();
  let ticking: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  // Rounds of this instance run one after another, never side by side.
  const runRound = (ignoreDueTime: boolean): Promise<FeedRound> => {
    const round = queue.then(() =>
      stopping.signal.aborted ? NOT_RUN : claimAndRun(ignoreDueTime),
    );
    queue = round.catch(() => {});
    return round;
  };

  const claimAndRun = async (ignoreDueTime: boolean): Promise<FeedRound> => {
    if (!(await claimFeedRound(db, source, { minutes: feed.minutes, ignoreDueTime }))) {
      log.debug({ source }, 'data feed: not due, or another instance is polling it');
      return NOT_RUN;
    }
    const { gamesAdded, errors, stopped } = await importFeed({
      ...options,
      source,
      signal: stopping.signal,
    });
    const error = errors.length > 0 ? errors.join('; ').slice(0, ERROR_TEXT_LIMIT) : null;
    try {
      if (gamesAdded > 0) {
        await markLiveLeaguesDue(db);
        // Running instances drop the answers they keep in memory (players' totals changed).
        await publishCommitted(db, { kind: 'invalidate' });
      }
    } finally {
      // A round cut short by this instance stopping is given back, so the next instance to
      // look polls again; any other ends with its outcome.
      if (stopped) await releaseFeedRound(db, source);
      else await finishFeedRound(db, source, { gamesAdded, error });
    }
    log.info({ source, gamesAdded, errors: errors.length, stopped }, 'data feed: round done');
    return { ran: true, gamesAdded, errors };
  };

  const tick = async (round: Promise<FeedRound>) => {
    let waitMs = Math.min(RETRY_MS, periodMs);
    try {
      await round;
      const untilDue = await msUntilFeedDue(db, source);
      if (untilDue > 0) waitMs = Math.min(untilDue + WAKE_SLACK_MS, periodMs);
    } catch (error) {
      log.error({ err: error, source }, 'data feed: round failed; trying again later');
    }
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      ticking = tick(runRound(false));
    }, waitMs);
    timer.unref();
  };

  // The first round does not wait for the due time: an instance polls when it starts.
  const firstRound = runRound(true);
  ticking = tick(firstRound);
  return {
    source,
    firstRound,
    pollNow: () => runRound(true),
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await ticking;
      await queue;
    },
  };
}

/**
 * One round's files, each imported on its own: one that fails does not hold back the rest.
 * Every failure becomes a reason in `errors`; only stopping ends a round early (`stopped`).
 */
async function importFeed(
  options: DataFeedOptions & { source: string; signal: AbortSignal },
): Promise<{ gamesAdded: number; errors: string[]; stopped: boolean }> {
  const { db, feed, log, source, signal } = options;
  const result = { gamesAdded: 0, errors: [] as string[], stopped: false };
  const failed = (error: unknown, file?: string) => {
    if (signal.aborted) {
      result.stopped = true;
      return;
    }
    const prefix = file ? `${path.basename(file)}: ` : '';
    if (error instanceof FeedError || error instanceof ImportError) {
      // The reason names the file, not where this instance keeps it.
      const reason = file
        ? error.message.replaceAll(`${path.dirname(file)}${path.sep}`, '')
        : error.message;
      log.warn({ source, file, reason }, 'data feed: nothing imported');
      result.errors.push(`${prefix}${reason}`);
    } else {
      log.error({ err: error, source, file }, 'data feed: import failed');
      result.errors.push(`${prefix}the import failed; the server log has the reason`);
    }
  };

  let temporary: string | undefined;
  try {
    let folder = feed.source;
    if (feed.kind === 'url') {
      temporary = await mkdtemp(path.join(os.tmpdir(), 'rift-feed-'));
      folder = temporary;
      await downloadFeedFile(feed.source, path.join(temporary, downloadName(feed.source)), {
        timeoutMs: options.timeoutMs ?? FEED_TIMEOUT_MS,
        maxBytes: options.maxBytes ?? FEED_MAX_BYTES,
        signal,
      });
    }
    for (const file of await feedFolderFiles(folder)) {
      if (signal.aborted) {
        result.stopped = true;
        break;
      }
      try {
        result.gamesAdded += await importFeedFile(db, file, log);
      } catch (error) {
        failed(error, file);
      }
    }
  } catch (error) {
    failed(error);
  } finally {
    if (temporary) await rm(temporary, { recursive: true, force: true });
  }
  return result;
}

/** Imports one file unless this very file was imported before; answers the games it added. */
async function importFeedFile(db: Db, file: string, log: FastifyBaseLogger): Promise<number> {
  const sha256 = await sha256Of(file);
  const [done] = await db
    .select({ id: dataImports.id })
    .from(dataImports)
    .where(eq(dataImports.sha256, sha256))
    .limit(1);
  if (done) return 0;
  const summary = await importOraclesElixir(db, file);
  if (summary.problemCount > 0) {
    log.warn(
      { file: summary.source, problemCount: summary.problemCount, problems: summary.problems },
      'data feed: rows skipped',
    );
  }
  return summary.gamesAdded;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
