import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Player } from '../../../../domain/contract/players';
import { SlotBadge } from '../../../components/slot-badge';

/** The player an add or a claim is about, with one fact beside him (when his waivers clear). */
export function MovePlayerSummary({ player, aside }: { player: Player; aside?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-body)">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={player.avatarUrl} name={player.name} radius="xl" size={44} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={8} wrap="nowrap">
            <Text fw={700} truncate>
              {player.name}
            </Text>
            <SlotBadge slot={player.position} size="sm" w="auto" />
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {player.team} · {player.region}
          </Text>
        </Stack>
        {aside}
      </Group>
    </Paper>
  );
}
