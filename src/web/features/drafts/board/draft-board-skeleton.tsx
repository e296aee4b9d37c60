import { Group, Paper, Skeleton, Stack } from '@mantine/core';

/** The board in outline while its state loads. */
export function DraftBoardSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading draft">
      <Skeleton h={92} radius="lg" />
      <Group gap="md">
        <Skeleton h={30} w={130} />
        <Skeleton h={30} w={130} />
        <Skeleton h={30} w={150} />
      </Group>
      <Paper radius="lg" p="md">
        <Stack gap="sm">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((row) => (
            <Skeleton key={row} h={36} />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
