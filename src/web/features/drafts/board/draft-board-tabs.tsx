import { Button, Paper, Tabs, Text } from '@mantine/core';
import { IconHistory, IconListNumbers, IconUsers } from '@tabler/icons-react';
import type { DraftPlayer, DraftStatusResponse } from '../../../../domain/types';
import { AvailablePlayersTable } from '../components/available-players-table';
import { CountBadge } from '../components/count-badge';
import { DraftHistoryTable } from '../components/draft-history-table';
import { DraftOrderTable } from '../components/draft-order-table';
import classes from './draft-board-tabs.module.css';
import { useBoardActions } from './use-board-actions';

interface DraftBoardTabsProps {
  state: DraftStatusResponse;
  userId: string | null;
  /** The viewer may make the pick on the clock: the Available tab gets a Pick button per row. */
  canPick: boolean;
}

/** Spec §2 /draft tabs: Draft Order, Draft History, Available Players. */
export function DraftBoardTabs({ state, userId, canPick }: DraftBoardTabsProps) {
  const actions = useBoardActions(state.leagueId);
  const turn = state.onTheClock;
  const { pick, pickingPlayerId } = actions;
  const renderAction = (player: DraftPlayer) =>
    turn ? (
      <Button
        size="compact-sm"
        variant="light"
        loading={pickingPlayerId === player.id}
        disabled={pickingPlayerId !== null && pickingPlayerId !== player.id}
        onClick={() =>
          pick({ teamId: turn.teamId, playerId: player.id, pickNumber: turn.pickNumber })
        }
        aria-label={`Pick ${player.name}`}
      >
        Pick
      </Button>
    ) : null;

  return (
    <Tabs defaultValue="order" keepMounted={false} classNames={classes}>
      <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        <Tabs.Tab value="order" leftSection={<IconListNumbers size={16} />}>
          Draft Order
        </Tabs.Tab>
        <Tabs.Tab
          value="history"
          leftSection={<IconHistory size={16} />}
          rightSection={<CountBadge count={state.picks.length} />}
        >
          Draft History
        </Tabs.Tab>
        <Tabs.Tab
          value="available"
          leftSection={<IconUsers size={16} />}
          rightSection={<CountBadge count={state.available.length} />}
        >
          Available Players
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="order">
        <Paper radius="lg" p={0} style={{ overflow: 'clip' }}>
          <DraftOrderTable
            order={state.order}
            onTheClock={state.onTheClock}
            picks={state.picks}
            currentUserId={userId}
          />
        </Paper>
        <Text size="xs" c="dimmed" mt="xs">
          Snake order: the order reverses every round, so the last team picks twice in a row.
        </Text>
      </Tabs.Panel>
      <Tabs.Panel value="history">
        <Paper radius="lg" p={0} style={{ overflow: 'clip' }}>
          <DraftHistoryTable picks={state.picks} />
        </Paper>
      </Tabs.Panel>
      <Tabs.Panel value="available">
        <Paper radius="lg" p={{ base: 'xs', sm: 'md' }}>
          <AvailablePlayersTable
            players={state.available}
            renderAction={canPick ? renderAction : undefined}
            actionLabel="Pick"
          />
        </Paper>
      </Tabs.Panel>
    </Tabs>
  );
}
