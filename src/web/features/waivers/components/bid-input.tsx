import { NumberInput } from '@mantine/core';
import { createClaimSchema } from '../../../../domain/contract/waivers';

// The request's own rule for a bid, with its messages.
const bidSchema = createClaimSchema.shape.bid.unwrap();

/**
 * What is wrong with a bid as typed, or null: an empty field is no bid (never taken for $0),
 * and a bid may not exceed what is left of the team's budget (the server says the same).
 */
export function bidProblem(bid: number | string, budgetLeft: number): string | null {
  const parsed = bidSchema.safeParse(bid === '' ? undefined : bid);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Enter a bid';
  return parsed.data > budgetLeft
    ? `A bid may not be more than the $${budgetLeft} of budget left`
    : null;
}

interface BidInputProps {
  /** What is left of the team's budget: the most it may bid. */
  budgetLeft: number;
  description: string;
  value: number | string;
  onChange(value: number | string): void;
  error: string | null;
  maw?: number;
}

/** A blind FAAB bid in whole dollars, from $0 up to the budget left. */
export function BidInput({ budgetLeft, description, value, onChange, error, maw }: BidInputProps) {
  return (
    <NumberInput
      label="Bid"
      description={description}
      prefix="$"
      min={0}
      max={budgetLeft}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      value={value}
      onChange={onChange}
      error={error}
      maw={maw}
      data-autofocus
    />
  );
}
