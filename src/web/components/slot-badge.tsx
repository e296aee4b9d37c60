import type { BadgeProps } from '@mantine/core';
import type { PlayerPosition, RosterSlot } from '../../domain/vocabulary';
import { SLOT_COLORS } from '../lib/position-colors';
import { Tag } from './tag';

/** A roster slot or a player's position as a coloured tag of fixed width, so rows line up. */
export function SlotBadge({
  slot,
  ...props
}: { slot: RosterSlot | PlayerPosition } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Tag color={SLOT_COLORS[slot]} w={84} {...props}>
      {slot}
    </Tag>
  );
}
