import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';

/** A tab's list on its way. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Paper radius="lg" p="xs" role="status" aria-label={label}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} h={48} my={6} radius="md" />
      ))}
    </Paper>
  );
}

/** A tab's list that could not be loaded (the toast said why), with Try Again. */
export function ListFailed({ title, onRetry }: { title: string; onRetry(): void }) {
  return (
    <Paper radius="lg" p="xl">
      <Stack align="center" gap="sm">
        <Text c="dimmed">{title}</Text>
        <Button variant="light" onClick={onRetry}>
          Try Again
        </Button>
      </Stack>
    </Paper>
  );
}
