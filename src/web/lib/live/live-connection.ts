import { CLOSE_CODES } from '../../../domain/socket-frames';
import { type LivePush, livePushSchema } from '../../../domain/types';
import { API_BASE, apiPaths } from '../paths';
import { BACKOFF_CAP_MS, reconnectDelay } from './backoff';

/** The server drops a socket that has not sent its token within 5 s; we give up as soon. */
export const CONNECT_TIMEOUT_MS = 5_000;
/** The server expects a ping at least this often. */
export const PING_INTERVAL_MS = 25_000;
/** No frame at all for this long (two missed pongs) means the link is dead though open. */
export const SILENCE_LIMIT_MS = 2 * PING_INTERVAL_MS + CONNECT_TIMEOUT_MS;

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

/** ws: for http pages, wss: behind TLS; always the page's own host (same origin). */
export function liveUrl(location: { protocol: string; host: string }): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${API_BASE}${apiPaths.live}`;
}

/** One frame as a push the app understands, or null: anything else is ignored. */
export function parsePush(data: unknown): LivePush | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = livePushSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export interface LiveConnectionOptions {
  url: string;
  /** The stored token, read at each attempt: a profile change stores a new one. */
  readToken(): string | null;
  onPush(push: LivePush): void;
  /** Up once the server answered `ready`; down whenever the socket is gone. */
  onConnectedChange(connected: boolean): void;
  createSocket?: SocketFactory;
  random?: () => number;
  now?: () => number;
}

/**
 * The tab's per-user push connection: opens the socket, sends the token, pings every 25 s,
 * hands each valid push on, and after any drop reconnects with capped exponential backoff.
 * A token the server refused (4401) is not offered again; the next attempt waits for another.
 * Framework-free, so the policy is unit-tested with a fake socket and fake timers.
 */
export class LiveConnection {
  private socket: SocketLike | null = null;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private failures = 0;
  private stopped = true;
  private connected = false;
  private lastFrameAt = 0;
  private refusedToken: string | null = null;
  private readonly createSocket: SocketFactory;
  private readonly random: () => number;
  private readonly now: () => number;

  constructor(private readonly options: LiveConnectionOptions) {
    this.createSocket = options.createSocket ?? browserSocket;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.open();
  }

  /** Closes for good (logout, the tab's user changed). */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.dropSocket(1000, 'Signed out');
    this.setConnected(false);
  }

  /** Skips the wait of a pending reconnect (the browser came back online). */
  retryNow(): void {
    if (this.stopped || this.socket || !this.retryTimer) return;
    this.clearTimers();
    this.open();
  }

  get isConnected(): boolean {
    return this.connected;
  }

  private open(): void {
    const token = this.options.readToken();
    if (!token || token === this.refusedToken) {
      this.scheduleRetry(BACKOFF_CAP_MS);
      return;
    }
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.options.url);
    } catch (error) {
      console.debug('Push connection failed to open', error);
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    const current = () => this.socket === socket && !this.stopped;

    // Open and answered `ready` within 5 s, or the attempt failed.
    this.connectTimer = setTimeout(() => {
      if (!current()) return;
      this.dropSocket(4000, 'Connect timeout');
      this.scheduleRetry();
    }, CONNECT_TIMEOUT_MS);

    socket.onopen = () => {
      if (!current()) return;
      socket.send(JSON.stringify({ type: 'auth', token }));
    };
    socket.onmessage = (event) => {
      if (!current()) return;
      this.lastFrameAt = this.now();
      const push = parsePush(event.data);
      if (!push) return;
      if (push.type === 'ready') this.onReady();
      this.options.onPush(push);
    };
    socket.onclose = (event) => {
      if (!current()) return;
      this.socket = null;
      this.clearTimers();
      this.setConnected(false);
      if (event.code === CLOSE_CODES.unauthorized) {
        // Offering the same token again would only be refused again.
        this.refusedToken = token;
        this.scheduleRetry(BACKOFF_CAP_MS);
      } else {
        this.scheduleRetry();
      }
    };
    // A close event always follows an error; that is where the retry is decided.
    socket.onerror = () => undefined;
  }

  private onReady(): void {
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.connectTimer = null;
    this.failures = 0;
    this.refusedToken = null;
    this.setConnected(true);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => this.ping(), PING_INTERVAL_MS);
  }

  private ping(): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return;
    if (this.now() - this.lastFrameAt > SILENCE_LIMIT_MS) {
      // Open on our side, yet nothing arrives: a link that died without a close.
      this.dropSocket(4000, 'No answer to pings');
      this.clearTimers();
      this.setConnected(false);
      this.scheduleRetry();
      return;
    }
    socket.send(JSON.stringify({ type: 'ping' }));
  }

  private scheduleRetry(delay = reconnectDelay(this.failures, this.random)): void {
    if (this.stopped) return;
    this.failures += 1;
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
      console.debug('Push socket close failed', error);
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

  private setConnected(connected: boolean): void {
    if (connected === this.connected) return;
    this.connected = connected;
    this.options.onConnectedChange(connected);
  }
}
