import { Alert, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ModalActions } from '../../../components/modal-actions';
import { showActionError } from '../../../lib/action-error';
import { showSuccess } from '../../../lib/toast';
import { useFillLeague } from '../api/fill-league';
import { LEAGUE_ACTION_FALLBACKS } from '../league-errors';
import {
  FILL_LEAGUE_DEFAULTS,
  FILL_TEAMS_RANGE,
  FILL_WEEKS_RANGE,
  type NumberValue,
  parseFillLeague,
} from '../league-forms';

interface FillLeagueFormProps {
  userId: string;
  leagueId: string;
  onDone(): void;
}

type Field = 'numTeams' | 'numWeeks';

/** 'Fill League with Teams': bot teams for trying a league out (testing only). */
export function FillLeagueForm({ userId, leagueId, onDone }: FillLeagueFormProps) {
  const [values, setValues] = useState<Record<Field, NumberValue>>({ ...FILL_LEAGUE_DEFAULTS });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const mutation = useFillLeague(leagueId, userId);
  const set = (field: Field, value: NumberValue) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseFillLeague(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    mutation.mutate(result.input, {
      // The server says what it did: how many bots, and the schedule it set.
      onSuccess: ({ message }) => {
        showSuccess('League Filled', message);
        onDone();
      },
      onError: (caught) => showActionError(caught, LEAGUE_ACTION_FALLBACKS.fillLeague),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Alert variant="light" color="gold" icon={<IconFlask size={18} />} p="sm">
          <Text size="sm">
            For testing: adds bot teams named after real organisations until the league has this
            many teams (never above its maximum), and sets the season length.
          </Text>
        </Alert>
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label="Number of Teams"
            description={`${FILL_TEAMS_RANGE.min} to ${FILL_TEAMS_RANGE.max}`}
            value={values.numTeams}
            onChange={(value) => set('numTeams', value)}
            error={errors.numTeams}
            min={FILL_TEAMS_RANGE.min}
            max={FILL_TEAMS_RANGE.max}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
          />
          <NumberInput
            label="Number of Weeks"
            description={`${FILL_WEEKS_RANGE.min} to ${FILL_WEEKS_RANGE.max}`}
            value={values.numWeeks}
            onChange={(value) => set('numWeeks', value)}
            error={errors.numWeeks}
            min={FILL_WEEKS_RANGE.min}
            max={FILL_WEEKS_RANGE.max}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
          />
        </SimpleGrid>
        <ModalActions submitLabel="Fill League" submitting={mutation.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
