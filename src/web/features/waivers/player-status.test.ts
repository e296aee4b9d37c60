import { describe, expect, it } from 'vitest';
import { formatClockTime } from '../../lib/league/season-clock-labels';
import { playerMoveOf, playerStatusLabel, playerStatusOf } from './player-status';

const teams = new Map([['team-1', 'Gank Squad']]);
const CLEARS = '2025-04-10T03:00:00.000Z';

describe('playerStatusOf', () => {
  it('counts a player read without a league as a free agent', () => {
    expect(playerStatusOf({})).toBe('free');
    expect(playerStatusOf({ status: 'waivers', waiverUntil: CLEARS, teamId: null })).toBe(
      'waivers',
    );
  });
});

describe('playerStatusLabel', () => {
  it('names free agents, the waiver clear in league time, and the holding team', () => {
    expect(playerStatusLabel({ status: 'free', waiverUntil: null, teamId: null }, teams)).toBe(
      'Free agent',
    );
    expect(playerStatusLabel({ status: 'waivers', waiverUntil: CLEARS, teamId: null }, teams)).toBe(
      `Waivers · clears ${formatClockTime(CLEARS)}`,
    );
    expect(
      playerStatusLabel({ status: 'rostered', waiverUntil: null, teamId: 'team-1' }, teams),
    ).toBe('Gank Squad');
  });

  it('falls back to plain words when the clear or the team is unknown', () => {
    expect(playerStatusLabel({ status: 'waivers', waiverUntil: null, teamId: null }, teams)).toBe(
      'On waivers',
    );
    expect(
      playerStatusLabel({ status: 'rostered', waiverUntil: null, teamId: 'team-9' }, teams),
    ).toBe('On a team');
  });
});

describe('playerMoveOf', () => {
  it('adds free agents, claims players on waivers, and leaves rostered players alone', () => {
    expect(playerMoveOf({ status: 'free' })).toBe('add');
    expect(playerMoveOf({ status: 'waivers' })).toBe('claim');
    expect(playerMoveOf({ status: 'rostered' })).toBeNull();
  });
});
