import { Badge, type BadgeProps } from '@mantine/core';
import type { RosterSlot } from '../../domain/roster';
import type { PlayerPosition } from '../../domain/types';

// Spec §2 position colours (TOP red, JUNGLE green, MID purple, ADC orange, SUPPORT blue);
// the two slots that take anyone are gold (FLEX) and grey (BENCH, like TEAM players).
const SLOT_COLORS: Record<RosterSlot | PlayerPosition, string> = {
  TOP: 'red',
  JUNGLE: 'green',
  MID: 'violet',
  ADC: 'orange',
  SUPPORT: 'blue',
  FLEX: 'gold',
  BENCH: 'gray',
  TEAM: 'gray',
};

/** A roster slot or a player's position as a coloured tag of fixed width, so rows line up. */
export function SlotBadge({
  slot,
  ...props
}: { slot: RosterSlot | PlayerPosition } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge
      color={SLOT_COLORS[slot]}
      variant="light"
      radius="sm"
      w={84}
      style={{ flexShrink: 0 }}
      {...props}
    >
      {slot}
    </Badge>
  );
}
