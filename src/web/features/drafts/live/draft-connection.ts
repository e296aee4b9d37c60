import { LOGIN_TO_JOIN } from '../../../../domain/draft';
import {
  CLOSE_CODES,
  type ClientMessage,
  clientMessageSchema,
  type ServerMessage,
} from '../../../../domain/draft-protocol';
import { API_BASE, apiPaths } from '../../../lib/paths';
import { BACKOFF_CAP_MS, reconnectDelay } from './backoff';
import { parseServerMessage } from './server-message';

/** A socket not open after 5 seconds is closed and counts as a failed attempt. */
export const CONNECT_TIMEOUT_MS = 5_000;

export const NOT_A_MEMBER = 'Only members of this league can join its draft room';
export const TOO_MANY_MESSAGES = 'Too many messages: reconnecting shortly';
export const NOT_CONNECTED = 'Not connected to the draft room';

/** What the page shows of the socket. */
export type ConnectionStatus =
  | { state: 'connecting' }
  | { state: 'connected' }
  | { state: 'reconnecting'; retryAt: number; reason: string | null }
  /** Final: the room refused us (4401, 4403) and trying again would not help. */
  | { state: 'disconnected'; reason: string };

/** The part of the browser's WebSocket the room uses; tests pass a fake. */
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

// The browser's WebSocket has the handlers above with `this` and richer events.
const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;

/** ws: for http pages, wss: behind TLS; always the page's own host (same origin). */
export function liveDraftUrl(leagueId: string, location: { protocol: string; host: string }) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${API_BASE}${apiPaths.liveDraft(leagueId)}`;
}

export interface DraftConnectionOptions {
  url: string;
  token: string;
  onStatus(status: ConnectionStatus): void;
  onMessage(message: ServerMessage): void;
  createSocket?: SocketFactory;
  random?: () => number;
  now?: () => number;
}

/**
 * One page's link to a league's draft room: opens the socket, joins with the token, hands
 * each server message on, and after any drop reconnects with capped exponential backoff
 * (the room then sends a full snapshot, so nothing needs replaying). Framework-free, so the
 * policy is unit-tested with a fake socket and fake timers.
 */
export class DraftConnection {
  private socket: SocketLike | null = null;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Failed attempts since the room last accepted us; sets the next delay. */
  private failures = 0;
  private stopped = false;
  private status: ConnectionStatus = { state: 'connecting' };
  private readonly createSocket: SocketFactory;
  private readonly random: () => number;
  private readonly now: () => number;

  constructor(private readonly options: DraftConnectionOptions) {
    this.createSocket = options.createSocket ?? browserSocket;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
  }

  start(): void {
    this.stopped = false;
    this.open();
  }

  /** Leaves the room for good (the page unmounts). */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.dropSocket(1000, 'Left the draft room');
  }

  /** Skips the wait of a pending reconnect (the browser came back online, or the user asked). */
  retryNow(): void {
    if (this.stopped || this.status.state !== 'reconnecting') return;
    this.clearTimers();
    this.open();
  }

  get currentStatus(): ConnectionStatus {
    return this.status;
  }

  /**
   * Sends a message if it is valid and the socket is open; otherwise says why not. The same
   * schema the server validates with runs here, so a bad message never leaves the page.
   */
  send(message: ClientMessage): { ok: true } | { ok: false; error: string } {
    const parsed = clientMessageSchema.safeParse(message);
    if (!parsed.success) {
      return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid message' };
    }
    if (!this.socket || this.socket.readyState !== OPEN) return { ok: false, error: NOT_CONNECTED };
    this.socket.send(JSON.stringify(parsed.data));
    return { ok: true };
  }

  private open(): void {
    this.setStatus({ state: 'connecting' });
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.options.url);
    } catch (error) {
      this.scheduleRetry(error instanceof Error ? error.message : null);
      return;
    }
    this.socket = socket;
    const current = () => this.socket === socket && !this.stopped;

    this.connectTimer = setTimeout(() => {
      if (!current()) return;
      this.dropSocket(4000, 'Connect timeout');
      this.scheduleRetry(null);
    }, CONNECT_TIMEOUT_MS);

    socket.onopen = () => {
      if (!current()) return;
      this.clearConnectTimer();
      socket.send(JSON.stringify({ type: 'join', token: this.options.token }));
    };
    socket.onmessage = (event) => {
      if (!current()) return;
      const message = parseServerMessage(event.data);
      if (!message) return;
      if (message.type === 'draftState' && this.status.state !== 'connected') {
        // The room accepted the join: the next drop starts the backoff from the beginning.
        this.failures = 0;
        this.setStatus({ state: 'connected' });
      }
      this.options.onMessage(message);
    };
    socket.onclose = (event) => {
      if (!current()) return;
      this.socket = null;
      this.clearTimers();
      this.onClosed(event.code, event.reason);
    };
    // A close event always follows an error; that is where the retry is decided.
    socket.onerror = () => undefined;
  }

  private onClosed(code: number, reason: string): void {
    if (code === CLOSE_CODES.unauthorized) {
      this.setStatus({ state: 'disconnected', reason: reason || LOGIN_TO_JOIN });
    } else if (code === CLOSE_CODES.forbidden) {
      this.setStatus({ state: 'disconnected', reason: reason || NOT_A_MEMBER });
    } else if (code === CLOSE_CODES.flood) {
      // Coming straight back would only flood again: wait the longest delay.
      this.scheduleRetry(reason || TOO_MANY_MESSAGES, BACKOFF_CAP_MS);
    } else {
      this.scheduleRetry(null);
    }
  }

  private scheduleRetry(reason: string | null, delay = reconnectDelay(this.failures, this.random)) {
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
      // Closing a socket that never connected can throw in some browsers; it is gone either way.
      console.debug('Draft socket close failed', error);
    }
  }

  private clearConnectTimer(): void {
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.connectTimer = null;
  }

  private clearTimers(): void {
    this.clearConnectTimer();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private setStatus(status: ConnectionStatus): void {
    this.status = status;
    this.options.onStatus(status);
  }
}
