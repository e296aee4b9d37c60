import type { FastifyBaseLogger } from 'fastify';
import type { ServerMessage } from '../../../domain/contract/draft-room';
import type { LiveDraftState } from '../../../domain/contract/drafts';
import { CHAT_HISTORY } from '../../../domain/draft';
import { withBid, withLot, withPick } from '../../../domain/live-snapshot';
import type { RoomEvent } from '../../plugins/events';
import type { DraftView } from './view';

export interface RoomSnapshotsOptions {
  view: DraftView;
  /** Whether anyone here is in the league's room. */
  occupied(leagueId: string): boolean;
  /** Sends a message to everyone here in the league's room. */
  broadcast(leagueId: string, message: ServerMessage): void;
  log: FastifyBaseLogger;
}

/**
 * The latest snapshot of each room with connections here, kept current by the events of every
 * instance. A pick arrives with its event and is applied in memory; anything else (a start, an
 * end, an event out of order or unheard) reads the room again from the database, one read at a
 * time per room, later changes folded into one more.
 */
export function createRoomSnapshots({ view, occupied, broadcast, log }: RoomSnapshotsOptions) {
  const snapshots = new Map<string, LiveDraftState>();
  const keep = (state: LiveDraftState) => {
    const cached = snapshots.get(state.leagueId);
    if (occupied(state.leagueId) && (!cached || cached.version <= state.version)) {
      snapshots.set(state.leagueId, state);
    }
  };

  const reading = new Map<string, { draft: boolean } | null>();
  const reread = (leagueId: string, what: { draft: boolean }) => {
    if (!occupied(leagueId)) return;
    if (reading.has(leagueId)) {
      reading.set(leagueId, { draft: what.draft || (reading.get(leagueId)?.draft ?? false) });
      return;
    }
    reading.set(leagueId, null);
    const run = async () => {
      const cached = snapshots.get(leagueId);
      if (what.draft || !cached) {
        const state = await view.live(leagueId);
        keep(state);
        broadcast(leagueId, { type: 'draftState', state });
      } else {
        const participants = await view.participants(leagueId);
        const latest = snapshots.get(leagueId);
        if (latest) snapshots.set(leagueId, { ...latest, participants });
        broadcast(leagueId, { type: 'participantUpdate', participants });
      }
    };
    run()
      .catch((error: unknown) => log.error({ err: error, leagueId }, 'draft room refresh failed'))
      .finally(() => {
        const pending = reading.get(leagueId);
        reading.delete(leagueId);
        if (pending) reread(leagueId, pending);
      });
  };

  return {
    /** The room's snapshot read afresh (for a client that joins), kept for the events after it. */
    async read(leagueId: string): Promise<LiveDraftState> {
      const state = await view.live(leagueId);
      keep(state);
      return state;
    },

    forget(leagueId: string): void {
      snapshots.delete(leagueId);
    },

    onEvent(event: RoomEvent): void {
      // Events went unheard: every room kept here reads itself again.
      if (event.kind === 'missed') {
        for (const leagueId of [...snapshots.keys()]) reread(leagueId, { draft: true });
        return;
      }
      // Only a league's room events concern the rooms.
      if (
        event.kind !== 'draft' &&
        event.kind !== 'chat' &&
        event.kind !== 'presence' &&
        event.kind !== 'league'
      ) {
        return;
      }
      const { leagueId } = event;
      if (!occupied(leagueId)) return;
      const cached = snapshots.get(leagueId);
      if (event.kind === 'league') {
        reread(leagueId, { draft: true });
      } else if (event.kind === 'chat') {
        if (cached) {
          const chatMessages = [...cached.chatMessages, event.message].slice(-CHAT_HISTORY);
          snapshots.set(leagueId, { ...cached, chatMessages });
        }
        broadcast(leagueId, { type: 'chatMessage', message: event.message });
      } else if (event.kind === 'presence') {
        reread(leagueId, { draft: false });
      } else {
        // The next change after the snapshot, told by its event: a snake pick, a nomination or
        // a bid is applied here; anything else (an auction sale moves budgets) reads the room
        // again.
        const follows =
          cached?.status === 'started' &&
          event.version === cached.version + 1 &&
          !reading.has(leagueId);
        const now = new Date();
        const next = !follows
          ? null
          : event.pick && cached.type === 'snake'
            ? withPick(cached, event.pick, event, now)
            : event.bid
              ? withBid(cached, event.bid, event, now)
              : event.lot
                ? withLot(cached, event.lot, event, now)
                : null;
        if (next) {
          snapshots.set(leagueId, next);
          broadcast(leagueId, { type: 'draftState', state: next });
        } else {
          reread(leagueId, { draft: true });
        }
      }
    },
  };
}
