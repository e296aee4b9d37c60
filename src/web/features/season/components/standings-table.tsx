import { Badge, Center, Group, Loader, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { StandingsEntry } from '../../../../domain/types';
import { TeamAvatar } from '../../../components/team-avatar';
import { useCurrentUser } from '../../../lib/auth/use-auth';
import { formatPoints } from '../../../lib/format';
import { appPaths } from '../../../lib/paths';
import { useStandings } from '../api/get-standings';
import { formatWinPct, HIGHLIGHTED_RANKS, hasStandingsData, hasTies } from '../standings-display';
import classes from './standings-table.module.css';

interface StandingsTableProps {
  leagueId: string;
  /**
   * full: the Standings page (Rank, Team with owner, W, L, Win %, Fantasy Points);
   * compact: the league page's tab (Rank, Team, W, L, Points).
   */
  variant: 'full' | 'compact';
}

const NO_ROWS: StandingsEntry[] = [];

/** Spec §2 standings, best first, once a week has been scored; the top 3 highlighted. */
export function StandingsTable({ leagueId, variant }: StandingsTableProps) {
  const query = useStandings(leagueId);
  const username = useCurrentUser()?.username;
  const rows = query.data && hasStandingsData(query.data) ? query.data : NO_ROWS;
  const full = variant === 'full';
  const ties = hasTies(rows);
  const columns = 5 + (full ? 1 : 0) + (ties ? 1 : 0);

  return (
    <Table.ScrollContainer minWidth={300} type="native">
      <Table
        className={classes.table}
        verticalSpacing="sm"
        horizontalSpacing="sm"
        highlightOnHover
        data-testid="standings"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.colRank}>Rank</Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th ta="right" className={classes.colNumber}>
              W
            </Table.Th>
            <Table.Th ta="right" className={classes.colNumber}>
              L
            </Table.Th>
            {ties ? (
              <Table.Th ta="right" className={classes.colNumber}>
                T
              </Table.Th>
            ) : null}
            {full ? (
              <Table.Th ta="right" className={classes.colPct}>
                Win %
              </Table.Th>
            ) : null}
            <Table.Th ta="right" className={classes.colPoints}>
              {full ? 'Fantasy Points' : 'Points'}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const rank = index + 1;
            return (
              <Table.Tr
                key={row.team.id}
                className={classes.row}
                data-top={rank <= HIGHLIGHTED_RANKS || undefined}
                data-own={(username && row.team.owner === username) || undefined}
              >
                <Table.Td>
                  <span className={classes.rank} data-rank={rank}>
                    {rank}
                  </span>
                </Table.Td>
                <Table.Td>
                  <div className={classes.team}>
                    <TeamAvatar name={row.team.name} size={32} className={classes.avatar} />
                    <div style={{ minWidth: 0 }}>
                      <Group gap={6} wrap="nowrap">
                        <Text
                          component={Link}
                          to={appPaths.team(row.team.id)}
                          className={classes.teamName}
                          truncate
                        >
                          {row.team.name}
                        </Text>
                        {username && row.team.owner === username ? (
                          <Badge
                            size="xs"
                            variant="light"
                            color="rift"
                            radius="sm"
                            visibleFrom="xs"
                            style={{ flexShrink: 0 }}
                          >
                            You
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="xs" c="dimmed" truncate>
                        {row.team.owner}
                      </Text>
                    </div>
                  </div>
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {row.wins}
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {row.losses}
                </Table.Td>
                {ties ? <Table.Td ta="right">{row.ties}</Table.Td> : null}
                {full ? (
                  <Table.Td ta="right" c="gray.3">
                    {formatWinPct(row.winPct)}
                  </Table.Td>
                ) : null}
                <Table.Td ta="right" className={classes.points}>
                  {formatPoints(row.totalPoints)}
                </Table.Td>
              </Table.Tr>
            );
          })}
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns} py={40}>
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
    </Table.ScrollContainer>
  );
}
