import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from './client';
import { leagues, leagueWorkFailures } from './schema';

/** The league columns that say when work that happens by itself is next due (real time). */
type DueColumn = 'clockDueAt' | 'waiversDueAt';

// The work each column times, as its failures are counted.
const WORK: Record<DueColumn, string> = { clockDueAt: 'clock', waiversDueAt: 'waivers' };

/** How long a league whose work failed waits before the next try, by its failures in a row. */
export interface PutOffRule {
  waitMs(failures: number): number;
  /** A failure this long after the one before starts the count again. */
  forgetAfterMs: number;
}

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
     * failures in a row, unless something has made it due later since. Answers both.
     */
    async putOff(
      leagueId: string,
      rule: PutOffRule,
    ): Promise<{ failures: number; waitMs: number }> {
      const { failures: count, lastFailedAt } = leagueWorkFailures;
      const forgetAfter = sql`make_interval(secs => ${rule.forgetAfterMs / 1000})`;
      const [row] = await db
        .insert(leagueWorkFailures)
        .values({ leagueId, work: WORK[column], failures: 1, lastFailedAt: sql`now()` })
        .onConflictDoUpdate({
          target: [leagueWorkFailures.leagueId, leagueWorkFailures.work],
          set: {
            failures: sql`case when ${lastFailedAt} > now() - ${forgetAfter} then ${count} + 1 else 1 end`,
            lastFailedAt: sql`now()`,
          },
        })
        .returning({ failures: count });
      const failures = row?.failures ?? 1;
      const waitMs = rule.waitMs(failures);
      await db
        .update(leagues)
        .set({ [column]: sql`now() + make_interval(secs => ${waitMs / 1000})` })
        .where(and(eq(leagues.id, leagueId), lte(dueAt, sql`now()`)));
      return { failures, waitMs };
    },
  };
}
