import { Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { LeagueSettingsDoc } from '../../../../domain/contract/settings';
import { MAX_BENCH_SIZE } from '../../../../domain/vocabulary';
import { SlotBadge } from '../../../components/slot-badge';
import { settingValueText } from '../../../lib/league/setting-values';
import { NumberSetting } from './setting-inputs';
import { SettingRow, SettingsSection } from './settings-section';
import type { ControlOf } from './use-settings-form';

// The starters are the same in every league; the bench is the league's own.

export function RosterSection({
  roster,
  control,
}: {
  roster: LeagueSettingsDoc['roster'];
  control: ControlOf;
}) {
  return (
    <SettingsSection
      id="roster"
      title="Roster"
      icon={<IconUsers size={20} />}
      description="The lineup every team fields: six starters, then the bench."
    >
      <SettingRow label="Starters" help="One player in each slot; FLEX takes any position.">
        <Group gap={6} data-testid="roster-starters">
          {roster.starters.map((slot) => (
            <SlotBadge key={slot} slot={slot} w="auto" />
          ))}
        </Group>
      </SettingRow>
      <NumberSetting
        control={control('roster.bench')}
        help={`Players in reserve behind the starters, 0 to ${MAX_BENCH_SIZE}.`}
        min={0}
        max={MAX_BENCH_SIZE}
        suffix=" on the bench"
      />
      <SettingRow
        path="roster.teamSlot"
        help="A pro team itself as a starter, scored by team points."
      >
        <Text size="sm" fw={600} data-testid="roster-team-slot">
          {settingValueText('roster.teamSlot', roster.teamSlot)}
        </Text>
      </SettingRow>
    </SettingsSection>
  );
}
