import type { DraftState } from '../../../../domain/contract/drafts';
import type { DraftStatus } from '../../../../domain/vocabulary';

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

/** The line of facts under a draft's title. */
export const draftFacts = (
  state: Pick<DraftState, 'order' | 'pickSeconds' | 'rounds'> &
    Partial<Pick<DraftState, 'type' | 'auction'>>,
) =>
  state.type === 'auction' && state.auction
    ? `Auction · ${state.order.length} teams · ${state.rounds} players each · $${state.auction.budget} budget · ${state.auction.bidSeconds} s bid clock`
    : `Snake draft · ${state.order.length} teams · ${state.rounds} rounds · ${state.pickSeconds} s per pick`;
