import { describe, expect, it } from 'vitest';
import type { ScheduleWeek } from '../../../domain/contract/leagues';
import {
  clampWeek,
  initialWeek,
  parseWeekParam,
  scheduleWeek,
  seasonProgress,
  weekCount,
} from './season-weeks';

const week = (n: number, completed = false): ScheduleWeek => ({
  week: n,
  start: '2025-01-13T00:00:00.000Z',
  end: '2025-01-20T00:00:00.000Z',
  label: `label ${n}`,
  hasGames: true,
  completed,
  status: completed ? 'final' : 'upcoming',
});
const schedule = (length: number, scored = 0) =>
  Array.from({ length }, (_, index) => week(index + 1, index < scored));

describe('weekCount', () => {
  it('is the schedule length', () => {
    expect(weekCount({ schedule: schedule(3), scheduleWeeks: 3 })).toBe(3);
  });

  it('defaults to 9 weeks without a schedule', () => {
    expect(weekCount({ schedule: [], scheduleWeeks: null })).toBe(9);
  });

  it('uses the length the commissioner asked for before a schedule exists', () => {
    expect(weekCount({ schedule: [], scheduleWeeks: 11 })).toBe(11);
  });
});

describe('clampWeek', () => {
  it('keeps a week inside the season', () => {
    expect(clampWeek(0, 9)).toBe(1);
    expect(clampWeek(4, 9)).toBe(4);
    expect(clampWeek(12, 11)).toBe(11);
    expect(clampWeek(Number.NaN, 9)).toBe(1);
  });
});

describe('parseWeekParam', () => {
  it('accepts a week of the season', () => {
    expect(parseWeekParam('3', 9)).toBe(3);
  });

  it('ignores anything else', () => {
    for (const value of [null, '', '0', '10', '-1', '2.5', 'two']) {
      expect(parseWeekParam(value, 9)).toBeNull();
    }
  });
});

describe('initialWeek', () => {
  type Clock = Parameters<typeof initialWeek>[1]['clock'];
  const clockAt = (week: number | null) => ({ week }) as Clock;
  const league = { schedule: schedule(3, 1), scheduleWeeks: 3, currentWeek: 2, clock: clockAt(2) };

  it("opens on the league's current week", () => {
    expect(initialWeek(null, league)).toBe(2);
  });

  it('opens between two weeks on the one just ended, as the Current Week tile names it', () => {
    // Week 2 is final and the results stand at week 3, which has not opened on the clock.
    expect(initialWeek(null, { ...league, currentWeek: 3 })).toBe(2);
  });

  it('opens before the season on the week its results stand at', () => {
    expect(initialWeek(null, { ...league, currentWeek: 1, clock: clockAt(null) })).toBe(1);
  });

  it('prefers the week named in the link', () => {
    expect(initialWeek('3', league)).toBe(3);
    expect(initialWeek('7', league)).toBe(2);
  });

  it('stays inside the season once it is over', () => {
    expect(initialWeek(null, { ...league, clock: clockAt(4) })).toBe(3);
  });
});

describe('scheduleWeek', () => {
  it("finds a week's dates", () => {
    expect(scheduleWeek(schedule(3), 2)?.label).toBe('label 2');
    expect(scheduleWeek([], 2)).toBeUndefined();
  });
});

describe('seasonProgress', () => {
  it('says how far the season has come', () => {
    expect(seasonProgress({ schedule: [], scheduleWeeks: null })).toBe(
      '9-week season · no schedule yet',
    );
    expect(seasonProgress({ schedule: schedule(11), scheduleWeeks: 11 })).toBe(
      '11-week season · no week scored yet',
    );
    expect(seasonProgress({ schedule: schedule(11, 3), scheduleWeeks: 11 })).toBe(
      '11-week season · 3 of 11 weeks scored',
    );
  });

  it('names the week being played, whose scores already show', () => {
    const live = (length: number, final: number, ...liveWeeks: number[]) =>
      schedule(length, final).map((entry) =>
        liveWeeks.includes(entry.week) ? { ...entry, status: 'live' as const } : entry,
      );
    expect(seasonProgress({ schedule: live(4, 0, 1), scheduleWeeks: 4 })).toBe(
      '4-week season · week 1 live',
    );
    expect(seasonProgress({ schedule: live(4, 1, 2), scheduleWeeks: 4 })).toBe(
      '4-week season · 1 week final, week 2 live',
    );
    expect(seasonProgress({ schedule: live(4, 2, 3, 4), scheduleWeeks: 4 })).toBe(
      '4-week season · 2 weeks final, weeks 3 and 4 live',
    );
  });
});
