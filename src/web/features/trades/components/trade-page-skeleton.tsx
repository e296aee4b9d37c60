import { Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

const SLOTS = ['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX'];

/** The trade screen in outline while both teams load. */
export function TradePageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading trade">
      <Stack gap="xs">
        <Skeleton height={12} width={140} />
        <Skeleton height={34} width={240} />
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {['own', 'their'].map((side) => (
          <Paper key={side} radius="lg" p="md">
            <Stack gap="md">
              <Skeleton height={20} width="55%" />
              {SLOTS.map((slot) => (
                <Group key={slot} gap="md" wrap="nowrap">
                  <Skeleton height={20} width={84} radius="sm" />
                  <Skeleton circle height={30} />
                  <Skeleton height={12} width="30%" />
                  <Skeleton height={24} width={88} ml="auto" />
                </Group>
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
