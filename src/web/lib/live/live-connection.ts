import { type LivePush, livePushSchema } from '../../../domain/contract/live';
import { CLOSE_CODES } from '../../../domain/socket-frames';
import { apiPaths } from '../paths';
import { fitting, type PageConnectionOptions, pageSocket, parseFrame } from './page-connection';
import { type ReconnectingSocket, socketUrl } from './reconnecting-socket';

/** The server expects a ping at least this often. */
export const PING_INTERVAL_MS = 25_000;
/** Polling covers a gap, so tabs may come back slowly after a restart. */
export const PUSH_BACKOFF_CAP_MS = 30_000;

export const liveUrl = (location: { protocol: string; host: string }) =>
  socketUrl(apiPaths.live, location);

/** One frame as a push the app understands, or null: anything else is ignored. */
export const parsePush = (data: unknown): LivePush | null =>
  parseFrame(data, fitting(livePushSchema));

export interface LiveConnectionOptions extends PageConnectionOptions {
  onPush(push: LivePush): void;
  /** Up once the server answered `ready`; down whenever the socket is gone. */
  onConnectedChange(connected: boolean): void;
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
    this.socket = pageSocket(options, {
      backoffCapMs: PUSH_BACKOFF_CAP_MS,
      greeting: () => {
        const token = options.readToken();
        if (!token || token === this.refusedToken) return null;
        this.offeredToken = token;
        return JSON.stringify({ type: 'auth', token });
      },
      parse: parsePush,
      accepted: 'ready',
      onMessage: (push) => {
        if (push.type === 'ready') this.refusedToken = null;
        options.onPush(push);
      },
      onClose: (code) => {
        if (code === CLOSE_CODES.flood) return { next: 'retryLate' };
        // Offering the same token again would only be refused again; the greeting skips it.
        if (code === CLOSE_CODES.unauthorized) this.refusedToken = this.offeredToken;
        return { next: 'retry' };
      },
      onStatus: (status) => this.setConnected(status.state === 'connected'),
      ping: { frame: JSON.stringify({ type: 'ping' }), intervalMs: PING_INTERVAL_MS },
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
