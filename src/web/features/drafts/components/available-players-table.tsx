import {
  CloseButton,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo, type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { REGION_LABELS } from '../../../../domain/regions';
import { type DraftPlayer, PLAYER_POSITIONS, type PlayerPosition } from '../../../../domain/types';
import { SlotBadge } from '../../../components/slot-badge';
import { formatPoints } from '../../../lib/format';
import { appPaths } from '../../../lib/paths';
import {
  AVAILABLE_ROW_LIMIT,
  type AvailableFilter,
  filterAvailable,
} from './available-players-filter';

import classes from './draft-tables.module.css';

interface AvailablePlayersTableProps {
  /** The players still available, best first. */
  players: readonly DraftPlayer[];
  /** A button per row (Draft, Pick, …); no action column without it. */
  renderAction?: (player: DraftPlayer) => ReactNode;
  /** The action column's heading (screen readers read it). */
  actionLabel?: string;
  /** Rows drawn at most; the count line says when more match. */
  limit?: number;
}

const POSITION_OPTIONS = PLAYER_POSITIONS.map((position) => ({ value: position, label: position }));

/** The players nobody has drafted, searchable and filtered by position, best first. */
export function AvailablePlayersTable({
  players,
  renderAction,
  actionLabel = 'Action',
  limit = AVAILABLE_ROW_LIMIT,
}: AvailablePlayersTableProps) {
  const [filter, setFilter] = useState<AvailableFilter>({ search: '', position: null });
  // Typing stays responsive with ~500 players: the list follows a keystroke behind.
  const deferred = useDeferredValue(filter);
  const matches = useMemo(() => filterAvailable(players, deferred), [players, deferred]);
  const shown = matches.length > limit ? matches.slice(0, limit) : matches;
  const ranks = useMemo(() => new Map(players.map((p, index) => [p.id, index + 1])), [players]);
  const withAction = Boolean(renderAction);

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label="Search available players"
          placeholder="Search player or team"
          leftSection={<IconSearch size={16} />}
          value={filter.search}
          onChange={(event) => setFilter({ ...filter, search: event.currentTarget.value })}
          rightSection={
            filter.search ? (
              <CloseButton
                size="sm"
                aria-label="Clear search"
                onClick={() => setFilter({ ...filter, search: '' })}
              />
            ) : null
          }
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
      <Table
        className={classes.table}
        verticalSpacing="xs"
        horizontalSpacing="sm"
        layout="fixed"
        highlightOnHover
        data-testid="available-players"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={`${classes.colNarrow} ${classes.fromSm}`} ta="right">
              #
            </Table.Th>
            <Table.Th>Player</Table.Th>
            <Table.Th className={classes.colSlot}>Position</Table.Th>
            <Table.Th className={`${classes.colProTeam} ${classes.fromSm}`}>Team</Table.Th>
            <Table.Th className={`${classes.colRegion} ${classes.fromMd}`}>Region</Table.Th>
            <Table.Th className={classes.colPoints} ta="right">
              Points
            </Table.Th>
            {withAction ? (
              <Table.Th className={classes.colAction}>
                <VisuallyHidden>{actionLabel}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((player) => (
            <AvailableRow
              key={player.id}
              player={player}
              rank={ranks.get(player.id) ?? 0}
              action={renderAction?.(player)}
              withAction={withAction}
            />
          ))}
        </Table.Tbody>
      </Table>
      {/* Outside the table: a spanning cell would count the columns a phone hides. */}
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py={32}>
          {players.length === 0
            ? 'No players are left to draft'
            : 'No available players match these filters'}
        </Text>
      ) : null}
    </Stack>
  );
}

// Plain cells, memoised per player: a keystroke re-renders only the rows that changed.
const AvailableRow = memo(function AvailableRow({
  player,
  rank,
  action,
  withAction,
}: {
  player: DraftPlayer;
  rank: number;
  action: ReactNode;
  withAction: boolean;
}) {
  const region = REGION_LABELS[player.region];
  return (
    <tr data-player-id={player.id} className={classes.plainRow}>
      <td className={`${classes.dimmed} ${classes.fromSm}`} style={{ textAlign: 'right' }}>
        {rank}
      </td>
      <td>
        <Link to={appPaths.player(player.id)} className={classes.link}>
          {player.name}
        </Link>
        <div className={`${classes.subline} ${classes.onlyBase}`}>
          {player.team} · {region}
        </div>
      </td>
      <td>
        <SlotBadge slot={player.position} maw="100%" />
      </td>
      <td className={classes.fromSm}>
        <div className={classes.subline} style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
          {player.team}
        </div>
      </td>
      <td className={`${classes.dimmed} ${classes.fromMd}`}>{region}</td>
      <td className={classes.points}>{formatPoints(player.fantasyPoints)}</td>
      {withAction ? <td style={{ textAlign: 'right' }}>{action}</td> : null}
    </tr>
  );
});
