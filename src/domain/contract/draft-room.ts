import { z } from 'zod';
import { CHAT_MAX_LENGTH, ERROR_CODES } from '../vocabulary';
import { chatMessageSchema, draftParticipantSchema, liveDraftStateSchema } from './drafts';
import { idField, textSchema } from './fields';

/**
 * The live draft room's messages (listed in docs/api.md). The server knows the user from the
 * token given in `join`. Any message may also name its sender's `username`, as clients of the
 * product's live room do; the server only checks it against the token's user and refuses the
 * message when they differ.
 */
const username = z
  .string({ error: 'A username must be text' })
  .max(254, 'A username can have at most 254 characters')
  .optional();

const playerId = idField('player id');

// Whole dollars; the rules (at least $1, within the team's maximum bid) are the engine's.
const dollars = z
  .number({ error: 'A bid is a whole number of dollars' })
  .int('A bid is a whole number of dollars')
  .min(0, 'A bid is a whole number of dollars')
  .max(1_000_000, 'A bid is a whole number of dollars');

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('join'),
    token: z.string({ error: 'Send your login token to join' }).min(1).max(4096),
    username,
  }),
  z.object({ type: z.literal('startDraft'), username }),
  z.object({
    type: z.literal('draftPlayer'),
    /** The player's id, or a player object carrying it. */
    player: z.union([playerId, z.object({ id: playerId }).transform((player) => player.id)], {
      error: 'Invalid player id',
    }),
    /** The pick (0-based) the client saw on the clock: a stale pick is refused. */
    pickNo: z.number().int().min(0).optional(),
    username,
  }),
  z.object({ type: z.literal('endDraft'), username }),
  z.object({ type: z.literal('pauseDraft'), username }),
  z.object({ type: z.literal('resumeDraft'), username }),
  z.object({
    type: z.literal('nominate'),
    /** The player's id, or a player object carrying it. */
    player: z.union([playerId, z.object({ id: playerId }).transform((player) => player.id)], {
      error: 'Invalid player id',
    }),
    /** The opening bid, whole dollars. */
    amount: dollars,
    username,
  }),
  z.object({
    type: z.literal('bid'),
    /** The nomination the bid is for (`auction.lot.number`). */
    lot: z.number({ error: 'Name the nomination you bid on' }).int().min(1),
    amount: dollars,
    /** The high bid the client saw and means to beat. */
    beats: z.number({ error: 'Name the bid you mean to beat' }).int().min(0),
    username,
  }),
  z.object({
    type: z.literal('chat'),
    message: textSchema({
      label: 'A message',
      max: CHAT_MAX_LENGTH,
      required: 'A message cannot be empty',
      tooLong: `A message can have at most ${CHAT_MAX_LENGTH} characters`,
    }),
    username,
  }),
]);
/** A message as the room reads it (a player object already turned into its id). */
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  /** On join and after every change of the draft. */
  z.object({ type: z.literal('draftState'), state: liveDraftStateSchema }),
  /** Someone came or went, on any instance. */
  z.object({ type: z.literal('participantUpdate'), participants: z.array(draftParticipantSchema) }),
  z.object({ type: z.literal('chatMessage'), message: chatMessageSchema }),
  /** To the sender of a refused or malformed message only. */
  z.object({ type: z.literal('error'), message: z.string(), code: z.enum(ERROR_CODES) }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
