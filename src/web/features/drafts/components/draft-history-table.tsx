import { Badge, Group, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { DraftPick } from '../../../../domain/types';
import { SlotBadge } from '../../../components/slot-badge';
import { appPaths } from '../../../lib/paths';
import classes from './draft-tables.module.css';

interface DraftHistoryTableProps {
  picks: readonly DraftPick[];
  /** What to say before the first pick. */
  emptyText?: string;
}

/** Spec §3 local draft picks (round, pick, team, player, position), the newest first. */
export function DraftHistoryTable({
  picks,
  emptyText = 'No picks have been made yet',
}: DraftHistoryTableProps) {
  const newestFirst = useMemo(
    () => [...picks].sort((a, b) => b.pickNumber - a.pickNumber),
    [picks],
  );
  return (
    <>
      <Table
        className={classes.table}
        verticalSpacing="sm"
        horizontalSpacing="sm"
        layout="fixed"
        data-testid="draft-history"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.colNarrow} ta="center">
              Round
            </Table.Th>
            <Table.Th className={classes.colNarrow} ta="center">
              Pick
            </Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th>Player</Table.Th>
            <Table.Th className={`${classes.colSlot} ${classes.fromSm}`}>Position</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst.map((pick) => (
            <Table.Tr key={pick.pickNumber} data-pick={pick.pickNumber}>
              <Table.Td ta="center" fw={700}>
                {pick.round}
              </Table.Td>
              <Table.Td ta="center" c="gray.3">
                {pick.pick}
              </Table.Td>
              <Table.Td>
                <Text
                  component={Link}
                  to={appPaths.team(pick.teamId)}
                  className={classes.link}
                  truncate
                  display="block"
                >
                  {pick.teamName}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {pick.user}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text
                    component={Link}
                    to={appPaths.player(pick.player.id)}
                    className={classes.link}
                    truncate
                  >
                    {pick.player.name}
                  </Text>
                  {pick.auto ? (
                    <Badge
                      size="xs"
                      variant="outline"
                      color="gray"
                      radius="sm"
                      style={{ flexShrink: 0 }}
                      title="Picked by the clock when time ran out"
                    >
                      auto
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed" truncate className={classes.fromSm}>
                  {pick.player.team} · {pick.player.position}
                </Text>
                {/* A phone has no Position column: the slot shows under the name. */}
                <div className={classes.onlyBase}>
                  <SlotBadge slot={pick.position} size="xs" w="auto" />
                </div>
              </Table.Td>
              <Table.Td className={classes.fromSm}>
                <SlotBadge slot={pick.position} size="sm" maw="100%" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {/* Outside the table: a spanning cell would count the columns a phone hides. */}
      {newestFirst.length === 0 ? (
        <Text c="dimmed" ta="center" py={40} data-testid="draft-history-empty">
          {emptyText}
        </Text>
      ) : null}
    </>
  );
}
