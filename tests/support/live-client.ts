import { WebSocket } from 'ws';
import type { z } from 'zod';
import { type ServerMessage, serverMessageSchema } from '../../src/domain/contract/draft-room';
import { type LivePush, livePushSchema } from '../../src/domain/contract/live';

/**
 * A socket client for tests: every message it receives, and ways to wait for one. Every
 * message is checked against the protocol's schema; waiting fails on one that does not fit.
 */
export interface SocketClient<M extends { type: string }> {
  received: M[];
  send(message: unknown): void;
  sendRaw(text: string): void;
  /** The next message of this type (after those already taken) that matches. */
  next<T extends M['type']>(
    type: T,
    matches?: (message: Extract<M, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<M, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export type LiveClient = SocketClient<ServerMessage>;
export type PushClient = SocketClient<LivePush>;

/** A live draft room's socket. */
export const connectLive = (baseUrl: string, leagueId: string): Promise<LiveClient> =>
  openSocket(`${baseUrl.replace(/^http/, 'ws')}/api/draft/live/${leagueId}`, serverMessageSchema);

/** The per-user push connection, open but not yet authenticated. */
export const openPush = (baseUrl: string): Promise<PushClient> =>
  openSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live`, livePushSchema);

/** The per-user push connection, authenticated and ready. */
export async function connectPush(baseUrl: string, token: string): Promise<PushClient> {
  const client = await openPush(baseUrl);
  client.send({ type: 'auth', token });
  await client.next('ready');
  return client;
}

async function openSocket<M extends { type: string }>(
  url: string,
  schema: z.ZodType<M>,
): Promise<SocketClient<M>> {
  const socket = new WebSocket(url);
  const received: M[] = [];
  let cursor = 0;
  const waiters = new Set<() => void>();
  const misfits: string[] = [];
  socket.on('message', (data) => {
    const message: unknown = JSON.parse(data.toString());
    const checked = schema.safeParse(message);
    if (!checked.success) {
      misfits.push(
        `${JSON.stringify(checked.error.issues[0])} in ${data.toString().slice(0, 300)}`,
      );
    }
    received.push(message as M);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  return {
    received,
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (text) => socket.send(text),
    next(type, matches = () => true, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          if (misfits.length > 0) {
            cleanup();
            reject(new Error(`a message outside the protocol: ${misfits[0]}`));
            return;
          }
          for (let i = cursor; i < received.length; i += 1) {
            const message = received[i]!;
            if (message.type === type && matches(message as never)) {
              cursor = i + 1;
              cleanup();
              resolve(message as never);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `no ${type} message within ${timeoutMs} ms; got ${JSON.stringify(received.slice(cursor)).slice(0, 600)}`,
            ),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      });
    },
    closed,
    async close() {
      if (socket.readyState !== socket.CLOSED) {
        socket.close();
        await closed;
      }
    },
  };
}
