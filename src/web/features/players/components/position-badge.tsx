import type { CSSProperties } from 'react';
import type { PlayerPosition } from '../../../../domain/vocabulary';
import { POSITION_COLORS } from '../../../lib/position-colors';
import classes from './position-badge.module.css';

const STYLES = Object.fromEntries(
  Object.entries(POSITION_COLORS).map(([position, color]) => [
    position,
    {
      '--badge-bg': `var(--mantine-color-${color}-light)`,
      '--badge-color': `var(--mantine-color-${color}-light-color)`,
    } as CSSProperties,
  ]),
) as Record<PlayerPosition, CSSProperties>;

/** A player's position as a coloured tag (TOP red, JUNGLE green, MID purple, …). */
export function PositionBadge({
  position,
  size = 'sm',
}: {
  position: PlayerPosition;
  size?: 'sm' | 'md';
}) {
  return (
    <span className={classes.badge} data-size={size} style={STYLES[position]}>
      {position}
    </span>
  );
}
