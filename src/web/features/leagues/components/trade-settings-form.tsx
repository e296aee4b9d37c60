import { NumberInput, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { League } from '../../../../domain/contract/leagues';
import { ModalActions } from '../../../components/modal-actions';
import { showActionError } from '../../../lib/action-error';
import { showSuccess } from '../../../lib/toast';
import { useUpdateLeagueSettings } from '../api/update-league-settings';
import { TRADE_REVIEW_OPTIONS, tradeDeadlineLabel, tradeReviewLabel } from '../league-display';
import { type NumberValue, parseTradeSettings, TRADE_DEADLINE_RANGE } from '../league-forms';

interface TradeSettingsFormProps {
  league: Pick<League, 'id' | 'trades'>;
  onDone(): void;
}

/** The commissioner's trade rules: how long accepted trades wait for a veto, and the deadline. */
export function TradeSettingsForm({ league, onDone }: TradeSettingsFormProps) {
  const [reviewHours, setReviewHours] = useState(String(league.trades.reviewHours));
  const [deadlineWeek, setDeadlineWeek] = useState<NumberValue>(league.trades.deadlineWeek ?? '');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const mutation = useUpdateLeagueSettings(league.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseTradeSettings({ reviewHours, deadlineWeek });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    mutation.mutate(result.input, {
      onSuccess: (saved) => {
        showSuccess(
          'Settings Saved',
          `${tradeReviewLabel(saved.trades.reviewHours)} · ${tradeDeadlineLabel(saved.trades.deadlineWeek)}`,
        );
        onDone();
      },
      onError: (error) => showActionError(error, 'Failed to save settings'),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          An accepted trade waits out the review period, during which you may veto it; then the
          players change teams. After the deadline week is scored, no more trades are made.
        </Text>
        <Select
          label="Trade review period"
          data={TRADE_REVIEW_OPTIONS}
          value={reviewHours}
          onChange={(value) => {
            if (value !== null) setReviewHours(value);
            setErrors({});
          }}
          allowDeselect={false}
          error={errors.tradeReviewHours}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <NumberInput
          label="Trade deadline week"
          description={`Week ${TRADE_DEADLINE_RANGE.min} to ${TRADE_DEADLINE_RANGE.max}; leave empty for no deadline`}
          placeholder="No deadline"
          value={deadlineWeek}
          onChange={(value) => {
            setDeadlineWeek(value);
            setErrors({});
          }}
          error={errors.tradeDeadlineWeek}
          min={TRADE_DEADLINE_RANGE.min}
          max={TRADE_DEADLINE_RANGE.max}
          clampBehavior="none"
          allowDecimal={false}
          maw={240}
        />
        <ModalActions
          submitLabel="Save Settings"
          submitting={mutation.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
