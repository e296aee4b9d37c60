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
import { SettingsSection } from './settings-section';
import type { ControlOf } from './use-settings-form';

interface SectionProps {
  doc: LeagueSettingsDoc;
  control: ControlOf;
}

export function TradesSection({ doc, control }: SectionProps) {
  return (
    <SettingsSection
      id="trades"
      title="Trades"
      icon={<IconArrowsExchange size={20} />}
      description="How long an accepted trade waits for a veto, and when trading stops."
    >
      <SelectSetting
        control={control('trades.reviewHours')}
        help="The commissioner may veto an accepted trade while it waits."
        data={TRADE_REVIEW_OPTIONS}
        numeric
      />
      <SelectSetting
        control={control('trades.deadlineWeek')}
        help="Once this week is scored, no more trades are made."
        data={deadlineOptions(doc.season.weeks, doc.trades.deadlineWeek)}
        numeric
      />
    </SettingsSection>
  );
}

export function WaiversSection({ control }: { control: ControlOf }) {
  const type = control('waivers.type');
  return (
    <SettingsSection
      id="waivers"
      title="Waivers"
      icon={<IconHandGrab size={20} />}
      description="How claims on dropped players are settled at the daily clear."
    >
      <SelectSetting
        control={type}
        help={WAIVER_TYPE_HELP[type.value as WaiverType]}
        data={WAIVER_TYPE_OPTIONS}
      />
      <NumberSetting
        control={control('waivers.budget')}
        help={
          type.value === 'faab'
            ? `Dollars each team bids from over the season, up to $${MAX_FAAB_BUDGET}.`
            : 'Used only when the waiver type is FAAB.'
        }
        min={0}
        max={MAX_FAAB_BUDGET}
        prefix="$"
      />
      <NumberSetting
        control={control('waivers.days')}
        help={`League days a dropped player stays on waivers, 0 to ${MAX_WAIVER_DAYS}.`}
        min={0}
        max={MAX_WAIVER_DAYS}
        suffix=" days"
      />
    </SettingsSection>
  );
}

export function LocksSection({ control }: { control: ControlOf }) {
  const mode = control('locks.lockMode');
  return (
    <SettingsSection
      id="locks"
      title="Locks"
      icon={<IconLock size={20} />}
      description="When lineups stop changing, and when a week's scores are final."
    >
      <SegmentSetting
        control={mode}
        help={LOCK_MODE_HELP[mode.value as LockMode]}
        data={LOCK_MODE_OPTIONS}
      />
      <NumberSetting
        control={control('locks.finalGraceHours')}
        help="Hours after a week ends before its scores are final, 0 to 72."
        min={0}
        max={72}
        suffix=" hours"
      />
    </SettingsSection>
  );
}
