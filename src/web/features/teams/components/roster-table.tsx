import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import { IconLock, IconLockOpen, IconPlus, IconX } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import type { Player } from '../../../../domain/contract/players';
import type { TeamDetail } from '../../../../domain/contract/teams';
import type { LockMode } from '../../../../domain/season-clock';
import type { RosterSlot } from '../../../../domain/vocabulary';
import { ClosedReason } from '../../../components/closed-reason';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { type RosterRow, rosterColumns } from '../../../components/roster-columns';
import { RowButton } from '../../../components/row-button';
import type { RosterWindow } from '../../../lib/league/roster-window';
import { formatClockTime } from '../../../lib/league/season-clock-labels';
import {
  addClosedBecause,
  LOCKED_TEXT,
  LOCKING_GAME,
  lockOf,
  removeClosedBecause,
} from '../lineup-moves';
import { MoveMenu } from './move-menu';

interface RosterTableProps {
  rows: RosterRow[];
  leagueId: string;
  /** The whole team: its roster says where each player may move, its lineup who is locked. */
  team: TeamDetail;
  /** The player whose removal or move is on its way, if any. */
  busyId: string | null;
  /** The owner (or, for a bot team, the commissioner) may move players between slots. */
  canMove: boolean;
  /** Whether players may join or leave the team: not while the draft runs, nor after the final. */
  rosterWindow: RosterWindow;
  onAdd(slot: RosterSlot): void;
  onRemove(player: Player): void;
  onMove(player: Player, slot: RosterSlot): void;
}

/**
 * A team's slots: position, player (a link to the player), points to one decimal. Add Player
 * and Remove show on every team; the server refuses what a viewer may not do. A player whose
 * game of the week has started is locked: his controls are disabled until the week ends; locking
 * by week, Add Player too, once the whole lineup has locked. Once the season is over, both are.
 */
export function RosterTable({
  rows,
  leagueId,
  team,
  busyId,
  canMove,
  rosterWindow,
  onAdd,
  onRemove,
  onMove,
}: RosterTableProps) {
  const addClosed = addClosedBecause(team.lineup, rosterWindow);
  const columns = useMemo(
    (): DataColumn<RosterRow>[] => [
      ...rosterColumns<RosterRow>(leagueId),
      {
        key: 'actions',
        header: 'Actions',
        hiddenHeader: true,
        width: canMove ? { base: 148, sm: 196 } : { base: 138, sm: 168 },
        align: 'right',
        cell: ({ slot, player }) =>
          player ? (
            <PlayerActions
              player={player}
              team={team}
              busy={busyId === player.id}
              canMove={canMove}
              rosterWindow={rosterWindow}
              onRemove={onRemove}
              onMove={onMove}
            />
          ) : (
            <ClosedReason reason={addClosed}>
              <RowButton
                size="compact-sm"
                variant="light"
                icon={<IconPlus size={14} />}
                disabled={addClosed !== null}
                onClick={() => onAdd(slot)}
                aria-label={`Add Player to ${slot}`}
              >
                Add Player
              </RowButton>
            </ClosedReason>
          ),
      },
    ],
    [leagueId, team, busyId, canMove, rosterWindow, addClosed, onAdd, onRemove, onMove],
  );

  const rowProps = useCallback((row: RosterRow) => slotRowProps(row, team), [team]);

  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      rowProps={rowProps}
      verticalSpacing={10}
      horizontalSpacing="xs"
    />
  );
}

const slotRowProps = (row: RosterRow, team: TeamDetail) => ({
  'data-testid': `slot-${row.key}`,
  'data-locked': (row.player && lockOf(team.lineup, row.player.id)?.locked) || undefined,
});

function PlayerActions({
  player,
  team,
  busy,
  canMove,
  rosterWindow,
  onRemove,
  onMove,
}: {
  player: Player;
  team: TeamDetail;
  busy: boolean;
  canMove: boolean;
  rosterWindow: RosterWindow;
  onRemove(player: Player): void;
  onMove(player: Player, slot: RosterSlot): void;
}) {
  const lock = lockOf(team.lineup, player.id);
  const locked = lock?.locked ?? false;
  const removeClosed = removeClosedBecause(team.lineup, player.id, rosterWindow);
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {lock ? (
        <LockMark
          locked={locked}
          lockAt={lock.lockAt}
          name={player.name}
          mode={team.lineup.lockMode}
        />
      ) : null}
      {canMove && rosterWindow !== 'drafting' ? (
        <MoveMenu
          player={player}
          team={team}
          locked={locked}
          busy={busy}
          onMove={(slot) => onMove(player, slot)}
        />
      ) : null}
      <ClosedReason reason={removeClosed}>
        <RowButton
          size="compact-sm"
          variant="subtle"
          color="red"
          icon={<IconX size={14} />}
          loading={busy}
          disabled={removeClosed !== null}
          onClick={() => onRemove(player)}
          aria-label={`Remove ${player.name}`}
        >
          Remove
        </RowButton>
      </ClosedReason>
    </Group>
  );
}

/** A closed lock for a locked player; an open one, with its time, for a lock still to come. */
function LockMark({
  locked,
  lockAt,
  name,
  mode,
}: {
  locked: boolean;
  lockAt: string;
  name: string;
  mode: LockMode;
}) {
  const label = locked
    ? LOCKED_TEXT[mode]
    : `Locks ${formatClockTime(lockAt)}, when ${LOCKING_GAME[mode]} starts`;
  return (
    <Tooltip label={label} withArrow multiline w={220}>
      <ThemeIcon
        variant="transparent"
        color={locked ? 'gold.4' : 'gray.6'}
        size="sm"
        role="img"
        aria-label={locked ? `${name} is locked` : `${name} locks ${formatClockTime(lockAt)}`}
        data-testid={locked ? 'lock-icon' : 'lock-pending'}
      >
        {locked ? <IconLock size={16} /> : <IconLockOpen size={16} />}
      </ThemeIcon>
    </Tooltip>
  );
}
