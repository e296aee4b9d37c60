import { Anchor, Avatar, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RosterSlot } from '../../../../domain/roster';
import type { Player } from '../../../../domain/types';
import { SlotBadge } from '../../../components/slot-badge';
import { formatPoints } from '../../../lib/format';
import { appPaths } from '../../../lib/paths';
import type { RosterRow } from '../roster-rows';
import classes from './roster-table.module.css';

interface RosterTableProps {
  rows: RosterRow[];
  leagueId: string;
  /** The player whose removal is on its way, if any. */
  removingId: string | null;
  onAdd(slot: RosterSlot): void;
  onRemove(player: Player): void;
}

/**
 * Spec §2 roster table: position, player (a link to the player), points to 1 decimal.
 * Add Player and Remove show on every team; the server refuses what a viewer may not do.
 */
export function RosterTable({ rows, leagueId, removingId, onAdd, onRemove }: RosterTableProps) {
  return (
    <Table verticalSpacing={10} horizontalSpacing="xs" highlightOnHover layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={{ base: 104, sm: 116 }}>Position</Table.Th>
          <Table.Th>Player</Table.Th>
          <Table.Th ta="right" w={100} visibleFrom="sm">
            Points
          </Table.Th>
          <Table.Th w={{ base: 114, sm: 140 }}>
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
              Actions
            </span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ key, slot, player }) => (
          <Table.Tr key={key} data-testid={`slot-${key}`}>
            <Table.Td>
              <SlotBadge slot={slot} />
            </Table.Td>
            <Table.Td style={{ minWidth: 0 }}>
              {player ? (
                <Group gap="sm" wrap="nowrap">
                  <Avatar
                    src={player.avatarUrl}
                    name={player.name}
                    radius="xl"
                    size={32}
                    visibleFrom="xs"
                  />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor
                      component={Link}
                      to={appPaths.playerInLeague(player.id, leagueId)}
                      fw={600}
                      c="gray.1"
                      truncate
                    >
                      {player.name}
                    </Anchor>
                    <Text size="xs" c="dimmed" truncate>
                      {player.position === 'TEAM' ? 'Team' : player.position} · {player.team}
                    </Text>
                    {/* On a phone the points ride under the name instead of in their column. */}
                    <Text size="xs" fw={700} c="gold.4" hiddenFrom="sm">
                      {formatPoints(player.fantasyPoints)} pts
                    </Text>
                  </Stack>
                </Group>
              ) : (
                <Text c="dimmed" fs="italic" size="sm">
                  Empty
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} visibleFrom="sm">
              {player ? (
                <Text fw={700} size="sm">
                  {formatPoints(player.fantasyPoints)}
                </Text>
              ) : (
                <Text c="dimmed" size="sm">
                  -
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">
              {player ? (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  leftSection={<IconX size={14} />}
                  classNames={{ section: classes.section }}
                  loading={removingId === player.id}
                  onClick={() => onRemove(player)}
                  aria-label={`Remove ${player.name}`}
                >
                  Remove
                </Button>
              ) : (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  classNames={{ section: classes.section }}
                  onClick={() => onAdd(slot)}
                  aria-label={`Add Player to ${slot}`}
                >
                  Add Player
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
