import { and, asc, between, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ShownUserRow } from '../../db/records';
import {
  type ConversationRow,
  conversationParticipants,
  conversations,
  type MessageRow,
  messages,
  users,
} from '../../db/schema';

// The conversation list shows this many, most recent activity first.
const CONVERSATIONS_LIMIT = 100;

/** A conversation as one participant sees it. */
export interface ConversationRecord {
  conversation: Pick<ConversationRow, 'id' | 'messageCount' | 'updatedAt'>;
  lastReadSeq: number;
  participants: ShownUserRow[];
  /** The viewer's friends among the participants. */
  friendIds: Set<string>;
  lastMessage: { content: string; createdAt: Date } | null;
  /** When the other participant last read it. */
  otherReadAt: Date | null;
}

interface ParticipantJson {
  id: string;
  username: string;
  email: string;
  avatar: string | null;
  lastSeenAt: string | null;
  lastReadAt: string | null;
  isFriend: boolean;
}

// The conversation of the row, inside a subquery of the select list (where Drizzle would leave
// a column name unqualified).
const CONVERSATION_ID = sql.raw('"conversations"."id"');

const dateOf = (value: string | null) => (value === null ? null : new Date(value));

/** The key that keeps two users to one conversation. */
const pairKeyOf = (a: string, b: string) => [a, b].sort().join(':');

/**
 * Conversations and their messages. Each message is numbered in its conversation (`seq`), so
 * a page is a range of numbers read through an index, as cheap at page 500 as at page 1.
 */
export function createMessagesRepository(db: Db) {
  /**
   * The viewer's conversations (one, or all of theirs, newest activity first) with what the list
   * shows, in one statement: participants, whether each is the viewer's friend, the last message.
   */
  const records = async (viewerId: string, id?: string): Promise<ConversationRecord[]> => {
    const rows = await db
      .select({
        id: conversations.id,
        messageCount: conversations.messageCount,
        updatedAt: conversations.updatedAt,
        lastReadSeq: conversationParticipants.lastReadSeq,
        participants: sql<ParticipantJson[]>`(select json_agg(json_build_object(
            'id', u.id, 'username', u.username, 'email', u.email, 'avatar', u.avatar,
            'lastSeenAt', u.last_seen_at, 'lastReadAt', p.last_read_at,
            'isFriend', exists(select 1 from friendships f
                               where f.user_id = ${viewerId} and f.friend_id = u.id)))
          from conversation_participants p join users u on u.id = p.user_id
          where p.conversation_id = ${CONVERSATION_ID})`,
        lastMessage: sql<{ content: string; createdAt: string } | null>`(
          select json_build_object('content', m.content, 'createdAt', m.created_at)
          from messages m
          where m.conversation_id = ${CONVERSATION_ID} and m.seq = "conversations"."message_count")`,
      })
      .from(conversationParticipants)
      .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
      .where(
        and(
          eq(conversationParticipants.userId, viewerId),
          // The list leaves out a conversation someone else opened and nobody has written in.
          id === undefined
            ? or(gt(conversations.messageCount, 0), isNotNull(conversationParticipants.openedAt))
            : eq(conversations.id, id),
        ),
      )
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(CONVERSATIONS_LIMIT);
    return rows.map((row) => {
      const people = row.participants ?? [];
      return {
        conversation: { id: row.id, messageCount: row.messageCount, updatedAt: row.updatedAt },
        lastReadSeq: row.lastReadSeq,
        participants: people.map((person) => ({
          id: person.id,
          username: person.username,
          email: person.email,
          avatar: person.avatar,
          lastSeenAt: dateOf(person.lastSeenAt),
        })),
        friendIds: new Set(people.filter((person) => person.isFriend).map((person) => person.id)),
        lastMessage: row.lastMessage && {
          content: row.lastMessage.content,
          createdAt: new Date(row.lastMessage.createdAt),
        },
        otherReadAt: dateOf(people.find((person) => person.id !== viewerId)?.lastReadAt ?? null),
      };
    });
  };

  return {
    list: (viewerId: string) => records(viewerId),

    /** The conversation if the viewer takes part in it. */
    async find(id: string, viewerId: string): Promise<ConversationRecord | undefined> {
      return (await records(viewerId, id))[0];
    },

    /**
     * The two users' conversation, created if it does not exist yet; `created` says which. `a`
     * opens it: it shows in `a`'s list at once, and in `b`'s once it has a message.
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
      // It shows in the opener's list from now on, even before anyone writes in it.
      await db
        .update(conversationParticipants)
        .set({ openedAt: sql`now()` })
        .where(
          and(
            eq(conversationParticipants.conversationId, id),
            eq(conversationParticipants.userId, a),
            isNull(conversationParticipants.openedAt),
          ),
        );
      return { id, created: inserted !== undefined };
    },

    /**
     * Adds a message as the conversation's next number (the counter's row lock orders
     * messages sent at once) and counts it as read by its sender, in one statement. Its time is
     * read once it has its number, not when its transaction began, so that times follow numbers.
     */
    async add(conversationId: string, senderId: string, content: string): Promise<MessageRow> {
      const result = (await db.execute(sql`
        with counter as (
          update conversations set message_count = message_count + 1, updated_at = now()
          where id = ${conversationId} returning message_count),
        added as (
          insert into messages (conversation_id, seq, sender_id, content, created_at)
          select ${conversationId}, message_count, ${senderId}, ${content}, clock_timestamp()
          from counter
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
