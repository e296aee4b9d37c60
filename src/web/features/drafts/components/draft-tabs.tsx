import { Badge, Button, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import {
  IconHistory,
  IconListNumbers,
  IconMessageCircle,
  IconShirtSport,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DraftPlayer, DraftState } from '../../../../domain/contract/drafts';
import classes from '../../../components/scroll-tabs.module.css';
import { type AvailableAction, AvailablePlayersTable } from './available-players-table';
import { CountBadge } from './count-badge';
import { DraftHistoryTable } from './draft-history-table';
import { DraftOrderTable } from './draft-order-table';
import tabClasses from './draft-tabs.module.css';

export type DraftTabValue = 'order' | 'history' | 'teams' | 'available' | 'chat';

/** The players nobody has drafted yet, as far as they are known. */
export type AvailablePool =
  | { status: 'loading' }
  | { status: 'error'; retry(): void }
  | { status: 'ready'; players: readonly DraftPlayer[] };

interface DraftTabsProps {
  draft: Pick<DraftState, 'leagueId' | 'order' | 'onTheClock' | 'picks' | 'rounds'>;
  userId: string | null;
  available: AvailablePool;
  /** A button on each available player (Pick, Draft); none when the viewer cannot pick. */
  renderAction?: (player: DraftPlayer) => ReactNode;
  /** The button column's name for screen readers. */
  actionLabel: AvailableAction;
  /** A line under the draft order. */
  orderNote?: string;
  /** The live room's Teams tab: what each team has drafted. */
  teams?: ReactNode;
  /** The live room's Chat tab, with the messages not read yet. */
  chat?: { panel: ReactNode; unread: number };
  /** Set when the page switches tabs itself; otherwise the tabs keep their own state. */
  value?: DraftTabValue;
  onChange?(value: DraftTabValue): void;
}

/**
 * The draft's tabs, shared by the commissioner's board and the live room: Draft Order, Draft
 * History, Teams (live room), Available Players and Chat (live room).
 */
export function DraftTabs({
  draft,
  userId,
  available,
  renderAction,
  actionLabel,
  orderNote,
  teams,
  chat,
  value,
  onChange,
}: DraftTabsProps) {
  return (
    <Tabs
      defaultValue="order"
      value={value}
      onChange={(next) => next && onChange?.(next as DraftTabValue)}
      keepMounted={false}
      classNames={{
        root: tabClasses.root,
        list: classes.list,
        tab: `${classes.tab} ${tabClasses.tab}`,
        tabSection: classes.tabSection,
      }}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="order" leftSection={<IconListNumbers size={16} />}>
          <TabLabel lead="Draft" rest="Order" />
        </Tabs.Tab>
        <Tabs.Tab
          value="history"
          leftSection={<IconHistory size={16} />}
          rightSection={<CountBadge count={draft.picks.length} />}
        >
          <TabLabel lead="Draft" rest="History" />
        </Tabs.Tab>
        {teams ? (
          <Tabs.Tab value="teams" leftSection={<IconShirtSport size={16} />}>
            Teams
          </Tabs.Tab>
        ) : null}
        <Tabs.Tab
          value="available"
          leftSection={<IconUsers size={16} />}
          rightSection={
            available.status === 'ready' ? <CountBadge count={available.players.length} /> : null
          }
        >
          <TabLabel lead="Available" rest="Players" />
        </Tabs.Tab>
        {chat ? (
          <Tabs.Tab
            value="chat"
            leftSection={<IconMessageCircle size={16} />}
            rightSection={
              chat.unread > 0 ? (
                <Badge size="xs" color="gold" variant="filled" circle={chat.unread < 10}>
                  {chat.unread > 99 ? '99+' : chat.unread}
                </Badge>
              ) : null
            }
            aria-label={chat.unread > 0 ? `Chat, ${chat.unread} new` : undefined}
          >
            Chat
          </Tabs.Tab>
        ) : null}
      </Tabs.List>

      <Tabs.Panel value="order">
        <Paper radius="lg" p={0} style={{ overflow: 'clip' }}>
          <DraftOrderTable
            order={draft.order}
            onTheClock={draft.onTheClock}
            picks={draft.picks}
            rounds={draft.rounds}
            currentUserId={userId}
          />
        </Paper>
        {orderNote ? (
          <Text size="xs" c="dimmed" mt="xs">
            {orderNote}
          </Text>
        ) : null}
      </Tabs.Panel>
      <Tabs.Panel value="history">
        <Paper radius="lg" p={0} style={{ overflow: 'clip' }}>
          <DraftHistoryTable leagueId={draft.leagueId} picks={draft.picks} />
        </Paper>
      </Tabs.Panel>
      {teams ? <Tabs.Panel value="teams">{teams}</Tabs.Panel> : null}
      <Tabs.Panel value="available">
        <Paper radius="lg" p={{ base: 'xs', sm: 'md' }}>
          {available.status === 'ready' ? (
            <AvailablePlayersTable
              leagueId={draft.leagueId}
              players={available.players}
              renderAction={renderAction}
              actionLabel={actionLabel}
            />
          ) : available.status === 'error' ? (
            <Stack align="center" gap="sm" py="xl">
              <Text c="dimmed">Failed to load players. Please try again later.</Text>
              <Button variant="light" onClick={available.retry}>
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
      {chat ? <Tabs.Panel value="chat">{chat.panel}</Tabs.Panel> : null}
    </Tabs>
  );
}

/** A tab's label whose first word gives way on a phone, still read out in full. */
function TabLabel({ lead, rest }: { lead: string; rest: string }) {
  return (
    <>
      <span className={tabClasses.lead}>{lead} </span>
      {rest}
    </>
  );
}
