import type { z } from 'zod';
import { ReconnectingSocket, type ReconnectingSocketOptions } from './reconnecting-socket';

/**
 * What the page's two live connections (the push connection and a draft room) share: what each
 * is given, its reconnecting socket, and how it reads the server's frames.
 */

/** Where to connect, the token to offer, and the seams tests replace. */
export interface PageConnectionOptions
  extends Pick<ReconnectingSocketOptions, 'url' | 'createSocket' | 'random' | 'now'> {
  /** The stored token, read at each attempt: a password or profile change stores a new one. */
  readToken(): string | null;
}

/** A frame's JSON object, with the text type every server message carries. */
export type Envelope = Record<string, unknown> & { type: string };

/**
 * One frame as a message the page understands, or null. A frame that is not text holding a
 * JSON object with a type is nothing the server would send; `accept` turns down the rest (a
 * type this page does not know yet, a message without what its type needs), and those are
 * ignored too rather than acted on.
 */
export function parseFrame<Message>(
  data: unknown,
  accept: (envelope: Envelope) => Message | null,
): Message | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const envelope = value as Record<string, unknown>;
  return typeof envelope.type === 'string' ? accept(envelope as Envelope) : null;
}

/** Accepts what the union `schema` takes, as the schema reads it. */
export const fitting =
  <Message>(schema: z.ZodType<Message>) =>
  (envelope: Envelope): Message | null => {
    const parsed = schema.safeParse(envelope);
    return parsed.success ? parsed.data : null;
  };

/** What a connection decides for itself about its socket. */
export interface PageSocketPolicy<Message extends { type: string }>
  extends Omit<ReconnectingSocketOptions, 'url' | 'createSocket' | 'random' | 'now' | 'onFrame'> {
  /** A frame as a message of this connection, or null to ignore it. */
  parse(data: unknown): Message | null;
  /** The message by which the server says it took the connection in. */
  accepted: Message['type'];
  onMessage(message: Message): void;
}

/**
 * The reconnecting socket of a page connection: each frame is parsed, and each message handed
 * on; the connection counts as up from the first `accepted` message.
 */
export function pageSocket<Message extends { type: string }>(
  { url, createSocket, random, now }: PageConnectionOptions,
  { parse, accepted, onMessage, ...policy }: PageSocketPolicy<Message>,
): ReconnectingSocket {
  return new ReconnectingSocket({
    ...policy,
    url,
    createSocket,
    random,
    now,
    onFrame: (data) => {
      const message = parse(data);
      if (!message) return false;
      onMessage(message);
      return message.type === accepted;
    },
  });
}
