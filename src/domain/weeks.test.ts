import { describe, expect, it } from 'vitest';
import { fantasyWeeks, mondayOf, weekBegun, weekLabel } from './weeks';

const d = (text: string) => new Date(`${text}Z`);

describe('mondayOf', () => {
  it('finds the Monday of the UTC week', () => {
    expect(mondayOf(d('2025-01-15T09:00:00')).toISOString()).toBe('2025-01-13T00:00:00.000Z');
    expect(mondayOf(d('2025-01-19T23:59:59')).toISOString()).toBe('2025-01-13T00:00:00.000Z');
    expect(mondayOf(d('2025-01-20T00:00:00')).toISOString()).toBe('2025-01-20T00:00:00.000Z');
  });
});

// LCK in the shipped data: the Cup in January, then nothing until April.
const lck = [
  '2025-01-15T09:00:00',
  '2025-01-26T10:00:00',
  '2025-04-02T08:00:00',
  '2025-04-06T08:00:00',
  '2025-04-09T08:00:00',
].map(d);

describe('fantasyWeeks', () => {
  it('counts only calendar weeks with games, skipping the gap between January and April', () => {
    const weeks = fantasyWeeks(lck, 4);
    expect(weeks.map((w) => [w.week, w.start.toISOString().slice(0, 10), w.hasGames])).toEqual([
      [1, '2025-01-15', true],
      [2, '2025-01-20', true],
      [3, '2025-03-31', true],
      [4, '2025-04-07', true],
    ]);
    expect(weeks[0]!.end.toISOString()).toBe('2025-01-20T00:00:00.000Z');
  });

  it('starts the first week at the season start, not the Monday before it', () => {
    expect(fantasyWeeks(lck, 1)[0]!.start.toISOString()).toBe('2025-01-15T09:00:00.000Z');
  });

  it('honours a later season start', () => {
    const weeks = fantasyWeeks(lck, 2, d('2025-04-01T00:00:00'));
    expect(weeks.map((w) => w.start.toISOString().slice(0, 10))).toEqual([
      '2025-04-01',
      '2025-04-07',
    ]);
  });

  it('continues week by week after the last game', () => {
    const weeks = fantasyWeeks(lck, 6);
    expect(weeks.slice(4).map((w) => [w.start.toISOString().slice(0, 10), w.hasGames])).toEqual([
      ['2025-04-14', false],
      ['2025-04-21', false],
    ]);
  });

  it('has no weeks without games or a start', () => {
    expect(fantasyWeeks([], 3)).toEqual([]);
  });
});

describe('weekLabel', () => {
  it('shows the first and last day', () => {
    expect(weekLabel({ start: d('2025-01-13T00:00:00'), end: d('2025-01-20T00:00:00') })).toBe(
      '13 Jan – 19 Jan 2025',
    );
  });

  it('writes every month in three letters, September too', () => {
    expect(weekLabel({ start: d('2025-09-01T00:00:00'), end: d('2025-09-08T00:00:00') })).toBe(
      '1 Sep – 7 Sep 2025',
    );
    expect(weekLabel({ start: d('2025-12-29T00:00:00'), end: d('2026-01-05T00:00:00') })).toBe(
      '29 Dec – 4 Jan 2026',
    );
  });
});

describe('weekBegun', () => {
  const weeks = fantasyWeeks(
    [new Date('2025-04-01T10:00:00Z'), new Date('2025-04-08T10:00:00Z')],
    2,
  );

  it('is true from the first moment of the week on', () => {
    expect(weekBegun(weeks, 2, Date.parse('2025-04-07T00:00:00Z'))).toBe(true);
    expect(weekBegun(weeks, 2, Date.parse('2025-04-06T23:59:59Z'))).toBe(false);
    expect(weekBegun(weeks, 1, Date.parse('2025-04-06T23:59:59Z'))).toBe(true);
  });

  it('is false for no week and for a week past the list', () => {
    const late = Date.parse('2026-01-01T00:00:00Z');
    expect(weekBegun(weeks, null, late)).toBe(false);
    expect(weekBegun(weeks, 3, late)).toBe(false);
  });
});
