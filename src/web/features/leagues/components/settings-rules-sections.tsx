import { IconArrowsExchange, IconHandGrab, IconLock } from '@tabler/icons-react';
import type { LeagueSettingsDoc } from '../../../../domain/contract/settings';
import type { LockMode } from '../../../../domain/season-clock';
import { MAX_FAAB_BUDGET, MAX_WAIVER_DAYS, type WaiverType } from '../../../../domain/vocabulary';
import {
  deadlineOptions,
  LOCK_MODE_HELP,
  LOCK_MODE_OPTIONS,
  TRADE_REVIEW_OPTIONS,
  WAIVER_TYPE_HELP,
  WAIVER_TYPE_OPTIONS,
} from '../settings-display';
import { NumberSetting, SegmentSetting, SelectSetting } from './setting-inputs';
import { SettingRow, SettingsSection } from './settings-section';
import type { ControlOf } from './use-settings-form';

interface SectionProps {
  doc: LeagueSettingsDoc;
  control: ControlOf;
}

export function TradesSection({ doc, control }: SectionProps) {
  const deadline = control('trades.deadlineWeek');
  return (
    <SettingsSection
      id="trades"
      title="Trades"
      icon={<IconArrowsExchange size={20} />}
      description="How long an accepted trade waits for a veto, and when trading stops."
    >
      <SettingRow
        path="trades.reviewHours"
        change={doc.changes['trades.reviewHours']}
        help="The commissioner may veto an accepted trade while it waits."
      >
        <SelectSetting
          control={control('trades.reviewHours')}
          data={TRADE_REVIEW_OPTIONS}
          numeric
        />
      </SettingRow>
      <SettingRow
        path="trades.deadlineWeek"
        change={doc.changes['trades.deadlineWeek']}
        help="Once this week is scored, no more trades are made."
      >
        <SelectSetting
          control={deadline}
          data={deadlineOptions(doc.season.weeks, doc.trades.deadlineWeek)}
          numeric
        />
      </SettingRow>
    </SettingsSection>
  );
}

export function WaiversSection({ doc, control }: SectionProps) {
  const type = control('waivers.type');
  return (
    <SettingsSection
      id="waivers"
      title="Waivers"
      icon={<IconHandGrab size={20} />}
      description="How claims on dropped players are settled at the daily clear."
    >
      <SettingRow
        path="waivers.type"
        change={doc.changes['waivers.type']}
        help={WAIVER_TYPE_HELP[type.value as WaiverType]}
      >
        <SelectSetting control={type} data={WAIVER_TYPE_OPTIONS} />
      </SettingRow>
      <SettingRow
        path="waivers.budget"
        change={doc.changes['waivers.budget']}
        help={
          type.value === 'faab'
            ? `Dollars each team bids from over the season, up to $${MAX_FAAB_BUDGET}.`
            : 'Used only when the waiver type is FAAB.'
        }
      >
        <NumberSetting
          control={control('waivers.budget')}
          min={0}
          max={MAX_FAAB_BUDGET}
          prefix="$"
        />
      </SettingRow>
      <SettingRow
        path="waivers.days"
        change={doc.changes['waivers.days']}
        help={`League days a dropped player stays on waivers, 0 to ${MAX_WAIVER_DAYS}.`}
      >
        <NumberSetting
          control={control('waivers.days')}
          min={0}
          max={MAX_WAIVER_DAYS}
          suffix=" days"
        />
      </SettingRow>
    </SettingsSection>
  );
}

export function LocksSection({ doc, control }: SectionProps) {
  const mode = control('locks.lockMode');
  return (
    <SettingsSection
      id="locks"
      title="Locks"
      icon={<IconLock size={20} />}
      description="When lineups stop changing, and when a week's scores are final."
    >
      <SettingRow
        path="locks.lockMode"
        change={doc.changes['locks.lockMode']}
        help={LOCK_MODE_HELP[mode.value as LockMode]}
      >
        <SegmentSetting control={mode} data={LOCK_MODE_OPTIONS} />
      </SettingRow>
      <SettingRow
        path="locks.finalGraceHours"
        change={doc.changes['locks.finalGraceHours']}
        help="Hours after a week ends before its scores are final, 0 to 72."
      >
        <NumberSetting
          control={control('locks.finalGraceHours')}
          min={0}
          max={72}
          suffix=" hours"
        />
      </SettingRow>
    </SettingsSection>
  );
}
