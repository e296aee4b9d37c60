import { Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import type { DraftPick, DraftTeam, DraftTurn } from '../../../../domain/contract/drafts';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { RankDisc } from '../../../components/rank-disc';
import { Tag } from '../../../components/tag';
import { TeamCell } from '../../../components/team-cell';
import classes from './draft-tables.module.css';

interface DraftOrderTableProps {
  order: readonly DraftTeam[];
  onTheClock: DraftTurn | null;
  picks: readonly DraftPick[];
  /** Picks each team makes: the league's starter slots. */
  rounds: number;
  /** Marks the viewer's own team. */
  currentUserId?: string | null;
}

interface OrderRow {
  team: DraftTeam;
  position: number;
  picks: DraftPick[];
  rounds: number;
  onClock: boolean;
  own: boolean;
}

/**
 * The draft order of the first round (snake order runs it backwards every other round), with
 * the team on the clock highlighted and what each team has drafted so far.
 */
export function DraftOrderTable({
  order,
  onTheClock,
  picks,
  rounds,
  currentUserId,
}: DraftOrderTableProps) {
  const rows = useMemo(() => {
    const byTeam = new Map<string, DraftPick[]>();
    for (const pick of picks) {
      const list = byTeam.get(pick.teamId) ?? [];
      list.push(pick);
      byTeam.set(pick.teamId, list);
    }
    for (const list of byTeam.values()) list.sort((a, b) => a.pickNumber - b.pickNumber);
    return order.map(
      (team, index): OrderRow => ({
        team,
        position: index + 1,
        picks: byTeam.get(team.teamId) ?? [],
        rounds,
        onClock: onTheClock?.teamId === team.teamId,
        own: Boolean(currentUserId) && team.userId === currentUserId,
      }),
    );
  }, [order, onTheClock, picks, rounds, currentUserId]);
  const rowProps = useCallback(
    (row: OrderRow) => ({
      className: classes.row,
      'data-on-clock': row.onClock || undefined,
      'data-own': row.own || undefined,
      'aria-current': row.onClock ? ('step' as const) : undefined,
    }),
    [],
  );

  return (
    <DataTable
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.team.teamId}
      rowProps={rowProps}
      data-testid="draft-order"
      empty="No teams in this league yet"
    />
  );
}

const COLUMNS: DataColumn<OrderRow>[] = [
  {
    key: 'position',
    header: '#',
    width: { base: 46, sm: 72 },
    align: 'center',
    cell: (row) => (
      <RankDisc value={row.position} filled medal={row.onClock ? 'gold' : undefined} />
    ),
  },
  {
    key: 'team',
    header: 'Team',
    cell: ({ team, onClock, own }) => (
      <TeamCell
        id={team.teamId}
        name={team.teamName}
        owner={team.owner}
        tag={
          onClock ? (
            <Tag size="xs" color="gold" variant="filled">
              On the clock
            </Tag>
          ) : own ? (
            <Tag size="xs" color="rift">
              You
            </Tag>
          ) : null
        }
      />
    ),
  },
  {
    key: 'drafted',
    header: 'Drafted',
    from: 'md',
    cell: ({ picks }) => (
      <Text size="sm" c={picks.length ? 'gray.3' : 'dimmed'} truncate>
        {picks.length ? picks.map((pick) => pick.player.name).join(', ') : 'No picks yet'}
      </Text>
    ),
  },
  {
    key: 'picks',
    header: 'Picks',
    width: 72,
    align: 'right',
    className: classes.count,
    cell: ({ picks, rounds }) => `${picks.length}/${rounds}`,
  },
];
