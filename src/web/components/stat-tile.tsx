import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatTileProps {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon: ReactNode;
  color?: string;
}

/** One headline number of a league: label, value, and a line of context. */
export function StatTile({ label, value, detail, icon, color = 'rift' }: StatTileProps) {
  return (
    <Paper radius="lg" p={{ base: 'sm', sm: 'lg' }} role="group" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fz={{ base: 10, sm: 'xs' }} tt="uppercase" c="dimmed" fw={700} lts={0.8}>
          {label}
        </Text>
        <ThemeIcon variant="light" color={color} size={28} radius="md" visibleFrom="xs">
          {icon}
        </ThemeIcon>
      </Group>
      <Text
        fz={{ base: 22, sm: 30 }}
        fw={800}
        lh={1.2}
        mt={2}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
      {detail ? (
        <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Paper>
  );
}
