import { Flex, Group, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** The way back (a BackButton), above everything. */
  back?: ReactNode;
  /** A short line above the title, such as the league's name; null keeps its place empty. */
  eyebrow?: string | null;
  /** The eyebrow is on its way: a placeholder stands in for it. */
  eyebrowLoading?: boolean;
  eyebrowTestId?: string;
  /** Beside the title (a status badge). */
  badge?: ReactNode;
  /** Under the title. */
  subtitle?: ReactNode;
  /** On the right; under the title on a phone. */
  actions?: ReactNode;
}

/** The top of a page: the way back, an eyebrow, the title, a line of facts and the actions. */
export function PageHeader({
  title,
  back,
  eyebrow,
  eyebrowLoading = false,
  eyebrowTestId,
  badge,
  subtitle,
  actions,
}: PageHeaderProps) {
  return (
    <div>
      {back}
      <Flex
        mt={back ? 'xs' : undefined}
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-end' }}
        gap="md"
      >
        <div style={{ minWidth: 0 }}>
          {eyebrow !== undefined || eyebrowLoading ? (
            <Text
              size="xs"
              tt="uppercase"
              c="gold.4"
              fw={700}
              lts={0.8}
              truncate
              data-testid={eyebrowTestId}
            >
              {eyebrowLoading ? (
                <Skeleton h={12} w={160} mb={4} component="span" display="block" />
              ) : (
                (eyebrow ?? ' ')
              )}
            </Text>
          ) : null}
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              {title}
            </Title>
            {badge}
          </Group>
          {subtitle ? (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          ) : null}
        </div>
        {actions}
      </Flex>
    </div>
  );
}
