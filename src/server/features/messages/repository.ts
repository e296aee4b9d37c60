import { and, asc, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type ConversationRow,
  conversationParticipants,
  conversations,
  type MessageRow,
  messages,
  type UserRow,
  users,
} from '../../db/schema';

// The conversation list shows this many, most recent activity first.
const CONVERSATIONS_LIMIT = 100;

/** A conversation as one participant sees it. */
export interface ConversationRecord {
  conversation: ConversationRow;
  lastReadSeq: number;
  participants: UserRow[];
  lastMessage: MessageRow | null;
  /** When the other participant last read it. */
  otherReadAt: Date | null;
}

/** The key that keeps two users to one conversation. */
const pairKeyOf = (a: string, b: string) => [a, b].sort().join(':');

/**
 * Conversations and their messages. Each message is numbered in its conversation (`seq`), so
 * a page is a range of numbers read through an index, as cheap at page 500 as at page 1.
 */
export function createMessagesRepository(db: Db) {
  /** The viewer's conversations among `ids` (or all of theirs), with what the list shows. */
  const records = async (viewerId: string, ids?: string[]): Promise<ConversationRecord[]> => {
    const own = await db
      .select({ conversation: conversations, lastReadSeq: conversationParticipants.lastReadSeq })
      .from(conversationParticipants)
      .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
      .where(
        and(
          eq(conversationParticipants.userId, viewerId),
          ids ? inArray(conversations.id, ids) : undefined,
        ),
      )
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(CONVERSATIONS_LIMIT);
    if (own.length === 0) return [];
    const conversationIds = own.map((row) => row.conversation.id);
    const [people, lastMessages] = await Promise.all([
      db
        .select({
          conversationId: conversationParticipants.conversationId,
          lastReadAt: conversationParticipants.lastReadAt,
          user: users,
        })
        .from(conversationParticipants)
        .innerJoin(users, eq(users.id, conversationParticipants.userId))
        .where(inArray(conversationParticipants.conversationId, conversationIds)),
      db
        .select({ message: messages })
        .from(messages)
        .innerJoin(
          conversations,
          and(
            eq(conversations.id, messages.conversationId),
            eq(messages.seq, conversations.messageCount),
          ),
        )
        .where(inArray(messages.conversationId, conversationIds)),
    ]);
    return own.map(({ conversation, lastReadSeq }) => {
      const here = people.filter((row) => row.conversationId === conversation.id);
      return {
        conversation,
        lastReadSeq,
        participants: here.map((row) => row.user),
        lastMessage:
          lastMessages.find((row) => row.message.conversationId === conversation.id)?.message ??
          null,
        otherReadAt: here.find((row) => row.user.id !== viewerId)?.lastReadAt ?? null,
      };
    });
  };

  return {
    list: (viewerId: string) => records(viewerId),

    /** The conversation if the viewer takes part in it. */
    async find(id: string, viewerId: string): Promise<ConversationRecord | undefined> {
      return (await records(viewerId, [id]))[0];
    },

    /**
     * The two users' conversation, created if it does not exist yet; `created` says which.
     * Run it in a transaction: the conversation and its participants are stored together, so
     * nobody finds the pair's conversation before they are in it. A conversation left without
     * participants (an opening cut off half-way by an older version) gets them back here.
     */
    async openBetween(a: string, b: string): Promise<{ id: string; created: boolean }> {
      const pairKey = pairKeyOf(a, b);
      // A conflict with an opening still in progress waits for it to end; the read after it
      // is a new statement, so it sees the row that opening committed.
      const [inserted] = await db
        .insert(conversations)
        .values({ pairKey })
        .onConflictDoNothing()
        .returning({ id: conversations.id });
      const id =
        inserted?.id ??
        (
          await db
            .select({ id: conversations.id })
            .from(conversations)
            .where(eq(conversations.pairKey, pairKey))
        )[0]!.id;
      await db
        .insert(conversationParticipants)
        .values([
          { conversationId: id, userId: a },
          { conversationId: id, userId: b },
        ])
        .onConflictDoNothing();
      return { id, created: inserted !== undefined };
    },

    /**
     * Adds a message as the conversation's next number (the counter's row lock orders
     * messages sent at once) and counts it as read by its sender, in one statement.
     */
    async add(conversationId: string, senderId: string, content: string): Promise<MessageRow> {
      const result = (await db.execute(sql`
        with counter as (
          update conversations set message_count = message_count + 1, updated_at = now()
          where id = ${conversationId} returning message_count),
        added as (
          insert into messages (conversation_id, seq, sender_id, content)
          select ${conversationId}, message_count, ${senderId}, ${content} from counter
          returning id, conversation_id, seq, sender_id, content, created_at),
        seen as (
          update conversation_participants set last_read_seq = (select seq from added),
            last_read_at = (select created_at from added)
          where conversation_id = ${conversationId} and user_id = ${senderId})
        select * from added`)) as unknown as {
        rows: {
          id: string;
          conversation_id: string;
          seq: number;
          sender_id: string;
          content: string;
          created_at: string | Date;
        }[];
      };
      const row = result.rows[0]!;
      return {
        id: row.id,
        conversationId: row.conversation_id,
        seq: Number(row.seq),
        senderId: row.sender_id,
        content: row.content,
        createdAt: new Date(row.created_at),
      };
    },

    /** Messages numbered `from`…`to`, oldest first, with their senders. */
    async range(conversationId: string, from: number, to: number) {
      if (to < from) return [];
      return db
        .select({ message: messages, sender: users })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderId))
        .where(and(eq(messages.conversationId, conversationId), between(messages.seq, from, to)))
        .orderBy(asc(messages.seq));
    },

    async messageById(id: string) {
      const [row] = await db
        .select({ message: messages, sender: users })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderId))
        .where(eq(messages.id, id));
      return row;
    },

    /** Marks everything so far as read by the user; the time it did so. */
    async markRead(conversationId: string, userId: string): Promise<Date> {
      const [row] = await db
        .update(conversationParticipants)
        .set({
          lastReadSeq: sql`(select message_count from conversations where id = ${conversationId})`,
          lastReadAt: sql`now()`,
        })
        .where(
          and(
            eq(conversationParticipants.conversationId, conversationId),
            eq(conversationParticipants.userId, userId),
          ),
        )
        .returning({ at: conversationParticipants.lastReadAt });
      return row!.at!;
    },

    /** How many messages the conversation holds, if the user takes part in it. */
    async countFor(conversationId: string, userId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ count: conversations.messageCount })
        .from(conversationParticipants)
        .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
        .where(
          and(
            eq(conversationParticipants.conversationId, conversationId),
            eq(conversationParticipants.userId, userId),
          ),
        );
      return row?.count;
    },

    /** Who takes part in a conversation (none if there is no such conversation). */
    async participantIds(conversationId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: conversationParticipants.userId })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.conversationId, conversationId));
      return rows.map((row) => row.userId);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
