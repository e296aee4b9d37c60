import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from './client';
import { leagues } from './schema';

/** The league columns that say when work that happens by itself is next due (real time). */
type DueColumn = 'clockDueAt' | 'waiversDueAt';

/**
 * The leagues whose `column` is due, as a round's batch takes them, and putting one of them off:
 * what a round needs when a batch fails and its leagues go one at a time
 * (src/server/work/rounds.ts).
 */
export function dueLeagues(db: Db, column: DueColumn) {
  const dueAt = leagues[column];
  return {
    /** Up to `limit` leagues due, first due first; those another transaction holds left out. */
    async ids(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: leagues.id })
        .from(leagues)
        .where(lte(dueAt, sql`now()`))
        .orderBy(asc(dueAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => row.id);
    },

    /** Puts a league off until `at`, unless something has made it due later since. */
    async putOff(leagueId: string, at: Date): Promise<void> {
      await db
        .update(leagues)
        .set({ [column]: at })
        .where(and(eq(leagues.id, leagueId), lte(dueAt, sql`now()`)));
    },
  };
}
