import { Paper, Stack } from '@mantine/core';
import { MoreLink } from '../../../components/more-link';
import { appPaths } from '../../../lib/paths';
import { StandingsTable } from './standings-table';

/** The league's Standings tab: Rank, Team, W, L, Points, once a week has been scored. */
export function StandingsTab({ leagueId }: { leagueId: string }) {
  return (
    <Paper radius="lg" p={0} style={{ overflow: 'clip' }}>
      <StandingsTable leagueId={leagueId} variant="compact" />
      <Stack align="flex-end" p="sm" pt={0}>
        <MoreLink to={appPaths.standingsFor(leagueId)} label="Full standings" />
      </Stack>
    </Paper>
  );
}
