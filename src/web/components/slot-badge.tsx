import { Badge, type BadgeProps } from '@mantine/core';
import type { PlayerPosition, RosterSlot } from '../../domain/vocabulary';
import { SLOT_COLORS } from '../lib/position-colors';

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
