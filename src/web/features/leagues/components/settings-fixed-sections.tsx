import { Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { LeagueSettingsDoc } from '../../../../domain/contract/settings';
import { SlotBadge } from '../../../components/slot-badge';
import { settingValueText } from '../../../lib/league/setting-values';
import { SettingRow, SettingsSection } from './settings-section';

// The roster is the same in every league for now: shown, not changed.

export function RosterSection({ roster }: { roster: LeagueSettingsDoc['roster'] }) {
  return (
    <SettingsSection
      id="roster"
      title="Roster"
      icon={<IconUsers size={20} />}
      description="The lineup every team fields. The same in every league for now."
    >
      <SettingRow label="Starters" help="One player in each slot; FLEX takes any position.">
        <Group gap={6} data-testid="roster-starters">
          {roster.starters.map((slot) => (
            <SlotBadge key={slot} slot={slot} w="auto" />
          ))}
        </Group>
      </SettingRow>
      <SettingRow path="roster.bench" help="Players in reserve behind the starters.">
        <Text size="sm" fw={600} data-testid="roster-bench">
          {settingValueText('roster.bench', roster.bench)}
        </Text>
      </SettingRow>
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
