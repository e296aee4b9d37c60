import { Avatar, Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Player } from '../../../../domain/contract/players';
import { SlotBadge } from '../../../components/slot-badge';

/**
 * The player an add or a claim is about, with one fact beside him (when his waivers clear).
 * On a narrow screen the fact takes a line of its own, so the name keeps its room.
 */
export function MovePlayerSummary({ player, aside }: { player: Player; aside?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-body)">
      <Group gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 11rem', minWidth: 0 }}>
          <Avatar src={player.avatarUrl} name={player.name} radius="xl" size={44} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={8} wrap="wrap" style={{ rowGap: 2 }}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {player.name}
              </Text>
              <SlotBadge slot={player.position} size="sm" w="auto" />
            </Group>
            <Text size="xs" c="dimmed">
              {player.team} · {player.region}
            </Text>
          </Stack>
        </Group>
        {aside ? <Box ml="auto">{aside}</Box> : null}
      </Group>
    </Paper>
  );
}
