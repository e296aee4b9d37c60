import { WebSocket } from 'ws';

/**
 * A draft room connection that keeps every reply as it came. Unlike the live client of
 * tests/support it parses nothing itself, so a reply that is not JSON is a finding of the
 * test rather than an exception in it.
 */
export interface RawSocket {
  replies: string[];
  /** Null until the server or the test closes the connection. */
  closeCode: number | null;
  send(data: string | Buffer, binary: boolean): void;
  /** Resolves true once `done` holds, false after `timeoutMs`. */
  until(done: () => boolean, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export async function openRawSocket(baseUrl: string, path: string): Promise<RawSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`);
  const wakers = new Set<() => void>();
  const wake = () => {
    for (const waker of wakers) waker();
  };
  const raw: RawSocket = {
    replies: [],
    closeCode: null,
    send(data, binary) {
      if (socket.readyState === socket.OPEN) socket.send(data, { binary });
    },
    until(done, timeoutMs) {
      return new Promise((resolve) => {
        const check = () => {
          if (!done()) return;
          finish(true);
        };
        const timer = setTimeout(() => finish(false), timeoutMs);
        // Also looked at now and then: `done` may depend on more than this socket.
        const poll = setInterval(check, 25);
        const finish = (result: boolean) => {
          clearTimeout(timer);
          clearInterval(poll);
          wakers.delete(check);
          resolve(result);
        };
        wakers.add(check);
        check();
      });
    },
    async close() {
      if (raw.closeCode !== null) return;
      socket.close();
      await raw.until(() => raw.closeCode !== null, 5000);
    },
  };
  socket.on('message', (data, isBinary) => {
    raw.replies.push(isBinary ? '<binary>' : data.toString());
    wake();
  });
  socket.on('close', (code) => {
    raw.closeCode = code;
    wake();
  });
  // A refused or broken connection shows as its close code; the error itself adds nothing.
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', () => reject(new Error(`${path}: not a websocket`)));
    socket.once('close', () => resolve());
  });
  return raw;
}
