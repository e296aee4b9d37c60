import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { starterSlotsOf } from './roster';
import {
  nextTradeStatus,
  planTrade,
  type TradeAction,
  type TradeRosterEntry,
  type TradeSide,
  tradeActionsFor,
  tradeDeadlinePassed,
  tradeStatusRefusal,
} from './trades';
import {
  BENCH_SIZE,
  PLAYER_POSITIONS,
  type PlayerPosition,
  ROSTER_SLOTS,
  type RosterSlot,
  TRADE_STATUSES,
} from './vocabulary';

const entry = (name: string, position: PlayerPosition, slot: RosterSlot): TradeRosterEntry => ({
  playerId: name,
  name,
  position,
  slot,
});
const side = (
  name: string,
  roster: TradeRosterEntry[],
  sends: string[],
  teamSlot = false,
): TradeSide => ({
  teamId: name,
  name,
  roster,
  sends,
  benchSize: 3,
  teamSlot,
});

describe('the trade state machine', () => {
  it('answers only pending offers and vetoes or completes only trades in review', () => {
    expect(nextTradeStatus('pending', 'accept')).toBe('accepted');
    expect(nextTradeStatus('pending', 'reject')).toBe('rejected');
    expect(nextTradeStatus('pending', 'cancel')).toBe('cancelled');
    expect(nextTradeStatus('pending', 'counter')).toBe('countered');
    expect(nextTradeStatus('pending', 'expire')).toBe('expired');
    expect(nextTradeStatus('pending', 'void')).toBe('void');
    expect(nextTradeStatus('accepted', 'veto')).toBe('vetoed');
    expect(nextTradeStatus('accepted', 'complete')).toBe('completed');
    expect(nextTradeStatus('accepted', 'void')).toBe('void');
    expect(nextTradeStatus('accepted', 'accept')).toBeNull();
    expect(nextTradeStatus('pending', 'veto')).toBeNull();
    expect(nextTradeStatus('pending', 'complete')).toBeNull();
  });

  it('never leaves a final state', () => {
    const actions: TradeAction[] = [
      'accept',
      'reject',
      'cancel',
      'counter',
      'veto',
      'complete',
      'expire',
      'void',
    ];
    const final = TRADE_STATUSES.filter((status) => status !== 'pending' && status !== 'accepted');
    for (const status of final) {
      for (const action of actions) expect(nextTradeStatus(status, action)).toBeNull();
    }
  });

  it('says why an action does not apply', () => {
    expect(tradeStatusRefusal('rejected', 'accept')).toBe(
      'Only a pending offer can be accepted; this trade is rejected',
    );
    expect(tradeStatusRefusal('completed', 'veto')).toBe(
      'Only a trade in review can be vetoed; this trade is already completed',
    );
    expect(tradeStatusRefusal('countered', 'cancel')).toBe(
      'Only a pending offer can be cancelled; this trade is replaced by a counter-offer',
    );
  });

  it('offers each viewer only their own moves', () => {
    const none = { ownsFromTeam: false, ownsToTeam: false, isCommissioner: false };
    expect(tradeActionsFor('pending', { ...none, ownsToTeam: true })).toEqual({
      accept: true,
      reject: true,
      counter: true,
      cancel: false,
      veto: false,
    });
    expect(tradeActionsFor('pending', { ...none, ownsFromTeam: true })).toMatchObject({
      cancel: true,
      accept: false,
    });
    expect(tradeActionsFor('pending', { ...none, isCommissioner: true }).veto).toBe(false);
    expect(tradeActionsFor('accepted', { ...none, isCommissioner: true }).veto).toBe(true);
    expect(
      Object.values(tradeActionsFor('completed', { ...none, ownsToTeam: true })),
    ).not.toContain(true);
  });
});

describe('planTrade', () => {
  const full = [
    entry('Doran', 'TOP', 'TOP'),
    entry('Cuzz', 'JUNGLE', 'JUNGLE'),
    entry('Bdd', 'MID', 'MID'),
    entry('Gumayusi', 'ADC', 'ADC'),
    entry('Delight', 'SUPPORT', 'SUPPORT'),
    entry('Kingen', 'TOP', 'FLEX'),
    entry('Clear', 'TOP', 'BENCH'),
    entry('Casting', 'TOP', 'BENCH'),
    entry('DuDu', 'TOP', 'BENCH'),
  ];
  const five = [
    entry('Kiin', 'TOP', 'TOP'),
    entry('Canyon', 'JUNGLE', 'JUNGLE'),
    entry('Chovy', 'MID', 'MID'),
    entry('Aiming', 'ADC', 'ADC'),
    entry('Keria', 'SUPPORT', 'SUPPORT'),
  ];

  it('puts a swapped player in the slot the outgoing one left', () => {
    expect(planTrade(side('A', five, ['Chovy']), side('B', full, ['Bdd']))).toEqual({
      moves: [
        { playerId: 'Bdd', toTeamId: 'A', slot: 'MID' },
        { playerId: 'Chovy', toTeamId: 'B', slot: 'MID' },
      ],
    });
  });

  it('places uneven trades by the draft rule: own slot, FLEX, bench', () => {
    const plan = planTrade(side('A', five, ['Chovy']), side('B', full, ['Clear', 'Bdd']));
    expect(plan).toEqual({
      moves: [
        // Bdd first: his own slot is open, so Clear does not take the FLEX he would need.
        { playerId: 'Bdd', toTeamId: 'A', slot: 'MID' },
        { playerId: 'Clear', toTeamId: 'A', slot: 'FLEX' },
        { playerId: 'Chovy', toTeamId: 'B', slot: 'MID' },
      ],
    });
  });

  it('refuses a trade that leaves no room, naming the player', () => {
    expect(planTrade(side('A', five, ['Chovy', 'Kiin']), side('B', full, ['Bdd']))).toEqual({
      error: 'B has no room for Kiin: no open TOP or FLEX slot and the bench is full',
    });
  });

  it('sends a TEAM player to the open TEAM slot of a league that has one', () => {
    const t1 = [entry('T1', 'TEAM', 'FLEX')];
    const geng = [entry('Chovy', 'MID', 'MID')];
    expect(planTrade(side('A', t1, ['T1'], true), side('B', geng, [], true))).toEqual({
      moves: [{ playerId: 'T1', toTeamId: 'B', slot: 'TEAM' }],
    });
    expect(planTrade(side('A', t1, ['T1']), side('B', geng, []))).toEqual({
      moves: [{ playerId: 'T1', toTeamId: 'B', slot: 'FLEX' }],
    });
  });

  it('names the TEAM slot when a TEAM player finds no room', () => {
    const t1 = [entry('T1', 'TEAM', 'TEAM')];
    const full = [
      entry('GenG', 'TEAM', 'TEAM'),
      entry('Chovy', 'MID', 'FLEX'),
      entry('Zeus', 'TOP', 'BENCH'),
      entry('Oner', 'JUNGLE', 'BENCH'),
      entry('Keria', 'SUPPORT', 'BENCH'),
    ];
    expect(planTrade(side('A', t1, ['T1'], true), side('B', full, [], true))).toEqual({
      error: 'B has no room for T1: no open TEAM or FLEX slot and the bench is full',
    });
  });

  it('keeps every roster legal, whatever is traded', () => {
    const positions = PLAYER_POSITIONS;
    // A legal roster: starters in their own slots or FLEX, up to 3 on the bench; with the TEAM
    // slot or without.
    const rosterArb = (prefix: string, teamSlot: boolean) =>
      fc
        .record({
          starters: fc.subarray(starterSlotsOf({ teamSlot })),
          bench: fc.integer({ min: 0, max: BENCH_SIZE }),
          positions: fc.array(fc.constantFrom(...positions), { minLength: 10, maxLength: 10 }),
        })
        .map(({ starters, bench, positions: picks }) => [
          ...starters.map((slot, i) =>
            entry(`${prefix}${i}`, slot === 'FLEX' ? picks[i]! : (slot as PlayerPosition), slot),
          ),
          ...Array.from({ length: bench }, (_, i) =>
            entry(`${prefix}b${i}`, picks[7 + i]!, 'BENCH'),
          ),
        ]);
    const leagueArb = fc
      .boolean()
      .chain((teamSlot) =>
        fc.tuple(fc.constant(teamSlot), rosterArb('a', teamSlot), rosterArb('b', teamSlot)),
      );
    fc.assert(
      fc.property(leagueArb, fc.nat(), fc.nat(), ([teamSlot, a, b], seedA, seedB) => {
        const sendsA = a.filter((_, i) => (seedA >> i) & 1).map((e) => e.playerId);
        const sendsB = b.filter((_, i) => (seedB >> i) & 1).map((e) => e.playerId);
        const plan = planTrade(side('A', a, sendsA, teamSlot), side('B', b, sendsB, teamSlot));
        if ('error' in plan) return;
        for (const [team, roster, sends] of [
          ['A', a, sendsA],
          ['B', b, sendsB],
        ] as const) {
          const after = [
            ...roster.filter((e) => !sends.includes(e.playerId)),
            ...plan.moves
              .filter((move) => move.toTeamId === team)
              .map((move) => ({
                ...[...a, ...b].find((e) => e.playerId === move.playerId)!,
                slot: move.slot,
              })),
          ];
          const starters = after.filter((e) => e.slot !== 'BENCH');
          expect(new Set(starters.map((e) => e.slot)).size).toBe(starters.length);
          expect(after.filter((e) => e.slot === 'BENCH').length).toBeLessThanOrEqual(BENCH_SIZE);
          for (const e of after) {
            expect(ROSTER_SLOTS).toContain(e.slot);
            if (e.slot === 'TEAM') expect(teamSlot).toBe(true);
            if (e.slot !== 'BENCH' && e.slot !== 'FLEX') expect(e.position).toBe(e.slot);
          }
        }
      }),
    );
  });
});

describe('tradeDeadlinePassed', () => {
  it('closes trading once the deadline week (or a later one) has been scored', () => {
    expect(tradeDeadlinePassed(null, [1, 2, 3])).toBe(false);
    expect(tradeDeadlinePassed(3, [1, 2])).toBe(false);
    expect(tradeDeadlinePassed(3, [1, 2, 3])).toBe(true);
    expect(tradeDeadlinePassed(2, [4])).toBe(true);
  });
});
