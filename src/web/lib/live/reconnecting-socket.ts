import { API_BASE } from '../paths';

/** A socket neither open nor accepted by the server within 5 seconds counts as a failed attempt. */
export const CONNECT_TIMEOUT_MS = 5_000;
export const BACKOFF_BASE_MS = 500;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first retry): 0.5 s doubling
 * up to `capMs`, of which the upper half is random, so that every client dropped by the same
 * server restart does not come back in one burst.
 */
export function reconnectDelay(
  attempt: number,
  capMs: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(capMs, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** ws: for http pages, wss: behind TLS; always the page's own host (same origin). */
export function socketUrl(path: string, location: { protocol: string; host: string }): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${API_BASE}${path}`;
}

/** What a page shows of its socket. */
export type ConnectionStatus =
  | { state: 'connecting' }
  | { state: 'connected' }
  | { state: 'reconnecting'; retryAt: number; reason: string | null }
  /** Final: the server refused us and trying again would not help. */
  | { state: 'disconnected'; reason: string };

/** What to do after the server closed the socket. */
export type CloseVerdict =
  | { next: 'retry'; reason?: string | null }
  /** Coming straight back would not help: wait the longest delay. */
  | { next: 'retryLate'; reason?: string | null }
  | { next: 'stop'; reason: string };

/** The part of the browser's WebSocket the connection uses; tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: (() => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

const OPEN = 1;
const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;

export interface ReconnectingSocketOptions {
  url: string;
  /** The longest wait between attempts. */
  backoffCapMs: number;
  /**
   * The first frame, sent once the socket is open (a join or auth message), read at each
   * attempt. Null when there is nothing worth offering now: the attempt waits the longest delay.
   */
  greeting(): string | null;
  /** Each frame from the server; true when it says the server accepted us. */
  onFrame(data: unknown): boolean;
  onClose(code: number, reason: string): CloseVerdict;
  onStatus(status: ConnectionStatus): void;
  /**
   * A frame sent every `intervalMs` while accepted. A link that stays silent for two intervals
   * (and the connect timeout) is open on our side only, and is dropped and reopened.
   */
  ping?: { frame: string; intervalMs: number };
  createSocket?: SocketFactory;
  random?: () => number;
  now?: () => number;
}

/**
 * A WebSocket that stays up: opens, greets, reports each frame, and after any drop reconnects
 * with capped exponential backoff until stopped or refused for good. The draft room and the
 * push connection are both built on it. Framework-free, so the policy is unit-tested with a
 * fake socket and fake timers.
 */
export class ReconnectingSocket {
  private socket: SocketLike | null = null;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  /** Failed attempts since the server last accepted us; sets the next delay. */
  private failures = 0;
  private stopped = true;
  private lastFrameAt = 0;
  private current: ConnectionStatus = { state: 'connecting' };
  private readonly createSocket: SocketFactory;
  private readonly random: () => number;
  private readonly now: () => number;

  constructor(private readonly options: ReconnectingSocketOptions) {
    this.createSocket = options.createSocket ?? browserSocket;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.open();
  }

  /** Closes for good (the page unmounts, the user signs out). */
  stop(reason: string): void {
    this.stopped = true;
    this.clearTimers();
    this.dropSocket(1000, reason);
  }

  /** Skips the wait of a pending reconnect (the browser came back online, or the user asked). */
  retryNow(): void {
    if (this.stopped || !this.retryTimer) return;
    this.clearTimers();
    this.open();
  }

  /** Sends a frame if the socket is open; false if it is not. */
  send(frame: string): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(frame);
    return true;
  }

  private open(): void {
    const greeting = this.options.greeting();
    if (greeting === null) {
      this.scheduleRetry(null, this.options.backoffCapMs);
      return;
    }
    this.setStatus({ state: 'connecting' });
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.options.url);
    } catch (error) {
      this.scheduleRetry(error instanceof Error ? error.message : null);
      return;
    }
    this.socket = socket;
    const mine = () => this.socket === socket && !this.stopped;

    this.connectTimer = setTimeout(() => {
      if (!mine()) return;
      this.dropSocket(4000, 'Connect timeout');
      this.scheduleRetry(null);
    }, CONNECT_TIMEOUT_MS);

    socket.onopen = () => {
      if (mine()) socket.send(greeting);
    };
    socket.onmessage = (event) => {
      if (!mine()) return;
      this.lastFrameAt = this.now();
      const accepted = this.options.onFrame(event.data);
      if (accepted && this.current.state !== 'connected') this.onAccepted();
    };
    socket.onclose = (event) => {
      if (!mine()) return;
      this.socket = null;
      this.clearTimers();
      const verdict = this.options.onClose(event.code, event.reason);
      if (verdict.next === 'stop')
        this.setStatus({ state: 'disconnected', reason: verdict.reason });
      else if (verdict.next === 'retryLate') {
        this.scheduleRetry(verdict.reason ?? null, this.options.backoffCapMs);
      } else this.scheduleRetry(verdict.reason ?? null);
    };
    // A close event always follows an error; that is where the retry is decided.
    socket.onerror = () => undefined;
  }

  private onAccepted(): void {
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.connectTimer = null;
    // The next drop starts the backoff from the beginning.
    this.failures = 0;
    this.setStatus({ state: 'connected' });
    const { ping } = this.options;
    if (!ping) return;
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => this.sendPing(ping.frame, ping.intervalMs), ping.intervalMs);
  }

  private sendPing(frame: string, intervalMs: number): void {
    if (!this.socket || this.socket.readyState !== OPEN) return;
    if (this.now() - this.lastFrameAt > 2 * intervalMs + CONNECT_TIMEOUT_MS) {
      // Open on our side, yet nothing arrives: a link that died without a close.
      this.dropSocket(4000, 'No answer to pings');
      this.clearTimers();
      this.scheduleRetry(null);
      return;
    }
    this.socket.send(frame);
  }

  private scheduleRetry(
    reason: string | null,
    delay = reconnectDelay(this.failures, this.options.backoffCapMs, this.random),
  ): void {
    if (this.stopped) return;
    this.failures += 1;
    this.setStatus({ state: 'reconnecting', retryAt: this.now() + delay, reason });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) this.open();
    }, delay);
  }

  private dropSocket(code: number, reason: string): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close(code, reason);
    } catch (error) {
      // Closing a socket that never connected can throw in some browsers; it is gone anyway.
      console.debug('Socket close failed', error);
    }
  }

  private clearTimers(): void {
    if (this.connectTimer) clearTimeout(this.connectTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.connectTimer = null;
    this.retryTimer = null;
    this.pingTimer = null;
  }

  private setStatus(status: ConnectionStatus): void {
    this.current = status;
    this.options.onStatus(status);
  }
}
