import { Badge, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Children, type ReactNode } from 'react';

interface StatusPanelProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  badge?: string;
  /** The icon's colour: gold for the usual nothing-here, red for a failure. */
  color?: string;
  /** Buttons or links under the text, side by side and centred. */
  children?: ReactNode;
}

/** A centred card for whole-page states: coming soon, empty, guarded, not found, failed. */
export function StatusPanel({
  icon,
  title,
  description,
  badge,
  color = 'gold',
  children,
}: StatusPanelProps) {
  return (
    <Center py={{ base: 'xl', sm: 64 }}>
      <Paper
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        w="100%"
        maw={560}
        bg="var(--mantine-color-dark-8)"
        style={{ textAlign: 'center' }}
      >
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          {badge ? (
            <Badge variant="outline" color="gold" radius="sm">
              {badge}
            </Badge>
          ) : null}
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text c="dimmed" maw={440}>
            {description}
          </Text>
          {/* Null children (a Try Again that is not offered) leave no empty row behind. */}
          {Children.toArray(children).length > 0 ? (
            <Group justify="center">{children}</Group>
          ) : null}
        </Stack>
      </Paper>
    </Center>
  );
}
