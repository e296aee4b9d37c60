import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type DataFeedStatusRow, dataFeedStatus } from '../db/schema';

// Any constant of ours; with the source's hash it names the lock of one feed.
const FEED_LOCK = 7_105_032;
// A round that has not finished after this long is taken to have died with its instance.
const ROUND_LEASE_MINUTES = 30;

/** What `/api/health` shows of the feed. */
export interface FeedState {
  source: string;
  lastSuccessAt: string | null;
  gamesAdded: number;
  lastError: { at: string; message: string } | null;
  nextPollAt: string | null;
}

/**
 * Claims the next round of a feed for this instance. Only one instance claims at a time (a
 * transaction-level advisory lock; an instance that does not get it at once skips), and only
 * while no other round is under way; an ordinary round also waits until the feed is due, so
 * instances that share a database poll once per period between them. The claim sets the next
 * due time.
 */
export async function claimFeedRound(
  db: Db,
  source: string,
  options: { minutes: number; ignoreDueTime: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${FEED_LOCK}, hashtext(${source})) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!lock.rows[0]?.locked) return false;
    await tx.insert(dataFeedStatus).values({ source }).onConflictDoNothing();
    const due = options.ignoreDueTime
      ? undefined
      : or(isNull(dataFeedStatus.nextPollAt), lte(dataFeedStatus.nextPollAt, sql`now()`));
    const claimed = await tx
      .update(dataFeedStatus)
      .set({
        roundStartedAt: sql`now()`,
        nextPollAt: sql`now() + make_interval(mins => ${options.minutes}::int)`,
      })
      .where(
        and(
          eq(dataFeedStatus.source, source),
          or(
            isNull(dataFeedStatus.roundStartedAt),
            lt(
              dataFeedStatus.roundStartedAt,
              sql`now() - make_interval(mins => ${ROUND_LEASE_MINUTES}::int)`,
            ),
          ),
          due,
        ),
      )
      .returning({ source: dataFeedStatus.source });
    return claimed.length > 0;
  });
}

/** Ends a claimed round with its outcome: a success, or the reason it failed. */
export async function finishFeedRound(
  db: Db,
  source: string,
  outcome: { gamesAdded: number; error: string | null },
): Promise<void> {
  const result = outcome.error
    ? { lastErrorAt: sql`now()`, lastErrorMessage: outcome.error }
    : { lastSuccessAt: sql`now()` };
  await db
    .update(dataFeedStatus)
    .set({ roundStartedAt: null, gamesAdded: outcome.gamesAdded, ...result })
    .where(eq(dataFeedStatus.source, source));
}

/** Gives a claimed round back unfinished (the instance is stopping): the feed is due at once. */
export async function releaseFeedRound(db: Db, source: string): Promise<void> {
  await db
    .update(dataFeedStatus)
    .set({ roundStartedAt: null, nextPollAt: sql`now()` })
    .where(eq(dataFeedStatus.source, source));
}

/** Milliseconds until the feed is next due by the database's clock (0 when due, or unknown). */
export async function msUntilFeedDue(db: Db, source: string): Promise<number> {
  const [row] = await db
    .select({
      ms: sql<
        number | string | null
      >`extract(epoch from ${dataFeedStatus.nextPollAt} - now()) * 1000`,
    })
    .from(dataFeedStatus)
    .where(eq(dataFeedStatus.source, source));
  return Math.max(0, Number(row?.ms ?? 0));
}

/** Live leagues look at their scores again at once (the season clock rescores due leagues). */
export async function markLiveLeaguesDue(db: Db): Promise<void> {
  await db.execute(sql`update leagues set clock_due_at = now() where clock_mode = 'live'`);
}

/** The feed's state as every instance sees it; a feed that never ran has nulls. */
export async function readFeedState(db: Db, source: string): Promise<FeedState> {
  const [row] = await db.select().from(dataFeedStatus).where(eq(dataFeedStatus.source, source));
  return feedStateOf(source, row);
}

function feedStateOf(source: string, row: DataFeedStatusRow | undefined): FeedState {
  const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;
  return {
    source,
    lastSuccessAt: iso(row?.lastSuccessAt),
    gamesAdded: row?.gamesAdded ?? 0,
    lastError:
      row?.lastErrorAt && row.lastErrorMessage !== null
        ? { at: row.lastErrorAt.toISOString(), message: row.lastErrorMessage }
        : null,
    nextPollAt: iso(row?.nextPollAt),
  };
}
