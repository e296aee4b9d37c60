import { Button, Center, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconUserSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The list's empty states, inside the list's frame so the controls stay where they were. */
export function PlayersEmpty({ filtered }: { filtered: boolean }) {
  return (
    <ListMessage icon={<IconUserSearch size={26} />}>
      {filtered
        ? 'No players match your filters. Try adjusting your search criteria.'
        : 'No players found for this league.'}
    </ListMessage>
  );
}

/** The load error, with the server's reason when it has one worth showing. */
export function PlayersLoadError({ detail, onRetry }: { detail?: string; onRetry(): void }) {
  return (
    <ListMessage icon={<IconAlertTriangle size={26} />} color="red">
      <Stack gap={6} align="center">
        <Text fw={600}>Failed to load players. Please try again later.</Text>
        {detail ? (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        ) : null}
        <Button variant="light" mt="xs" onClick={onRetry}>
          Try Again
        </Button>
      </Stack>
    </ListMessage>
  );
}

function ListMessage({
  icon,
  color = 'gray',
  children,
}: {
  icon: ReactNode;
  color?: string;
  children: ReactNode;
}) {
  return (
    <Center py={56} px="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Text c="dimmed" component="div">
          {children}
        </Text>
      </Stack>
    </Center>
  );
}

/** Rows in the shape of the real ones while the list loads. */
export function PlayersSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <Stack gap="xs" p="sm" aria-busy="true" aria-label="Loading players">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Group key={index} gap="sm" wrap="nowrap" py={6}>
          <Skeleton circle height={34} />
          <Skeleton height={12} width="30%" />
          <Skeleton height={18} width={74} radius="sm" ml="auto" />
          <Skeleton height={12} width={56} />
        </Group>
      ))}
    </Stack>
  );
}
