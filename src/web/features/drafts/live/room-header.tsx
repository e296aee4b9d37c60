import { Badge, Flex, Group, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DRAFT_ROUNDS } from '../../../../domain/draft';
import type { LiveDraftState } from '../../../../domain/types';
import { BackButton } from '../../../components/back-button';
import { appPaths } from '../../../lib/paths';
import { DRAFT_STATUS_COLORS, DRAFT_STATUS_LABELS } from '../components/draft-labels';

interface RoomHeaderProps {
  leagueId: string;
  leagueName: string | null;
  draft: LiveDraftState | null;
  /** The connection indicator. */
  connection: ReactNode;
  /** Start Draft and End Draft. */
  controls: ReactNode;
}

/** The league, the room's title and state, the connection and the commissioner's buttons. */
export function RoomHeader({ leagueId, leagueName, draft, connection, controls }: RoomHeaderProps) {
  return (
    <div>
      <BackButton
        to={appPaths.league(leagueId)}
        label={leagueName ? `Back to ${leagueName}` : 'Back to League'}
      />
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
            data-testid="live-league-name"
          >
            {leagueName ?? <Skeleton h={12} w={160} mb={4} component="span" display="block" />}
          </Text>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              Live Draft Room
            </Title>
            {draft ? (
              <Badge
                variant="light"
                color={DRAFT_STATUS_COLORS[draft.status]}
                radius="sm"
                size="lg"
                data-testid="live-draft-status"
              >
                {DRAFT_STATUS_LABELS[draft.status]}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {draft
              ? `Snake draft · ${draft.order.length} teams · ${DRAFT_ROUNDS} rounds · ${draft.pickSeconds} s per pick`
              : 'Joining the room…'}
          </Text>
        </div>
        <Flex
          direction={{ base: 'row', sm: 'column' }}
          wrap="wrap"
          gap="xs"
          align={{ base: 'center', sm: 'flex-end' }}
          justify={{ base: 'space-between', sm: 'flex-start' }}
          style={{ flexShrink: 0 }}
        >
          {connection}
          {controls}
        </Flex>
      </Flex>
    </div>
  );
}
