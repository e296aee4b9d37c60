import {
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { League } from '../../../../domain/contract/leagues';
import { MAX_PICK_SECONDS, MIN_PICK_SECONDS } from '../../../../domain/vocabulary';
import { ModalActions } from '../../../components/modal-actions';
import { showActionError } from '../../../lib/action-error';
import { showSuccess } from '../../../lib/toast';
import { useScheduleDraft } from '../api/schedule-draft';
import { DRAFT_TYPE_LABELS, formatDraftDate } from '../league-display';
import { LEAGUE_ACTION_FALLBACKS } from '../league-errors';
import { localDateAndTime, parseScheduleDraft, type ScheduleDraftValues } from '../league-forms';

/** A saved ISO instant as the local date and time inputs show it. */
function localParts(iso: string | null): Pick<ScheduleDraftValues, 'date' | 'time'> {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? localDateAndTime(date) : { date: '', time: '' };
}

interface ScheduleDraftFormProps {
  league: Pick<League, 'id' | 'draft'>;
  onDone(): void;
}

/** 'Schedule Draft': a date and a time (both required), snake or auction. */
export function ScheduleDraftForm({ league, onDone }: ScheduleDraftFormProps) {
  const [values, setValues] = useState<ScheduleDraftValues>({
    ...localParts(league.draft.dateTime),
    draftType: league.draft.type,
    pickSeconds: league.draft.pickSeconds,
  });
  const [errors, setErrors] = useState<{ dateTime?: string; pickSeconds?: string }>({});
  const error = errors.dateTime;
  const mutation = useScheduleDraft(league.id);
  const set = <K extends keyof ScheduleDraftValues>(key: K, value: ScheduleDraftValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseScheduleDraft(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    mutation.mutate(result.input, {
      onSuccess: (saved) => {
        const when = formatDraftDate(saved.draft.dateTime) ?? 'the chosen time';
        showSuccess(
          'Draft Scheduled',
          `${DRAFT_TYPE_LABELS[saved.draft.type]} draft set for ${when}`,
        );
        onDone();
      },
      onError: (caught) => showActionError(caught, LEAGUE_ACTION_FALLBACKS.scheduleDraft),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Pick when your league drafts. Members see the date on the league page.
        </Text>
        <Input.Wrapper error={error}>
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              type="date"
              label="Draft Date"
              // The picker offers today onwards; a date typed before it is refused on save.
              min={localDateAndTime(new Date()).date}
              value={values.date}
              onChange={(event) => set('date', event.currentTarget.value)}
              error={Boolean(error)}
              withAsterisk
            />
            <TextInput
              type="time"
              label="Draft Time"
              value={values.time}
              onChange={(event) => set('time', event.currentTarget.value)}
              error={Boolean(error)}
              withAsterisk
            />
          </SimpleGrid>
        </Input.Wrapper>
        <Input.Wrapper label="Draft Type">
          <SegmentedControl
            fullWidth
            mt={4}
            value={values.draftType}
            onChange={(value) => set('draftType', value as ScheduleDraftValues['draftType'])}
            data={[
              { value: 'snake', label: DRAFT_TYPE_LABELS.snake },
              { value: 'auction', label: DRAFT_TYPE_LABELS.auction },
            ]}
          />
        </Input.Wrapper>
        <NumberInput
          label="Pick Clock (seconds)"
          description="When a pick's time runs out, the best available player is drafted."
          value={values.pickSeconds}
          onChange={(value) => set('pickSeconds', value)}
          min={MIN_PICK_SECONDS}
          max={MAX_PICK_SECONDS}
          step={15}
          allowDecimal={false}
          error={errors.pickSeconds}
        />
        <ModalActions
          submitLabel="Schedule Draft"
          submitting={mutation.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
