import { Button, Group, Text } from '@mantine/core';
import { IconCalendarTime, IconScale, IconTournament } from '@tabler/icons-react';
import type { LeagueSettingsDoc } from '../../../../domain/contract/settings';
import { playoffStartWeek } from '../../../../domain/playoffs';
import { MAX_WEEK_SECONDS, MIN_WEEK_SECONDS, paceLabel } from '../../../../domain/season-clock';
import type { PlayoffRoundWeeks, PlayoffTeams } from '../../../../domain/vocabulary';
import {
  PACE_PRESETS,
  PLAYOFF_TEAM_OPTIONS,
  playoffStartOptions,
  ROUND_WEEK_OPTIONS,
  scheduleText,
  seasonModeText,
} from '../settings-display';
import { NumberSetting, SegmentSetting, SelectSetting, SwitchSetting } from './setting-inputs';
import { SettingRow, SettingsSection } from './settings-section';
import type { ControlOf, SettingControl } from './use-settings-form';

interface SectionProps {
  doc: LeagueSettingsDoc;
  control: ControlOf;
}

export function SeasonSection({ doc, control }: SectionProps) {
  const { season } = doc;
  return (
    <SettingsSection
      id="season"
      title="Season"
      icon={<IconCalendarTime size={20} />}
      description="How the league's time runs and how long its schedule is."
    >
      <SettingRow
        label="Season mode"
        help={
          season.mode === 'replay'
            ? 'The stored pro season played again at the pace below.'
            : 'Weeks follow the real calendar; games count as they are played.'
        }
      >
        <Text size="sm" fw={600} data-testid="season-mode">
          {seasonModeText(season.mode)}
        </Text>
      </SettingRow>
      <SettingRow label="Schedule" help="Set on the league page with Set Schedule.">
        <Text size="sm" fw={600} data-testid="season-weeks">
          {scheduleText(season.weeks)}
        </Text>
      </SettingRow>
      {season.mode === 'replay' ? (
        <PaceInput control={control('season.weekSeconds')} />
      ) : (
        <SettingRow
          path="season.weekSeconds"
          help="A live season runs on real time: only a replay has a pace."
        >
          <Text size="sm" fw={600}>
            Real time
          </Text>
        </SettingRow>
      )}
    </SettingsSection>
  );
}

/** Seconds a week, with the usual paces a click away. */
function PaceInput({ control }: { control: SettingControl }) {
  const seconds = typeof control.value === 'number' ? control.value : null;
  return (
    <NumberSetting
      control={control}
      help="Real seconds each fantasy week takes."
      min={MIN_WEEK_SECONDS}
      max={MAX_WEEK_SECONDS}
      suffix=" s"
      description={seconds === null ? undefined : paceLabel(seconds)}
      after={
        <Group gap={6} mt={6} role="group" aria-label="Pace presets">
          {PACE_PRESETS.map((preset) => (
            <Button
              key={preset.seconds}
              size="compact-xs"
              variant={seconds === preset.seconds ? 'light' : 'default'}
              aria-pressed={seconds === preset.seconds}
              disabled={control.disabled}
              onClick={() => control.onChange(preset.seconds)}
            >
              {preset.label}
            </Button>
          ))}
        </Group>
      }
    />
  );
}

export function PlayoffsSection({ doc, control }: SectionProps) {
  const teams = control('playoffs.teams');
  const roundWeeks = control('playoffs.roundWeeks');
  const startWeek = control('playoffs.startWeek');
  // Right after the regular season: the first week the bracket being edited would take.
  const firstWeek = playoffStartWeek({
    scheduleWeeks: doc.season.weeks,
    teams: teams.value as PlayoffTeams,
    roundWeeks: roundWeeks.value as PlayoffRoundWeeks,
    startWeek: null,
  });
  return (
    <SettingsSection
      id="playoffs"
      title="Playoffs"
      icon={<IconTournament size={20} />}
      description="The bracket at the end of the season: its size, its weeks, and a consolation."
    >
      <SegmentSetting
        control={teams}
        help="The best records go through; the top seeds may have a bye."
        data={PLAYOFF_TEAM_OPTIONS}
        numeric
      />
      <SelectSetting
        control={startWeek}
        help="The first playoff week; the weeks before it are the regular season."
        data={playoffStartOptions(
          doc.season.weeks,
          typeof startWeek.value === 'number' ? startWeek.value : null,
          firstWeek,
        )}
        numeric
      />
      <SegmentSetting
        control={roundWeeks}
        help="A round's points add up over its weeks."
        data={ROUND_WEEK_OPTIONS}
        numeric
      />
      <SwitchSetting
        control={control('playoffs.consolation')}
        help="A bracket of its own for the teams that miss the playoffs."
      />
    </SettingsSection>
  );
}

export function MedianGameSection({ control }: { control: ControlOf }) {
  return (
    <SettingsSection
      id="median"
      title="Median game"
      icon={<IconScale size={20} />}
      description="A second result each week, against the middle of the league."
    >
      <SwitchSetting
        control={control('medianGame')}
        help="Each week every team also plays the league's median score: beat it for a second win."
      />
    </SettingsSection>
  );
}
