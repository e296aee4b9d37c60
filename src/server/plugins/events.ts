import { sql } from 'drizzle-orm';
import type { ChatMessage, DraftPick } from '../../domain/contract/drafts';
import type { Message } from '../../domain/contract/messages';
import type { MadeBid, MadeLot } from '../../domain/live-snapshot';
import type { DraftStatus, TradeStatus } from '../../domain/vocabulary';
import type { Database, Db } from '../db/client';
import { isDatabaseUnavailable } from '../db/connection-errors';

/** The one channel (PostgreSQL LISTEN/NOTIFY) of live events between app instances. */
export const EVENTS_CHANNEL = 'rift_events';

/** Something changed in a league's draft room; every instance tells its own clients. */
export type RoomEvent =
  | {
      kind: 'draft';
      leagueId: string;
      status: DraftStatus;
      version: number;
      /** The snake pick on the clock, while the draft runs. */
      pickNumber: number | null;
      /** When the clock of the draft's current step runs out; null while paused or over. */
      deadline: string | null;
      /** The pick (or auction sale) that made this change, if one did. */
      pick?: DraftPick;
      /** The auction bid that made this change, if one did. */
      bid?: MadeBid;
      /** The auction nomination that made this change, if one did. */
      lot?: MadeLot;
    }
  | { kind: 'chat'; leagueId: string; message: ChatMessage }
  | { kind: 'presence'; leagueId: string }
  /** The league's settings changed (its name, its roster's slots): its room reads itself again. */
  | { kind: 'league'; leagueId: string }
  /** An account's name, role or token version changed: every instance forgets its session. */
  | { kind: 'session'; userId: string }
  /** Data changed: the cached reads of these leagues, or all, are dropped (read-cache.ts). */
  | { kind: 'invalidate'; leagueIds?: string[] }
  /**
   * This instance stopped hearing events for a while (its listening connection was lost):
   * whatever it keeps in memory on their account may be stale and is dropped.
   */
  | { kind: 'missed' }
  /**
   * Something for these users' push connections (live/push.ts). It names what happened by id;
   * the instances holding their connections read the rest, as NOTIFY carries under 8 kB.
   */
  | { kind: 'user'; userIds: string[]; news: UserNews };

/** What a user is told on their push connection, by reference. */
export type UserNews =
  /** The message itself when it fits the notification; else its id, for the reader to load. */
  | { type: 'message'; messageId: string; message?: Message }
  | { type: 'read'; conversationId: string; userId: string; readAt: string }
  | { type: 'friendRequest'; requestId: string }
  | { type: 'friendAccepted'; friendId: string }
  | { type: 'friendRequestRejected'; requestId: string }
  | { type: 'friendRemoved'; userId: string }
  | { type: 'tradeOffer'; tradeId: string; status: TradeStatus }
  /** A league's week was scored again (its games happened, or it became final). */
  | { type: 'scores'; leagueId: string; week: number; final: boolean }
  /** New notifications for the centre, by id: each user is told their own among them. */
  | { type: 'notifications'; ids: string[] }
  /** The user read notifications (in one tab or device): the others' unread counts are stale. */
  | { type: 'notificationsRead' };

export interface EventBus {
  /** Handlers run for every event from any instance, this one included. */
  subscribe(handler: (event: RoomEvent) => void): () => void;
  /**
   * Hands an event to this instance's handlers at once: what a request here has just changed,
   * acted on before its answer leaves, while the database tells every instance a moment later.
   */
  deliverHere(event: RoomEvent): void;
  close(): Promise<void>;
}

// League ids per event that drops cached reads (an event must stay under 8 kB).
const INVALIDATE_CHUNK = 100;

/** The events that drop every instance's cached reads of these leagues, as few as fit. */
export function invalidateEvents(leagueIds: readonly string[]): RoomEvent[] {
  return Array.from({ length: Math.ceil(leagueIds.length / INVALIDATE_CHUNK) }, (_, i) => ({
    kind: 'invalidate' as const,
    leagueIds: leagueIds.slice(i * INVALIDATE_CHUNK, (i + 1) * INVALIDATE_CHUNK),
  }));
}

/**
 * Sends an event with PostgreSQL NOTIFY. Inside a transaction it is delivered only if that
 * commits, after the change it reports is stored.
 */
export async function publish(db: Db, event: RoomEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** Sends many events in one statement (each still under NOTIFY's size limit). */
export async function publishAll(db: Db, events: readonly RoomEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.execute(sql`
    select pg_notify(${EVENTS_CHANNEL}, e)
    from unnest(${sql.param(events.map((event) => JSON.stringify(event)))}::text[]) e`);
}

// How often, and how far apart, an event sent after a commit is tried again while the
// database is out of reach (the pool reconnects in the meantime).
const RESEND_ATTEMPTS = 10;
const RESEND_DELAY_MS = 1_000;

/**
 * Sends an event outside any transaction, about a change already committed (cached reads to
 * drop): a lost connection is tried again for a while, so a failover does not leave other
 * instances serving stale answers.
 */
export async function publishCommitted(db: Db, event: RoomEvent): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await publish(db, event);
    } catch (error) {
      if (attempt >= RESEND_ATTEMPTS || !isDatabaseUnavailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RESEND_DELAY_MS));
    }
  }
}

/** Listens on the database for the events of every instance sharing it. */
export async function createEventBus(database: Database): Promise<EventBus> {
  const handlers = new Set<(event: RoomEvent) => void>();
  const deliver = (event: RoomEvent) => {
    for (const handler of handlers) handler(event);
  };
  const stop = await database.listen(
    EVENTS_CHANNEL,
    (payload) => {
      let event: RoomEvent;
      try {
        event = JSON.parse(payload) as RoomEvent;
      } catch {
        return;
      }
      deliver(event);
    },
    () => deliver({ kind: 'missed' }),
  );
  return {
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    deliverHere: deliver,
    close: stop,
  };
}
