import { and, asc, count, desc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { CHAT_HISTORY } from '../../../domain/draft';
import type { Db } from '../../db/client';
import {
  draftChatMessages,
  draftPicks,
  draftPresence,
  drafts,
  players,
  teamPlayers,
  users,
} from '../../db/schema';

/** A live room's connection stops counting this long after its instance last said it runs. */
export const PRESENCE_TTL_SECONDS = 45;

export function createDraftsRepository(db: Db) {
  return {
    async find(leagueId: string) {
      const [row] = await db.select().from(drafts).where(eq(drafts.leagueId, leagueId));
      return row;
    },

    /** The draft row, locked until the transaction ends: one pick at a time per league. */
    async lock(leagueId: string) {
      const [row] = await db
        .select()
        .from(drafts)
        .where(eq(drafts.leagueId, leagueId))
        .for('update');
      return row;
    },

    async insert(values: typeof drafts.$inferInsert) {
      const [row] = await db.insert(drafts).values(values).returning();
      return row!;
    },

    /**
     * The draft's status under a shared lock: a roster change waits for a running pick and
     * cannot slip in beside one.
     */
    async statusForShare(leagueId: string) {
      const [row] = await db
        .select({ status: drafts.status })
        .from(drafts)
        .where(eq(drafts.leagueId, leagueId))
        .for('share');
      return row?.status;
    },

    /** Changes the draft and moves its version on. */
    async update(
      leagueId: string,
      values: Partial<Pick<typeof drafts.$inferInsert, 'status' | 'finishedAt'>> & {
        advanceClock?: boolean;
      },
    ) {
      const { advanceClock, ...rest } = values;
      const [row] = await db
        .update(drafts)
        .set({
          ...rest,
          version: sql`${drafts.version} + 1`,
          ...(advanceClock
            ? { currentPick: sql`${drafts.currentPick} + 1`, clockStartedAt: sql`now()` }
            : {}),
        })
        .where(eq(drafts.leagueId, leagueId))
        .returning();
      return row!;
    },

    /** Drafts whose clock is running, for the timers of a starting instance. */
    running() {
      return db
        .select({
          leagueId: drafts.leagueId,
          currentPick: drafts.currentPick,
          clockStartedAt: drafts.clockStartedAt,
          pickSeconds: drafts.pickSeconds,
        })
        .from(drafts)
        .where(eq(drafts.status, 'started'));
    },

    picks(leagueId: string) {
      return db
        .select({
          pickNumber: draftPicks.pickNumber,
          teamId: draftPicks.teamId,
          slot: draftPicks.slot,
          auto: draftPicks.auto,
          madeAt: draftPicks.madeAt,
          player: players,
        })
        .from(draftPicks)
        .innerJoin(players, eq(players.id, draftPicks.playerId))
        .where(eq(draftPicks.leagueId, leagueId))
        .orderBy(asc(draftPicks.pickNumber));
    },

    async insertPick(values: typeof draftPicks.$inferInsert) {
      const [row] = await db.insert(draftPicks).values(values).returning();
      return row!;
    },

    /** How many players each of the league's teams already holds. */
    async rosterSizes(leagueId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ teamId: teamPlayers.teamId, n: count() })
        .from(teamPlayers)
        .where(eq(teamPlayers.leagueId, leagueId))
        .groupBy(teamPlayers.teamId);
      return new Map(rows.map((row) => [row.teamId, row.n]));
    },

    /** Players of these regions no team of the league holds, best first. */
    available(
      leagueId: string,
      regions: string[],
      options: { positions?: string[]; limit?: number } = {},
    ) {
      const query = db
        .select()
        .from(players)
        .where(
          and(
            inArray(players.region, regions.length > 0 ? regions : ['']),
            options.positions ? inArray(players.position, options.positions) : undefined,
            notExists(
              db
                .select({ one: sql`1` })
                .from(teamPlayers)
                .where(
                  and(eq(teamPlayers.leagueId, leagueId), eq(teamPlayers.playerId, players.id)),
                ),
            ),
          ),
        )
        .orderBy(desc(players.fantasyPoints), asc(players.name));
      return options.limit ? query.limit(options.limit) : query;
    },

    async insertChat(leagueId: string, userId: string, message: string) {
      const [row] = await db
        .insert(draftChatMessages)
        .values({ leagueId, userId, message })
        .returning();
      // Only the recent history is kept.
      await db.execute(sql`
        delete from ${draftChatMessages}
        where ${draftChatMessages.leagueId} = ${leagueId}
          and ${draftChatMessages.id} not in (
            select id from ${draftChatMessages}
            where ${draftChatMessages.leagueId} = ${leagueId}
            order by ${draftChatMessages.createdAt} desc, ${draftChatMessages.id} desc
            limit ${CHAT_HISTORY})`);
      return row!;
    },

    /** The recent chat, oldest first. */
    async chat(leagueId: string) {
      const rows = await db
        .select({
          id: draftChatMessages.id,
          userId: draftChatMessages.userId,
          username: users.username,
          message: draftChatMessages.message,
          createdAt: draftChatMessages.createdAt,
        })
        .from(draftChatMessages)
        .innerJoin(users, eq(users.id, draftChatMessages.userId))
        .where(eq(draftChatMessages.leagueId, leagueId))
        .orderBy(desc(draftChatMessages.createdAt), desc(draftChatMessages.id))
        .limit(CHAT_HISTORY);
      return rows.reverse();
    },

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

export type DraftsRepository = ReturnType<typeof createDraftsRepository>;
