import { Group, Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface TradeSectionProps {
  title: string;
  /** Right of the title: a count. */
  aside?: ReactNode;
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * A card of the trade screens (the offers on a team page, the trade's summary), a section
 * named by its heading.
 */
export function TradeSection({ title, aside, children, ...rest }: TradeSectionProps) {
  const headingId = useId();
  const heading = (
    <Title order={2} fz="lg" mb={aside ? undefined : 'md'} id={headingId}>
      {title}
    </Title>
  );
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
      {...rest}
    >
      {aside ? (
        <Group justify="space-between" mb="md">
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Paper>
  );
}
