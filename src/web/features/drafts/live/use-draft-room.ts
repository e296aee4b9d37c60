import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ClientMessage } from '../../../../domain/contract/draft-room';
import type { DraftStatusResponse, LiveDraftState } from '../../../../domain/contract/drafts';
import { LOGIN_TO_JOIN } from '../../../../domain/draft';
import { queryKeys } from '../../../lib/query-keys';
import { readAuthToken } from '../../../lib/storage';
import { showError, showSuccess, showWarning } from '../../../lib/toast';
import { DraftConnection, liveDraftUrl } from './draft-connection';
import { availablePlayers } from './draft-teams';
import type { RoomNotice } from './room-notices';
import { initialRoomState, type RoomEvent, type RoomState, reduceRoom } from './room-state';

function showNotice(notice: RoomNotice): void {
  // The app's toast helper has two looks: red for what went wrong, the brand colour otherwise.
  if (notice.kind === 'error') showError(notice.title, notice.message);
  else if (notice.kind === 'warning') showWarning(notice.title, notice.message);
  else showSuccess(notice.title, notice.message);
}

/** The board's cached GET /draft/status follows the room, so /draft shows the same picks. */
function boardStatus(old: DraftStatusResponse | undefined, live: LiveDraftState) {
  if (!old) return old;
  const { participants: _participants, chatMessages: _chat, ...state } = live;
  return { ...state, available: availablePlayers(old.available, live.picks) };
}

export interface DraftRoom extends RoomState {
  /** False without a stored token: the page says so and never connects. */
  canJoin: boolean;
  startDraft(): void;
  endDraft(): void;
  /** Drafts a player for the pick on the clock. */
  draftPlayer(playerId: string): void;
  /** An auction: names a player with an opening bid. */
  nominate(playerId: string, amount: number): void;
  /** An auction: bids on the player up, against the high bid this browser shows. */
  bid(amount: number): void;
  pauseDraft(): void;
  resumeDraft(): void;
  /** Sends a chat line; resolves to why it was not sent, or null. */
  sendChat(message: string): string | null;
  retryNow(): void;
}

/**
 * The live draft room of one league: one socket for the page's life, the
 * latest snapshot and the toasts its changes call for. Mount it under a key of the league id.
 */
export function useDraftRoom(leagueId: string): DraftRoom {
  const queryClient = useQueryClient();
  const token = useMemo(() => readAuthToken(), []);
  const [state, setState] = useState<RoomState>(initialRoomState);
  const stateRef = useRef(state);
  const connectionRef = useRef<DraftConnection | null>(null);

  const dispatch = useCallback(
    (event: RoomEvent) => {
      const previous = stateRef.current;
      const { state: next, notices } = reduceRoom(previous, event);
      stateRef.current = next;
      setState(next);
      notices.forEach(showNotice);
      if (next.draft && next.draft !== previous.draft) {
        const live = next.draft;
        queryClient.setQueryData<DraftStatusResponse>(queryKeys.draft(leagueId), (old) =>
          boardStatus(old, live),
        );
        if (live.picks.length !== previous.draft?.picks.length) {
          // Rosters changed: team pages and the league's teams show them.
          void queryClient.invalidateQueries({ queryKey: queryKeys.league(leagueId) });
          void queryClient.invalidateQueries({ queryKey: queryKeys.anyTeam });
        }
      }
    },
    [leagueId, queryClient],
  );

  useEffect(() => {
    if (!token) return;
    const connection = new DraftConnection({
      url: liveDraftUrl(leagueId, window.location),
      readToken: readAuthToken,
      onStatus: (status) => dispatch({ type: 'status', status }),
      onMessage: (message) => dispatch({ type: 'message', message, receivedAt: Date.now() }),
    });
    connectionRef.current = connection;
    connection.start();
    // Back online: no need to sit out the rest of the backoff.
    const onOnline = () => connection.retryNow();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      connection.stop();
      connectionRef.current = null;
    };
  }, [leagueId, token, dispatch]);

  const send = useCallback((message: ClientMessage): string | null => {
    const connection = connectionRef.current;
    if (!connection) return LOGIN_TO_JOIN;
    const result = connection.send(message);
    return result.ok ? null : result.error;
  }, []);

  return useMemo(() => {
    const sendOrToast = (message: ClientMessage) => {
      const error = send(message);
      if (error) showError('Draft Error', error);
      return error;
    };
    return {
      ...state,
      connection: token ? state.connection : { state: 'disconnected', reason: LOGIN_TO_JOIN },
      canJoin: Boolean(token),
      startDraft: () => void sendOrToast({ type: 'startDraft' }),
      endDraft: () => void sendOrToast({ type: 'endDraft' }),
      draftPlayer: (playerId: string) => {
        const turn = stateRef.current.draft?.onTheClock;
        if (!turn) return;
        const error = sendOrToast({
          type: 'draftPlayer',
          player: playerId,
          pickNo: turn.pickNumber,
        });
        if (!error) dispatch({ type: 'pickSent', playerId, pickNumber: turn.pickNumber });
      },
      nominate: (playerId: string, amount: number) =>
        void sendOrToast({ type: 'nominate', player: playerId, amount }),
      bid: (amount: number) => {
        const lot = stateRef.current.draft?.auction?.lot;
        if (!lot) return;
        void sendOrToast({ type: 'bid', lot: lot.number, amount, beats: lot.highBid });
      },
      pauseDraft: () => void sendOrToast({ type: 'pauseDraft' }),
      resumeDraft: () => void sendOrToast({ type: 'resumeDraft' }),
      sendChat: (message: string) => send({ type: 'chat', message }),
      retryNow: () => connectionRef.current?.retryNow(),
    };
  }, [state, token, send, dispatch]);
}
