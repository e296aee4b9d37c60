import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Player } from '../../domain/contract/players';
import type { RosterSlot } from '../../domain/vocabulary';
import { formatPoints } from '../lib/format';
import { appPaths } from '../lib/paths';
import { type DataColumn, tableClasses } from './data-table';
import { SlotBadge } from './slot-badge';

/** One line of a roster: a starter slot or a bench seat, with its player or nobody. */
export interface RosterRow {
  /** Stable across renders: the slot, or the bench seat. */
  key: string;
  slot: RosterSlot;
  player: Player | null;
}

/**
 * The columns every roster table starts with: the position badge, the player (a link to the
 * player, 'Empty' when nobody; a long name takes a second line rather than being cut) and the
 * season points to one decimal ('-' when empty). On a phone the points ride under the name
 * instead of in their own column.
 */
export function rosterColumns<R extends RosterRow>(leagueId: string): DataColumn<R>[] {
  return [
    {
      key: 'slot',
      header: 'Position',
      // Narrower on a phone, where every pixel of the row goes to the player's name.
      width: { base: 80, sm: 112 },
      cell: ({ slot }) => (
        <SlotBadge slot={slot} w={{ base: 70, sm: 84 }} px={{ base: 4, sm: 'xs' }} />
      ),
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
                lineClamp={2}
                style={{ overflowWrap: 'anywhere' }}
              >
                {player.name}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                {player.position === 'TEAM' ? 'Team' : player.position} · {player.team}
              </Text>
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
      width: 92,
      align: 'right',
      from: 'sm',
      cell: ({ player }) =>
        player ? (
          <span className={tableClasses.points}>{formatPoints(player.fantasyPoints)}</span>
        ) : (
          <span className={tableClasses.dimmed}>-</span>
        ),
    },
  ];
}
