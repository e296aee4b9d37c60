import type { Conversation, Message } from '../../../domain/contract/messages';

/**
 * The conversation list after a message: its conversation carries it as the last message and
 * moves to the top (newest activity first); a message from the other participant counts as
 * unread unless the conversation is open on screen. Null when the conversation is not in the
 * list (a new one): the list must be fetched again.
 */
export function withNewMessage(
  conversations: readonly Conversation[],
  message: Message,
  viewerId: string,
  openConversationId: string | null,
): Conversation[] | null {
  const found = conversations.find((conversation) => conversation.id === message.conversationId);
  if (!found) return null;
  const fromOther = message.sender.id !== viewerId;
  const alreadyLast =
    found.lastMessage?.createdAt === message.createdAt &&
    found.lastMessage.content === message.content;
  const updated: Conversation = {
    ...found,
    lastMessage: { content: message.content, createdAt: message.createdAt },
    updatedAt: message.createdAt,
    unreadCount:
      fromOther && !alreadyLast && message.conversationId !== openConversationId
        ? found.unreadCount + 1
        : found.unreadCount,
  };
  return [updated, ...conversations.filter((conversation) => conversation !== found)];
}

/**
 * After a read: the viewer's own read (in any tab) clears the unread count; the other
 * participant's sets when they last read.
 */
export function withRead(
  conversation: Conversation,
  read: { conversationId: string; userId: string; readAt: string },
  viewerId: string,
): Conversation {
  if (conversation.id !== read.conversationId) return conversation;
  return read.userId === viewerId
    ? { ...conversation, unreadCount: 0 }
    : { ...conversation, otherReadAt: read.readAt };
}

/** The participant who is not the viewer (the viewer alone in a conversation with oneself). */
export function otherParticipant<T extends { id: string }>(
  participants: readonly T[],
  viewerId: string,
): T | undefined {
  return participants.find((user) => user.id !== viewerId) ?? participants[0];
}
