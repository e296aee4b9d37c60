import { Center, Loader, Table, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import type { StandingsEntry } from '../../../../domain/contract/season';
import { type DataColumn, DataTable, tableClasses } from '../../../components/data-table';
import { pointsColumn } from '../../../components/points-column';
import { medalOf, RankDisc } from '../../../components/rank-disc';
import { Tag } from '../../../components/tag';
import { TeamCell } from '../../../components/team-cell';
import { useCurrentUser } from '../../../lib/auth/use-auth';
import { useStandings } from '../api/get-standings';
import {
  formatWinPct,
  HIGHLIGHTED_RANKS,
  hasMedianGames,
  hasStandingsData,
  hasTies,
} from '../standings-display';
import classes from './standings-table.module.css';

interface StandingsTableProps {
  leagueId: string;
  /**
   * full: the Standings page (Rank, Team with owner, W, L, Win %, Fantasy Points);
   * compact: the league page's tab (Rank, Team, W, L, Points).
   */
  variant: 'full' | 'compact';
}

type RankedEntry = StandingsEntry & { rank: number };

const NO_ROWS: RankedEntry[] = [];

/** The standings, best first, once a week has been scored; the top 3 ranks stand out. */
export function StandingsTable({ leagueId, variant }: StandingsTableProps) {
  const query = useStandings(leagueId);
  const username = useCurrentUser()?.username;
  const rows = useMemo(
    () =>
      query.data && hasStandingsData(query.data)
        ? query.data.map((entry, index) => ({ ...entry, rank: index + 1 }))
        : NO_ROWS,
    [query.data],
  );
  const columns = useMemo(
    () =>
      standingsColumns({
        full: variant === 'full',
        ties: hasTies(rows),
        median: hasMedianGames(rows),
        username,
      }),
    [variant, rows, username],
  );
  const rowProps = useCallback(
    (row: RankedEntry) => ({
      className: classes.row,
      'data-top': row.rank <= HIGHLIGHTED_RANKS || undefined,
      'data-own': (username && row.team.owner === username) || undefined,
    }),
    [username],
  );

  return (
    <Table.ScrollContainer minWidth={300} type="native">
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.team.id}
        rowProps={rowProps}
        data-testid="standings"
        empty={
          query.isPending ? (
            <Center role="status" aria-label="Loading standings">
              <Loader type="dots" color="gold" size="sm" />
            </Center>
          ) : query.isError ? (
            <Text c="red.4">{query.error.message}</Text>
          ) : (
            'No standings data available yet'
          )
        }
      />
    </Table.ScrollContainer>
  );
}

function standingsColumns(options: {
  full: boolean;
  ties: boolean;
  /** The league plays the median game: its wins and losses have their own columns. */
  median: boolean;
  username: string | undefined;
}): DataColumn<RankedEntry>[] {
  const { full, ties, median, username } = options;
  const count = (
    header: string,
    value: (row: RankedEntry) => number,
    className?: string,
    from?: DataColumn<RankedEntry>['from'],
  ) => ({
    key: header,
    header,
    width: { base: 30, xs: 56 },
    align: 'right' as const,
    className,
    from,
    cell: (row: RankedEntry) => value(row),
  });
  const columns: (DataColumn<RankedEntry> | null)[] = [
    {
      key: 'rank',
      header: 'Rank',
      width: { base: 42, xs: 64 },
      cell: (row) => <RankDisc value={row.rank} medal={medalOf(row.rank)} />,
    },
    {
      key: 'team',
      header: 'Team',
      cell: (row) => (
        <TeamCell
          id={row.team.id}
          name={row.team.name}
          owner={row.team.owner}
          tag={
            username && row.team.owner === username ? (
              <Tag size="xs" color="rift" visibleFrom="xs">
                You
              </Tag>
            ) : null
          }
          wrapName
          detail={
            // A phone drops the MW and ML columns; the median record goes under the owner.
            median ? (
              <Text size="xs" c="dimmed" className={tableClasses.belowSm}>
                Median {row.medianWins}-{row.medianLosses}
              </Text>
            ) : null
          }
        />
      ),
    },
    count('W', (row) => row.wins, classes.record),
    count('L', (row) => row.losses, classes.record),
    ties ? count('T', (row) => row.ties) : null,
    median ? count('MW', (row) => row.medianWins, classes.record, 'sm') : null,
    median ? count('ML', (row) => row.medianLosses, classes.record, 'sm') : null,
    full
      ? {
          key: 'winPct',
          header: 'Win %',
          width: { base: 60, xs: 96 },
          align: 'right',
          className: classes.winPct,
          cell: (row) => formatWinPct(row.winPct),
        }
      : null,
    pointsColumn(
      (row) => row.totalPoints,
      { base: 74, xs: 140 },
      {
        header: full ? 'Fantasy Points' : 'Points',
      },
    ),
  ];
  return columns.filter((column) => column !== null);
}
