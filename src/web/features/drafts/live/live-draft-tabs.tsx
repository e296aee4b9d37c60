import { Badge, Button, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import {
  IconHistory,
  IconListNumbers,
  IconMessageCircle,
  IconShirtSport,
  IconUsers,
} from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import type { DraftPlayer, LiveDraftState } from '../../../../domain/types';
import { useDraftStatus } from '../api/get-draft-status';
import { AvailablePlayersTable } from '../components/available-players-table';
import { CountBadge } from '../components/count-badge';
import { DraftHistoryTable } from '../components/draft-history-table';
import { DraftOrderTable } from '../components/draft-order-table';
import { availablePlayers } from './draft-teams';
import { DraftedTeams } from './drafted-teams';
import { LiveChat } from './live-chat';
import classes from './live-room.module.css';

export type LiveTab = 'order' | 'history' | 'teams' | 'available' | 'chat';

interface LiveDraftTabsProps {
  draft: LiveDraftState;
  userId: string | null;
  tab: LiveTab;
  onTabChange(tab: LiveTab): void;
  /** The viewer may make the pick on the clock now. */
  myTurn: boolean;
  connected: boolean;
  /** The player whose pick was sent and has not landed yet. */
  pendingPlayerId: string | null;
  onDraft(playerId: string): void;
  onSendChat(message: string): string | null;
}

/** Spec §2 live room tabs: Draft Order, Draft History, Teams, Available Players, Chat. */
export function LiveDraftTabs(props: LiveDraftTabsProps) {
  const { draft, userId, tab, onTabChange } = props;
  const unread = useUnreadChat(draft, userId, tab === 'chat');
  const pool = useDraftStatus(draft.leagueId);
  const available = useMemo(
    () => availablePlayers(pool.data?.available ?? [], draft.picks),
    [pool.data, draft.picks],
  );

  return (
    <Tabs
      value={tab}
      onChange={(value) => value && onTabChange(value as LiveTab)}
      keepMounted={false}
    >
      <Tabs.List mb="md" className={classes.tabs}>
        <Tabs.Tab value="order" leftSection={<IconListNumbers size={16} />}>
          Draft Order
        </Tabs.Tab>
        <Tabs.Tab
          value="history"
          leftSection={<IconHistory size={16} />}
          rightSection={<CountBadge count={draft.picks.length} />}
        >
          Draft History
        </Tabs.Tab>
        <Tabs.Tab value="teams" leftSection={<IconShirtSport size={16} />}>
          Teams
        </Tabs.Tab>
        <Tabs.Tab
          value="available"
          leftSection={<IconUsers size={16} />}
          rightSection={pool.data ? <CountBadge count={available.length} /> : null}
        >
          Available Players
        </Tabs.Tab>
        <Tabs.Tab
          value="chat"
          leftSection={<IconMessageCircle size={16} />}
          rightSection={
            unread > 0 ? (
              <Badge size="xs" color="gold" variant="filled" circle={unread < 10}>
                {unread > 99 ? '99+' : unread}
              </Badge>
            ) : null
          }
          aria-label={unread > 0 ? `Chat, ${unread} new` : undefined}
        >
          Chat
        </Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="order">
        <Paper radius="lg" p={0} style={{ overflow: 'clip' }}>
          <DraftOrderTable
            order={draft.order}
            onTheClock={draft.onTheClock}
            picks={draft.picks}
            currentUserId={userId}
          />
        </Paper>
      </Tabs.Panel>
      <Tabs.Panel value="history">
        <Paper radius="lg" p={0} style={{ overflow: 'clip' }}>
          <DraftHistoryTable picks={draft.picks} />
        </Paper>
      </Tabs.Panel>
      <Tabs.Panel value="teams">
        <DraftedTeams
          order={draft.order}
          picks={draft.picks}
          userId={userId}
          onTheClockTeamId={draft.onTheClock?.teamId ?? null}
        />
      </Tabs.Panel>
      <Tabs.Panel value="available">
        <Paper radius="lg" p={{ base: 'xs', sm: 'md' }}>
          {pool.data ? (
            <AvailablePlayersTable
              players={available}
              renderAction={(player) => <DraftButton player={player} {...props} />}
              actionLabel="Draft"
            />
          ) : pool.isError ? (
            <Stack align="center" gap="sm" py="xl">
              <Text c="dimmed">Failed to load players. Please try again later.</Text>
              <Button variant="light" onClick={() => void pool.refetch()}>
                Try Again
              </Button>
            </Stack>
          ) : (
            <Stack gap="xs" role="status" aria-label="Loading players">
              <Skeleton h={36} />
              <Skeleton h={240} />
            </Stack>
          )}
        </Paper>
      </Tabs.Panel>
      <Tabs.Panel value="chat">
        <LiveChat
          messages={draft.chatMessages}
          userId={userId}
          onSend={props.onSendChat}
          disabled={!props.connected}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

function DraftButton({
  player,
  myTurn,
  connected,
  pendingPlayerId,
  onDraft,
}: { player: DraftPlayer } & LiveDraftTabsProps) {
  return (
    <Button
      size="compact-sm"
      variant={myTurn ? 'filled' : 'light'}
      disabled={!myTurn || !connected || pendingPlayerId !== null}
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
