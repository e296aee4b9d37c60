import { ActionIcon, Button } from '@mantine/core';
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
      <>
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          leftSection={<IconCheck size={14} />}
          onClick={act}
          aria-label={`Claim ${player.name} again`}
          visibleFrom="sm"
        >
          Claimed
        </Button>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={act}
          aria-label={`Claim ${player.name} again`}
          hiddenFrom="sm"
        >
          <IconCheck size={16} />
        </ActionIcon>
      </>
    );
  }
  const label = `${move === 'add' ? 'Add' : 'Claim'} ${player.name}`;
  const color = move === 'add' ? 'rift' : 'orange';
  const Icon = move === 'add' ? IconPlus : IconClockPlus;
  // A phone has room for the icon only; the label stays for screen readers.
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color={color}
        leftSection={<Icon size={14} />}
        onClick={act}
        aria-label={label}
        visibleFrom="sm"
      >
        {move === 'add' ? 'Add' : 'Claim'}
      </Button>
      <ActionIcon
        variant="light"
        color={color}
        size="md"
        onClick={act}
        aria-label={label}
        hiddenFrom="sm"
      >
        <Icon size={16} />
      </ActionIcon>
    </>
  );
}
