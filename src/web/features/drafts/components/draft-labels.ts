import type { DraftStatus, PlayerRegion } from '../../../../domain/types';

/** How the board and the live room name a draft's state. */
export const DRAFT_STATUS_LABELS: Record<DraftStatus, string> = {
  not_started: 'Not Started',
  started: 'In Progress',
  complete: 'Complete',
  ended: 'Ended',
};

export const DRAFT_STATUS_COLORS: Record<DraftStatus, string> = {
  not_started: 'gray',
  started: 'rift',
  complete: 'gold',
  ended: 'red',
};

/** LTA North and South keep their short codes in the data; people know them by these names. */
export const DRAFT_REGION_LABELS: Record<PlayerRegion, string> = {
  LCK: 'LCK',
  LPL: 'LPL',
  LEC: 'LEC',
  LCS: 'LCS',
  NORTH: 'LTA North',
  SOUTH: 'LTA South',
};
