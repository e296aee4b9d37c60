import {
  type ClientMessage,
  clientMessageSchema,
  type ServerMessage,
} from '../../../../domain/contract/draft-room';
import { LOGIN_TO_JOIN } from '../../../../domain/draft';
import { CLOSE_CODES } from '../../../../domain/socket-frames';
import { type PageConnectionOptions, pageSocket } from '../../../lib/live/page-connection';
import {
  type CloseVerdict,
  type ConnectionStatus,
  type ReconnectingSocket,
  socketUrl,
} from '../../../lib/live/reconnecting-socket';
import { apiPaths } from '../../../lib/paths';
import { parseServerMessage } from './server-message';

export const NOT_A_MEMBER = 'Only members of this league can join its draft room';
export const TOO_MANY_MESSAGES = 'Too many messages: reconnecting shortly';
export const NOT_CONNECTED = 'Not connected to the draft room';
/** The room's clients come back within 10 s of a restart: a draft clock is running. */
export const DRAFT_BACKOFF_CAP_MS = 10_000;

export const liveDraftUrl = (leagueId: string, location: { protocol: string; host: string }) =>
  socketUrl(apiPaths.liveDraft(leagueId), location);

/** What the room's close codes mean for this page. */
export function draftCloseVerdict(code: number, reason: string): CloseVerdict {
  if (code === CLOSE_CODES.unauthorized) return { next: 'stop', reason: reason || LOGIN_TO_JOIN };
  if (code === CLOSE_CODES.forbidden) return { next: 'stop', reason: reason || NOT_A_MEMBER };
  if (code === CLOSE_CODES.flood) return { next: 'retryLate', reason: reason || TOO_MANY_MESSAGES };
  return { next: 'retry' };
}

export interface DraftConnectionOptions extends PageConnectionOptions {
  onStatus(status: ConnectionStatus): void;
  onMessage(message: ServerMessage): void;
}

/**
 * One page's link to a league's draft room: joins with the token, hands each server message
 * on, and is connected once the room sends its snapshot. After a drop it reconnects and the
 * room sends a full snapshot again, so nothing needs replaying.
 */
export class DraftConnection {
  private readonly socket: ReconnectingSocket;
  private offeredToken: string | null = null;

  constructor(options: DraftConnectionOptions) {
    this.socket = pageSocket(options, {
      backoffCapMs: DRAFT_BACKOFF_CAP_MS,
      greeting: () => {
        this.offeredToken = options.readToken();
        return this.offeredToken && JSON.stringify({ type: 'join', token: this.offeredToken });
      },
      parse: parseServerMessage,
      accepted: 'draftState',
      onMessage: options.onMessage,
      onClose: (code, reason) => {
        // Closed for a token this page has since replaced (its own password change): rejoin.
        const replaced = options.readToken() !== this.offeredToken;
        if (code === CLOSE_CODES.unauthorized && replaced) return { next: 'retry' };
        return draftCloseVerdict(code, reason);
      },
      onStatus: options.onStatus,
    });
  }

  start(): void {
    this.socket.start();
  }

  /** Leaves the room for good (the page unmounts). */
  stop(): void {
    this.socket.stop('Left the draft room');
  }

  retryNow(): void {
    this.socket.retryNow();
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
    return this.socket.send(JSON.stringify(parsed.data))
      ? { ok: true }
      : { ok: false, error: NOT_CONNECTED };
  }
}
