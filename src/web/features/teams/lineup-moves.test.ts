import { describe, expect, it } from 'vitest';
import type { Player } from '../../../domain/contract/players';
import type { TeamRoster } from '../../../domain/contract/teams';
import { DRAFT_RUNNING, SEASON_OVER } from '../../../domain/league-rules';
import type { PlayerPosition } from '../../../domain/vocabulary';
import {
  addClosedBecause,
  LOCKED_TEXT,
  lineupLockedForWeek,
  lineupMoves,
  lockOf,
  removeClosedBecause,
  WEEK_LOCKED_TEXT,
} from './lineup-moves';

const pro = (name: string, position: PlayerPosition) =>
  ({ id: name.toLowerCase(), name, position }) as Player;

const roster = (over: Partial<TeamRoster> = {}): TeamRoster => ({
  TOP: null,
  JUNGLE: null,
  MID: null,
  ADC: null,
  SUPPORT: null,
  FLEX: null,
  TEAM: null,
  BENCH: [],
  ...over,
});
const RULES = { benchSize: 3, teamSlot: false };

const unlocked = () => false;
const slots = (moves: ReturnType<typeof lineupMoves>) =>
  moves.map((move) => `${move.slot}${move.swapWith ? `<>${move.swapWith.name}` : ''}`);

describe('lineupMoves', () => {
  it('offers a starter his empty slots: FLEX and the bench', () => {
    const team = roster({ MID: pro('Faker', 'MID') });
    expect(slots(lineupMoves(team, RULES, 'faker', unlocked))).toEqual(['FLEX', 'BENCH']);
  });

  it("offers a bench player his position's slot, swapping with its starter", () => {
    const team = roster({
      MID: pro('Faker', 'MID'),
      FLEX: pro('Oner', 'JUNGLE'),
      BENCH: [pro('Chovy', 'MID')],
    });
    expect(slots(lineupMoves(team, RULES, 'chovy', unlocked))).toEqual([
      'MID<>Faker',
      'FLEX<>Oner',
    ]);
  });

  it('leaves out a swap whose other player cannot take the old slot', () => {
    // Oner (JUNGLE) in FLEX cannot take MID in exchange for Faker.
    const team = roster({ MID: pro('Faker', 'MID'), FLEX: pro('Oner', 'JUNGLE') });
    expect(slots(lineupMoves(team, RULES, 'faker', unlocked))).toEqual(['BENCH']);
    // Faker (MID) can take FLEX in exchange for Oner.
    expect(slots(lineupMoves(team, RULES, 'oner', unlocked))).toEqual(['JUNGLE', 'BENCH']);
  });

  it('leaves out the bench when it is full', () => {
    const team = roster({
      MID: pro('Faker', 'MID'),
      FLEX: pro('Chovy', 'MID'),
      BENCH: [pro('Zeus', 'TOP'), pro('Keria', 'SUPPORT'), pro('Peyz', 'ADC')],
    });
    expect(slots(lineupMoves(team, RULES, 'faker', unlocked))).toEqual(['FLEX<>Chovy']);
  });

  it('lists a swap with a locked player as blocked', () => {
    const team = roster({ MID: pro('Faker', 'MID'), BENCH: [pro('Chovy', 'MID')] });
    const [move] = lineupMoves(team, RULES, 'chovy', (id) => id === 'faker');
    expect(move).toMatchObject({ slot: 'MID', blocked: 'Faker is locked until the week ends' });
  });

  it('offers a TEAM player the TEAM slot in a league that has it, and no one else', () => {
    const team = roster({ FLEX: pro('T1', 'TEAM'), MID: pro('Faker', 'MID') });
    const withSlot = { benchSize: 3, teamSlot: true };
    expect(slots(lineupMoves(team, withSlot, 't1', unlocked))).toEqual(['TEAM', 'BENCH']);
    expect(slots(lineupMoves(team, RULES, 't1', unlocked))).toEqual(['BENCH']);
    expect(slots(lineupMoves(team, withSlot, 'faker', unlocked))).toEqual(['BENCH']);
  });

  it('offers nothing for a player not on the team', () => {
    expect(lineupMoves(roster(), RULES, 'faker', unlocked)).toEqual([]);
  });
});

describe('lockOf', () => {
  const lineup = {
    lockMode: 'player' as const,
    locks: [{ playerId: 'faker', lockAt: '2025-04-06T08:29:00.000Z', locked: true }],
    nextLockAt: null,
    now: '2025-04-06T09:00:00.000Z',
  };

  it("finds a player's lock this week, or none", () => {
    expect(lockOf(lineup, 'faker')).toEqual({ locked: true, lockAt: '2025-04-06T08:29:00.000Z' });
    expect(lockOf(lineup, 'chovy')).toBeNull();
    expect(lockOf(undefined, 'faker')).toBeNull();
  });
});

const lineup = (lockMode: 'player' | 'week', locked: boolean) => ({
  lockMode,
  locks: [
    { playerId: 'faker', lockAt: '2025-04-06T08:00:00.000Z', locked },
    { playerId: 'oner', lockAt: '2025-04-06T08:00:00.000Z', locked },
  ],
  nextLockAt: null,
  now: '2025-04-06T09:00:00.000Z',
});

describe('lineupLockedForWeek', () => {
  it("locks the whole lineup, adds included, once the week's first game has started", () => {
    expect(lineupLockedForWeek(lineup('week', true))).toBe(true);
  });

  it('leaves adds open before that game, and when players lock one by one', () => {
    expect(lineupLockedForWeek(lineup('week', false))).toBe(false);
    expect(lineupLockedForWeek(lineup('player', true))).toBe(false);
  });
});

describe('why Add Player or Remove is closed', () => {
  it('says the season is over once the champion is crowned, locks or not', () => {
    expect(addClosedBecause(lineup('player', false), 'over')).toBe(SEASON_OVER('waivers'));
    expect(removeClosedBecause(lineup('week', true), 'faker', 'over')).toBe(
      SEASON_OVER('roster moves'),
    );
  });

  it('says the draft fills the rosters while it runs, locks or not', () => {
    expect(addClosedBecause(lineup('player', false), 'drafting')).toBe(DRAFT_RUNNING);
    expect(removeClosedBecause(lineup('week', true), 'faker', 'drafting')).toBe(DRAFT_RUNNING);
  });

  it('gives the lock by its mode during the season, and nothing when open', () => {
    expect(addClosedBecause(lineup('week', true), 'open')).toBe(WEEK_LOCKED_TEXT);
    expect(addClosedBecause(lineup('player', true), 'open')).toBeNull();
    expect(removeClosedBecause(lineup('player', true), 'faker', 'open')).toBe(LOCKED_TEXT.player);
    expect(removeClosedBecause(lineup('week', true), 'faker', 'open')).toBe(LOCKED_TEXT.week);
    expect(removeClosedBecause(lineup('player', false), 'faker', 'open')).toBeNull();
    expect(removeClosedBecause(lineup('player', true), 'nobody', 'open')).toBeNull();
  });
});
