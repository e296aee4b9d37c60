import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { UpdateClaimInput, WaiverClaim } from '../../../../domain/contract/waivers';
import { ModalActions } from '../../../components/modal-actions';
import { actionErrorMessage, showActionError } from '../../../lib/action-error';
import { useLeague } from '../../../lib/league/get-league';
import { closeModal, openModal } from '../../../lib/open-modal';
import { showSuccess } from '../../../lib/toast';
import {
  BidInput,
  bidProblem,
  closesAfterRefusal,
  DropSelect,
  isLineupLocked,
  useDropRoom,
} from '../../waivers';
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
  const queryClient = useQueryClient();
  const [bid, setBid] = useState<NumberValue>(claim.bid);
  const [dropId, setDropId] = useState<string | null>(claim.dropPlayer?.id ?? null);
  const [dropError, setDropError] = useState<string | null>(null);
  const { roster, room, locked } = useDropRoom(league, teamId, claim.addPlayer.position);
  const faab = league?.waivers.type === 'faab';
  const problem = faab ? bidProblem(bid, budgetLeft) : null;
  const dropMissing = room !== null && !room.open && dropId === null;
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
          const bidText = faab ? `, bid ${dollars(saved.bid)}` : '';
          showSuccess('Claim Updated', `${saved.addPlayer.name}: ${drops}${bidText}`);
          onDone();
        },
        onError: (failure) => {
          showActionError(failure, 'Failed to update the claim');
          // The drop locked since it was chosen: the rest of the form stays for another.
          if (isLineupLocked(failure)) {
            setDropId(null);
            setDropError(actionErrorMessage(failure, 'The player to drop is locked'));
          }
          if (closesAfterRefusal(queryClient, leagueId, failure)) onDone();
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
        <DropSelect
          roster={roster}
          room={room}
          locked={locked}
          value={dropId}
          onChange={(value) => {
            setDropId(value);
            setDropError(null);
          }}
          error={dropError}
        />
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
    const problem = bidProblem(bid, budgetLeft);
    if (problem || typeof bid !== 'number') {
      setError(problem);
      return;
    }
    mutation.mutate(
      { claimId: claim.id, bid },
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
