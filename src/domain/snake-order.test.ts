import { describe, expect, it } from 'vitest';
import { snakeOrder, snakeTurn } from './snake-order';

describe('snakeOrder', () => {
  it('runs forward in even rounds and backward in odd ones', () => {
    expect(snakeOrder(3, 3).map((p) => p.teamIndex)).toEqual([0, 1, 2, 2, 1, 0, 0, 1, 2]);
  });

  it('gives 8 teams exactly 6 picks each over 6 rounds, the last slot twice in a row', () => {
    const picks = snakeOrder(8, 6);
    expect(picks).toHaveLength(48);
    for (let team = 0; team < 8; team += 1) {
      expect(picks.filter((p) => p.teamIndex === team)).toHaveLength(6);
    }
    expect(picks[7]!.teamIndex).toBe(7);
    expect(picks[8]!.teamIndex).toBe(7);
    expect(picks.map((p) => p.pickNumber)).toEqual([...Array(48).keys()]);
  });
});

describe('snakeTurn', () => {
  it('finds the round, the place in it and the team of any pick', () => {
    expect(snakeTurn(0, 8)).toEqual({ pickNumber: 0, round: 0, pickInRound: 0, teamIndex: 0 });
    expect(snakeTurn(8, 8)).toEqual({ pickNumber: 8, round: 1, pickInRound: 0, teamIndex: 7 });
    expect(snakeTurn(15, 8)).toMatchObject({ round: 1, teamIndex: 0 });
    expect(snakeTurn(16, 8)).toMatchObject({ round: 2, teamIndex: 0 });
    expect(snakeTurn(47, 8)).toMatchObject({ round: 5, pickInRound: 7, teamIndex: 0 });
  });
});
