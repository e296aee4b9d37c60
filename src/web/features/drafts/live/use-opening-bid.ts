import { useState } from 'react';
import { MIN_BID, typedBidProblem } from '../../../../domain/auction';
import type { AuctionState } from '../../../../domain/contract/drafts';

/** The opening bid the viewer types for their next nomination, and why it cannot be sent. */
export interface OpeningBid {
  /** What the field holds: empty opens at $1, as its placeholder says. */
  value: number | '';
  onChange(value: number | ''): void;
  /** The amount the nomination carries. */
  amount: number;
  /** Why it cannot be sent ('Your max bid is $195'); null when it can. */
  problem: string | null;
}

/**
 * The opening bid is checked against the nominating team's max bid as it is typed: an amount
 * above it stays as typed and is refused with its reason, never lowered to the max and sent.
 */
export function useOpeningBid(auction: AuctionState | null): OpeningBid {
  const [value, setValue] = useState<number | ''>('');
  const nominating = auction?.nominating?.teamId;
  const max = auction?.teams.find((team) => team.teamId === nominating)?.maxBid;
  return {
    value,
    onChange: setValue,
    amount: value === '' ? MIN_BID : value,
    problem: value === '' || max === undefined ? null : typedBidProblem(value, MIN_BID, max),
  };
}
