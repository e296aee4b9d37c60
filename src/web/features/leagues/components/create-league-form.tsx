import {
  Checkbox,
  Group,
  Input,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconBroadcast, IconHistory } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { League } from '../../../../domain/contract/leagues';
import { LEAGUE_REGIONS } from '../../../../domain/vocabulary';
import { ModalActions } from '../../../components/modal-actions';
import { showActionError } from '../../../lib/action-error';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { showSuccess } from '../../../lib/toast';
import { useCreateLeague } from '../api/create-league';
import { PACE_OPTIONS, REGION_LEAGUES, VISIBILITY } from '../league-display';
import { LEAGUE_ACTION_FALLBACKS } from '../league-errors';
import {
  CREATE_LEAGUE_DEFAULTS,
  type CreateLeagueValues,
  createLeagueRefusal,
  MAX_TEAMS_RANGE,
  parseCreateLeague,
} from '../league-forms';

interface CreateLeagueFormProps {
  userId: string;
  onCancel(): void;
  onCreated(league: League): void;
}

/** The 'Create New League' form. */
export function CreateLeagueForm({ userId, onCancel, onCreated }: CreateLeagueFormProps) {
  const [values, setValues] = useState<CreateLeagueValues>(CREATE_LEAGUE_DEFAULTS);
  const [errors, setErrors] = useState<Partial<Record<keyof CreateLeagueValues, string>>>({});
  const mutation = useCreateLeague(userId);
  const idempotencyKey = useIdempotencyKey();
  const set = <K extends keyof CreateLeagueValues>(key: K, value: CreateLeagueValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // One league per filled-in form, however often Create is pressed.
    if (mutation.isPending) return;
    const result = parseCreateLeague(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    mutation.mutate(
      { input: result.input, idempotencyKey },
      {
        onSuccess: (league) => {
          showSuccess('League Created', `${league.name} is ready. Invite your rivals!`);
          onCreated(league);
        },
        onError: (error) => {
          // A field the server refuses (a first day outside the stored games) says so below it.
          const refused = createLeagueRefusal(error);
          if (refused) setErrors(refused);
          else showActionError(error, LEAGUE_ACTION_FALLBACKS.createLeague);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="League Name"
          placeholder="e.g. Summoners Cup"
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errors.name}
          maxLength={60}
          withAsterisk
          data-autofocus
        />
        <Textarea
          label="Description"
          placeholder="What makes your league special? (optional)"
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={errors.description}
          maxLength={500}
          autosize
          minRows={2}
          maxRows={4}
        />
        <Checkbox.Group
          label="Regions"
          description="Pros from these regions make up the player pool"
          value={values.regions}
          onChange={(regions) => set('regions', regions)}
          error={errors.regions}
          withAsterisk
        >
          <SimpleGrid cols={2} spacing="xs" mt={6}>
            {LEAGUE_REGIONS.map((region) => (
              <Checkbox.Card key={region} value={region} radius="md" p="sm">
                <Group wrap="nowrap" gap="sm" align="flex-start">
                  <Checkbox.Indicator mt={2} />
                  <div>
                    <Text fw={600} size="sm" lh={1.3}>
                      {region}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {REGION_LEAGUES[region]}
                    </Text>
                  </div>
                </Group>
              </Checkbox.Card>
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <NumberInput
          label="Maximum Teams"
          description={`Between ${MAX_TEAMS_RANGE.min} and ${MAX_TEAMS_RANGE.max}`}
          value={values.maxTeams}
          onChange={(value) => set('maxTeams', value)}
          error={errors.maxTeams}
          min={MAX_TEAMS_RANGE.min}
          max={MAX_TEAMS_RANGE.max}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          maw={200}
        />
        <SeasonFields values={values} errors={errors} set={set} />
        <Radio.Group
          label="Visibility"
          value={values.isPublic ? 'public' : 'private'}
          onChange={(value) => set('isPublic', value === 'public')}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
            {VISIBILITY.map(({ value, label, icon: Icon, text }) => (
              <Radio.Card key={value} value={value} radius="md" p="sm">
                <Group wrap="nowrap" gap="sm" align="flex-start">
                  <Radio.Indicator mt={2} />
                  <div>
                    <Group gap={6}>
                      <Icon size={15} />
                      <Text fw={600} size="sm" lh={1.3}>
                        {label}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {text}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <ModalActions
          submitLabel="Create League"
          submitting={mutation.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

type SetValue = <K extends keyof CreateLeagueValues>(key: K, value: CreateLeagueValues[K]) => void;

const SEASON_TEXT = {
  live: 'Weeks follow the real calendar from today; games count as they are played and imported.',
  replay:
    'The stored pro season played again: its weeks pass at the pace you choose, and each game counts once the replay reaches it.',
} as const;

/** Season: live, or a replay with its first day and its pace. */
function SeasonFields({
  values,
  errors,
  set,
}: {
  values: CreateLeagueValues;
  errors: Partial<Record<keyof CreateLeagueValues, string>>;
  set: SetValue;
}) {
  return (
    <Input.Wrapper label="Season" description={SEASON_TEXT[values.season]}>
      <Stack gap="sm" mt={6}>
        <SegmentedControl
          aria-label="Season"
          value={values.season}
          onChange={(value) => set('season', value === 'live' ? 'live' : 'replay')}
          data={[
            {
              value: 'live',
              label: (
                <Group gap={6} justify="center" wrap="nowrap">
                  <IconBroadcast size={15} />
                  <span>Live</span>
                </Group>
              ),
            },
            {
              value: 'replay',
              label: (
                <Group gap={6} justify="center" wrap="nowrap">
                  <IconHistory size={15} />
                  <span>Replay</span>
                </Group>
              ),
            },
          ]}
          fullWidth
        />
        {values.season === 'replay' ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="date"
              label="First day"
              description="Empty: the regions' first game"
              value={values.from}
              onChange={(event) => set('from', event.currentTarget.value)}
              error={errors.from}
            />
            <Select
              label="Pace"
              description="Real time per fantasy week"
              data={PACE_OPTIONS}
              value={values.weekSeconds}
              onChange={(value) => {
                if (value !== null) set('weekSeconds', value);
              }}
              allowDeselect={false}
              error={errors.weekSeconds}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
