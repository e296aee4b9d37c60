import { Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { updateClaimSchema, type WaiverClaim } from '../../../../domain/contract/waivers';
import { ModalActions } from '../../../components/modal-actions';
import { showActionError } from '../../../lib/action-error';
import { showSuccess } from '../../../lib/toast';
import { BidInput, bidProblem } from '../../waivers';
import { useUpdateClaim } from '../api/update-claim';
import { dollars } from '../league-display';
import type { NumberValue } from '../league-forms';

interface ClaimBidFormProps {
  leagueId: string;
  claim: Pick<WaiverClaim, 'id' | 'bid' | 'addPlayer'>;
  budgetLeft: number;
  onDone(): void;
}

/** A new blind bid on a pending claim; the server refuses more than the budget left. */
export function ClaimBidForm({ leagueId, claim, budgetLeft, onDone }: ClaimBidFormProps) {
  const [bid, setBid] = useState<NumberValue>(claim.bid);
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateClaim(leagueId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateClaimSchema.safeParse({ bid: bid === '' ? Number.NaN : bid });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a bid');
      return;
    }
    const overBudget = bidProblem(parsed.data.bid ?? 0, budgetLeft);
    if (overBudget) {
      setError(overBudget);
      return;
    }
    mutation.mutate(
      { claimId: claim.id, bid: parsed.data.bid },
      {
        onSuccess: (saved) => {
          showSuccess('Bid Changed', `${dollars(saved.bid)} on ${saved.addPlayer.name}`);
          onDone();
        },
        onError: (failure) => showActionError(failure, 'Failed to change the bid'),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Bids are blind: the highest wins {claim.addPlayer.name} at the next clear, and only the
          winner pays.
        </Text>
        <BidInput
          budgetLeft={budgetLeft}
          description={`${dollars(budgetLeft)} of budget left`}
          value={bid}
          onChange={(value) => {
            setBid(value);
            setError(null);
          }}
          error={error}
          maw={240}
        />
        <ModalActions submitLabel="Save Bid" submitting={mutation.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
