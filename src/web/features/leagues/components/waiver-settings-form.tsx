import { NumberInput, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { League } from '../../../../domain/contract/leagues';
import { MAX_FAAB_BUDGET, MAX_WAIVER_DAYS, type WaiverType } from '../../../../domain/vocabulary';
import { ModalActions } from '../../../components/modal-actions';
import { showActionError } from '../../../lib/action-error';
import { showSuccess } from '../../../lib/toast';
import { useUpdateLeagueSettings } from '../api/update-league-settings';
import { WAIVER_TYPE_OPTIONS, waiverSettingsLine } from '../league-display';
import { type NumberValue, parseWaiverSettings } from '../league-forms';

interface WaiverSettingsFormProps {
  league: Pick<League, 'id' | 'waivers'>;
  onDone(): void;
}

/** The commissioner's waiver rules: how claims are settled, the FAAB budget, the waiting days. */
export function WaiverSettingsForm({ league, onDone }: WaiverSettingsFormProps) {
  const [type, setType] = useState<string>(league.waivers.type);
  const [budget, setBudget] = useState<NumberValue>(league.waivers.budget);
  const [days, setDays] = useState<NumberValue>(league.waivers.days);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const mutation = useUpdateLeagueSettings(league.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseWaiverSettings({ type, budget, days });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    mutation.mutate(result.input, {
      onSuccess: (saved) => {
        showSuccess('Settings Saved', waiverSettingsLine(saved.waivers));
        onDone();
      },
      onError: (error) => showActionError(error, 'Failed to save settings'),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A dropped player waits on waivers for the days you set; claims on him are settled at the
          next daily clear. In FAAB leagues teams bid blind from their season budget.
        </Text>
        <Select
          label="Waiver type"
          data={WAIVER_TYPE_OPTIONS}
          value={type}
          onChange={(value) => {
            if (value !== null) setType(value as WaiverType);
            setErrors({});
          }}
          allowDeselect={false}
          error={errors.waiverType}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <NumberInput
          label="FAAB budget"
          description={`Dollars per team for the season, $0 to $${MAX_FAAB_BUDGET}; used in FAAB leagues`}
          value={budget}
          onChange={(value) => {
            setBudget(value);
            setErrors({});
          }}
          error={errors.faabBudget}
          prefix="$"
          min={0}
          max={MAX_FAAB_BUDGET}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          maw={240}
        />
        <NumberInput
          label="Waiver days"
          description={`League days a dropped player waits, 0 to ${MAX_WAIVER_DAYS}`}
          value={days}
          onChange={(value) => {
            setDays(value);
            setErrors({});
          }}
          error={errors.waiverDays}
          min={0}
          max={MAX_WAIVER_DAYS}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
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
