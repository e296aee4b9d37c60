import { z } from 'zod';
import { id, isoTime } from './fields';
import { friendRequestSchema } from './friends';
import { messageSchema } from './messages';
import { notificationSchema } from './notifications';
import { tradeStatusSchema } from './trades';
import { userSchema } from './users';

/** The per-user push connection (`/api/live`): what a client sends and what it is sent. */

/** What a client of the push connection may send: its token first, then pings. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/** What the push connection sends. */
export const livePushSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: id }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('message'), message: messageSchema }),
  z.object({
    type: z.literal('read'),
    conversationId: id,
    userId: id,
    readAt: isoTime,
  }),
  z.object({ type: z.literal('friendRequest'), request: friendRequestSchema }),
  z.object({ type: z.literal('friendAccepted'), friend: userSchema }),
  /** A request the user sent or received was rejected: it is gone from both lists. */
  z.object({ type: z.literal('friendRequestRejected'), requestId: id }),
  z.object({ type: z.literal('friendRemoved'), userId: id }),
  z.object({ type: z.literal('tradeOffer'), tradeId: id, status: tradeStatusSchema }),
  /** A league's week was scored again: its matchups, standings and page have moved. */
  z.object({ type: z.literal('scores'), leagueId: id, week: z.number(), final: z.boolean() }),
  /** A new entry of the notification centre. */
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
  /** The user read notifications elsewhere (another tab or device): the centre is out of date. */
  z.object({ type: z.literal('notificationsRead') }),
  z.object({
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
  }),
]);
export type LivePush = z.infer<typeof livePushSchema>;
