import { Flex, Group, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface LeaguePageHeadingProps {
  /** The way back, above everything. */
  back: ReactNode;
  /** The league's name above the title; a placeholder while it loads (undefined). */
  leagueName: string | null | undefined;
  /** Names the league's name for tests (`{nameTestId}`). */
  nameTestId: string;
  title: string;
  /** Beside the title (a status badge). */
  badge?: ReactNode;
  /** Under the title. */
  subtitle: ReactNode;
  /** On the right; under the title on a phone. */
  actions?: ReactNode;
}

/** The heading of a league's pages: back, league, title, a line of facts, the actions. */
export function LeaguePageHeading(props: LeaguePageHeadingProps) {
  const { back, leagueName, nameTestId, title, badge, subtitle, actions } = props;
  return (
    <div>
      {back}
      <Flex
        mt="xs"
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-end' }}
        gap="md"
      >
        <div style={{ minWidth: 0 }}>
          <Text
            size="xs"
            tt="uppercase"
            c="gold.4"
            fw={700}
            lts={0.8}
            truncate
            data-testid={nameTestId}
          >
            {leagueName === undefined ? (
              <Skeleton h={12} w={160} mb={4} component="span" display="block" />
            ) : (
              (leagueName ?? ' ')
            )}
          </Text>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              {title}
            </Title>
            {badge}
          </Group>
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        </div>
        {actions}
      </Flex>
    </div>
  );
}
