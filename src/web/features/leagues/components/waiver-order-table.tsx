import { Paper } from '@mantine/core';
import { useMemo } from 'react';
import type { League } from '../../../../domain/contract/leagues';
import { type DataColumn, DataTable, tableClasses } from '../../../components/data-table';
import { RankDisc } from '../../../components/rank-disc';
import { Tag } from '../../../components/tag';
import { TeamCell } from '../../../components/team-cell';
import { dollars } from '../league-display';
import classes from './waivers.module.css';

interface OrderRow {
  teamId: string;
  priority: number;
  budgetLeft: number;
  name: string;
  owner: string;
  isOwn: boolean;
}

const PRIORITY: DataColumn<OrderRow> = {
  key: 'priority',
  header: 'Priority',
  width: { base: 64, sm: 80 },
  align: 'center',
  cell: (row) => <RankDisc value={row.priority} filled />,
};
const TEAM: DataColumn<OrderRow> = {
  key: 'team',
  header: 'Team',
  cell: (row) => (
    <TeamCell
      id={row.teamId}
      name={row.name}
      owner={row.owner}
      tag={row.isOwn ? <Tag size="xs">You</Tag> : null}
    />
  ),
};
const BUDGET: DataColumn<OrderRow> = {
  key: 'budget',
  header: 'Budget left',
  width: { base: 96, sm: 120 },
  align: 'right',
  className: tableClasses.strong,
  cell: (row) => dollars(row.budgetLeft),
};

const rowProps = (row: OrderRow) => ({
  className: classes.row,
  'data-own': row.isOwn || undefined,
});

/** The waiver order, first priority first; in FAAB leagues each team's budget left. */
export function WaiverOrderTable({ league, userId }: { league: League; userId: string }) {
  const rows = useMemo(
    () =>
      league.waivers.order.map((entry) => {
        const team = league.teams.find((candidate) => candidate.id === entry.teamId);
        return {
          ...entry,
          name: team?.name ?? 'Unknown team',
          owner: team?.owner ?? '',
          isOwn: team?.userId === userId,
        };
      }),
    [league.waivers.order, league.teams, userId],
  );
  const columns = useMemo(
    () => (league.waivers.type === 'faab' ? [PRIORITY, TEAM, BUDGET] : [PRIORITY, TEAM]),
    [league.waivers.type],
  );
  return (
    <Paper radius="lg" p={0} style={{ overflow: 'clip' }}>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.teamId}
        rowProps={rowProps}
        aria-label="Waiver order"
        data-testid="waiver-order"
        empty="Teams join the waiver order as they join the league."
      />
    </Paper>
  );
}
