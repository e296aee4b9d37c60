import { describe, expect, it } from 'vitest';
import {
  clockModeLine,
  clockSpeed,
  clockWeekLine,
  currentWeekOf,
  formatClockDay,
  formatClockTime,
  leagueNowAfter,
  realMsUntil,
  waitLabel,
} from './season-clock-labels';

const NOW = '2025-04-06T08:00:00.000Z';
const replay = (over: Partial<Parameters<typeof realMsUntil>[0]> = {}) => ({
  mode: 'replay' as const,
  weekSeconds: 86_400,
  paused: false,
  now: NOW,
  ...over,
});

describe('clockWeekLine', () => {
  it('reads the week, its status and the games played', () => {
    expect(clockWeekLine({ week: 4, weekStatus: 'live', games: { played: 3, total: 10 } })).toBe(
      'Week 4 · Live · 3 of 10 games played',
    );
    expect(clockWeekLine({ week: 1, weekStatus: 'live', games: { played: 0, total: 1 } })).toBe(
      'Week 1 · Live · 0 of 1 game played',
    );
  });

  it('says when the first game is while a week that has begun has none played', () => {
    const nextLockAt = '2025-04-02T08:00:00.000Z';
    expect(
      clockWeekLine({
        week: 1,
        weekStatus: 'live',
        games: { played: 0, total: 10 },
        nextLockAt,
      }),
    ).toBe(`Week 1 · Live · 0 of 10 games played · first game ${formatClockTime(nextLockAt)}`);
    // Once a game is played the count says enough.
    expect(
      clockWeekLine({ week: 1, weekStatus: 'live', games: { played: 1, total: 10 }, nextLockAt }),
    ).toBe('Week 1 · Live · 1 of 10 games played');
  });

  it('says when a week has no games, or no count is known', () => {
    expect(clockWeekLine({ week: 2, weekStatus: 'live', games: { played: 0, total: 0 } })).toBe(
      'Week 2 · Live · no games this week',
    );
    expect(clockWeekLine({ week: 2, weekStatus: 'upcoming', games: null })).toBe(
      'Week 2 · Upcoming',
    );
  });

  it('names the next week once a week is final', () => {
    const schedule = [
      { week: 1, start: '2025-01-15T00:00:00.000Z' },
      { week: 2, start: '2025-01-20T00:00:00.000Z' },
    ];
    expect(
      clockWeekLine({ week: 1, weekStatus: 'final', games: { played: 6, total: 6 } }, schedule),
    ).toBe(
      `Week 1 · Final · 6 of 6 games played · Week 2 starts ${formatClockDay(schedule[1]!.start)}`,
    );
  });

  it('once the last scheduled week is final, says the season is complete', () => {
    const schedule = [
      { week: 1, start: '2025-01-15T00:00:00.000Z' },
      { week: 2, start: '2025-01-20T00:00:00.000Z' },
    ];
    expect(
      clockWeekLine({ week: 2, weekStatus: 'live', games: { played: 4, total: 4 } }, schedule),
    ).toBe('Week 2 · Live · 4 of 4 games played');
    expect(
      clockWeekLine({ week: 2, weekStatus: 'final', games: { played: 4, total: 4 } }, schedule),
    ).toBe('Season complete · 2 weeks played');
    expect(clockWeekLine({ week: 1, weekStatus: 'final', games: null }, schedule.slice(0, 1))).toBe(
      'Season complete · 1 week played',
    );
    const after = { week: 3, weekStatus: 'live' as const, games: { played: 1, total: 5 } };
    expect(clockWeekLine(after, schedule)).toBe('Season complete · 2 weeks played');
    // Without a schedule the calendar's week is all there is to say.
    expect(clockWeekLine(after)).toBe('Week 3 · Live · 1 of 5 games played');
  });

  it('before the first week, says when the season starts', () => {
    const before = { week: null, weekStatus: null, games: null };
    expect(clockWeekLine(before)).toBe('Season not started yet');
    expect(clockWeekLine(before, [{ week: 1, start: '2025-04-07T00:00:00.000Z' }])).toBe(
      `Season starts ${formatClockDay('2025-04-07T00:00:00.000Z')}`,
    );
  });
});

describe('clockModeLine', () => {
  it('names a replay with its pace, and a live season', () => {
    expect(clockModeLine({ mode: 'replay', weekSeconds: 86_400 })).toBe('Replay · 1 week per day');
    expect(clockModeLine({ mode: 'replay', weekSeconds: 604_800 })).toBe('Replay · Real pace');
    expect(clockModeLine({ mode: 'live', weekSeconds: null })).toBe('Live season · real time');
  });
});

describe('league time and real time', () => {
  it('runs a replay faster by its pace, a live league at real time, a paused one not at all', () => {
    expect(clockSpeed(replay())).toBe(7);
    expect(clockSpeed(replay({ weekSeconds: 60 }))).toBe(10_080);
    expect(clockSpeed({ mode: 'live', weekSeconds: null, paused: false })).toBe(1);
    expect(clockSpeed(replay({ paused: true }))).toBe(0);
  });

  it('moves league time on from the moment the clock was read', () => {
    expect(leagueNowAfter(replay(), 1_000)).toBe(Date.parse(NOW) + 7_000);
    expect(leagueNowAfter(replay({ paused: true }), 60_000)).toBe(Date.parse(NOW));
  });

  it('tells how long, in real time, until a league moment', () => {
    // Seven league hours at one week per day are one real hour.
    expect(realMsUntil(replay(), '2025-04-06T15:00:00.000Z')).toBe(3_600_000);
    expect(
      realMsUntil({ ...replay(), mode: 'live', weekSeconds: null }, '2025-04-06T09:00:00Z'),
    ).toBe(3_600_000);
    expect(realMsUntil(replay(), '2025-04-06T07:00:00.000Z')).toBe(0);
    expect(realMsUntil(replay({ paused: true }), '2025-04-06T15:00:00.000Z')).toBeNull();
  });
});

describe('waitLabel', () => {
  it('rounds a wait to the unit that reads best', () => {
    expect(waitLabel(400)).toBe('in 1 s');
    expect(waitLabel(40_000)).toBe('in 40 s');
    expect(waitLabel(5 * 60_000)).toBe('in 5 min');
    expect(waitLabel(5 * 3_600_000)).toBe('in 5 h');
    expect(waitLabel(3 * 86_400_000)).toBe('in 3 days');
  });
});

describe('the current week', () => {
  it('is the week on the league clock, also while the week before waits for its results', () => {
    const clock = { week: 3 } as Parameters<typeof currentWeekOf>[0]['clock'];
    expect(currentWeekOf({ clock, currentWeek: 2 })).toBe(3);
  });

  it('stays on the week just ended until the next opens, as the clock names it', () => {
    // Week 3 is final and the league's results stand at week 4, which has not opened.
    const clock = { week: 3, weekStatus: 'final' } as Parameters<typeof currentWeekOf>[0]['clock'];
    expect(currentWeekOf({ clock, currentWeek: 4 })).toBe(3);
  });

  it('is the week of its results before the clock reaches the first week', () => {
    const clock = { week: null } as Parameters<typeof currentWeekOf>[0]['clock'];
    expect(currentWeekOf({ clock, currentWeek: 1 })).toBe(1);
  });
});
