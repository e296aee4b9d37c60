import { Button } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type { DraftPlayer, LiveDraftState } from '../../../../domain/contract/drafts';
import { DRAFT_PAUSED, draftRoomFor } from '../../../../domain/draft';
import { POSITION_ERROR } from '../../../../domain/roster';
import { ClosedReason } from '../../../components/closed-reason';
import { useDraftStatus } from '../api/get-draft-status';
import { type AvailablePool, DraftTabs, type DraftTabValue } from '../components/draft-tabs';
import { availablePlayers } from './draft-teams';
import { DraftedTeams } from './drafted-teams';
import { LiveChat } from './live-chat';

interface LiveDraftTabsProps {
  draft: LiveDraftState;
  userId: string | null;
  tab: DraftTabValue;
  onTabChange(tab: DraftTabValue): void;
  /** The viewer may make the pick on the clock now. */
  myTurn: boolean;
  connected: boolean;
  /** The player whose pick was sent and has not landed yet. */
  pendingPlayerId: string | null;
  onDraft(playerId: string): void;
  /**
   * An auction: the rows nominate instead of drafting, when the nomination is the viewer's and
   * the opening bid typed can be sent (`openingBidProblem` says why not).
   */
  nominating: {
    mine: boolean;
    openingBidProblem: string | null;
    onNominate(playerId: string): void;
  } | null;
  onSendChat(message: string): string | null;
}

/** The live room's tabs: the draft's own, plus the drafted Teams and the Chat. */
export function LiveDraftTabs(props: LiveDraftTabsProps) {
  const { draft, userId, tab, onTabChange } = props;
  const unread = useUnreadChat(draft, userId, tab === 'chat');
  const pool = useDraftStatus(draft.leagueId);
  const players = useMemo(
    () => availablePlayers(pool.data?.available ?? [], draft.picks),
    [pool.data, draft.picks],
  );
  const available: AvailablePool = pool.data
    ? { status: 'ready', players }
    : pool.isError
      ? { status: 'error', retry: () => void pool.refetch() }
      : { status: 'loading' };
  // The team the viewer picks or nominates for now (theirs, or a bot's for the commissioner):
  // a player its roster has no slot for is refused by the draft, so it is not offered.
  const actingTeamId = props.nominating
    ? props.nominating.mine
      ? (draft.auction?.nominating?.teamId ?? null)
      : null
    : props.myTurn
      ? (draft.onTheClock?.teamId ?? null)
      : null;
  const hasRoom = useMemo(
    () => (actingTeamId ? draftRoomFor(draft, actingTeamId) : () => true),
    [draft, actingTeamId],
  );

  return (
    <DraftTabs
      draft={draft}
      userId={userId}
      value={tab}
      onChange={onTabChange}
      available={available}
      renderAction={(player) => {
        const noRoom = !hasRoom(player.position);
        const badBid = props.nominating?.mine ? props.nominating.openingBidProblem : null;
        // While paused the draft refuses every pick and nomination: the buttons say so.
        const reason = draft.paused ? DRAFT_PAUSED : noRoom ? POSITION_ERROR : badBid;
        return (
          <ClosedReason reason={reason}>
            {props.nominating ? (
              <Button
                size="compact-sm"
                color="gold"
                variant={props.nominating.mine ? 'filled' : 'light'}
                disabled={!props.nominating.mine || !props.connected || reason !== null}
                onClick={() => props.nominating?.onNominate(player.id)}
                aria-label={`Nominate ${player.name}`}
              >
                Nominate
              </Button>
            ) : (
              <DraftButton player={player} noRoom={noRoom} {...props} />
            )}
          </ClosedReason>
        );
      }}
      actionLabel={props.nominating ? 'Nominate' : 'Draft'}
      teams={
        <DraftedTeams
          order={draft.order}
          picks={draft.picks}
          rounds={draft.rounds}
          userId={userId}
          onTheClockTeamId={draft.onTheClock?.teamId ?? null}
          paused={draft.paused}
        />
      }
      chat={{
        unread,
        panel: (
          <LiveChat
            messages={draft.chatMessages}
            userId={userId}
            onSend={props.onSendChat}
            disabled={!props.connected}
          />
        ),
      }}
    />
  );
}

function DraftButton({
  player,
  noRoom,
  draft,
  myTurn,
  connected,
  pendingPlayerId,
  onDraft,
}: { player: DraftPlayer; noRoom: boolean } & LiveDraftTabsProps) {
  const open = myTurn && !draft.paused;
  return (
    <Button
      size="compact-sm"
      variant={open ? 'filled' : 'light'}
      disabled={!open || !connected || pendingPlayerId !== null || noRoom}
      loading={pendingPlayerId === player.id}
      onClick={() => onDraft(player.id)}
      aria-label={`Draft ${player.name}`}
    >
      Draft
    </Button>
  );
}

/** Messages from others since the Chat tab was last open (the history at joining counts as read). */
function useUnreadChat(draft: LiveDraftState, userId: string | null, reading: boolean): number {
  const messages = draft.chatMessages;
  const lastId = messages.at(-1)?.id ?? null;
  const [seenId, setSeenId] = useState<string | null>(lastId);
  useEffect(() => {
    if (reading) setSeenId(lastId);
  }, [reading, lastId]);
  const seenIndex = seenId === null ? -1 : messages.findIndex((message) => message.id === seenId);
  // A seen message that scrolled out of the last 100 means everything shown is newer.
  const newer = seenId !== null && seenIndex < 0 ? messages : messages.slice(seenIndex + 1);
  return newer.filter((message) => message.userId !== userId).length;
}
