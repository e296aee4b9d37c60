import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AuthThrottleRow, authThrottle } from '../../db/schema';

export type ThrottleState = Pick<AuthThrottleRow, 'count' | 'resetsAt' | 'blockedUntil'>;

export function createThrottleRepository(db: Db) {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

  return {
    /** Counts one hit in a fixed window that starts with the first hit; returns the new count. */
    async hit(key: string, now: Date, windowMs: number): Promise<ThrottleState> {
      const [row] = await db
        .insert(authThrottle)
        .values({ key, count: 1, resetsAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            count: sql`case when ${authThrottle.resetsAt} <= ${at(now)} then 1
              else ${authThrottle.count} + 1 end`,
            resetsAt: sql`case when ${authThrottle.resetsAt} <= ${at(now)}
              then excluded.resets_at else ${authThrottle.resetsAt} end`,
          },
        })
        .returning();
      return row!;
    },

    /**
     * Reads the key's state under a row lock and stores what `decide` makes of it, so attempts
     * racing on several instances are counted one after another.
     */
    update<T>(
      key: string,
      now: Date,
      decide: (current: ThrottleState | undefined) => { next: ThrottleState | null; result: T },
    ): Promise<T> {
      return db.transaction(async (tx) => {
        // A placeholder row gives the lock something to hold when the key is new.
        await tx
          .insert(authThrottle)
          .values({ key, count: 0, resetsAt: now })
          .onConflictDoNothing({ target: authThrottle.key });
        const [row] = await tx
          .select()
          .from(authThrottle)
          .where(eq(authThrottle.key, key))
          .for('update');
        const current = row && row.resetsAt > now ? row : undefined;
        const { next, result } = decide(current);
        if (next) await tx.update(authThrottle).set(next).where(eq(authThrottle.key, key));
        else await tx.delete(authThrottle).where(eq(authThrottle.key, key));
        return result;
      });
    },

    /** Keeps a mark under the key until `until`, moving it on if it is there already. */
    async mark(key: string, until: Date): Promise<void> {
      await db
        .insert(authThrottle)
        .values({ key, count: 0, resetsAt: until })
        .onConflictDoUpdate({ target: authThrottle.key, set: { resetsAt: until } });
    },

    /** Whether the key holds a mark (or a count) that still runs at `now`. */
    async holds(key: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ key: authThrottle.key })
        .from(authThrottle)
        .where(sql`${authThrottle.key} = ${key} and ${authThrottle.resetsAt} > ${at(now)}`);
      return row !== undefined;
    },

    async clear(key: string): Promise<void> {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },

    /** Rows whose count has run out limit nothing any more. */
    async purge(now: Date): Promise<void> {
      await db.delete(authThrottle).where(lt(authThrottle.resetsAt, now));
    },
  };
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
