import { z } from 'zod';
import { CHAT_MAX_LENGTH } from './draft';
import type { ErrorCode } from './error-codes';
import { textSchema } from './schemas';
import { type Frame, readFrame } from './socket-frames';
import type { ChatMessage, DraftParticipant, LiveDraftState } from './types';

/**
 * The live draft room's messages (listed in docs/api.md). The server knows the user
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
    message: textSchema({
      label: 'A message',
      max: CHAT_MAX_LENGTH,
      required: 'A message cannot be empty',
      tooLong: `A message can have at most ${CHAT_MAX_LENGTH} characters`,
    }),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export const CLIENT_MESSAGE_TYPES = ['join', 'startDraft', 'draftPlayer', 'endDraft', 'chat'];

/** One frame from a draft room client; unknown types are ignored so newer clients still talk. */
export const readClientFrame = (text: string | null): Frame<ClientMessage> =>
  readFrame(text, CLIENT_MESSAGE_TYPES, clientMessageSchema);

export type ServerMessage =
  | { type: 'draftState'; state: LiveDraftState }
  | { type: 'participantUpdate'; participants: DraftParticipant[] }
  | { type: 'chatMessage'; message: ChatMessage }
  | { type: 'error'; message: string; code: ErrorCode };

export { CLOSE_CODES } from './socket-frames';
