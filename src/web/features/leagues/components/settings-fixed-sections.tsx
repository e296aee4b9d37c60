import { Group, SimpleGrid, Table, Text } from '@mantine/core';
import { IconListDetails, IconUsers } from '@tabler/icons-react';
import type { LeagueSettingsDoc } from '../../../../domain/contract/settings';
import { SlotBadge } from '../../../components/slot-badge';
import { settingValueText } from '../../../lib/league/setting-values';
import { pointsText, scoringLabel } from '../settings-display';
import { SettingRow, SettingsSection } from './settings-section';

// The roster and the scoring are the same in every league for now: shown, not changed.

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

export function ScoringSection({ scoring }: { scoring: LeagueSettingsDoc['scoring'] }) {
  return (
    <SettingsSection
      id="scoring"
      title="Scoring"
      icon={<IconListDetails size={20} />}
      description="Points for each thing that happens in a game. The same in every league for now."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="md">
        <PointsTable caption="Player" points={scoring.player} />
        <PointsTable caption="Team" points={scoring.team} />
      </SimpleGrid>
    </SettingsSection>
  );
}

function PointsTable({ caption, points }: { caption: string; points: Record<string, number> }) {
  return (
    <Table
      verticalSpacing={6}
      horizontalSpacing="sm"
      withTableBorder
      striped
      aria-label={`${caption} points`}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{caption}</Table.Th>
          <Table.Th ta="right">Points</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {Object.entries(points).map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Td fz="sm">{scoringLabel(key)}</Table.Td>
            <Table.Td
              ta="right"
              fz="sm"
              fw={600}
              c={value < 0 ? 'red.4' : undefined}
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {pointsText(value)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
