import { Group, Select, Stack, Text } from '@mantine/core';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { DraftPlayer } from '../../../../domain/contract/drafts';
import { REGION_LABELS } from '../../../../domain/regions';
import { PLAYER_POSITIONS, type PlayerPosition } from '../../../../domain/vocabulary';
import { type DataColumn, DataTable, tableClasses } from '../../../components/data-table';
import { playerRankColumn } from '../../../components/player-columns';
import { pointsColumn } from '../../../components/points-column';
import { SearchInput } from '../../../components/search-input';
import { SlotBadge } from '../../../components/slot-badge';
import { appPaths } from '../../../lib/paths';
import {
  AVAILABLE_ROW_LIMIT,
  type AvailableFilter,
  filterAvailable,
} from './available-players-filter';

interface AvailablePlayersTableProps {
  /** The league drafting: a player's page shows his games up to its clock. */
  leagueId: string;
  /** The players still available, best first. */
  players: readonly DraftPlayer[];
  /** A button per row (Draft, Pick, …); no action column without it. */
  renderAction?: (player: DraftPlayer) => ReactNode;
  /** The action column's heading (screen readers read it), which is also its button's label. */
  actionLabel?: AvailableAction;
  /** Rows drawn at most; the count line says when more match. */
  limit?: number;
}

/** The button on each available player, by the kind of draft and who looks. */
export type AvailableAction = 'Pick' | 'Draft' | 'Nominate';

// The action column fits its button: 'Nominate' is the widest label.
const ACTION_WIDTHS: Record<AvailableAction, { base: number; sm: number }> = {
  Pick: { base: 76, sm: 104 },
  Draft: { base: 76, sm: 104 },
  Nominate: { base: 100, sm: 112 },
};

const POSITION_OPTIONS = PLAYER_POSITIONS.map((position) => ({ value: position, label: position }));

/** The players nobody has drafted, searchable and filtered by position, best first. */
export function AvailablePlayersTable({
  leagueId,
  players,
  renderAction,
  actionLabel = 'Pick',
  limit = AVAILABLE_ROW_LIMIT,
}: AvailablePlayersTableProps) {
  const [filter, setFilter] = useState<AvailableFilter>({ search: '', position: null });
  // Typing stays responsive with ~500 players: the list follows a keystroke behind.
  const deferred = useDeferredValue(filter);
  const matches = useMemo(() => filterAvailable(players, deferred), [players, deferred]);
  const shown = matches.length > limit ? matches.slice(0, limit) : matches;
  const columns = useMemo(() => {
    const ranks = new Map(players.map((player, index) => [player.id, index + 1]));
    return availableColumns(leagueId, ranks, renderAction, actionLabel);
  }, [leagueId, players, renderAction, actionLabel]);

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <SearchInput
          label="Search available players"
          placeholder="Search player or team"
          value={filter.search}
          onChange={(search) => setFilter({ ...filter, search })}
          clearable
          style={{ flex: '1 1 240px' }}
        />
        <Select
          aria-label="Position"
          placeholder="All positions"
          data={POSITION_OPTIONS}
          value={filter.position}
          onChange={(value) => setFilter({ ...filter, position: value as PlayerPosition | null })}
          clearable
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      <Text size="xs" c="dimmed" data-testid="available-count" aria-live="polite">
        {matches.length > shown.length
          ? `Showing the best ${shown.length} of ${matches.length} matching players; search to narrow the list.`
          : `${matches.length} ${matches.length === 1 ? 'player' : 'players'} available`}
      </Text>
      <DataTable
        columns={columns}
        rows={shown}
        rowKey={(player) => player.id}
        rowProps={playerRowProps}
        verticalSpacing={8}
        data-testid="available-players"
        empty={
          players.length === 0
            ? 'No players are left to draft'
            : 'No available players match these filters'
        }
      />
    </Stack>
  );
}

const playerRowProps = (player: DraftPlayer) => ({ 'data-player-id': player.id });

function availableColumns(
  leagueId: string,
  ranks: ReadonlyMap<string, number>,
  renderAction: ((player: DraftPlayer) => ReactNode) | undefined,
  actionLabel: AvailableAction,
): DataColumn<DraftPlayer>[] {
  const columns: DataColumn<DraftPlayer>[] = [
    playerRankColumn(ranks, { base: 46, sm: 72 }),
    {
      key: 'player',
      header: 'Player',
      cell: (player) => (
        <>
          <Link to={appPaths.playerInLeague(player.id, leagueId)} className={tableClasses.link}>
            {player.name}
          </Link>
          <div className={`${tableClasses.subline} ${tableClasses.belowSm}`}>
            {player.team} · {REGION_LABELS[player.region]}
          </div>
        </>
      ),
    },
    {
      key: 'position',
      header: 'Position',
      width: { base: 96, sm: 112 },
      cell: (player) => <SlotBadge slot={player.position} maw="100%" />,
    },
    {
      key: 'team',
      header: 'Team',
      width: 150,
      from: 'sm',
      cell: (player) => (
        <div className={tableClasses.subline} style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
          {player.team}
        </div>
      ),
    },
    {
      key: 'region',
      header: 'Region',
      width: 100,
      from: 'md',
      className: tableClasses.dimmed,
      cell: (player) => REGION_LABELS[player.region],
    },
    pointsColumn((player) => player.fantasyPoints, { base: 60, sm: 88 }),
  ];
  if (renderAction) {
    columns.push({
      key: 'action',
      header: actionLabel,
      hiddenHeader: true,
      width: ACTION_WIDTHS[actionLabel],
      align: 'right',
      cell: renderAction,
    });
  }
  return columns;
}
