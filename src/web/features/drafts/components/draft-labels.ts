import type { DraftStatus } from '../../../../domain/types';

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
