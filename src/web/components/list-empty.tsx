import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListEmptyProps {
  icon: ReactNode;
  title?: string;
  description: ReactNode;
  children?: ReactNode;
}

/** An empty grid or tab: a quiet dashed frame saying what would be here and what to do. */
export function ListEmpty({ icon, title, description, children }: ListEmptyProps) {
  return (
    <Paper
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      style={{ borderStyle: 'dashed', background: 'rgba(13, 21, 40, 0.45)' }}
    >
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color="gray">
          {icon}
        </ThemeIcon>
        {title ? (
          <Title order={3} fz="lg">
            {title}
          </Title>
        ) : null}
        <Text c="dimmed" size="sm" maw={440}>
          {description}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
