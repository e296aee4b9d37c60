import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { League } from '../../../../domain/contract/leagues';
import { showActionError } from '../../../lib/action-error';
import { useCurrentUser } from '../../../lib/auth/use-auth';
import { showSuccess } from '../../../lib/toast';
import { useStandings } from '../api/get-standings';
import { useUpdateStats } from '../api/update-stats';
import { SeasonLeaders } from '../components/season-leaders';
import { SeasonPageFrame } from '../components/season-page-frame';
import { StandingsTable } from '../components/standings-table';
import { SEASON_ACTION_FALLBACKS } from '../season-messages';
import { hasMedianGames, standingsNote } from '../standings-display';

/** /standings: every team by win %, then fantasy points. */
export function StandingsPage() {
  return (
    <SeasonPageFrame title="Standings" actions={(league) => <UpdateStatsButton league={league} />}>
      {(league) => (
        <>
          <SeasonLeaders leagueId={league.id} />
          <Paper radius="lg" p={0} style={{ overflow: 'clip' }}>
            <StandingsTable leagueId={league.id} variant="full" />
          </Paper>
          <StandingsNote leagueId={league.id} />
        </>
      )}
    </SeasonPageFrame>
  );
}

/** How the teams are ranked, median games included where the league plays them. */
function StandingsNote({ leagueId }: { leagueId: string }) {
  const rows = useStandings(leagueId).data ?? [];
  return (
    <Text size="xs" c="dimmed">
      {standingsNote(hasMedianGames(rows))}
    </Text>
  );
}

/** 'Update All Stats' (the server lets only the commissioner do it). */
function UpdateStatsButton({ league }: { league: League }) {
  const userId = useCurrentUser()?.id ?? '';
  const mutation = useUpdateStats(league.id, userId);
  const onClick = () =>
    mutation.mutate(undefined, {
      onSuccess: (result) => showSuccess('Stats Updated', result.message),
      onError: (error) => showActionError(error, SEASON_ACTION_FALLBACKS.updateStats),
    });
  return (
    <Group>
      <Button
        variant={league.isCommissioner ? 'filled' : 'default'}
        leftSection={<IconRefresh size={16} />}
        loading={mutation.isPending}
        onClick={onClick}
      >
        Update All Stats
      </Button>
    </Group>
  );
}
