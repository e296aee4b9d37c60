import { describe, expect, it } from 'vitest';
import type { Player } from '../../../domain/contract/players';
import type { TeamRoster } from '../../../domain/contract/teams';
import type { TradePlayer } from '../../../domain/contract/trades';
import { emptyRoster } from '../../../domain/roster';
import {
  analyseTrade,
  canPropose,
  counterSelection,
  offerSentence,
  selectedPlayers,
  toggleSelection,
  tradeRows,
} from './trade-selection';

const player = (name: string, fantasyPoints = 0) => ({ id: name, name, fantasyPoints }) as Player;
const tradePlayer = (name: string) => ({ id: name, name }) as TradePlayer;

const mine: TeamRoster = {
  ...emptyRoster(),
  TOP: player('Zeus', 120.4),
  MID: player('Faker', 150),
  BENCH: [player('Keria', 80), player('Oner', 60.25)],
};
const theirs: TeamRoster = {
  ...emptyRoster(),
  JUNGLE: player('Canyon', 140),
  ADC: player('Ruler', 130.5),
};

describe('tradeRows', () => {
  it('lists the six starter slots in order, empty ones too, then only the filled bench', () => {
    const rows = tradeRows(mine, { teamSlot: false });
    expect(rows.map((row) => row.slot)).toEqual([
      'TOP',
      'JUNGLE',
      'MID',
      'ADC',
      'SUPPORT',
      'FLEX',
      'BENCH',
      'BENCH',
    ]);
    expect(rows.map((row) => row.player?.name ?? null)).toEqual([
      'Zeus',
      null,
      'Faker',
      null,
      null,
      null,
      'Keria',
      'Oner',
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });
});

describe('selection', () => {
  it('toggles a player in and out without changing the set it was given', () => {
    const empty = new Set<string>();
    const one = toggleSelection(empty, 'Faker');
    expect([...one]).toEqual(['Faker']);
    expect(empty.size).toBe(0);
    expect([...toggleSelection(one, 'Faker')]).toEqual([]);
  });

  it("returns the selected players in the table's order", () => {
    const picked = selectedPlayers(
      tradeRows(mine, { teamSlot: false }),
      new Set(['Keria', 'Zeus', 'Nobody']),
    );
    expect(picked.map((p) => p.name)).toEqual(['Zeus', 'Keria']);
  });

  it('may be proposed only with a player on each side', () => {
    expect(canPropose(0, 0)).toBe(false);
    expect(canPropose(1, 0)).toBe(false);
    expect(canPropose(0, 2)).toBe(false);
    expect(canPropose(1, 1)).toBe(true);
  });
});

describe('analyseTrade', () => {
  it('sums the points each way and the net change for the viewer', () => {
    const analysis = analyseTrade([player('Zeus', 120.4)], [player('Canyon', 140)]);
    expect(analysis.given).toBeCloseTo(120.4);
    expect(analysis.received).toBe(140);
    expect(analysis.net).toBeCloseTo(19.6);
    expect(analysis.favourable).toBe(true);
  });

  it('is unfavourable (red) when the viewer gets fewer points, and when it is even', () => {
    expect(analyseTrade([player('Faker', 150)], [player('Ruler', 130.5)]).favourable).toBe(false);
    expect(analyseTrade([player('A', 10)], [player('B', 10)]).favourable).toBe(false);
  });

  it('adds several players on one side', () => {
    const analysis = analyseTrade(
      [player('Keria', 80), player('Oner', 60.25)],
      [player('Ruler', 130.5)],
    );
    expect(analysis.given).toBeCloseTo(140.25);
    expect(analysis.net).toBeCloseTo(-9.75);
  });
});

describe('offerSentence', () => {
  it('names the counts and the other team, singular and plural', () => {
    expect(offerSentence(2, 1, 'Baron Stealers')).toBe(
      'You are offering 2 players for 1 player from Baron Stealers.',
    );
    expect(offerSentence(1, 3, 'T1 Fans')).toBe(
      'You are offering 1 player for 3 players from T1 Fans.',
    );
  });
});

describe('counterSelection', () => {
  it('gives what the offer asked of the counterer and receives what it offered', () => {
    // The offer came from "theirs": they gave Canyon and asked for Faker.
    const offer = { give: [tradePlayer('Canyon')], receive: [tradePlayer('Faker')] };
    const selection = counterSelection(offer, mine, theirs);
    expect([...selection.give]).toEqual(['Faker']);
    expect([...selection.receive]).toEqual(['Canyon']);
  });

  it('leaves out players who are no longer on either roster', () => {
    const offer = {
      give: [tradePlayer('Canyon'), tradePlayer('Gone')],
      receive: [tradePlayer('Keria'), tradePlayer('Traded')],
    };
    const selection = counterSelection(offer, mine, theirs);
    expect([...selection.give]).toEqual(['Keria']);
    expect([...selection.receive]).toEqual(['Canyon']);
  });
});
