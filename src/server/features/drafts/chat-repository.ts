import { desc, eq, sql } from 'drizzle-orm';
import { CHAT_HISTORY } from '../../../domain/draft';
import type { Db } from '../../db/client';
import { draftChatMessages, users } from '../../db/schema';

/** A draft room's chat: the last messages of each league. */
export function createDraftChatRepository(db: Db) {
  return {
    async insert(leagueId: string, userId: string, message: string) {
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
    async recent(leagueId: string) {
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
  };
}
