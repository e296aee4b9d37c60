import { Textarea, TextInput } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { VISIBILITY } from '../league-display';
import { NumberSetting, SegmentSetting } from './setting-inputs';
import { SettingRow, SettingsSection } from './settings-section';
import type { ControlOf } from './use-settings-form';

/** The league itself: its name, description, who may find it and how many teams it takes. */
export function LeagueSection({ control }: { control: ControlOf }) {
  const name = control('league.name');
  const description = control('league.description');
  const isPublic = control('league.isPublic');
  const visibility = isPublic.value ? VISIBILITY[0] : VISIBILITY[1];
  return (
    <SettingsSection
      id="league"
      title="League"
      icon={<IconTrophy size={20} />}
      description="How the league is named and found, and how many teams it takes."
    >
      <SettingRow control={name}>
        <TextInput
          id={name.id}
          value={String(name.value ?? '')}
          onChange={(event) => name.onChange(event.currentTarget.value)}
          error={name.error}
          disabled={name.disabled}
          maxLength={60}
        />
      </SettingRow>
      <SettingRow control={description}>
        <Textarea
          id={description.id}
          value={String(description.value ?? '')}
          onChange={(event) => description.onChange(event.currentTarget.value)}
          error={description.error}
          disabled={description.disabled}
          placeholder="What the league is about"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={500}
        />
      </SettingRow>
      <SegmentSetting
        control={{
          ...isPublic,
          value: visibility.value,
          onChange: (value) => isPublic.onChange(value === 'public'),
        }}
        help={`${visibility.text}.`}
        data={VISIBILITY}
      />
      <NumberSetting
        control={control('league.maxTeams')}
        help="2 to 20, and never fewer than the teams already in."
        min={2}
        max={20}
        suffix=" teams"
      />
    </SettingsSection>
  );
}
