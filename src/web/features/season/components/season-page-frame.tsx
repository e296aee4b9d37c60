import { Button, Flex, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { League } from '../../../../domain/types';
import { BackButton } from '../../../components/back-button';
import { StatusPanel } from '../../../components/status-panel';
import { useLeague } from '../../../lib/league/get-league';
import { useActiveLeagueId } from '../../../lib/league/use-selected-league';
import { appPaths } from '../../../lib/paths';
import { seasonProgress } from '../../../lib/season/season-weeks';

interface SeasonPageFrameProps {
  title: string;
  /** Buttons beside the title, given the league. */
  actions?(league: League): ReactNode;
  children(league: League): ReactNode;
}

/**
 * /matchups and /standings (spec §2): the league in the route (`?leagueId=`) or the
 * selected one, a way back to its page, its name and how far the season has come.
 */
export function SeasonPageFrame({ title, actions, children }: SeasonPageFrameProps) {
  // RequireLeague renders these pages only with a league id in the route or a selection.
  const leagueId = useActiveLeagueId() ?? '';
  const query = useLeague(leagueId);
  const league = query.data;

  const back = (
    <BackButton
      to={league ? appPaths.league(league.id) : appPaths.leagues}
      label={league ? `Back to ${league.name}` : 'Back to Leagues'}
    />
  );

  if (!league && query.isError) {
    return (
      <Stack gap={0}>
        {back}
        <StatusPanel
          icon={<IconAlertTriangle size={32} />}
          color="red"
          title="Error Loading League"
          description={query.error.message}
        >
          <Button onClick={() => void query.refetch()}>Try Again</Button>
        </StatusPanel>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
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
              data-testid="season-league-name"
            >
              {league?.name ?? <Skeleton h={12} w={160} mb={4} component="span" display="block" />}
            </Text>
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {league ? seasonProgress(league) : ' '}
            </Text>
          </div>
          {league && actions ? <Group gap="xs">{actions(league)}</Group> : null}
        </Flex>
      </div>
      {league ? (
        // A different league starts from its own current week.
        <Stack gap="lg" key={league.id}>
          {children(league)}
        </Stack>
      ) : (
        <Stack gap="md" role="status" aria-label="Loading league information...">
          <Skeleton h={56} radius="lg" />
          <Skeleton h={220} radius="lg" />
        </Stack>
      )}
    </Stack>
  );
}
