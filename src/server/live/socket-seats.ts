import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { z } from 'zod';
import { CLOSE_CODES, frameReader, type MessageUnion } from '../../domain/socket-frames';
import type { ErrorCode } from '../../domain/vocabulary';
import { AppError } from '../errors';
import type { AuthenticatedUser } from '../plugins/auth';
import { describeFailure } from '../plugins/errors';
import type { EventBus, RoomEvent } from '../plugins/events';

/**
 * How many sockets of one route a user and a client address may hold on one instance. Each
 * instance guards its own memory and file descriptors, which is what a flood of sockets
 * exhausts, so a per-instance count is enough: a balancer spreading one user over n instances
 * gives them at most n times the cap in all, and no instance more than its share.
 */
export interface LiveCaps {
  /** Seated sockets of one user under one key (the push connection, or one draft room). */
  perUser: number;
  /** Sockets from one client address (as TRUST_PROXY works it out), logged in or not. */
  perAddress: number;
}

export const SOCKETS_ONLY = 'This address only takes WebSocket connections';
export const TOO_MANY_FROM_ADDRESS =
  'Too many live connections from your network. Close some tabs and try again later.';
export const TOO_MANY_FOR_USER =
  'Too many live connections for your account. Close some tabs and try again later.';
export const SHUTTING_DOWN = 'Server shutting down';

// Tokens of open sockets are checked again this often: for a change this instance did not hear
// of (a manual SQL fix) and for tokens that expire while their socket is open. Announced
// changes, and the bus's word that events were missed, are acted on at once.
const RECHECK_MS = 60_000;
// Message floods: a bucket of 30 that refills 10 a second; far past it, the socket is closed.
const BUCKET_SIZE = 30;
const REFILL_PER_SECOND = 10;
const FLOOD_CLOSE_AFTER = 100;

/** A socket that proved who its user is, under the key of the room it sits in. */
export interface Seat {
  /** The room: the user's own id on the push connection, the league's id in a draft room. */
  key: string;
  userId: string;
  socket: WebSocket;
  /** Kept to check again whether the token still holds. */
  token: string;
}

/** One socket as the route's handlers see it. */
export interface Client<Sent> {
  readonly socket: WebSocket;
  /** Null until the socket takes a seat. */
  readonly seat: Seat | null;
  send(message: Sent): void;
  /** Sends an error frame to this client only. */
  fail(message: string, code: ErrorCode): void;
  /** Sends the reason as an error frame, then closes with `closeCode`. */
  refuse(closeCode: number, message: string, code: ErrorCode): void;
}

/** What a route does with the messages of one socket, all of them checked by its union. */
export interface Handlers<Message extends { type: string }, SeatType extends Message['type']> {
  /** The message that asks for a seat (a token in it); also sent again once seated. */
  seat(message: Extract<Message, { type: SeatType }>): Promise<void>;
  /** Any other message, only ever from a seated socket. */
  seated(message: Exclude<Message, { type: SeatType }>, seat: Seat): Promise<void>;
}

export interface SocketSeatsOptions<Message extends { type: string }, Sent, SeatType> {
  bus: EventBus;
  caps: LiveCaps;
  clientMessages: MessageUnion<Message>;
  /** The union of what the route sends: it types every send and broadcast. */
  serverMessages: z.ZodType<Sent>;
  /** The type of the message that takes a seat. */
  seatWith: SeatType;
  /**
   * What a socket without a seat is told when it sends anything else, and, closing it with
   * 4401, once `withinMs` have passed since it opened.
   */
  unseated: { message: string; withinMs: number };
  /** What a refused token is told; by default, why it was refused. */
  tokenRefused?: string;
  /** Each socket is pinged this often; one that did not answer the last ping is cut off. */
  pingEveryMs: number;
  /** After a seated socket closed, once the messages it sent before are handled. */
  leave?(seat: Seat): Promise<void>;
  /** The last step of a shutdown, once every socket was told the server is going away. */
  shutdown?(): Promise<void>;
}

/** What the base keeps of each open socket. */
interface Held {
  seat: Seat | null;
  /** Refuses the socket if it has not taken a seat in time. */
  seatTimer?: NodeJS.Timeout;
}

/**
 * The part every live socket route shares, as a room of seats by key: a socket proves its user
 * with a token and sits under a key (its user on the push connection, a league in the draft
 * room), where broadcasts reach it. Around the seats: the caps on sockets per client address and
 * per user, a ping that finds dead peers, a flood limit, every frame checked by the route's
 * union before a handler sees it, the rule that a socket lives no longer than its token, 1001 to
 * every socket when the server shuts down, and cleanup when a socket closes.
 *
 * A token change (a password change, a deleted account) is announced on the event bus; each
 * instance then checks the tokens of its own sockets of that user again and closes those
 * refused with 4401.
 */
export function createSocketSeats<
  Message extends { type: string },
  Sent,
  const SeatType extends Message['type'],
>(app: FastifyInstance, options: SocketSeatsOptions<Message, Sent, SeatType>) {
  const { bus, caps, clientMessages, unseated } = options;
  const readClientFrame = frameReader(clientMessages);
  const open = new Map<WebSocket, Held>();
  const byAddress = new Map<string, number>();
  const byKey = new Map<string, Set<Seat>>();
  const byUser = new Map<string, Set<Seat>>();
  const stops: (() => void)[] = [];

  const add = (index: Map<string, Set<Seat>>, id: string, seat: Seat) => {
    const seats = index.get(id) ?? new Set<Seat>();
    seats.add(seat);
    index.set(id, seats);
  };
  const remove = (index: Map<string, Set<Seat>>, id: string, seat: Seat) => {
    const seats = index.get(id);
    seats?.delete(seat);
    if (seats?.size === 0) index.delete(id);
  };

  const sendText = (socket: WebSocket, text: string) => {
    if (socket.readyState === socket.OPEN) socket.send(text);
  };
  const fail = (socket: WebSocket, message: string, code: ErrorCode) =>
    sendText(socket, JSON.stringify({ type: 'error', message, code }));
  const refuse = (socket: WebSocket, closeCode: number, message: string, code: ErrorCode) => {
    if (socket.readyState !== socket.OPEN) return;
    fail(socket, message, code);
    // A close reason has room for 123 bytes.
    socket.close(closeCode, message.slice(0, 120));
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

  /** The token's user, checked as `authenticate` says, or why the token is refused. */
  const resolve = async (
    token: string,
  ): Promise<{ user: AuthenticatedUser } | { refusal: string }> => {
    try {
      return { user: await app.resolveToken(token) };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) return { refusal: error.message };
      throw error;
    }
  };

  /** Runs `task` every `ms` until shutdown; a failure is logged as `failure`. */
  const every = (ms: number, task: () => Promise<unknown>, failure: string) => {
    const timer = setInterval(() => {
      task().catch((error: unknown) => app.log.warn({ err: error }, failure));
    }, ms);
    timer.unref();
    stops.push(() => clearInterval(timer));
  };

  /** Checks the tokens of this user's sockets here again and closes those no longer valid. */
  const recheck = async (userId: string) => {
    const seats = byUser.get(userId);
    if (!seats) return;
    // What this instance kept of the account may be older than the change that was announced.
    app.forgetSession(userId);
    const checked = new Map<string, Awaited<ReturnType<typeof resolve>>>();
    for (const { socket, token } of [...seats]) {
      if (!checked.has(token)) checked.set(token, await resolve(token));
      const result = checked.get(token)!;
      if ('refusal' in result) {
        refuse(socket, CLOSE_CODES.unauthorized, result.refusal, 'UNAUTHORIZED');
      }
    }
  };
  const TOKENS_UNCHECKED = 'could not check the tokens of open sockets';
  const recheckLogged = (userId: string) =>
    recheck(userId).catch((error: unknown) => app.log.warn({ err: error }, TOKENS_UNCHECKED));
  const recheckAll = async () => {
    for (const userId of [...byUser.keys()]) await recheckLogged(userId);
  };

  stops.push(
    bus.subscribe((event) => {
      if (event.kind === 'session' && byUser.has(event.userId)) void recheckLogged(event.userId);
      // Events were lost while this instance was not listening: any of its users may be affected.
      if (event.kind === 'missed') void recheckAll();
    }),
  );
  every(RECHECK_MS, recheckAll, TOKENS_UNCHECKED);

  app.addHook('preClose', async () => {
    for (const stop of stops.splice(0)) stop();
    // Going away (1001): clients know to come back, to this instance or another.
    for (const socket of open.keys()) socket.close(1001, SHUTTING_DOWN);
    await options.shutdown?.();
  });

  /** Finds connections that vanished without a close (a laptop lid). */
  const keepAlive = (socket: WebSocket) => {
    let alive = true;
    socket.on('pong', () => {
      alive = true;
    });
    const timer = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, options.pingEveryMs);
    timer.unref();
    socket.on('close', () => clearInterval(timer));
  };

  /** False for a frame past the socket's rate; far past it, the socket is closed (4429). */
  const rateLimit = (socket: WebSocket) => {
    let tokens = BUCKET_SIZE;
    let lastRefill = Date.now();
    let dropped = 0;
    return () => {
      const now = Date.now();
      tokens = Math.min(BUCKET_SIZE, tokens + ((now - lastRefill) / 1000) * REFILL_PER_SECOND);
      lastRefill = now;
      if (tokens >= 1) {
        tokens -= 1;
        return true;
      }
      dropped += 1;
      if (dropped >= FLOOD_CLOSE_AFTER) {
        refuse(socket, CLOSE_CODES.flood, 'Too many messages', 'RATE_LIMITED');
      } else if (dropped === 1 || dropped % 10 === 0) {
        fail(socket, 'Too many messages. Slow down and try again.', 'RATE_LIMITED');
      }
      return false;
    };
  };

  const seats = {
    /**
     * Serves the route at `path`. `connect` runs for each new socket and returns its handlers,
     * or null once it has refused the socket (a room that cannot exist).
     */
    listen(
      path: string,
      connect: (
        client: Client<Sent>,
        request: FastifyRequest,
      ) => Handlers<Message, SeatType> | null,
    ) {
      app.get(path, { websocket: true, onRequest: admitAddress }, (socket, request) => {
        const held: Held = { seat: null };
        open.set(socket, held);
        const client: Client<Sent> = {
          socket,
          get seat() {
            return held.seat;
          },
          send: (message) => sendText(socket, JSON.stringify(message)),
          fail: (message, code) => fail(socket, message, code),
          refuse: (closeCode, message, code) => refuse(socket, closeCode, message, code),
        };
        const handlers = connect(client, request);
        const messages = handlers && receive(socket, held, handlers, request.log);
        if (handlers) {
          held.seatTimer = setTimeout(
            () => refuse(socket, CLOSE_CODES.unauthorized, unseated.message, 'UNAUTHORIZED'),
            unseated.withinMs,
          );
          keepAlive(socket);
        }

        socket.on('close', () => {
          open.delete(socket);
          clearTimeout(held.seatTimer);
          const seat = held.seat;
          if (!seat) return;
          held.seat = null;
          remove(byKey, seat.key, seat);
          remove(byUser, seat.userId, seat);
          const { leave } = options;
          if (leave) messages?.after(() => leave(seat));
        });
      });
    },

    /**
     * The user of `token`, checked as every HTTP request is: a valid signature, an account that
     * still exists, and no password change since the token was issued. Null once a refused token
     * has closed the socket with 4401.
     */
    async authenticate(client: Client<Sent>, token: string): Promise<AuthenticatedUser | null> {
      const result = await resolve(token);
      if ('user' in result) return result.user;
      client.refuse(
        CLOSE_CODES.unauthorized,
        options.tokenRefused ?? result.refusal,
        'UNAUTHORIZED',
      );
      return null;
    },

    /**
     * Seats the client's socket under `key` until it closes, or refuses it (4429) when its user
     * already holds the most sockets the key allows. Null when it was not seated.
     */
    take(client: Client<Sent>, key: string, user: AuthenticatedUser, token: string) {
      const { socket } = client;
      const held = open.get(socket);
      if (!held || socket.readyState !== socket.OPEN) return null;
      clearTimeout(held.seatTimer);
      const mine = [...(byUser.get(user.sub) ?? [])].filter((seat) => seat.key === key);
      if (mine.length >= caps.perUser) {
        refuse(socket, CLOSE_CODES.flood, TOO_MANY_FOR_USER, 'RATE_LIMITED');
        return null;
      }
      const seat: Seat = { key, userId: user.sub, socket, token };
      held.seat = seat;
      add(byKey, key, seat);
      add(byUser, user.sub, seat);
      return seat;
    },

    /** Every key with a seat taken here. */
    keys: () => [...byKey.keys()],
    occupied: (key: string) => byKey.has(key),
    /** Sends a message to every seat under the key, serialised once for all of them. */
    broadcast(key: string, message: Sent) {
      const seated = byKey.get(key);
      if (!seated?.size) return;
      const text = JSON.stringify(message);
      for (const seat of seated) sendText(seat.socket, text);
    },

    /** Hears every event of the bus until shutdown. */
    subscribe(listener: (event: RoomEvent) => void) {
      stops.push(bus.subscribe(listener));
    },
    /** Runs `task` every `ms` until shutdown; a failure is logged as `failure`. */
    every,
  };

  /**
   * The one way a socket takes messages: each frame is rate-limited, checked by the union
   * before any code reads it, and handled one at a time in the order sent. Whatever goes wrong
   * with one message is answered to its sender and logged; it never reaches the process.
   */
  function receive(
    socket: WebSocket,
    held: Held,
    handlers: Handlers<Message, SeatType>,
    log: FastifyBaseLogger,
  ) {
    const withinRate = rateLimit(socket);
    let queue = Promise.resolve();

    const answer = (error: unknown) => {
      const failure = describeFailure(error);
      if (failure.ours) log.error({ err: error }, 'socket message failed');
      fail(socket, failure.message, failure.code);
    };
    const handle = async (message: Message) => {
      if (message.type === options.seatWith) {
        return handlers.seat(message as Extract<Message, { type: SeatType }>);
      }
      const { seat } = held;
      if (!seat) return fail(socket, unseated.message, 'UNAUTHORIZED');
      return handlers.seated(message as Exclude<Message, { type: SeatType }>, seat);
    };

    socket.on('message', (data: RawData, isBinary: boolean) => {
      try {
        if (socket.readyState !== socket.OPEN || !withinRate()) return;
        const frame = readClientFrame(isBinary ? null : data.toString());
        if (frame.kind === 'unknown') return;
        if (frame.kind === 'invalid') return fail(socket, frame.error, 'BAD_MESSAGE');
        queue = queue.then(() => handle(frame.message)).catch(answer);
      } catch (error) {
        answer(error);
      }
    });

    /** Runs `task` after the messages already taken, in the same order. */
    return {
      after(task: () => Promise<void>) {
        queue = queue
          .then(task)
          .catch((error: unknown) => log.warn({ err: error }, 'socket task failed'));
      },
    };
  }

  return seats;
}
