import { DEFAULT_BID_SECONDS, DEFAULT_NOMINATION_SECONDS } from './auction';
import { pickDeadline } from './draft';

/** What a draft's clock is read from. */
export interface DraftClock {
  status: string;
  /** snake or auction. */
  kind: string;
  clockStartedAt: Date;
  pickSeconds: number;
  pausedRemainingMs: number | null;
  /** An auction's player up for bids, or null between nominations. */
  lotPlayerId: string | null;
  bidSeconds: number | null;
  nominationSeconds: number | null;
}

/**
 * When the clock of the draft's current step runs out: a snake pick's, or an auction's bid
 * clock while a player is up and its nomination clock between players. Null while the
 * commissioner has paused the draft, and once it is over.
 */
export function clockDeadline(draft: DraftClock): Date | null {
  if (draft.status !== 'started' || draft.pausedRemainingMs !== null) return null;
  return pickDeadline(draft.clockStartedAt, clockSeconds(draft));
}

/** The length of the current step's clock. */
export function clockSeconds(draft: DraftClock): number {
  if (draft.kind !== 'auction') return draft.pickSeconds;
  return draft.lotPlayerId !== null
    ? (draft.bidSeconds ?? DEFAULT_BID_SECONDS)
    : (draft.nominationSeconds ?? DEFAULT_NOMINATION_SECONDS);
}
