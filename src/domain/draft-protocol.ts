import { z } from 'zod';
import { CHAT_MAX_LENGTH } from './draft';
import type { ChatMessage, DraftParticipant, LiveDraftState } from './types';

/**
 * The live draft room's messages (ARCHITECTURE §3 Live protocol). The server knows the user
 * from the token given in `join`; no other message says who sends it.
 */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('startDraft') }),
  z.object({
    type: z.literal('draftPlayer'),
    player: z.uuid('Invalid player id'),
    /** The pick (0-based) the client saw on the clock: a stale pick is refused. */
    pickNo: z.number().int().min(0),
  }),
  z.object({ type: z.literal('endDraft') }),
  z.object({
    type: z.literal('chat'),
    message: z
      .string()
      .trim()
      .min(1, 'A message cannot be empty')
      .max(CHAT_MAX_LENGTH, `A message can have at most ${CHAT_MAX_LENGTH} characters`),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export const CLIENT_MESSAGE_TYPES = ['join', 'startDraft', 'draftPlayer', 'endDraft', 'chat'];

export type ServerMessage =
  | { type: 'draftState'; state: LiveDraftState }
  | { type: 'participantUpdate'; participants: DraftParticipant[] }
  | { type: 'chatMessage'; message: ChatMessage }
  | { type: 'error'; message: string; code: string };

/** Close codes the room uses (4000–4999 are the application's). */
export const CLOSE_CODES = {
  /** Not logged in, or the token is no longer valid: do not reconnect with it. */
  unauthorized: 4401,
  /** Not a member of this league, or no such league: reconnecting will not help. */
  forbidden: 4403,
  /** Too many messages. */
  flood: 4429,
} as const;
