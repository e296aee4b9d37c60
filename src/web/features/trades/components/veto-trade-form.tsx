import { Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Trade } from '../../../../domain/contract/trades';
import { ModalActions } from '../../../components/modal-actions';
import { showActionError } from '../../../lib/action-error';
import { showSuccess } from '../../../lib/toast';
import { useVetoTrade } from '../api/veto-trade';

interface VetoTradeFormProps {
  trade: Trade;
  userId: string;
  onDone(): void;
}

/** The commissioner stops a trade in review; the reason is shown with the vetoed trade. */
export function VetoTradeForm({ trade, userId, onDone }: VetoTradeFormProps) {
  const [reason, setReason] = useState('');
  const veto = useVetoTrade(userId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    veto.mutate(
      { tradeId: trade.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          showSuccess('Trade Vetoed', 'The trade has been vetoed; the players stay on their teams');
          onDone();
        },
        onError: (error) => showActionError(error, 'Failed to veto trade'),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>
          Veto the trade between <strong>{trade.fromTeam.name}</strong> and{' '}
          <strong>{trade.toTeam.name}</strong>? No players change teams.
        </Text>
        <Textarea
          label="Reason"
          description="Optional; everyone in the league sees it"
          placeholder="e.g. The trade is lopsided"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          maxRows={5}
          data-autofocus
        />
        <ModalActions
          submitLabel="Veto Trade"
          submitting={veto.isPending}
          onCancel={onDone}
          submitColor="red"
        />
      </Stack>
    </form>
  );
}
