import { z } from 'zod';

/** Close codes of the app's sockets (4000–4999 are the application's). */
export const CLOSE_CODES = {
  /** Not logged in, or the token is no longer valid: do not reconnect with it. */
  unauthorized: 4401,
  /** Not a member of this league, or no such league: reconnecting will not help. */
  forbidden: 4403,
  /** Too many messages, or too many sockets of this account: wait before reconnecting. */
  flood: 4429,
} as const;

/** What one incoming socket frame turned out to be. */
export type Frame<Message> =
  | { kind: 'message'; message: Message }
  /** A well-formed message of a type this server does not know: newer clients may send it. */
  | { kind: 'unknown' }
  | { kind: 'invalid'; error: string };

const envelopeSchema = z.object(
  { type: z.string({ error: 'A message needs a text type' }).min(1).max(64) },
  { error: 'Messages must be JSON objects with a type' },
);

/**
 * Reads a frame of a socket whose messages are the union `schema` of the listed `types`.
 * Nothing reads a client's frame before Zod has checked it: first the envelope (a JSON
 * object with a text type), then the message of that type.
 */
export function readFrame<Message>(
  text: string | null,
  types: readonly string[],
  schema: z.ZodType<Message>,
): Frame<Message> {
  let raw: unknown;
  try {
    raw = text === null ? undefined : JSON.parse(text);
  } catch {
    raw = undefined;
  }
  const envelope = envelopeSchema.safeParse(raw);
  if (!envelope.success) {
    return { kind: 'invalid', error: envelope.error.issues[0]?.message ?? 'Invalid message' };
  }
  if (!types.includes(envelope.data.type)) return { kind: 'unknown' };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    return { kind: 'invalid', error: parsed.error.issues[0]?.message ?? 'Invalid message' };
  }
  return { kind: 'message', message: parsed.data };
}
