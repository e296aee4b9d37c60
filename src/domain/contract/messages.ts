import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE } from '../vocabulary';
import { BODY_REQUIRED, id, isoTime, textSchema, wholeNumberText } from './fields';
import { userSchema } from './users';

/** Direct messages: conversations, their pages of messages, and sending one. */

export const messageSchema = z
  .object({
    id,
    _id: id,
    conversationId: id,
    sender: userSchema,
    content: z.string(),
    createdAt: isoTime,
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;

/** A one-to-one conversation as its participant sees it. */
export const conversationSchema = z
  .object({
    id,
    _id: id,
    participants: z.array(userSchema),
    lastMessage: z.object({ content: z.string(), createdAt: isoTime }).nullable(),
    /** Messages from the other participant the viewer has not read. */
    unreadCount: z.number(),
    /** When the other participant last read the conversation (read receipts); null if never. */
    otherReadAt: isoTime.nullable(),
    updatedAt: isoTime,
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversationSchema>;

export const messageContentSchema = z.object(
  {
    content: textSchema({
      label: 'Message',
      max: MESSAGE_MAX_LENGTH,
      required: 'Message cannot be empty',
      tooLong: `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
      multiline: true,
    }),
  },
  BODY_REQUIRED,
);

export const messagePageQuerySchema = z.object({
  page: wholeNumberText('Page', 1, 100_000, 'Page must be between 1 and 100000').default(1),
  limit: wholeNumberText('Limit', 1, 100, 'Limit must be between 1 and 100').default(
    MESSAGE_PAGE_SIZE,
  ),
});
