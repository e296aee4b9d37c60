import { describe, expect, it } from 'vitest';
import {
  deadlineOptions,
  PACE_PRESETS,
  playoffStartOptions,
  pointsText,
  scoringSummary,
  settingsSummary,
  TRADE_REVIEW_OPTIONS,
  whenLabel,
} from './settings-display';
import { createSettingsDoc } from './settings-doc-factory';

describe('the settings page’s choices', () => {
  it('offers the review periods the server accepts', () => {
    expect(TRADE_REVIEW_OPTIONS.map((option) => option.value)).toEqual(['0', '12', '24', '48']);
  });

  it('offers no deadline, then each week of the season', () => {
    const options = deadlineOptions(9, null);
    expect(options[0]).toEqual({ value: 'none', label: 'No deadline' });
    expect(options.at(-1)).toEqual({ value: '9', label: 'Week 9' });
    expect(options).toHaveLength(10);
    // A week chosen past the season stays offered.
    expect(deadlineOptions(9, 12).at(-1)?.label).toBe('Week 12');
    expect(deadlineOptions(null, null)).toHaveLength(21);
  });

  it('starts the playoffs after the regular season, or from week 2 on', () => {
    const options = playoffStartOptions(9, null, 8);
    expect(options[0]).toEqual({ value: 'none', label: 'After the regular season (week 8)' });
    expect(options[1]).toEqual({ value: '2', label: 'Week 2' });
    expect(options.at(-1)?.value).toBe('9');
    expect(playoffStartOptions(null, null, null)[0]?.label).toBe('After the regular season');
  });

  it('offers a week per day, hour and minute, and real pace', () => {
    expect(PACE_PRESETS).toEqual([
      { seconds: 86_400, label: '1 week per day' },
      { seconds: 3600, label: '1 week per hour' },
      { seconds: 60, label: '1 week per minute' },
      { seconds: 604_800, label: 'Real pace' },
    ]);
  });

  it('words when a setting may change, and points with their sign', () => {
    expect(whenLabel('before the draft')).toBe('Before the draft');
    expect(pointsText(2)).toBe('+2');
    expect(pointsText(-0.5)).toBe('−0.5');
  });
});

describe('settingsSummary', () => {
  it('reads each group in words, the budget only where bids count', () => {
    const summary = settingsSummary(
      createSettingsDoc({
        waivers: { type: 'rolling', budget: 100, days: 2 },
        season: { mode: 'replay', weekSeconds: 3600, weeks: 9 },
        medianGame: true,
      }),
    );
    expect(summary.map((group) => group.title)).toEqual([
      'League',
      'Roster',
      'Scoring',
      'Trades',
      'Waivers',
      'Locks',
      'Season',
      'Playoffs',
    ]);
    expect(summary.find((group) => group.title === 'Waivers')?.rows).toEqual([
      { label: 'Waiver type', value: 'Rolling' },
      { label: 'Waiver days', value: '2 days' },
    ]);
    expect(summary.find((group) => group.title === 'Playoffs')?.rows).toEqual([
      { label: 'Playoff teams', value: '4 teams' },
      { label: 'Playoff start week', value: 'After the regular season (week 8)' },
      { label: 'Weeks per playoff round', value: '1 week' },
      { label: 'Consolation bracket', value: 'Off' },
    ]);
    expect(summary.find((group) => group.title === 'Scoring')?.rows).toEqual([
      { label: 'Kill', value: '+2' },
      { label: 'Death', value: '−0.5' },
      { label: 'Assist', value: '+1.5' },
      { label: 'Team win', value: '+2' },
      { label: 'Every other value', value: "Riot's" },
    ]);
    expect(summary.find((group) => group.title === 'Season')?.rows).toEqual([
      { label: 'Season mode', value: 'Replay' },
      { label: 'Schedule', value: '9 weeks' },
      { label: 'Pace', value: '1 week per hour' },
      { label: 'Median game', value: 'On' },
    ]);
  });
});

describe('scoringSummary', () => {
  it("shows every value changed from Riot's after the headline ones", () => {
    const doc = createSettingsDoc();
    const scoring = {
      player: { ...doc.scoring.player, kill: 3, cs: 0.02 },
      team: { ...doc.scoring.team, tower: 3 },
    };
    expect(scoringSummary(scoring)).toEqual([
      { label: 'Kill', value: '+3' },
      { label: 'Death', value: '−0.5' },
      { label: 'Assist', value: '+1.5' },
      { label: 'Team win', value: '+2' },
      { label: 'Creep score (each)', value: '+0.02' },
      { label: 'Team tower', value: '+3' },
    ]);
  });
});
