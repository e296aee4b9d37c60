import { Button, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconShield, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { PageHeader } from '../../../components/page-header';
import { StatusPanel } from '../../../components/status-panel';
import { useCurrentUser } from '../../../lib/auth/use-auth';
import { appPaths } from '../../../lib/paths';
import { useMyTeams } from '../../../lib/teams/get-my-teams';
import { TeamCard } from '../components/team-card';

/** /teams: the user's team in each of their leagues. */
export function TeamsPage() {
  const user = useCurrentUser();
  const query = useMyTeams(user?.id ?? null);

  const header = (
    <PageHeader
      title="My Teams"
      subtitle="Your roster in every league: the starters, the bench and the points they have scored."
    />
  );

  if (query.isError) {
    return (
      <Stack gap="lg">
        {header}
        <ErrorPanel
          title="Error Loading Teams"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }

  if (query.data?.length === 0) {
    return (
      <Stack gap="lg">
        {header}
        <StatusPanel
          icon={<IconShield size={32} />}
          title="No Teams Found"
          description="You create a team when you join a league, or in a league you are a member of. Find a league to get started."
        >
          <Button component={Link} to={appPaths.leagues} leftSection={<IconTrophy size={18} />}>
            Browse Leagues
          </Button>
        </StatusPanel>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {header}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {query.data
          ? query.data.map((team) => <TeamCard key={team.id} team={team} />)
          : ['a', 'b', 'c'].map((key) => (
              <Paper key={key} radius="lg" p="lg" aria-busy="true" aria-label="Loading teams">
                <Skeleton height={20} width="55%" mb="xs" />
                <Skeleton height={12} width="35%" mb="lg" />
                {['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX'].map((slot) => (
                  <Group key={slot} gap="sm" mb={8} wrap="nowrap">
                    <Skeleton height={18} width={84} radius="sm" />
                    <Skeleton height={12} width="40%" />
                  </Group>
                ))}
              </Paper>
            ))}
      </SimpleGrid>
    </Stack>
  );
}
