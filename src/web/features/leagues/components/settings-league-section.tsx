import { Group, Textarea, TextInput } from '@mantine/core';
import { IconLock, IconTrophy, IconWorld } from '@tabler/icons-react';
import type { LeagueSettingsDoc } from '../../../../domain/contract/settings';
import { NumberSetting, SegmentSetting } from './setting-inputs';
import { SettingRow, SettingsSection } from './settings-section';
import type { ControlOf } from './use-settings-form';

const VISIBILITY = [
  {
    value: 'public',
    label: (
      <Group gap={6} justify="center" wrap="nowrap">
        <IconWorld size={15} />
        <span>Public</span>
      </Group>
    ),
  },
  {
    value: 'private',
    label: (
      <Group gap={6} justify="center" wrap="nowrap">
        <IconLock size={15} />
        <span>Private</span>
      </Group>
    ),
  },
];

/** The league itself: its name, description, who may find it and how many teams it takes. */
export function LeagueSection({ doc, control }: { doc: LeagueSettingsDoc; control: ControlOf }) {
  const name = control('league.name');
  const description = control('league.description');
  const visibility = control('league.isPublic');
  return (
    <SettingsSection
      id="league"
      title="League"
      icon={<IconTrophy size={20} />}
      description="How the league is named and found, and how many teams it takes."
    >
      <SettingRow path="league.name" change={doc.changes['league.name']}>
        <TextInput
          id={name.id}
          value={String(name.value ?? '')}
          onChange={(event) => name.onChange(event.currentTarget.value)}
          error={name.error}
          disabled={name.disabled}
          maxLength={60}
        />
      </SettingRow>
      <SettingRow path="league.description" change={doc.changes['league.description']}>
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
      <SettingRow
        path="league.isPublic"
        change={doc.changes['league.isPublic']}
        help={
          visibility.value
            ? 'Anyone may find the league and join it.'
            : 'Only people with the invite link or code may join.'
        }
      >
        <SegmentSetting
          control={{
            ...visibility,
            value: visibility.value ? 'public' : 'private',
            onChange: (value) => visibility.onChange(value === 'public'),
          }}
          data={VISIBILITY}
        />
      </SettingRow>
      <SettingRow
        path="league.maxTeams"
        change={doc.changes['league.maxTeams']}
        help="2 to 20, and never fewer than the teams already in."
      >
        <NumberSetting control={control('league.maxTeams')} min={2} max={20} suffix=" teams" />
      </SettingRow>
    </SettingsSection>
  );
}
