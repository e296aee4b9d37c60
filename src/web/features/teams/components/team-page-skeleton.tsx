import { Group, Paper, Skeleton, Stack } from '@mantine/core';

/** The team page in outline while the team, its league and the user's teams load. */
export function TeamPageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading team">
      <Paper radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" align="flex-start">
          <Stack gap="sm" style={{ flex: 1 }}>
            <Skeleton height={34} width="40%" />
            <Skeleton height={14} width="20%" />
            <Skeleton height={14} width="30%" />
          </Stack>
          <Skeleton height={44} width={120} />
        </Group>
      </Paper>
      <Paper radius="lg" p="md">
        <Stack gap="md">
          {['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX'].map((slot) => (
            <Group key={slot} gap="md" wrap="nowrap">
              <Skeleton height={20} width={84} radius="sm" />
              <Skeleton circle height={32} />
              <Skeleton height={12} width="30%" />
              <Skeleton height={12} width={50} ml="auto" />
            </Group>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
