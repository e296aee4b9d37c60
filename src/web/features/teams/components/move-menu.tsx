import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import { IconArrowsUpDown, IconLock } from '@tabler/icons-react';
import type { Player } from '../../../../domain/contract/players';
import type { TeamDetail } from '../../../../domain/contract/teams';
import type { RosterSlot } from '../../../../domain/vocabulary';
import { LOCKED_TEXT, lineupMoves, lockOf } from '../lineup-moves';

interface MoveMenuProps {
  player: Player;
  team: TeamDetail;
  locked: boolean;
  busy: boolean;
  onMove(slot: RosterSlot): void;
}

const slotName = (slot: RosterSlot) => (slot === 'BENCH' ? 'Bench' : slot);

/** 'Move': the slots a player may go to, swapping with their player when he fits back. */
export function MoveMenu({ player, team, locked, busy, onMove }: MoveMenuProps) {
  const label = `Move ${player.name}`;
  if (locked) {
    return (
      <Tooltip label={LOCKED_TEXT[team.lineup.lockMode]} withArrow multiline w={220}>
        <span>
          <ActionIcon variant="subtle" color="gray" disabled aria-label={label}>
            <IconArrowsUpDown size={16} />
          </ActionIcon>
        </span>
      </Tooltip>
    );
  }
  const moves = lineupMoves(
    team.players,
    team,
    player.id,
    (id) => lockOf(team.lineup, id)?.locked ?? false,
  );
  return (
    <Menu position="bottom-end" shadow="lg" radius="md" width={240} withinPortal>
      <Menu.Target>
        <Tooltip label="Move to another slot" withArrow>
          <ActionIcon variant="subtle" color="gray" loading={busy} aria-label={label}>
            <IconArrowsUpDown size={16} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Move {player.name} to</Menu.Label>
        {moves.length === 0 ? (
          <Menu.Item disabled>No other slot fits</Menu.Item>
        ) : (
          moves.map((move) => (
            <Menu.Item
              key={move.slot}
              disabled={move.blocked !== null}
              title={move.blocked ?? undefined}
              rightSection={move.blocked ? <IconLock size={14} /> : null}
              onClick={() => onMove(move.slot)}
            >
              <Text size="sm" fw={600} span>
                {slotName(move.slot)}
              </Text>
              {move.swapWith ? (
                <Text size="xs" c="dimmed" span>
                  {' '}
                  · swap with {move.swapWith.name}
                </Text>
              ) : null}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
