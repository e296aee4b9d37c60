import { ActionIcon, Button } from '@mantine/core';
import { IconCheck, IconClockPlus, IconPlus } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import type { Player } from '../../../../domain/contract/players';
import { playerMoveOf } from '../../waivers';

interface PlayerRowActionProps {
  player: Player;
  /** The viewer already has a pending claim on him. */
  claimed: boolean;
  /** Keeps the text on a phone too, where a table row has room for the icon only. */
  labelled?: boolean;
  onAdd(player: Player): void;
  onClaim(player: Player): void;
}

/**
 * The viewer's move on a player: Add a free agent, Claim a player on waivers; none for a
 * rostered one.
 */
export function PlayerRowAction({
  player,
  claimed,
  labelled = false,
  onAdd,
  onClaim,
}: PlayerRowActionProps) {
  const move = playerMoveOf(player);
  if (move === null) return null;
  // A row opens the player; the button does its own thing.
  const act = (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    if (move === 'add') onAdd(player);
    else onClaim(player);
  };
  const again = move === 'claim' && claimed;
  const label = again
    ? `Claim ${player.name} again`
    : `${move === 'add' ? 'Add' : 'Claim'} ${player.name}`;
  const look = again
    ? { variant: 'subtle', color: 'gray', Icon: IconCheck, text: 'Claimed' }
    : move === 'add'
      ? { variant: 'light', color: 'rift', Icon: IconPlus, text: 'Add' }
      : { variant: 'light', color: 'orange', Icon: IconClockPlus, text: 'Claim' };
  const button = (
    <Button
      size="compact-sm"
      variant={look.variant}
      color={look.color}
      leftSection={<look.Icon size={14} />}
      onClick={act}
      aria-label={label}
      visibleFrom={labelled ? undefined : 'sm'}
    >
      {look.text}
    </Button>
  );
  if (labelled) return button;
  // A phone has room for the icon only; the label stays for screen readers.
  return (
    <>
      {button}
      <ActionIcon
        variant={look.variant}
        color={look.color}
        onClick={act}
        aria-label={label}
        hiddenFrom="sm"
      >
        <look.Icon size={16} />
      </ActionIcon>
    </>
  );
}
