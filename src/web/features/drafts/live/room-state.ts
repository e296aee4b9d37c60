import type { ServerMessage } from '../../../../domain/contract/draft-room';
import type { LiveDraftState } from '../../../../domain/contract/drafts';
import { CHAT_HISTORY } from '../../../../domain/draft';
import type { ConnectionStatus } from '../../../lib/live/reconnecting-socket';
import { draftErrorNotice, type RoomNotice } from './room-notices';

/** What the live room page knows: the last snapshot, kept current by the events after it. */
export interface RoomState {
  draft: LiveDraftState | null;
  connection: ConnectionStatus;
  /** This browser's Date.now() when the last snapshot came: with its serverTime, the clock offset. */
  receivedAt: number;
  /** A pick this page sent and has not yet seen land (or fail). */
  pendingPick: { playerId: string; pickNumber: number } | null;
  /** A snapshot has arrived once: 'Joined Draft' is said once per visit, not per reconnect. */
  joined: boolean;
}

export type RoomEvent =
  | { type: 'status'; status: ConnectionStatus }
  | { type: 'message'; message: ServerMessage; receivedAt: number }
  | { type: 'pickSent'; playerId: string; pickNumber: number };

export const initialRoomState: RoomState = {
  draft: null,
  connection: { state: 'connecting' },
  receivedAt: 0,
  pendingPick: null,
  joined: false,
};

/** The next state and the toasts the change calls for (successes and draft errors). */
export function reduceRoom(
  state: RoomState,
  event: RoomEvent,
): { state: RoomState; notices: RoomNotice[] } {
  switch (event.type) {
    case 'status': {
      // A pick sent over a socket that dropped may never have arrived: the next snapshot says.
      const pendingPick = event.status.state === 'connected' ? state.pendingPick : null;
      return { state: { ...state, connection: event.status, pendingPick }, notices: [] };
    }
    case 'pickSent':
      return {
        state: {
          ...state,
          pendingPick: { playerId: event.playerId, pickNumber: event.pickNumber },
        },
        notices: [],
      };
    case 'message':
      return applyMessage(state, event.message, event.receivedAt);
  }
}

function applyMessage(state: RoomState, message: ServerMessage, receivedAt: number) {
  switch (message.type) {
    case 'draftState':
      return applySnapshot(state, message.state, receivedAt);
    case 'participantUpdate':
      return {
        state: state.draft
          ? { ...state, draft: { ...state.draft, participants: message.participants } }
          : state,
        notices: [],
      };
    case 'chatMessage': {
      if (!state.draft) return { state, notices: [] };
      // A message can arrive both as an event and in the snapshot after a reconnect.
      const known = state.draft.chatMessages.some((chat) => chat.id === message.message.id);
      const chatMessages = known
        ? state.draft.chatMessages
        : [...state.draft.chatMessages, message.message].slice(-CHAT_HISTORY);
      return { state: { ...state, draft: { ...state.draft, chatMessages } }, notices: [] };
    }
    case 'error':
      return {
        state: { ...state, pendingPick: null },
        // Before the first snapshot an error is the room refusing the join; the close that
        // follows carries the same reason to the page, which shows it in place of the room.
        notices: state.joined ? [draftErrorNotice(message.message)] : [],
      };
  }
}

function applySnapshot(state: RoomState, next: LiveDraftState, receivedAt: number) {
  const previous = state.draft;
  // The snapshot read for a join (or a reconnect) can reach the page after the broadcast of a
  // change that landed while it was being read: the older draft must not replace the newer.
  if (previous && next.version < previous.version) return { state, notices: [] };
  const notices: RoomNotice[] = [];
  if (!state.joined) {
    notices.push({
      kind: 'success',
      title: 'Joined Draft',
      message: `You are in the ${next.leagueName} draft room`,
    });
  }
  if (previous && previous.status !== next.status) {
    if (next.status === 'started') {
      notices.push({
        kind: 'success',
        title: 'Draft Started',
        message: next.onTheClock
          ? `${next.onTheClock.picker} is on the clock`
          : 'The draft has begun',
      });
    } else if (next.status === 'complete') {
      notices.push({
        kind: 'success',
        title: 'Draft Complete',
        message: `All ${next.picks.length} picks are in`,
      });
    } else if (next.status === 'ended') {
      notices.push({
        kind: 'info',
        title: 'Draft Ended',
        message: `${next.commissioner.username ?? 'The commissioner'} ended the draft after ${next.picks.length} picks`,
      });
    }
  }

  let pendingPick = state.pendingPick;
  if (pendingPick) {
    const pending = pendingPick;
    const landed = next.picks.find((pick) => pick.pickNumber === pending.pickNumber);
    if (landed) {
      if (landed.player.id === pending.playerId) {
        notices.push({
          kind: 'success',
          title: 'Pick Successful',
          message: `${landed.player.name} joins ${landed.teamName} at ${landed.position}`,
        });
      }
      pendingPick = null;
    } else if (next.status !== 'started') {
      pendingPick = null;
    }
  }

  return {
    state: {
      draft: next,
      connection: state.connection,
      receivedAt,
      pendingPick,
      joined: true,
    },
    notices,
  };
}
