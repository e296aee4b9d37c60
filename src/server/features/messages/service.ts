import type { Conversation, Message } from '../../../domain/contract/messages';
import type { Db } from '../../db/client';
import type { MessageRow, UserRow } from '../../db/schema';
import { badRequest, notFound, TooManyRequests } from '../../errors';
import { inTransaction, repositoriesOf } from '../repositories';
import { type Reader, readerAmong, selfReader, toUser, userSeenBy } from '../users';
import type { ConversationRecord } from './repository';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
/** Messages one user may send per minute, across all conversations and instances. */
export const MESSAGES_PER_MINUTE = 30;
const MINUTE_MS = 60_000;
// What a message may take of a notification's 8,000 bytes, leaving room for the rest.
const NOTIFY_ROOM_BYTES = 6_000;

export function toMessage(row: { message: MessageRow; sender: UserRow }, reader: Reader): Message {
  return {
    id: row.message.id,
    _id: row.message.id,
    conversationId: row.message.conversationId,
    sender: toUser(row.sender, reader),
    content: row.message.content,
    createdAt: row.message.createdAt.toISOString(),
  };
}

/** A message built for its sender, as another participant may see it. */
export const messageSeenBy = (message: Message, reader: Reader): Message => ({
  ...message,
  sender: userSeenBy(message.sender, reader),
});

const toConversation = (record: ConversationRecord, reader: Reader): Conversation => ({
  id: record.conversation.id,
  _id: record.conversation.id,
  participants: record.participants.map((user) => toUser(user, reader)),
  lastMessage: record.lastMessage
    ? {
        content: record.lastMessage.content,
        createdAt: record.lastMessage.createdAt.toISOString(),
      }
    : null,
  // Everything after the viewer's last read came from the other side (sending reads).
  unreadCount: record.conversation.messageCount - record.lastReadSeq,
  otherReadAt: record.otherReadAt?.toISOString() ?? null,
  updatedAt: record.conversation.updatedAt.toISOString(),
});

/**
 * One-to-one conversations. Only their two participants can see or post in one (anyone else
 * gets 404); every message and read is told to the participants' push connections.
 */
export function createMessagesService(db: Db) {
  const repos = repositoriesOf(db);

  const require = async (id: string, userId: string) => {
    const record = await repos.messages.find(id, userId);
    if (!record) throw notFound(CONVERSATION_NOT_FOUND);
    return record;
  };

  /** The conversation `id` as `userId` sees it. */
  const conversationFor = async (id: string, userId: string) => {
    const record = await require(id, userId);
    return toConversation(record, { id: userId, friendIds: record.friendIds });
  };

  /** The conversation's participants, if the user is one of them (the cheap check). */
  const participantsFor = async (id: string, userId: string) => {
    const ids = await repos.messages.participantIds(id);
    if (!ids.includes(userId)) throw notFound(CONVERSATION_NOT_FOUND);
    return ids;
  };

  return {
    async list(userId: string): Promise<Conversation[]> {
      const records = await repos.messages.list(userId);
      return records.map((record) =>
        toConversation(record, { id: userId, friendIds: record.friendIds }),
      );
    },

    get: (userId: string, id: string): Promise<Conversation> => conversationFor(id, userId),

    /** Page 1 is the newest `limit` messages; each page is in the order they were sent. */
    async page(userId: string, id: string, page: number, limit: number): Promise<Message[]> {
      const count = await repos.messages.countFor(id, userId);
      if (count === undefined) throw notFound(CONVERSATION_NOT_FOUND);
      const newest = count - (page - 1) * limit;
      const rows = await repos.messages.range(id, Math.max(1, newest - limit + 1), newest);
      const reader = await readerAmong(
        repos.friends,
        userId,
        rows.map((row) => row.sender.id),
      );
      return rows.map((row) => toMessage(row, reader));
    },

    /** The conversation of the two users; `created` is false when it already existed. */
    async open(userId: string, otherId: string) {
      if (otherId === userId) throw badRequest('You cannot start a conversation with yourself');
      if (!(await repos.users.findById(otherId))) throw notFound('User not found');
      const { id, created } = await inTransaction(db, (tx) =>
        tx.messages.openBetween(userId, otherId),
      );
      return { conversation: await conversationFor(id, userId), created };
    },

    async send(userId: string, id: string, content: string): Promise<Message> {
      const [participants, sender] = await Promise.all([
        participantsFor(id, userId),
        repos.users.findById(userId),
      ]);
      return inTransaction(db, async (tx) => {
        // Counted in the same transaction: a refused message does not count against the sender.
        const { count, resetsAt } = await tx.throttle.hit(
          `messages:${userId}`,
          new Date(),
          MINUTE_MS,
        );
        if (count > MESSAGES_PER_MINUTE) {
          const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - Date.now()) / 1000));
          throw new TooManyRequests(
            `You are sending messages too fast: at most ${MESSAGES_PER_MINUTE} a minute. Try again in ${seconds} s.`,
            seconds,
          );
        }
        // Announced as its sender sees it; each reader's push narrows it (live/push-news.ts).
        const message = toMessage(
          { message: await tx.messages.add(id, userId, content), sender: sender! },
          selfReader(userId),
        );
        // NOTIFY carries under 8 kB: a long message travels by id, and the reader loads it.
        const whole = Buffer.byteLength(JSON.stringify(message)) < NOTIFY_ROOM_BYTES;
        await tx.events.publish({
          kind: 'user',
          userIds: participants,
          news: { type: 'message', messageId: message.id, ...(whole ? { message } : {}) },
        });
        return message;
      });
    },

    /** Marks the conversation read by the user and tells the other participant. */
    async read(userId: string, id: string): Promise<Conversation> {
      const participants = await participantsFor(id, userId);
      await inTransaction(db, async (tx) => {
        const at = await tx.messages.markRead(id, userId);
        await tx.events.publish({
          kind: 'user',
          userIds: participants.filter((participant) => participant !== userId),
          news: { type: 'read', conversationId: id, userId, readAt: at.toISOString() },
        });
      });
      return conversationFor(id, userId);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
