import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { PlayerStats } from '../../../../domain/contract/players';
import { formatAverage, perGameBars, type StatBar } from '../player-display';

const BAR_COLORS: Record<StatBar['key'], string> = {
  kills: 'rift',
  deaths: 'red',
  assists: 'blue',
  cs: 'gold',
  visionScore: 'violet',
  objectives: 'orange',
};

const HINTS: Partial<Record<StatBar['key'], string>> = {
  objectives: 'Baron, dragon and turret kills',
};

/** One bar per per-game stat, each on its own scale (see perGameBars). */
export function PerGameBars({ stats }: { stats: PlayerStats }) {
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%">
      <Title order={2} fz="lg" mb="md">
        Per Game
      </Title>
      <Stack gap="md">
        {perGameBars(stats).map((bar) => (
          <div key={bar.key}>
            <Group justify="space-between" mb={6} gap="xs">
              <Text size="sm" fw={600}>
                {bar.label}
                {HINTS[bar.key] ? (
                  <Text span size="xs" c="dimmed" fw={400} ml={6}>
                    {HINTS[bar.key]}
                  </Text>
                ) : null}
              </Text>
              <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatAverage(bar.perGame)}
              </Text>
            </Group>
            <Progress
              value={bar.percent}
              color={BAR_COLORS[bar.key]}
              size="md"
              radius="xl"
              aria-label={`${bar.label} per game`}
            />
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
