import { Anchor, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { RosterSlot } from '../../../../domain/roster';
import type { Player } from '../../../../domain/types';
import { type DataColumn, DataTable, tableClasses } from '../../../components/data-table';
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
 * A team's slots: position, player (a link to the player), points to one decimal. Add Player
 * and Remove show on every team; the server refuses what a viewer may not do.
 */
export function RosterTable({ rows, leagueId, removingId, onAdd, onRemove }: RosterTableProps) {
  const columns = useMemo(
    (): DataColumn<RosterRow>[] => [
      {
        key: 'slot',
        header: 'Position',
        width: { base: 104, sm: 116 },
        cell: ({ slot }) => <SlotBadge slot={slot} />,
      },
      {
        key: 'player',
        header: 'Player',
        cell: ({ player }) =>
          player ? (
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
          ),
      },
      {
        key: 'points',
        header: 'Points',
        width: 100,
        align: 'right',
        from: 'sm',
        cell: ({ player }) =>
          player ? (
            <span className={tableClasses.strong}>{formatPoints(player.fantasyPoints)}</span>
          ) : (
            <span className={tableClasses.dimmed}>-</span>
          ),
      },
      {
        key: 'actions',
        header: 'Actions',
        hiddenHeader: true,
        width: { base: 114, sm: 140 },
        align: 'right',
        cell: ({ slot, player }) =>
          player ? (
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
          ),
      },
    ],
    [leagueId, removingId, onAdd, onRemove],
  );

  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      rowProps={slotRowProps}
      verticalSpacing={10}
      horizontalSpacing="xs"
    />
  );
}

const slotRowProps = (row: RosterRow) => ({ 'data-testid': `slot-${row.key}` });
