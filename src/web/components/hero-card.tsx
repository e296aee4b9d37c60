import { Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The corner the card's glow starts from: gold (a league) or teal (a team, a player). */
export type HeroAccent = 'gold' | 'rift';

const GRADIENTS: Record<HeroAccent, string> = {
  gold: 'linear-gradient(120deg, rgba(200,170,110,0.14), rgba(13,21,40,0.88) 45%, rgba(11,191,177,0.10))',
  rift: 'linear-gradient(120deg, rgba(11,191,177,0.14), rgba(13,21,40,0.88) 45%, rgba(200,170,110,0.10))',
};

interface HeroCardProps {
  accent: HeroAccent;
  /** The page's name: its only h1. */
  title: string;
  /** Small badges above the title (Public, Commissioner, Your team). */
  badges?: ReactNode;
  /**
   * A picture left of the text (a player's photo). The row then centres on it, the title
   * comes first and the lines under it sit closer; `badges` are not shown.
   */
  media?: ReactNode;
  /** Lines under the title: who runs it, a description, where it belongs. */
  children?: ReactNode;
  /** Right of the text: the page's actions or its headline number. */
  aside?: ReactNode;
  /** A phone puts the aside under the text at full width instead of beside it. */
  asideBelowOnPhone?: boolean;
  /** Along the bottom: links to the page's other screens. */
  footer?: ReactNode;
}

/** The card that tops a detail page (a league, a team, a player): a soft glow behind its name. */
export function HeroCard({
  accent,
  title,
  badges,
  media,
  children,
  aside,
  asideBelowOnPhone = false,
  footer,
}: HeroCardProps) {
  const heading = (
    <Title order={1} fz={{ base: 28, sm: 38 }} lh={1.1} style={{ overflowWrap: 'anywhere' }}>
      {title}
    </Title>
  );
  const text = media ? (
    <Group gap="lg" wrap="nowrap" style={{ minWidth: 0 }}>
      {media}
      <Stack gap={6} style={{ minWidth: 0 }}>
        {heading}
        {children}
      </Stack>
    </Group>
  ) : (
    <Stack gap={8} style={{ flex: 1, minWidth: 0 }}>
      <Group gap={6}>{badges}</Group>
      {heading}
      {children}
    </Stack>
  );
  const row = asideBelowOnPhone ? (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'flex-start' }}
      gap="lg"
    >
      {text}
      {aside}
    </Flex>
  ) : (
    <Group justify="space-between" align={media ? 'center' : 'flex-start'} gap="lg">
      {text}
      {aside}
    </Group>
  );

  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} style={{ background: GRADIENTS[accent] }}>
      {footer ? (
        <Stack gap="lg">
          {row}
          {footer}
        </Stack>
      ) : (
        row
      )}
    </Paper>
  );
}

/** A hero's line naming a person: "Created by <name>", "Owner: <name>". */
export function HeroByline({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Text size="sm" c="dimmed">
      {label}{' '}
      <Text span fw={600} c="gray.3" data-testid={testId}>
        {children}
      </Text>
    </Text>
  );
}
