import { NumberInput, Stack, Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { plural } from '../../../../domain/vocabulary';
import { ModalActions } from '../../../components/modal-actions';
import { showActionError } from '../../../lib/action-error';
import { showSuccess } from '../../../lib/toast';
import { useSetSchedule } from '../api/set-schedule';
import { type NumberValue, parseScheduleWeeks, SCHEDULE_WEEKS_RANGE } from '../league-forms';

interface ScheduleWeeksFormProps {
  leagueId: string;
  initialWeeks: number;
  intro: ReactNode;
  submitLabel: string;
  /** The success toast's title ('Schedule Generated', 'Schedule Set'). */
  successTitle: string;
  failureFallback: string;
  onDone(): void;
}

/** 'Set Schedule' and 'Generate New Schedule': the season's length, 1–20 weeks. */
export function ScheduleWeeksForm({
  leagueId,
  initialWeeks,
  intro,
  submitLabel,
  successTitle,
  failureFallback,
  onDone,
}: ScheduleWeeksFormProps) {
  const [weeks, setWeeks] = useState<NumberValue>(initialWeeks);
  const [error, setError] = useState<string | undefined>();
  const mutation = useSetSchedule(leagueId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseScheduleWeeks(weeks);
    if (!result.ok) {
      setError(result.errors.weeks);
      return;
    }
    mutation.mutate(result.input.weeks, {
      onSuccess: (league) => {
        const count = league.scheduleWeeks ?? result.input.weeks;
        showSuccess(successTitle, `The season now runs ${plural(count, 'week')}.`);
        onDone();
      },
      onError: (caught) => showActionError(caught, failureFallback),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        <NumberInput
          label="Number of Weeks"
          description={`Between ${SCHEDULE_WEEKS_RANGE.min} and ${SCHEDULE_WEEKS_RANGE.max}`}
          value={weeks}
          onChange={(value) => {
            setWeeks(value);
            setError(undefined);
          }}
          error={error}
          min={SCHEDULE_WEEKS_RANGE.min}
          max={SCHEDULE_WEEKS_RANGE.max}
          clampBehavior="none"
          allowDecimal={false}
          maw={200}
          data-autofocus
        />
        <ModalActions submitLabel={submitLabel} submitting={mutation.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
