import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The heading of a section inside a tab, with its icon; `id` names the section it heads
 * (`aria-labelledby`).
 */
export function SectionTitle({
  id,
  icon,
  children,
}: {
  id: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Group gap="xs" c="rift.4">
      {icon}
      <Title order={2} fz="md" id={id} c="gray.0">
        {children}
      </Title>
    </Group>
  );
}
