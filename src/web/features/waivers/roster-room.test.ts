import { describe, expect, it } from 'vitest';
import { rosterBySlot } from '../../../domain/roster';
import type { RosterSlot } from '../../../domain/vocabulary';
import { claimNeedsDrop, rosterRoomFor } from './roster-room';

const RULES = { bench: 3, teamSlot: false };

/** A roster with one player, named after his slot, in each of these slots. */
const rosterOf = (slots: RosterSlot[]) =>
  rosterBySlot(slots.map((slot, index) => ({ slot, player: { id: `${slot}-${index}` } })));

const FULL_STARTERS: RosterSlot[] = ['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX'];
const FULL: RosterSlot[] = [...FULL_STARTERS, 'BENCH', 'BENCH', 'BENCH'];

describe('rosterRoomFor', () => {
  it('finds room without a drop while his own slot, FLEX or the bench is open', () => {
    expect(rosterRoomFor(rosterOf([]), RULES, 'MID').open).toBe(true);
    expect(rosterRoomFor(rosterOf(FULL_STARTERS), RULES, 'MID').open).toBe(true);
    const noMid = FULL.filter((slot) => slot !== 'MID');
    expect(rosterRoomFor(rosterOf(noMid), RULES, 'MID').open).toBe(true);
    expect(rosterRoomFor(rosterOf(noMid), RULES, 'TOP').open).toBe(false);
  });

  it('finds none on a full roster, where only a drop that frees a slot that takes him helps', () => {
    const room = rosterRoomFor(rosterOf(FULL), RULES, 'MID');
    expect(room.open).toBe(false);
    // His own slot, FLEX or a bench seat; another position's slot does not take him.
    expect([...room.drops].sort()).toEqual(
      ['BENCH-6', 'BENCH-7', 'BENCH-8', 'FLEX-5', 'MID-2'].sort(),
    );
  });

  it('counts the league’s bench size, and no bench at all', () => {
    const starters = rosterOf(FULL_STARTERS);
    expect(rosterRoomFor(starters, { bench: 0, teamSlot: false }, 'ADC').open).toBe(false);
    const benchOfOne = rosterOf([...FULL_STARTERS, 'BENCH']);
    expect(rosterRoomFor(benchOfOne, { bench: 1, teamSlot: false }, 'ADC').open).toBe(false);
    expect(rosterRoomFor(benchOfOne, { bench: 2, teamSlot: false }, 'ADC').open).toBe(true);
  });

  it('takes a pro organisation into an open TEAM slot only in a league that has one', () => {
    expect(rosterRoomFor(rosterOf(FULL), { bench: 3, teamSlot: true }, 'TEAM').open).toBe(true);
    expect(rosterRoomFor(rosterOf(FULL), RULES, 'TEAM').open).toBe(false);
  });

  it('lets any drop make room while there is room without one', () => {
    const room = rosterRoomFor(rosterOf(['TOP', 'BENCH']), RULES, 'ADC');
    expect(room).toEqual({ open: true, drops: new Set(['TOP-0', 'BENCH-1']) });
  });
});

describe('claimNeedsDrop', () => {
  const claimFor = (dropPlayer: { id: string } | null) => ({
    addPlayer: { id: 'faker', name: 'Faker', position: 'MID' as const, team: 'T1' },
    dropPlayer: dropPlayer && { ...dropPlayer, name: 'Zeus', position: 'TOP' as const, team: 'T1' },
  });

  it('asks a claim without a drop for one once the roster has filled', () => {
    expect(claimNeedsDrop(claimFor(null), rosterOf(FULL), RULES)).toBe(true);
  });

  it('lets a claim without a drop be while a slot takes its player', () => {
    expect(claimNeedsDrop(claimFor(null), rosterOf(FULL_STARTERS), RULES)).toBe(false);
  });

  it('leaves a claim that names a drop alone', () => {
    expect(claimNeedsDrop(claimFor({ id: 'MID-2' }), rosterOf(FULL), RULES)).toBe(false);
  });
});
