import { Group, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { League } from '../../../../domain/contract/leagues';
import { BackButton } from '../../../components/back-button';
import { ErrorPanel } from '../../../components/error-panel';
import { PageHeader } from '../../../components/page-header';
import { useLeague } from '../../../lib/league/get-league';
import { leagueLoadErrorMessage } from '../../../lib/league/league-load-error';
import { useActiveLeagueId } from '../../../lib/league/use-selected-league';
import { appPaths } from '../../../lib/paths';
import { seasonProgress } from '../season-weeks';

interface SeasonPageFrameProps {
  title: string;
  /** Buttons beside the title, given the league. */
  actions?(league: League): ReactNode;
  children(league: League): ReactNode;
}

/**
 * /matchups and /standings: the league in the route (`?leagueId=`) or the
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
        <ErrorPanel
          title="Error Loading League"
          message={leagueLoadErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        back={back}
        eyebrow={league?.name ?? null}
        eyebrowLoading={!league}
        eyebrowTestId="season-league-name"
        title={title}
        subtitle={league ? seasonProgress(league) : ' '}
        actions={league && actions ? <Group gap="xs">{actions(league)}</Group> : null}
      />
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
