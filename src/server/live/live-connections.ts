import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { CLOSE_CODES } from '../../domain/socket-frames';
import type { ErrorCode } from '../../domain/vocabulary';
import { AppError } from '../errors';
import type { AuthenticatedUser } from '../plugins/auth';
import type { EventBus } from '../plugins/events';

/**
 * How many sockets of one route a user and a client address may hold on one instance. Each
 * instance guards its own memory and file descriptors, which is what a flood of sockets
 * exhausts, so a per-instance count is enough: a balancer spreading one user over n instances
 * gives them at most n times the cap in all, and no instance more than its share.
 */
export interface LiveCaps {
  /** Authenticated sockets of one user in one scope (the push connection, or one draft room). */
  perUser: number;
  /** Sockets from one client address (as TRUST_PROXY works it out), logged in or not. */
  perAddress: number;
}

export const SOCKETS_ONLY = 'This address only takes WebSocket connections';
export const TOO_MANY_FROM_ADDRESS =
  'Too many live connections from your network. Close some tabs and try again later.';
export const TOO_MANY_FOR_USER =
  'Too many live connections for your account. Close some tabs and try again later.';

// Tokens of open sockets are checked again this often: for a change this instance did not hear
// of (a manual SQL fix) and for tokens that expire while their socket is open. Announced
// changes, and the bus's word that events were missed, are acted on at once.
const RECHECK_MS = 60_000;

interface Held {
  socket: WebSocket;
  token: string;
  scope: string;
}

/**
 * The part every live socket route shares: the caps on sockets per client address and per user,
 * and the rule that a socket lives no longer than its token. A password change (or anything
 * else that makes a token invalid) is announced on the event bus; each instance then checks the
 * tokens of its own sockets of that user again and closes those refused with 4401.
 */
export function createLiveConnections(
  app: FastifyInstance,
  { bus, caps }: { bus: EventBus; caps: LiveCaps },
) {
  const byAddress = new Map<string, number>();
  const byUser = new Map<string, Set<Held>>();

  /** Sends the reason as an error frame, then closes with its code. */
  const end = (socket: WebSocket, closeCode: number, message: string, code: ErrorCode) => {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(JSON.stringify({ type: 'error', message, code }));
    socket.close(closeCode, message);
  };

  /**
   * The route's onRequest hook: a plain request is told to upgrade (426), and a handshake past
   * the address's cap is refused with 429 before any socket exists. An admitted connection is
   * counted until it is gone, closing or refused later included.
   */
  const admitAddress = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.ws) {
      reply.header('upgrade', 'websocket');
      throw new AppError(426, SOCKETS_ONLY, 'UPGRADE_REQUIRED');
    }
    const address = request.ip;
    const held = byAddress.get(address) ?? 0;
    if (held >= caps.perAddress) throw new AppError(429, TOO_MANY_FROM_ADDRESS, 'RATE_LIMITED');
    const connection = request.raw.socket;
    // A client already gone is never upgraded, and its close has passed: nothing to count.
    if (connection.destroyed) return;
    byAddress.set(address, held + 1);
    connection.once('close', () => {
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
    });
  };

  /**
   * Holds an authenticated socket until it closes, or refuses it (4429) when its user already
   * holds the most this scope allows. False when it was not taken.
   */
  const admitUser = (socket: WebSocket, user: AuthenticatedUser, token: string, scope = '') => {
    if (socket.readyState !== socket.OPEN) return false;
    const held = byUser.get(user.sub) ?? new Set<Held>();
    const inScope = [...held].filter((entry) => entry.scope === scope).length;
    if (inScope >= caps.perUser) {
      end(socket, CLOSE_CODES.flood, TOO_MANY_FOR_USER, 'RATE_LIMITED');
      return false;
    }
    const entry = { socket, token, scope };
    held.add(entry);
    byUser.set(user.sub, held);
    socket.once('close', () => {
      held.delete(entry);
      if (held.size === 0 && byUser.get(user.sub) === held) byUser.delete(user.sub);
    });
    return true;
  };

  /** Why the token is no longer valid, or null while it is. */
  const refusalOf = async (token: string): Promise<string | null> => {
    try {
      await app.resolveToken(token);
      return null;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) return error.message;
      throw error;
    }
  };

  /** Checks the tokens of this user's sockets here again and closes those no longer valid. */
  const recheck = async (userId: string) => {
    const held = byUser.get(userId);
    if (!held) return;
    // What this instance kept of the account may be older than the change that was announced.
    app.forgetSession(userId);
    const refusals = new Map<string, string | null>();
    for (const { socket, token } of [...held]) {
      if (!refusals.has(token)) refusals.set(token, await refusalOf(token));
      const refusal = refusals.get(token);
      if (refusal) end(socket, CLOSE_CODES.unauthorized, refusal, 'UNAUTHORIZED');
    }
  };
  const recheckLogged = (userId: string) =>
    recheck(userId).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not check the tokens of open sockets'),
    );

  const recheckAll = async () => {
    for (const userId of [...byUser.keys()]) await recheckLogged(userId);
  };

  const unsubscribe = bus.subscribe((event) => {
    if (event.kind === 'session' && byUser.has(event.userId)) void recheckLogged(event.userId);
    // Events were lost while this instance was not listening: any of its users may be affected.
    if (event.kind === 'missed') void recheckAll();
  });
  const sweep = setInterval(recheckAll, RECHECK_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    unsubscribe();
    clearInterval(sweep);
  });

  return {
    /** Options of the socket route: the address cap and the answer to a plain request. */
    route: { websocket: true, onRequest: admitAddress } as const,
    admitUser,
    /** Every user holding a socket here. */
    userIds: () => [...byUser.keys()],
    socketsOf: (userId: string) => [...(byUser.get(userId) ?? [])].map((entry) => entry.socket),
    /** Every authenticated socket here. */
    all: () => [...byUser.values()].flatMap((held) => [...held].map((entry) => entry.socket)),
  };
}

export type LiveConnections = ReturnType<typeof createLiveConnections>;
