import { write } from 'node:fs';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Where the server's log lines go. pino's default destination flushes synchronously when the
 * process exits and retries a failed write in a busy loop, so a log reader that stalls or dies
 * (a crashed log collector) could hold the process for ever, SIGTERM or not. This one never
 * blocks and never retries in a loop: lines are written asynchronously in order, a reader that
 * falls far behind loses lines rather than the process waiting for it, and once the output is
 * gone (EPIPE, a closed descriptor) every later line is dropped.
 */
export interface LogDestination {
  /** pino calls this with each serialised line. */
  write(line: string): void;
  /** Resolves once every queued line is written, the output is gone, or `timeoutMs` passes. */
  drained(timeoutMs: number): Promise<void>;
  /** Lines lost so far, to a slow or vanished reader. */
  readonly dropped: number;
}

// Enough for bursts of many thousands of lines; beyond it a stalled reader costs lines, not memory.
const MAX_QUEUED_BYTES = 4 * 1024 * 1024;
// A non-blocking descriptor that is momentarily full is tried again after this long.
const FULL_RETRY_MS = 50;

export function createLogDestination(
  fd: number,
  maxQueuedBytes: number = MAX_QUEUED_BYTES,
): LogDestination {
  let queue: Buffer[] = [];
  let queuedBytes = 0;
  let writing = false;
  // Set while a full descriptor gets a moment before the next try.
  let waitingForRoom = false;
  let gone = false;
  let dropped = 0;
  // Lines dropped since the reader last kept up; reported in the log once it does again.
  let droppedUnreported = 0;
  const waiters = new Set<() => void>();

  const idle = () => gone || (!writing && !waitingForRoom && queuedBytes === 0);
  const wakeWaiters = () => {
    if (!idle()) return;
    for (const wake of waiters) wake();
    waiters.clear();
  };

  const enqueue = (bytes: Buffer) => {
    queue.push(bytes);
    queuedBytes += bytes.length;
  };

  const pump = (): void => {
    if (writing || waitingForRoom || gone) return;
    if (queue.length === 0) {
      if (droppedUnreported > 0) {
        const notice = {
          level: 40,
          time: Date.now(),
          msg: `log output fell behind; ${droppedUnreported} lines dropped`,
        };
        droppedUnreported = 0;
        enqueue(Buffer.from(`${JSON.stringify(notice)}\n`));
      } else {
        wakeWaiters();
        return;
      }
    }
    const chunk = queue.length === 1 ? (queue[0] as Buffer) : Buffer.concat(queue);
    queue = [];
    writing = true;
    try {
      write(fd, chunk, 0, chunk.length, null, onWritten(chunk));
    } catch {
      // Not a descriptor that can be written at all.
      writing = false;
      giveUp(chunk);
    }
  };

  const onWritten =
    (chunk: Buffer) =>
    (error: NodeJS.ErrnoException | null, written: number): void => {
      writing = false;
      if (error) {
        if (error.code === 'EAGAIN') {
          // Full for now (a non-blocking pipe): try again later, on a timer that keeps nobody alive.
          queue.unshift(chunk);
          waitingForRoom = true;
          setTimeout(() => {
            waitingForRoom = false;
            pump();
          }, FULL_RETRY_MS).unref();
          return;
        }
        giveUp(chunk);
        return;
      }
      queuedBytes -= written;
      if (written < chunk.length) queue.unshift(chunk.subarray(written));
      pump();
    };

  // The reader is gone for good (EPIPE, a closed descriptor): nothing written from now on can
  // arrive anywhere, so every later line is dropped at once.
  const giveUp = (lost: Buffer) => {
    gone = true;
    for (const bytes of [lost, ...queue]) dropped += bytes.toString('utf8').split('\n').length - 1;
    queue = [];
    queuedBytes = 0;
    wakeWaiters();
  };

  return {
    write(line) {
      if (gone) {
        dropped += 1;
        return;
      }
      const bytes = Buffer.from(line);
      if (queuedBytes + bytes.length > maxQueuedBytes) {
        dropped += 1;
        droppedUnreported += 1;
        return;
      }
      enqueue(bytes);
      pump();
    },
    drained(timeoutMs) {
      if (idle()) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        };
        // Not unref'd: whoever waits means to give the reader this long, and no longer.
        const timer = setTimeout(done, timeoutMs);
        waiters.add(done);
      });
    },
    get dropped() {
      return dropped;
    },
  };
}

/** The server's standard output, shared by every app instance in the process. */
export const standardOutput = createLogDestination(1);

/**
 * One log line per request, once it is answered: what was asked, by which address, the status
 * and the time it took (the request id comes with the request's logger). Fastify's own two
 * lines, one as a request comes in and one as it leaves, cost a seventh of the server's work at
 * thousands of requests a second.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      ip: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
