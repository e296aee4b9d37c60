import type { PlayerPosition, RosterSlot } from '../../domain/vocabulary';

/**
 * The one colour map of positions and roster slots, as Mantine colour names. Positions:
 * TOP red, JUNGLE green, MID purple (violet), ADC orange, SUPPORT blue; TEAM rows (real
 * teams) cyan, a colour of their own now that a league may start one in a slot of its own.
 */
export const POSITION_COLORS: Record<PlayerPosition, string> = {
  TOP: 'red',
  JUNGLE: 'green',
  MID: 'violet',
  ADC: 'orange',
  SUPPORT: 'blue',
  TEAM: 'cyan',
};

/**
 * Roster slots take their position's colour; the two slots that take anyone are gold (FLEX)
 * and grey (BENCH).
 */
export const SLOT_COLORS: Record<RosterSlot | PlayerPosition, string> = {
  ...POSITION_COLORS,
  FLEX: 'gold',
  BENCH: 'gray',
};
