import { Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { UpdateClaimInput, WaiverClaim } from '../../../../domain/contract/waivers';
import { ModalActions } from '../../../components/modal-actions';
import { showActionError } from '../../../lib/action-error';
import { useLeague } from '../../../lib/league/get-league';
import { closeModal, openModal } from '../../../lib/open-modal';
import { showSuccess } from '../../../lib/toast';
import { BidInput, bidProblem, DropSelect, useDropChoice } from '../../waivers';
import { useUpdateClaim } from '../api/update-claim';
import { dollars } from '../league-display';
import type { NumberValue } from '../league-forms';

interface ClaimEditFormProps {
  leagueId: string;
  teamId: string;
  claim: WaiverClaim;
  /** What is left of the team's budget, in a FAAB league. */
  budgetLeft: number;
  onDone(): void;
}

/** Edit a pending claim in My Claims: who it drops and, in a FAAB league, its bid. */
export function openClaimEditModal(options: Omit<ClaimEditFormProps, 'onDone'>) {
  const modalId = 'claim-edit';
  openModal({
    modalId,
    title: `Edit Claim: ${options.claim.addPlayer.name}`,
    children: <ClaimEditForm {...options} onDone={() => closeModal(modalId)} />,
  });
}

/**
 * A pending claim's drop and, in a FAAB league, its blind bid, changed in one request. Only
 * what changed is sent: a drop that has locked since it was chosen may stay as it is.
 */
export function ClaimEditForm({ leagueId, teamId, claim, budgetLeft, onDone }: ClaimEditFormProps) {
  const league = useLeague(leagueId).data;
  const mutation = useUpdateClaim(leagueId);
  // A pending claim always holds a bid: 0 outside FAAB.
  const [bid, setBid] = useState<NumberValue>(claim.bid ?? 0);
  const drop = useDropChoice(
    league,
    teamId,
    claim.addPlayer.position,
    claim.dropPlayer?.id ?? null,
  );
  const { dropId, dropMissing } = drop;
  const faab = league?.waivers.type === 'faab';
  const problem = faab ? bidProblem(bid, budgetLeft) : null;
  const name = claim.addPlayer.name;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || dropMissing) return;
    const changes: UpdateClaimInput = {
      ...(faab && typeof bid === 'number' && bid !== claim.bid ? { bid } : {}),
      ...(dropId !== (claim.dropPlayer?.id ?? null) ? { dropPlayerId: dropId } : {}),
    };
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    mutation.mutate(
      { claimId: claim.id, ...changes },
      {
        onSuccess: (saved) => {
          const drops = saved.dropPlayer ? `drops ${saved.dropPlayer.name}` : 'drops nobody';
          const bidText = faab ? `, bid ${dollars(saved.bid ?? 0)}` : '';
          showSuccess('Claim Updated', `${saved.addPlayer.name}: ${drops}${bidText}`);
          onDone();
        },
        onError: (failure) => {
          showActionError(failure, 'Failed to update the claim');
          if (drop.closesAfter(failure)) onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {faab
            ? `Bids are blind: the highest wins ${name} at the next clear, and only the winner pays.`
            : `The first team in the waiver order with a claim on ${name} takes him at the next clear.`}
        </Text>
        {faab ? (
          <BidInput
            budgetLeft={budgetLeft}
            description={`${dollars(budgetLeft)} of budget left`}
            value={bid}
            onChange={setBid}
            error={problem}
            maw={240}
          />
        ) : null}
        <DropSelect {...drop.select} />
        <ModalActions
          submitLabel="Save Claim"
          submitting={mutation.isPending}
          submitDisabled={dropMissing}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
