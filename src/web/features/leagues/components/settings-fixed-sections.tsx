import { Group } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { starterSlotsOf } from '../../../../domain/roster';
import { MAX_BENCH_SIZE } from '../../../../domain/vocabulary';
import { SlotBadge } from '../../../components/slot-badge';
import { NumberSetting, SwitchSetting } from './setting-inputs';
import { SettingRow, SettingsSection } from './settings-section';
import type { ControlOf } from './use-settings-form';

// Six starters in every league; the TEAM slot and the bench are the league's own.

export function RosterSection({ control }: { control: ControlOf }) {
  const teamSlot = control('roster.teamSlot');
  // The starters as they would be with the switch as it stands, saved or not.
  const starters = starterSlotsOf({ teamSlot: teamSlot.value === true });
  return (
    <SettingsSection
      id="roster"
      title="Roster"
      icon={<IconUsers size={20} />}
      description={`The lineup every team fields: ${starters.length === 7 ? 'seven' : 'six'} starters, then the bench.`}
    >
      <SettingRow
        label="Starters"
        help={`One player in each slot; FLEX takes any position${teamSlot.value === true ? ', TEAM a pro team' : ''}.`}
      >
        <Group gap={6} data-testid="roster-starters">
          {starters.map((slot) => (
            <SlotBadge key={slot} slot={slot} w="auto" />
          ))}
        </Group>
      </SettingRow>
      <SwitchSetting
        control={teamSlot}
        help="A seventh starter: a pro organisation, scored by its team's results (wins, dragons, barons, towers, first blood). The draft gets a seventh round."
      />
      <NumberSetting
        control={control('roster.bench')}
        help={`Players in reserve behind the starters, 0 to ${MAX_BENCH_SIZE}.`}
        min={0}
        max={MAX_BENCH_SIZE}
        suffix=" on the bench"
      />
    </SettingsSection>
  );
}
