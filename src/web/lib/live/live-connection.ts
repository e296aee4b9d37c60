import { type LivePush, livePushSchema } from '../../../domain/contract/live';
import { CLOSE_CODES } from '../../../domain/socket-frames';
import { apiPaths } from '../paths';
import { ReconnectingSocket, type SocketFactory, socketUrl } from './reconnecting-socket';

/** The server expects a ping at least this often. */
export const PING_INTERVAL_MS = 25_000;
/** Polling covers a gap, so tabs may come back slowly after a restart. */
export const PUSH_BACKOFF_CAP_MS = 30_000;

export const liveUrl = (location: { protocol: string; host: string }) =>
  socketUrl(apiPaths.live, location);

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
 * The tab's per-user push connection: sends the token, pings every 25 s, hands each valid push
 * on, and reconnects after any drop. A token the server refused (4401) is not offered again:
 * after a password change the page's new token is offered at once, else the attempt waits.
 */
export class LiveConnection {
  private readonly socket: ReconnectingSocket;
  private connected = false;
  private offeredToken: string | null = null;
  private refusedToken: string | null = null;

  constructor(private readonly options: LiveConnectionOptions) {
    this.socket = new ReconnectingSocket({
      url: options.url,
      backoffCapMs: PUSH_BACKOFF_CAP_MS,
      greeting: () => {
        const token = options.readToken();
        if (!token || token === this.refusedToken) return null;
        this.offeredToken = token;
        return JSON.stringify({ type: 'auth', token });
      },
      onFrame: (data) => {
        const push = parsePush(data);
        if (!push) return false;
        if (push.type === 'ready') this.refusedToken = null;
        options.onPush(push);
        return push.type === 'ready';
      },
      onClose: (code) => {
        if (code === CLOSE_CODES.flood) return { next: 'retryLate' };
        // Offering the same token again would only be refused again; the greeting skips it.
        if (code === CLOSE_CODES.unauthorized) this.refusedToken = this.offeredToken;
        return { next: 'retry' };
      },
      onStatus: (status) => this.setConnected(status.state === 'connected'),
      ping: { frame: JSON.stringify({ type: 'ping' }), intervalMs: PING_INTERVAL_MS },
      createSocket: options.createSocket,
      random: options.random,
      now: options.now,
    });
  }

  start(): void {
    this.socket.start();
  }

  /** Closes for good (logout, the tab's user changed). */
  stop(): void {
    this.socket.stop('Signed out');
    this.setConnected(false);
  }

  /** Skips the wait of a pending reconnect (the browser came back online). */
  retryNow(): void {
    this.socket.retryNow();
  }

  private setConnected(connected: boolean): void {
    if (connected === this.connected) return;
    this.connected = connected;
    this.options.onConnectedChange(connected);
  }
}
