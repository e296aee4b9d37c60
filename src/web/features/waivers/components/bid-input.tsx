import { NumberInput } from '@mantine/core';

/** The bid may not exceed what is left of the team's budget (the server says the same). */
export function bidProblem(bid: number | '', budgetLeft: number): string | null {
  return typeof bid === 'number' && bid > budgetLeft
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
