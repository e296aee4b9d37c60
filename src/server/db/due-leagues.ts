import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from './client';
import { leagues, leagueWorkFailures } from './schema';

/** The league columns that say when work that happens by itself is next due (real time). */
type DueColumn = 'clockDueAt' | 'waiversDueAt';

// The work each column times, as its failures are counted.
const WORK: Record<DueColumn, string> = { clockDueAt: 'clock', waiversDueAt: 'waivers' };

/** How long a league whose work failed waits before the next try, by its failures in a row. */
export type PutOffRule = (failures: number) => number;

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

    /**
     * Counts a failure of the league's work and puts the league off by the rule's wait for its
     * failures in a row, unless something has made it due later since. Answers both. The
     * failures are in a row while the league is still due at the time the last wait set: its
     * work has not gone through since (which sets the next due time), nor has anything else
     * made it due.
     */
    async putOff(
      leagueId: string,
      waitFor: PutOffRule,
    ): Promise<{ failures: number; waitMs: number }> {
      const work = WORK[column];
      const [before] = await db
        .select({
          due: dueAt,
          failures: leagueWorkFailures.failures,
          putOffTo: leagueWorkFailures.putOffTo,
        })
        .from(leagues)
        .leftJoin(
          leagueWorkFailures,
          and(eq(leagueWorkFailures.leagueId, leagues.id), eq(leagueWorkFailures.work, work)),
        )
        .where(eq(leagues.id, leagueId));
      if (!before) return { failures: 0, waitMs: 0 };
      const inARow =
        before.failures !== null && before.putOffTo?.getTime() === before.due?.getTime();
      const failures = inARow ? before.failures! + 1 : 1;
      const waitMs = waitFor(failures);
      const [moved] = await db
        .update(leagues)
        .set({ [column]: sql`now() + make_interval(secs => ${waitMs / 1000})` })
        .where(and(eq(leagues.id, leagueId), lte(dueAt, sql`now()`)))
        .returning({ due: dueAt });
      // Made due later by something else meanwhile: that is no wait of ours to count from.
      if (moved?.due) {
        await db
          .insert(leagueWorkFailures)
          .values({ leagueId, work, failures, putOffTo: moved.due })
          .onConflictDoUpdate({
            target: [leagueWorkFailures.leagueId, leagueWorkFailures.work],
            set: { failures, putOffTo: moved.due },
          });
      }
      return { failures, waitMs };
    },
  };
}
