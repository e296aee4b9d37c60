import { Badge, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface LeagueGridSectionProps {
  title: string;
  count: number;
  /** Shown instead of the grid when it holds no league. */
  empty: ReactNode;
  children: ReactNode;
}

/** A titled grid of league cards, or its empty state. */
export function LeagueGridSection({ title, count, empty, children }: LeagueGridSectionProps) {
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Group gap="sm">
        <Title order={2} fz={{ base: 20, sm: 22 }} id={headingId}>
          {title}
        </Title>
        {count > 0 ? (
          <Badge variant="light" color="gray" radius="sm">
            {count}
          </Badge>
        ) : null}
      </Group>
      {count === 0 ? (
        empty
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {children}
        </SimpleGrid>
      )}
    </Stack>
  );
}
