import { Button, Paper, Stack } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { StandingsTable } from './standings-table';

/** The league's Standings tab: Rank, Team, W, L, Points, once a week has been scored. */
export function StandingsTab({ leagueId }: { leagueId: string }) {
  return (
    <Paper radius="lg" p={0} style={{ overflow: 'clip' }}>
      <StandingsTable leagueId={leagueId} variant="compact" />
      <Stack align="flex-end" p="sm" pt={0}>
        <Button
          component={Link}
          to={appPaths.standingsFor(leagueId)}
          variant="subtle"
          size="compact-sm"
          rightSection={<IconArrowRight size={14} />}
        >
          Full standings
        </Button>
      </Stack>
    </Paper>
  );
}
