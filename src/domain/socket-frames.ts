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
 * A socket's client messages: a Zod union discriminated by `type`. The types it lists are the
 * ones the socket knows; a frame of another type is ignored, since newer clients may send it.
 */
export type MessageUnion<Message> = z.ZodType<Message> & {
  options: readonly { shape: { type: { values: ReadonlySet<unknown> } } }[];
};

/** The message types a union lists. */
export const messageTypes = (union: MessageUnion<unknown>): string[] =>
  union.options.flatMap((option) => [...option.shape.type.values].map(String));

/**
 * The reader of a socket's frames whose messages are `union`. Nothing reads a client's frame
 * before Zod has checked it: first the envelope (a JSON object with a text type), then the
 * message of that type.
 */
export function frameReader<Message>(
  union: MessageUnion<Message>,
): (text: string | null) => Frame<Message> {
  const types = messageTypes(union);
  return (text) => readFrame(text, types, union);
}

function readFrame<Message>(
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
