import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { tableClasses } from '../../../components/data-table';
import { TeamLink } from '../../../components/team-link';
import { formatPoints } from '../../../lib/format';
import { useMyTeams } from '../../../lib/teams/get-my-teams';

/** The user's teams, one per league, with their points. */
export function MyTeamsList({ userId }: { userId: string }) {
  const teams = useMyTeams(userId);
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg">
      <Title order={2} fz="lg" mb="md">
        Your Teams
      </Title>
      {teams.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading teams">
          <Skeleton h={20} />
          <Skeleton h={20} w="70%" />
        </Stack>
      ) : teams.isError ? (
        <Text c="dimmed">Your teams could not be loaded.</Text>
      ) : teams.data.length === 0 ? (
        <Text c="dimmed">You have no team yet. Join a league to build one.</Text>
      ) : (
        <Stack gap={4} data-testid="profile-teams">
          {teams.data.map((team) => (
            <Group key={team.id} justify="space-between" wrap="nowrap" py={6} gap="sm">
              <div style={{ minWidth: 0 }}>
                <TeamLink id={team.id} className={tableClasses.link} c="gray.2">
                  {team.name}
                </TeamLink>
                <Text size="xs" c="dimmed" truncate>
                  {team.leagueName}
                </Text>
              </div>
              <Text size="sm" fw={700} c="gold.4" style={{ flexShrink: 0 }}>
                {formatPoints(team.totalPoints)} pts
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
