import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TradePlayer } from '../../../../domain/contract/trades';
import { SlotBadge } from '../../../components/slot-badge';
import { formatPoints } from '../../../lib/format';
import { appPaths } from '../../../lib/paths';

type ListedPlayer = Pick<TradePlayer, 'id' | 'name' | 'position' | 'team' | 'points'>;

interface TradePlayerListProps {
  players: readonly ListedPlayer[];
  leagueId: string;
  /** Said instead of the list when it is empty. */
  empty?: string;
  'aria-label'?: string;
}

/** Players on one side of a trade: position, name (a link), pro team and season points. */
export function TradePlayerList({
  players,
  leagueId,
  empty = 'No players selected',
  'aria-label': label,
}: TradePlayerListProps) {
  if (players.length === 0) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {empty}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {players.map((player) => (
        <Group key={player.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <SlotBadge slot={player.position} size="sm" w={76} />
            <Anchor
              component={Link}
              to={appPaths.playerInLeague(player.id, leagueId)}
              size="sm"
              fw={600}
              c="gray.1"
              truncate
            >
              {player.name}
            </Anchor>
            <Text size="xs" c="dimmed" truncate visibleFrom="xs">
              {player.team}
            </Text>
          </Group>
          <Text
            size="sm"
            fw={700}
            c="gold.4"
            style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {formatPoints(player.points)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
