import { Button } from '@mantine/core';
import { IconCheck, IconClockPlus, IconPlus } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import type { Player } from '../../../../domain/contract/players';
import { playerMoveOf } from '../../waivers';

interface PlayerRowActionProps {
  player: Player;
  /** The viewer already has a pending claim on him. */
  claimed: boolean;
  onAdd(player: Player): void;
  onClaim(player: Player): void;
}

/** The viewer's move on a row: Add a free agent, Claim a player on waivers; none for a rostered one. */
export function PlayerRowAction({ player, claimed, onAdd, onClaim }: PlayerRowActionProps) {
  const move = playerMoveOf(player);
  if (move === null) return null;
  // The row opens the player; the button does its own thing.
  const act = (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    if (move === 'add') onAdd(player);
    else onClaim(player);
  };
  if (move === 'claim' && claimed) {
    return (
      <Button
        size="compact-sm"
        variant="subtle"
        color="gray"
        leftSection={<IconCheck size={14} />}
        onClick={act}
        aria-label={`Claim ${player.name} again`}
      >
        Claimed
      </Button>
    );
  }
  return (
    <Button
      size="compact-sm"
      variant="light"
      color={move === 'add' ? 'rift' : 'orange'}
      leftSection={move === 'add' ? <IconPlus size={14} /> : <IconClockPlus size={14} />}
      onClick={act}
      aria-label={`${move === 'add' ? 'Add' : 'Claim'} ${player.name}`}
    >
      {move === 'add' ? 'Add' : 'Claim'}
    </Button>
  );
}
