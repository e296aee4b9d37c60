import { IconPlus, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { Player } from '../../../../domain/contract/players';
import type { RosterSlot } from '../../../../domain/vocabulary';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { type RosterRow, rosterColumns } from '../../../components/roster-columns';
import { RowButton } from '../../../components/row-button';

interface RosterTableProps {
  rows: RosterRow[];
  leagueId: string;
  /** The player whose removal is on its way, if any. */
  removingId: string | null;
  onAdd(slot: RosterSlot): void;
  onRemove(player: Player): void;
}

/**
 * A team's slots: position, player (a link to the player), points to one decimal. Add Player
 * and Remove show on every team; the server refuses what a viewer may not do.
 */
export function RosterTable({ rows, leagueId, removingId, onAdd, onRemove }: RosterTableProps) {
  const columns = useMemo(
    (): DataColumn<RosterRow>[] => [
      ...rosterColumns<RosterRow>(leagueId),
      {
        key: 'actions',
        header: 'Actions',
        hiddenHeader: true,
        width: { base: 114, sm: 140 },
        align: 'right',
        cell: ({ slot, player }) =>
          player ? (
            <RowButton
              size="compact-sm"
              variant="subtle"
              color="red"
              icon={<IconX size={14} />}
              loading={removingId === player.id}
              onClick={() => onRemove(player)}
              aria-label={`Remove ${player.name}`}
            >
              Remove
            </RowButton>
          ) : (
            <RowButton
              size="compact-sm"
              variant="light"
              icon={<IconPlus size={14} />}
              onClick={() => onAdd(slot)}
              aria-label={`Add Player to ${slot}`}
            >
              Add Player
            </RowButton>
          ),
      },
    ],
    [leagueId, removingId, onAdd, onRemove],
  );

  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      rowProps={slotRowProps}
      verticalSpacing={10}
      horizontalSpacing="xs"
    />
  );
}

const slotRowProps = (row: RosterRow) => ({ 'data-testid': `slot-${row.key}` });
