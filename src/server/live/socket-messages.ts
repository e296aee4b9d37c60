import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { CLOSE_CODES, type Frame } from '../../domain/socket-frames';
import type { ErrorCode } from '../../domain/vocabulary';
import { describeFailure } from '../plugins/errors';

// Message floods: a bucket of 30 that refills 10 a second; far past it, the socket is closed.
const BUCKET_SIZE = 30;
const REFILL_PER_SECOND = 10;
const FLOOD_CLOSE_AFTER = 100;

export interface MessageHandlers<Message> {
  /** Turns a frame's text (null for a binary frame) into a checked message. */
  read(text: string | null): Frame<Message>;
  handle(message: Message): Promise<void>;
  /** Sends an error frame to this client only. */
  fail(message: string, code: ErrorCode): void;
  log: FastifyBaseLogger;
}

/**
 * The one way a socket of this app takes messages: each frame is rate-limited, checked by its
 * union before any code reads it, and handled one at a time in the order sent. Whatever goes
 * wrong with one message is answered to its sender and logged; it never reaches the process.
 */
export function receiveMessages<Message>(socket: WebSocket, handlers: MessageHandlers<Message>) {
  const { read, handle, fail, log } = handlers;
  let tokens = BUCKET_SIZE;
  let lastRefill = Date.now();
  let dropped = 0;
  let queue = Promise.resolve();

  const withinRate = () => {
    const now = Date.now();
    tokens = Math.min(BUCKET_SIZE, tokens + ((now - lastRefill) / 1000) * REFILL_PER_SECOND);
    lastRefill = now;
    if (tokens >= 1) {
      tokens -= 1;
      return true;
    }
    dropped += 1;
    if (dropped >= FLOOD_CLOSE_AFTER) {
      fail('Too many messages', 'RATE_LIMITED');
      socket.close(CLOSE_CODES.flood, 'Too many messages');
    } else if (dropped === 1 || dropped % 10 === 0) {
      fail('Too many messages. Slow down and try again.', 'RATE_LIMITED');
    }
    return false;
  };

  const answer = (error: unknown) => {
    const failure = describeFailure(error);
    if (failure.ours) log.error({ err: error }, 'socket message failed');
    fail(failure.message, failure.code);
  };

  socket.on('message', (data: RawData, isBinary: boolean) => {
    try {
      if (socket.readyState !== socket.OPEN || !withinRate()) return;
      const frame = read(isBinary ? null : data.toString());
      if (frame.kind === 'unknown') return;
      if (frame.kind === 'invalid') return fail(frame.error, 'BAD_MESSAGE');
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

/**
 * Finds connections that vanished without a close (a laptop lid): pings every `intervalMs` and
 * cuts off a socket that did not answer the last ping. Stops by itself when the socket closes.
 */
export function keepAlive(socket: WebSocket, intervalMs: number): void {
  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  const timer = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, intervalMs);
  timer.unref();
  socket.on('close', () => clearInterval(timer));
}
