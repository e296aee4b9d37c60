import { describe, expect, it } from 'vitest';
import { settingValueText } from './setting-values';

describe('settingValueText', () => {
  it('writes hours, dollars, days, weeks and teams', () => {
    expect(settingValueText('trades.reviewHours', 24)).toBe('24 hours');
    expect(settingValueText('locks.finalGraceHours', 1)).toBe('1 hour');
    expect(settingValueText('waivers.budget', 100)).toBe('$100');
    expect(settingValueText('waivers.days', 1)).toBe('1 day');
    expect(settingValueText('trades.deadlineWeek', 8)).toBe('Week 8');
    expect(settingValueText('playoffs.roundWeeks', 2)).toBe('2 weeks');
    expect(settingValueText('playoffs.teams', 6)).toBe('6 teams');
  });

  it('names choices and switches', () => {
    expect(settingValueText('waivers.type', 'reverse-standings')).toBe('Reverse standings');
    expect(settingValueText('locks.lockMode', 'week')).toBe('Whole lineup at the first game');
    expect(settingValueText('season.weekSeconds', 3600)).toBe('1 week per hour');
    expect(settingValueText('league.isPublic', false)).toBe('Private');
    expect(settingValueText('medianGame', true)).toBe('On');
    expect(settingValueText('playoffs.consolation', false)).toBe('Off');
  });

  it('says None for no value, except a playoff start that follows the regular season', () => {
    expect(settingValueText('trades.deadlineWeek', null)).toBe('None');
    expect(settingValueText('league.description', '')).toBe('None');
    expect(settingValueText('playoffs.startWeek', null)).toBe('After the regular season');
  });

  it('shows what it cannot read as it is', () => {
    expect(settingValueText('league.name', 'Rift Masters')).toBe('Rift Masters');
    expect(settingValueText('waivers.type', 'lottery')).toBe('lottery');
    expect(settingValueText('somethingNew', 3)).toBe('3');
  });
});
