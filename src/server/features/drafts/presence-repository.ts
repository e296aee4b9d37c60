import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftPresence } from '../../db/schema';

/** A live room's connection stops counting this long after its instance last said it runs. */
export const PRESENCE_TTL_SECONDS = 45;

/** Who holds a connection to which league's room, counted per instance. */
export function createDraftPresenceRepository(db: Db) {
  return {
    async connect(leagueId: string, userId: string, instanceId: string): Promise<void> {
      await db
        .insert(draftPresence)
        .values({ leagueId, userId, instanceId, connections: 1 })
        .onConflictDoUpdate({
          target: [draftPresence.leagueId, draftPresence.userId, draftPresence.instanceId],
          set: { connections: sql`${draftPresence.connections} + 1`, seenAt: sql`now()` },
        });
    },

    async disconnect(leagueId: string, userId: string, instanceId: string): Promise<void> {
      const where = and(
        eq(draftPresence.leagueId, leagueId),
        eq(draftPresence.userId, userId),
        eq(draftPresence.instanceId, instanceId),
      );
      await db
        .update(draftPresence)
        .set({ connections: sql`${draftPresence.connections} - 1` })
        .where(where);
      await db.delete(draftPresence).where(and(where, sql`${draftPresence.connections} <= 0`));
    },

    /** This instance is still running: its connections keep counting. */
    async heartbeat(instanceId: string): Promise<void> {
      await db
        .update(draftPresence)
        .set({ seenAt: sql`now()` })
        .where(eq(draftPresence.instanceId, instanceId));
      // Rows left by an instance that died without saying goodbye.
      await db
        .delete(draftPresence)
        .where(
          sql`${draftPresence.seenAt} < now() - make_interval(secs => ${PRESENCE_TTL_SECONDS * 10})`,
        );
    },

    async forgetInstance(instanceId: string): Promise<void> {
      await db.delete(draftPresence).where(eq(draftPresence.instanceId, instanceId));
    },

    /** Users connected to the league's room on any live instance. */
    async online(leagueId: string): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ userId: draftPresence.userId })
        .from(draftPresence)
        .where(
          and(
            eq(draftPresence.leagueId, leagueId),
            gt(draftPresence.connections, 0),
            gt(draftPresence.seenAt, sql`now() - make_interval(secs => ${PRESENCE_TTL_SECONDS})`),
          ),
        );
      return new Set(rows.map((row) => row.userId));
    },
  };
}
