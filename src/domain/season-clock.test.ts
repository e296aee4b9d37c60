import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clockView,
  DEFAULT_WEEK_SECONDS,
  dayFromText,
  FIRST_DAY_OUTSIDE,
  finalAt,
  firstDayProblem,
  firstGameHappened,
  HOUR_MS,
  hasHappened,
  isLocked,
  LINEUP_LOCKED,
  LIVE_CLOCK,
  leagueTime,
  lockTime,
  lockWindow,
  newSeason,
  paceLabel,
  pause,
  REAL_WEEK_SECONDS,
  realTimeOf,
  replayClock,
  resume,
  type SeasonClock,
  type StoredSeasons,
  weekAt,
  weekStatusAt,
  withPace,
} from './season-clock';

const DAY = 24 * HOUR_MS;
const FROM = Date.parse('2025-01-15T00:00:00Z');
const START = Date.parse('2026-11-26T12:00:00Z');

describe('paceLabel', () => {
  it('names the paces the create form offers in words', () => {
    expect(paceLabel(604_800)).toBe('Real pace');
    expect(paceLabel(86_400)).toBe('1 week per day');
    expect(paceLabel(3_600)).toBe('1 week per hour');
    expect(paceLabel(60)).toBe('1 week per minute');
  });

  it('names any other pace of whole minutes, hours or days in the largest of them', () => {
    expect(paceLabel(1_200)).toBe('1 week per 20 minutes');
    expect(paceLabel(7_200)).toBe('1 week per 2 hours');
    expect(paceLabel(172_800)).toBe('1 week per 2 days');
  });

  it('gives a pace of no whole minutes in seconds per week', () => {
    expect(paceLabel(90)).toBe('90 seconds per week');
  });
});

describe('league time', () => {
  it('is real time for a live league', () => {
    expect(leagueTime(LIVE_CLOCK, START)).toBe(START);
    expect(realTimeOf(LIVE_CLOCK, FROM, START)).toBe(FROM);
  });

  it('runs a replay from its first day at its pace: a week per real day', () => {
    const clock = replayClock(FROM, START, DEFAULT_WEEK_SECONDS);
    expect(leagueTime(clock, START)).toBe(FROM);
    expect(leagueTime(clock, START + DAY)).toBe(FROM + 7 * DAY);
    expect(leagueTime(clock, START + HOUR_MS)).toBe(FROM + 7 * HOUR_MS);
    // Before its start (a clock set back) it stands at its first day.
    expect(leagueTime(clock, START - DAY)).toBe(FROM);
    expect(realTimeOf(clock, FROM + 7 * DAY, START)).toBe(START + DAY);
  });

  it('stands still while paused and goes on from there when resumed', () => {
    const running = replayClock(FROM, START, 3600);
    const paused = pause(running, START + 60_000);
    const at = leagueTime(paused, START + 60_000);
    expect(at).toBe(FROM + 60_000 * (REAL_WEEK_SECONDS / 3600));
    expect(leagueTime(paused, START + DAY)).toBe(at);
    expect(realTimeOf(paused, at + 1, START + DAY)).toBeNull();
    const resumed = resume(paused, START + DAY);
    expect(leagueTime(resumed, START + DAY)).toBe(at);
    expect(leagueTime(resumed, START + DAY + 1000)).toBeCloseTo(at + 1000 * 168, 6);
  });

  it('changes pace from now on, keeping what has been played', () => {
    const clock = replayClock(FROM, START, 3600);
    const later = START + 10_000;
    const faster = withPace(clock, later, 60);
    expect(leagueTime(faster, later)).toBe(leagueTime(clock, later));
    expect(leagueTime(faster, later + 1000) - leagueTime(faster, later)).toBeCloseTo(
      1000 * (REAL_WEEK_SECONDS / 60),
      6,
    );
  });

  const clocks = fc
    .record({
      from: fc.integer({ min: Date.parse('2024-01-01'), max: Date.parse('2026-01-01') }),
      weekSeconds: fc.integer({ min: 60, max: REAL_WEEK_SECONDS }),
    })
    .map(({ from, weekSeconds }) => replayClock(from, START, weekSeconds));
  // Pause, resume and pace changes at increasing real times.
  const steps = fc.array(
    fc.record({
      after: fc.integer({ min: 0, max: 3 * DAY }),
      action: fc.constantFrom('pause', 'resume', 'pace', 'read'),
      pace: fc.integer({ min: 60, max: REAL_WEEK_SECONDS }),
    }),
    { maxLength: 20 },
  );

  it('never goes back, whatever the pauses, resumes and paces', () => {
    fc.assert(
      fc.property(clocks, steps, (start, list) => {
        let clock: SeasonClock = start;
        let real = START;
        let last = leagueTime(clock, real);
        for (const step of list) {
          real += step.after;
          const before = leagueTime(clock, real);
          expect(before).toBeGreaterThanOrEqual(last);
          if (step.action === 'pause') clock = pause(clock, real);
          if (step.action === 'resume') clock = resume(clock, real);
          if (step.action === 'pace') clock = withPace(clock, real, step.pace);
          // Changing the clock never moves league time at that moment.
          expect(leagueTime(clock, real)).toBeCloseTo(before, 3);
          last = leagueTime(clock, real);
        }
      }),
    );
  });

  it('shows a game exactly when league time has reached its start', () => {
    fc.assert(
      fc.property(clocks, fc.integer({ min: 0, max: 60 * DAY }), (clock, offset) => {
        const gameAt = clock.anchorAt + offset;
        const reached = realTimeOf(clock, gameAt, START);
        expect(reached).not.toBeNull();
        expect(hasHappened(gameAt, leagueTime(clock, reached! + 1))).toBe(true);
        if (reached! - 1 >= START) {
          expect(hasHappened(gameAt, leagueTime(clock, reached! - 2))).toBe(offset === 0);
        }
      }),
    );
  });
});

describe('a new league’s season', () => {
  const LAST = Date.parse('2025-09-07T00:00:00Z');
  const stored = (newestSeasonStart: number | null): StoredSeasons => ({
    gamesNow: false,
    newestSeasonStart,
    gameDays: newestSeasonStart === null ? null : { first: FROM, last: LAST },
  });

  it('is live when stored games fall in the current or coming week', () => {
    expect(newSeason(undefined, { ...stored(FROM), gamesNow: true }, START)).toEqual({
      clock: LIVE_CLOCK,
      seasonStart: START,
    });
  });

  it('else replays the newest stored season from its first day at a week per day', () => {
    const season = newSeason(undefined, stored(FROM + 13 * HOUR_MS), START);
    expect(season).toEqual({ clock: replayClock(FROM, START, 86400), seasonStart: FROM });
  });

  it('takes the first day and pace chosen, and has nothing to replay without data', () => {
    expect(
      newSeason({ mode: 'replay', from: '2025-03-01', weekSeconds: 60 }, stored(FROM), START),
    ).toEqual({
      clock: replayClock(Date.parse('2025-03-01T00:00:00Z'), START, 60),
      seasonStart: Date.parse('2025-03-01T00:00:00Z'),
    });
    expect(newSeason({ mode: 'replay' }, stored(null), START)).toBeNull();
    expect(newSeason({ mode: 'replay', from: '2025-03-01' }, stored(null), START)).toBeNull();
  });

  it('starts a replay only on a day between the first and last days of stored games', () => {
    const outside = FIRST_DAY_OUTSIDE('2025-01-15', '2025-09-07');
    expect(outside).toBe(
      'The first day of a replay must lie between 2025-01-15 and 2025-09-07, the stored games of these regions',
    );
    for (const day of ['2025-01-15', '2025-04-06', '2025-09-07']) {
      expect(firstDayProblem(day, stored(FROM))).toBeNull();
    }
    for (const day of ['2025-01-14', '2025-09-08', '2030-01-01', '2010-01-01', '0001-01-01']) {
      expect(firstDayProblem(day, stored(FROM))).toBe(outside);
    }
    // With nothing stored, there is nothing to replay (409), whatever the day.
    expect(firstDayProblem('2025-03-01', stored(null))).toBeNull();
  });

  it('reads a first day as written, years below 100 included', () => {
    expect(dayFromText('2025-03-01')).toBe(Date.parse('2025-03-01T00:00:00Z'));
    expect(new Date(dayFromText('0050-06-01')!).toISOString()).toBe('0050-06-01T00:00:00.000Z');
    expect(new Date(dayFromText('0001-01-01')!).toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(dayFromText('2025-02-29')).toBeNull();
    expect(dayFromText('2024-02-29')).toBe(Date.parse('2024-02-29T00:00:00Z'));
    expect(dayFromText('2025-13-01')).toBeNull();
    expect(dayFromText('3 March')).toBeNull();
  });
});

describe('a replay’s first game', () => {
  it('has happened once league time reaches its start, never when none is stored', () => {
    expect(firstGameHappened(FROM + HOUR_MS, FROM)).toBe(false);
    expect(firstGameHappened(FROM + HOUR_MS, FROM + HOUR_MS - 1)).toBe(false);
    expect(firstGameHappened(FROM + HOUR_MS, FROM + HOUR_MS)).toBe(true);
    expect(firstGameHappened(null, START)).toBe(false);
  });
});

describe('weeks on the clock', () => {
  const weeks = [
    { week: 1, start: FROM, end: FROM + 7 * DAY },
    { week: 2, start: FROM + 14 * DAY, end: FROM + 21 * DAY },
  ];

  it('are upcoming, live until their end plus the grace, then final', () => {
    const [first] = weeks;
    expect(weekStatusAt(first!, FROM - 1, 12)).toBe('upcoming');
    expect(weekStatusAt(first!, FROM, 12)).toBe('live');
    expect(weekStatusAt(first!, first!.end + 11 * HOUR_MS, 12)).toBe('live');
    expect(weekStatusAt(first!, finalAt(first!, 12), 12)).toBe('final');
    expect(weekStatusAt(first!, FROM + HOUR_MS, 12, true)).toBe('final');
  });

  it('name the week the league is in: the last one begun, none before the first', () => {
    expect(weekAt(weeks, FROM - 1)).toBeNull();
    expect(weekAt(weeks, FROM + 9 * DAY)?.week).toBe(1);
    expect(weekAt(weeks, FROM + 15 * DAY)?.week).toBe(2);
  });

  it('count the week’s games played and find the next lock', () => {
    const games = [FROM + HOUR_MS, FROM + DAY, FROM + 2 * DAY, FROM + 15 * DAY];
    const view = clockView({
      now: FROM + DAY,
      seasonStart: FROM,
      weeks,
      finalised: new Set(),
      graceHours: 12,
      lockMode: 'player',
      gameTimes: games,
      gameTimesSince: FROM - DAY,
    });
    expect(view).toEqual({
      week: 1,
      weekStatus: 'live',
      games: { played: 2, total: 3 },
      nextLockAt: FROM + 2 * DAY,
    });
    // Locking by week, the next lock is the next week's first game.
    expect(
      clockView({
        now: FROM + DAY,
        seasonStart: FROM,
        weeks,
        finalised: new Set(),
        graceHours: 12,
        lockMode: 'week',
        gameTimes: games,
        gameTimesSince: FROM - DAY,
      }).nextLockAt,
    ).toBe(FROM + 15 * DAY);
  });

  it('name the next lock by the calendar weeks the locks follow, past the schedule’s last week', () => {
    // Thursday 13 February (FROM + 29 days) starts its week's games; Monday 24 February is the
    // next week's first game, two weeks after the schedule ended.
    const view = clockView({
      now: FROM + 30 * DAY,
      seasonStart: FROM,
      weeks,
      finalised: new Set([1, 2]),
      graceHours: 12,
      lockMode: 'week',
      gameTimes: [FROM + 29 * DAY, FROM + 31 * DAY, FROM + 40 * DAY],
      gameTimesSince: FROM + 19 * DAY,
    });
    expect(view.nextLockAt).toBe(FROM + 40 * DAY);
  });

  it('leave a week’s games untold once the game times no longer reach back to its start', () => {
    // Long after the last week, only later games are at hand: '1 of 1' would be wrong.
    const late = {
      now: FROM + 30 * DAY,
      seasonStart: FROM,
      weeks,
      finalised: new Set([1, 2]),
      graceHours: 12,
    };
    const view = clockView({
      ...late,
      lockMode: 'player',
      gameTimes: [FROM + 20 * DAY],
      gameTimesSince: FROM + 19 * DAY,
    });
    expect(view).toMatchObject({ week: 2, weekStatus: 'final', games: null });
    // Within reach, the whole week is counted.
    expect(
      clockView({
        ...late,
        lockMode: 'player',
        gameTimes: [FROM + 15 * DAY, FROM + 20 * DAY],
        gameTimesSince: FROM + 14 * DAY,
      }).games,
    ).toEqual({ played: 2, total: 2 });
  });
});

describe('lineup locks', () => {
  const monday = Date.parse('2025-04-07T00:00:00Z');
  const window = lockWindow(monday + 2 * DAY, null)!;

  it('apply in the calendar week holding league time, from the season start', () => {
    expect(window).toEqual({ week: 0, start: monday, end: monday + 7 * DAY });
    expect(lockWindow(monday + DAY, monday + 12 * HOUR_MS)?.start).toBe(monday + 12 * HOUR_MS);
    expect(lockWindow(monday, monday + DAY)).toBeNull();
  });

  it('lock a player at his first game of the week until the week ends', () => {
    const games = [monday - DAY, monday + 2 * DAY, monday + 4 * DAY];
    const at = lockTime('player', window, games, monday + DAY);
    expect(at).toBe(monday + 2 * DAY);
    expect(isLocked(at, window, monday + 2 * DAY - 1)).toBe(false);
    expect(isLocked(at, window, monday + 2 * DAY)).toBe(true);
    expect(isLocked(at, window, monday + 7 * DAY - 1)).toBe(true);
    expect(isLocked(at, window, monday + 7 * DAY)).toBe(false);
    expect(lockTime('player', window, [monday - DAY], monday + DAY)).toBeNull();
  });

  it('lock the whole lineup at the week’s first game when locking by week', () => {
    expect(lockTime('week', window, [], monday + DAY)).toBe(monday + DAY);
    expect(lockTime('week', window, [monday + 5 * DAY], monday + DAY)).toBe(monday + DAY);
  });

  it('give the reason of the lock mode: his own game, or the week’s first game', () => {
    expect(LINEUP_LOCKED('player', 'Faker')).toBe(
      'Faker is locked until the week ends: his game has started',
    );
    expect(LINEUP_LOCKED('week', 'Faker')).toBe(
      "The lineup is locked until the week ends: the week's first game has started",
    );
  });

  it('hold for any game: locked exactly from his first game of the week to its end', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -7 * DAY, max: 14 * DAY }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 7 * DAY - 1 }),
        (offsets, nowOffset) => {
          const games = offsets.map((offset) => monday + offset);
          const now = monday + nowOffset;
          const inWeek = games.filter((at) => at >= window.start && at < window.end);
          const locked = isLocked(lockTime('player', window, games, null), window, now);
          expect(locked).toBe(inWeek.some((at) => at <= now));
        },
      ),
    );
  });
});
