import { Badge, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { DraftPick } from '../../../../domain/contract/drafts';
import { type DataColumn, DataTable, tableClasses } from '../../../components/data-table';
import { SlotBadge } from '../../../components/slot-badge';
import { TeamLink } from '../../../components/team-link';
import { appPaths } from '../../../lib/paths';
import classes from './draft-tables.module.css';

interface DraftHistoryTableProps {
  /** The league drafting: a player's page shows his games up to its clock. */
  leagueId: string;
  picks: readonly DraftPick[];
  /** What to say before the first pick. */
  emptyText?: string;
}

/** Every pick made (round, pick, team, player, slot, and an auction's price), the newest first. */
export function DraftHistoryTable({
  leagueId,
  picks,
  emptyText = 'No picks have been made yet',
}: DraftHistoryTableProps) {
  const newestFirst = useMemo(
    () => [...picks].sort((a, b) => b.pickNumber - a.pickNumber),
    [picks],
  );
  // An auction's sales show what each team paid.
  const sold = picks.some((pick) => pick.price !== null);
  const columns = useMemo(() => historyColumns(leagueId, sold), [leagueId, sold]);
  return (
    <DataTable
      columns={columns}
      rows={newestFirst}
      rowKey={(pick) => String(pick.pickNumber)}
      rowProps={pickRowProps}
      data-testid="draft-history"
      empty={<span data-testid="draft-history-empty">{emptyText}</span>}
    />
  );
}

const pickRowProps = (pick: DraftPick) => ({ 'data-pick': pick.pickNumber });

function historyColumns(leagueId: string, sold: boolean): DataColumn<DraftPick>[] {
  const columns: DataColumn<DraftPick>[] = [
    {
      key: 'round',
      header: 'Round',
      width: { base: 46, sm: 72 },
      align: 'center',
      className: classes.round,
      cell: (pick) => pick.round,
    },
    {
      key: 'pick',
      header: 'Pick',
      width: { base: 46, sm: 72 },
      align: 'center',
      className: classes.pick,
      cell: (pick) => pick.pick,
    },
    {
      key: 'team',
      header: 'Team',
      cell: (pick) => (
        <>
          <TeamLink id={pick.teamId} size="sm" className={tableClasses.link}>
            {pick.teamName}
          </TeamLink>
          <Text size="xs" c="dimmed" truncate>
            {pick.user}
          </Text>
        </>
      ),
    },
    {
      key: 'player',
      header: 'Player',
      cell: (pick) => (
        <>
          <Group gap={6} wrap="nowrap">
            <Text
              component={Link}
              to={appPaths.playerInLeague(pick.player.id, leagueId)}
              size="sm"
              className={tableClasses.link}
              truncate
            >
              {pick.player.name}
            </Text>
            {pick.auto ? (
              <Badge
                size="xs"
                variant="outline"
                color="gray"
                radius="sm"
                style={{ flexShrink: 0 }}
                title="Picked by the clock when time ran out"
              >
                auto
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" truncate className={tableClasses.fromSm}>
            {pick.player.team} · {pick.player.position}
          </Text>
          <div className={tableClasses.belowSm}>
            <SlotBadge slot={pick.position} size="xs" w="auto" />
          </div>
        </>
      ),
    },
    {
      key: 'position',
      header: 'Position',
      width: { base: 96, sm: 112 },
      from: 'sm',
      cell: (pick) => <SlotBadge slot={pick.position} size="sm" maw="100%" />,
    },
  ];
  if (!sold) return columns;
  columns.push({
    key: 'price',
    header: 'Price',
    width: { base: 64, sm: 80 },
    cell: (pick) => (
      <Text size="sm" fw={700} c="gold.4" ta="right" data-testid="pick-price">
        {pick.price === null ? '–' : `$${pick.price}`}
      </Text>
    ),
  });
  return columns;
}
