import { describe, expect, it } from 'vitest';
import { roundRobin } from './schedule';

const teams = (count: number) => Array.from({ length: count }, (_, i) => `t${i + 1}`);
const key = (a: string, b: string) => [a, b].sort().join('-');

describe('roundRobin', () => {
  it('fills exactly the requested weeks, repeating the cycle (8 teams × 11 weeks)', () => {
    const schedule = roundRobin(teams(8), 11);
    expect(schedule).toHaveLength(11);
    expect(schedule.every((week) => week.length === 4)).toBe(true);
  });

  it('gives one team a bye each week when the count is odd', () => {
    const schedule = roundRobin(teams(5), 5);
    for (const week of schedule) {
      const playing = week.flatMap((p) => [p.home, p.away]);
      expect(playing).toHaveLength(4);
    }
    const byes = schedule.map((week) =>
      teams(5).find((t) => !week.some((p) => p.home === t || p.away === t)),
    );
    expect(new Set(byes).size).toBe(5);
  });

  it('swaps home and away in the second cycle', () => {
    const [first] = roundRobin(teams(4), 1);
    const second = roundRobin(teams(4), 4)[3]!;
    expect(second).toEqual(first!.map((p) => ({ home: p.away, away: p.home })));
  });

  it('schedules nothing for fewer than two teams', () => {
    expect(roundRobin(['solo'], 3)).toEqual([[], [], []]);
  });

  // Property: every team count 2–20 and every length 1–20.
  for (let count = 2; count <= 20; count += 1) {
    it(`holds for ${count} teams over 1–20 weeks`, () => {
      const ids = teams(count);
      const cycle = count % 2 === 0 ? count - 1 : count;
      for (let weeks = 1; weeks <= 20; weeks += 1) {
        const schedule = roundRobin(ids, weeks);
        expect(schedule).toHaveLength(weeks);
        for (const week of schedule) {
          const playing = week.flatMap((p) => [p.home, p.away]);
          // Nobody plays twice in a week, nobody plays themselves, and all but a bye play.
          expect(new Set(playing).size).toBe(playing.length);
          expect(playing.length).toBe(count - (count % 2));
          expect(playing.every((id) => ids.includes(id))).toBe(true);
        }
        if (weeks >= cycle) {
          const pairs = schedule
            .slice(0, cycle)
            .flatMap((week) => week.map((p) => key(p.home, p.away)));
          expect(new Set(pairs).size).toBe((count * (count - 1)) / 2);
          expect(pairs).toHaveLength((count * (count - 1)) / 2);
        }
      }
    });
  }
});
