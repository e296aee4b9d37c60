import { describe, expect, it } from 'vitest';
import type { DraftState } from '../../../../domain/contract/drafts';
import { canMakePick, isDraftCommissioner } from './board-permissions';

const state = (overrides: Partial<DraftState> = {}): DraftState => ({
  leagueId: 'league',
  leagueName: 'Summoners Cup',
  status: 'started',
  type: 'snake',
  version: 3,
  commissioner: { userId: 'commish', username: 'commish' },
  pickSeconds: 60,
  order: [
    { teamId: 'team-a', teamName: 'A', userId: 'owner-a', owner: 'owner-a' },
    { teamId: 'team-b', teamName: 'B', userId: null, owner: 'Bot' },
  ],
  rounds: 6,
  roster: { benchSize: 3, teamSlot: false },
  totalPicks: 12,
  picks: [],
  paused: false,
  onTheClock: {
    pickNumber: 0,
    round: 1,
    pick: 1,
    teamId: 'team-a',
    teamName: 'A',
    pickerId: 'owner-a',
    picker: 'owner-a',
    deadline: '2025-03-01T12:01:00.000Z',
  },
  auction: null,
  serverTime: '2025-03-01T12:00:00.000Z',
  ...overrides,
});

describe('canMakePick', () => {
  it('lets the commissioner pick for the team on the clock', () => {
    expect(canMakePick(state(), 'commish')).toBe(true);
  });

  it('lets the owner of the team on the clock pick', () => {
    expect(canMakePick(state(), 'owner-a')).toBe(true);
    const pickerUnnamed = state();
    pickerUnnamed.onTheClock = { ...pickerUnnamed.onTheClock!, pickerId: null };
    expect(canMakePick(pickerUnnamed, 'owner-a')).toBe(true);
  });

  it('refuses other members, visitors, and a draft that is not running', () => {
    expect(canMakePick(state(), 'someone')).toBe(false);
    expect(canMakePick(state(), null)).toBe(false);
    expect(canMakePick(state({ status: 'not_started', onTheClock: null }), 'commish')).toBe(false);
    expect(canMakePick(state({ status: 'complete', onTheClock: null }), 'owner-a')).toBe(false);
  });
});

describe('isDraftCommissioner', () => {
  it('is the user the state names as commissioner', () => {
    expect(isDraftCommissioner(state(), 'commish')).toBe(true);
    expect(isDraftCommissioner(state(), 'owner-a')).toBe(false);
    expect(
      isDraftCommissioner(state({ commissioner: { userId: null, username: null } }), null),
    ).toBe(false);
  });
});
