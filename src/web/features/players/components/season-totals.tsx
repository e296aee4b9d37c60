import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { PlayerStats } from '../../../../domain/contract/players';

const numbers = new Intl.NumberFormat('en-US');

/** The season's total kills, deaths, assists and CS. */
export function SeasonTotals({ stats }: { stats: PlayerStats }) {
  const totals = [
    ['Kills', stats.kills],
    ['Deaths', stats.deaths],
    ['Assists', stats.assists],
    ['CS', stats.cs],
  ] as const;
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="md">
        Season Totals
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="md">
        {totals.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
              Total {label}
            </Text>
            <Text fz={22} fw={800} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {numbers.format(value)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
