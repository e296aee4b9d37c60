import { Button, Center, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatPoints } from '../../../lib/format';
import { appPaths } from '../../../lib/paths';
import { useStandings } from '../api/get-standings';
import { hasStandingsData } from '../matchup-display';

/** Spec §2 Standings tab: Rank, Team, W, L, Points, once a week has been scored. */
export function StandingsTab({ leagueId }: { leagueId: string }) {
  const query = useStandings(leagueId);
  const rows = query.data && hasStandingsData(query.data) ? query.data : [];

  return (
    <Paper radius="lg" p={0} style={{ overflow: 'clip' }}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>Rank</Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th ta="right">W</Table.Th>
            <Table.Th ta="right">L</Table.Th>
            <Table.Th ta="right">Points</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.team.id}>
              <Table.Td fw={800} c={index < 3 ? 'gold.4' : undefined}>
                {index + 1}
              </Table.Td>
              <Table.Td>
                <Text
                  component={Link}
                  to={appPaths.team(row.team.id)}
                  fw={600}
                  size="sm"
                  c="gray.1"
                >
                  {row.team.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.team.owner}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{row.wins}</Table.Td>
              <Table.Td ta="right">{row.losses}</Table.Td>
              <Table.Td ta="right" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatPoints(row.totalPoints)}
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={5} py={40}>
                {query.isPending ? (
                  <Center role="status" aria-label="Loading standings">
                    <Loader type="dots" color="gold" size="sm" />
                  </Center>
                ) : query.isError ? (
                  <Text c="red.4" ta="center">
                    {query.error.message}
                  </Text>
                ) : (
                  <Text c="dimmed" ta="center">
                    No standings data available yet
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
      {rows.length > 0 ? (
        <Stack align="flex-end" p="sm">
          <Button
            component={Link}
            to={appPaths.standingsFor(leagueId)}
            variant="subtle"
            size="compact-sm"
          >
            Full standings
          </Button>
        </Stack>
      ) : null}
    </Paper>
  );
}
