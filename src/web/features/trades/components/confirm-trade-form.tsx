import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { Trade } from '../../../../domain/contract/trades';
import { ModalActions } from '../../../components/modal-actions';
import { showActionError } from '../../../lib/action-error';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { showSuccess } from '../../../lib/toast';
import { useCounterTrade } from '../api/counter-trade';
import { useProposeTrade } from '../api/propose-trade';
import { offerSentence } from '../trade-selection';

// Trade success toasts stay 5 s, longer than the usual 3.
const TRADE_TOAST_MS = 5_000;
const NOTE_MAX = 500;

export interface TradeProposal {
  userId: string;
  fromTeamId: string;
  toTeamId: string;
  theirTeamName: string;
  give: string[];
  receive: string[];
  /** The offer this one answers: sent as its counter-offer. */
  counterOf: string | null;
}

interface ConfirmTradeFormProps {
  proposal: TradeProposal;
  onCancel(): void;
  onSent(trade: Trade): void;
}

/** 'Confirm Trade Proposal': what is offered for what, an optional note, then Submit Trade. */
export function ConfirmTradeForm({ proposal, onCancel, onSent }: ConfirmTradeFormProps) {
  const [note, setNote] = useState('');
  const idempotencyKey = useIdempotencyKey();
  const propose = useProposeTrade(proposal.userId);
  const counter = useCounterTrade(proposal.userId);
  const submitting = propose.isPending || counter.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const offer = { give: proposal.give, receive: proposal.receive, note: note.trim() };
    const callbacks = {
      onError: (error: Error) => showActionError(error, 'Failed to propose trade'),
    };
    if (proposal.counterOf) {
      counter.mutate(
        { tradeId: proposal.counterOf, input: offer, idempotencyKey },
        {
          ...callbacks,
          onSuccess: (trade) => {
            showSuccess('Counter Offer Sent', 'Your counter offer has been sent', TRADE_TOAST_MS);
            onSent(trade);
          },
        },
      );
      return;
    }
    propose.mutate(
      {
        input: { fromTeamId: proposal.fromTeamId, toTeamId: proposal.toTeamId, ...offer },
        idempotencyKey,
      },
      {
        ...callbacks,
        onSuccess: (trade) => {
          showSuccess('Trade Proposed', 'Your trade proposal has been sent', TRADE_TOAST_MS);
          onSent(trade);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} p="sm">
          This trade requires approval from the other team owner.
        </Alert>
        <Text data-testid="trade-offer-sentence">
          {offerSentence(proposal.give.length, proposal.receive.length, proposal.theirTeamName)}
        </Text>
        {proposal.counterOf ? (
          <Text size="sm" c="dimmed">
            It replaces the offer you received from {proposal.theirTeamName}.
          </Text>
        ) : null}
        <Textarea
          label="Note to the other owner"
          description="Optional"
          placeholder="Why this trade works for both of you"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={NOTE_MAX}
          autosize
          minRows={2}
          maxRows={5}
        />
        <Text fw={600}>Are you sure you want to proceed?</Text>
        <ModalActions
          submitLabel="Submit Trade"
          submitting={submitting}
          onCancel={onCancel}
          focusSubmit
        />
      </Stack>
    </form>
  );
}
