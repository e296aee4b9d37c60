import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League } from '../../src/domain/contract/leagues';
import type { NotificationList } from '../../src/domain/contract/notifications';
import type { Matchup } from '../../src/domain/contract/season';
import type { TeamDetail } from '../../src/domain/contract/teams';
import type { Trade } from '../../src/domain/contract/trades';
import type { WaiverClaim } from '../../src/domain/contract/waivers';
import { SEASON_OVER } from '../../src/domain/league-rules';
import { playerRegionsFor } from '../../src/domain/regions';
import {
  LINEUP_LOCKED,
  LIVE_HAS_NO_FIRST_DAY,
  LIVE_HAS_NO_PACE,
} from '../../src/domain/season-clock';
import type { LeagueRegion } from '../../src/domain/vocabulary';
import { clearAt } from '../../src/domain/waivers';
import { DEFAULT_SEASON_WEEKS } from '../../src/domain/weeks';
import type { Db } from '../../src/server/db/client';
import { leagueNow } from '../../src/server/db/league-clock';
import {
  leagues,
  leagueWorkFailures,
  matchupStarters,
  matchups,
  teamPlayers,
  trades,
} from '../../src/server/db/schema';
import { createSeasonService } from '../../src/server/features/season';
import { clockRound } from '../../src/server/features/season/clock-rounds';
import { createSeasonRepository } from '../../src/server/features/season/repository';
import { createTradesService } from '../../src/server/features/trades/service';
import { createWaiversService } from '../../src/server/features/waivers';
import {
  createLeagueWithTeams,
  playerIdByName,
  putOnRoster,
  requester,
} from '../support/factories';
import { heardBy, standAt } from '../support/league-clock';
import { connectPush, type PushClient } from '../support/live-client';
import { listen } from '../support/live-rooms';
import { queryRows } from '../support/sql';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const DAY = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week holding `at`. */
const mondayOf = (at: number) => {
  const day = at - (at % DAY);
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
};

/**
 * The LCK week of 31 March 2025: Chovy (Gen.G) first played on Wednesday, Faker (T1) only on
 * Friday. Their first games of that week, from the stored data.
 */
async function lockWeek() {
  const rows = await queryRows<{ name: string; first: string }>(
    db,
    sql`select p.name, min(pg.played_at) as first from player_games pg
        join players p on p.id = pg.player_id
        where p.name in ('Chovy', 'Faker')
          and pg.played_at >= '2025-03-31T00:00:00Z' and pg.played_at < '2025-04-07T00:00:00Z'
        group by p.name`,
  );
  const first = (name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`no game of ${name} that week`);
    return new Date(row.first).getTime();
  };
  const week = {
    locked: 'Chovy',
    lockedFirst: first('Chovy'),
    later: 'Faker',
    laterFirst: first('Faker'),
  };
  expect(week.laterFirst).toBeGreaterThan(week.lockedFirst + 2 * 60 * 60 * 1000);
  return week;
}

describe('a league’s clock', () => {
  it('replays from the first day and pace chosen, or by default the newest stored season', async () => {
    const { boss } = await createLeagueWithTeams(t.app, db, { managers: 1 });
    const replay = await call('POST', '/api/leagues', boss.token, {
      name: 'Replayed',
      regions: ['KOREA'],
      season: { mode: 'replay', from: '2025-03-03', weekSeconds: 3600 },
    });
    expect(replay.statusCode).toBe(201);
    const chosen = replay.json() as League;
    expect(chosen.clock).toMatchObject({
      mode: 'replay',
      from: '2025-03-03T00:00:00.000Z',
      weekSeconds: 3600,
      paused: false,
      lockMode: 'player',
      finalGraceHours: 12,
    });
    expect(Date.parse(chosen.clock.now)).toBeGreaterThanOrEqual(Date.parse('2025-03-03'));
    expect(Date.parse(chosen.clock.now)).toBeLessThan(Date.parse('2025-03-03') + DAY);

    // The stored games are of 2025: a league made today replays them at a week per day.
    const byDefault = (
      await call('POST', '/api/leagues', boss.token, { name: 'Default', regions: ['KOREA'] })
    ).json() as League;
    const [first] = await queryRows<{ day: string }>(
      db,
      sql`select to_char(min(played_at) at time zone 'UTC', 'YYYY-MM-DD') as day from pro_games where region = 'LCK'`,
    );
    expect(byDefault.clock).toMatchObject({
      mode: 'replay',
      from: `${first!.day}T00:00:00.000Z`,
      weekSeconds: 86400,
    });

    const live = (
      await call('POST', '/api/leagues', boss.token, {
        name: 'Live',
        regions: ['KOREA'],
        season: { mode: 'live' },
        lockMode: 'week',
      })
    ).json() as League;
    // Its weeks count from today: week 1 is under way.
    expect(live.clock).toMatchObject({ mode: 'live', from: null, weekSeconds: null, week: 1 });
    expect(live.clock.lockMode).toBe('week');
    expect(Math.abs(Date.parse(live.clock.now) - Date.now())).toBeLessThan(60_000);
  });

  it.each([
    [{ mode: 'replay', from: '3 March' }, 'First day must be a date (YYYY-MM-DD)'],
    [{ mode: 'replay', from: '2025-02-30' }, 'First day must be a real date (YYYY-MM-DD)'],
    [{ mode: 'replay', weekSeconds: 59 }, 'Pace must be between 60 and 604800 seconds per week'],
    [{ mode: 'replay', weekSeconds: 1.5 }, 'Pace must be a whole number'],
    [{ mode: 'later' }, "Season mode must be 'live' or 'replay'"],
    // What only a replay has is refused with a live season, not dropped unseen.
    [{ mode: 'live', weekSeconds: 60 }, LIVE_HAS_NO_PACE],
    [{ mode: 'live', from: '2025-04-06' }, LIVE_HAS_NO_FIRST_DAY],
  ])('refuses the season %j with 400', async (season, message) => {
    const { boss } = await createLeagueWithTeams(t.app, db, { managers: 1 });
    const response = await call('POST', '/api/leagues', boss.token, {
      name: 'Bad season',
      regions: ['KOREA'],
      season,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  /** The first and last days with stored games of the LCK, the Korean league's region. */
  async function storedDays() {
    const [days] = await queryRows<{ first: string; last: string }>(
      db,
      sql`select to_char(min(played_at) at time zone 'UTC', 'YYYY-MM-DD') as first,
                 to_char(max(played_at) at time zone 'UTC', 'YYYY-MM-DD') as last
          from pro_games where region = 'LCK'`,
    );
    return days!;
  }
  const dayAfter = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

  it('replays from any day between the first and the last of the regions’ stored games', async () => {
    const { boss } = await createLeagueWithTeams(t.app, db, { managers: 1 });
    const { first, last } = await storedDays();
    for (const from of [first, last]) {
      const created = await call('POST', '/api/leagues', boss.token, {
        name: `From ${from}`,
        regions: ['KOREA'],
        season: { mode: 'replay', from },
      });
      expect(created.statusCode).toBe(201);
      expect((created.json() as League).clock.from).toBe(`${from}T00:00:00.000Z`);
    }
  });

  it.each([
    ['the day before the first stored game', 'before'],
    ['the day after the last stored game', 'after'],
    ['a day in the future', '2030-01-01'],
    ['a day after the stored season', '2025-12-20'],
    ['a day years before it', '2010-01-01'],
    ['the year 1', '0001-01-01'],
    ['the year 50', '0050-06-01'],
    ['the last day of year 9999', '9999-12-31'],
  ])('refuses to replay from %s with 400 naming the range', async (_, day) => {
    const { boss } = await createLeagueWithTeams(t.app, db, { managers: 1 });
    const { first, last } = await storedDays();
    const from = day === 'before' ? dayAfter(first, -1) : day === 'after' ? dayAfter(last, 1) : day;
    const response = await call('POST', '/api/leagues', boss.token, {
      name: 'Out of range',
      regions: ['KOREA'],
      season: { mode: 'replay', from },
    });
    const message = `The first day of a replay must lie between ${first} and ${last}, the stored games of these regions`;
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message,
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'season.from', message }],
    });
  });

  it('says the same league time in SQL as in the rules', async () => {
    const { league } = await createLeagueWithTeams(t.app, db, { managers: 1 });
    await standAt(db, league.id, Date.parse('2025-04-09T10:00:00Z'), { paused: false });
    await db.update(leagues).set({ weekSeconds: 3600 }).where(eq(leagues.id, league.id));
    const [row] = await db.select().from(leagues).where(eq(leagues.id, league.id));
    const [inSql] = await queryRows<{ now: string; real: string }>(
      db,
      sql`select league_now(l) as now, now() as real from leagues l where l.id = ${league.id}`,
    );
    // league_now reads the transaction's real time; the rule is given the same, to the
    // millisecond (168 league milliseconds at this pace).
    const rule = leagueNow(row!, new Date(inSql!.real).getTime()).getTime();
    expect(Math.abs(new Date(inSql!.now).getTime() - rule)).toBeLessThanOrEqual(200);
  });

  it('pauses and resumes a replay for its commissioner only, and stands still meanwhile', async () => {
    const { boss, member, league } = await createLeagueWithTeams(t.app, db);
    await standAt(db, league.id, Date.parse('2025-04-09T10:00:00Z'), { paused: false });
    await db.update(leagues).set({ weekSeconds: 60 }).where(eq(leagues.id, league.id));

    expect(
      (await call('POST', `/api/leagues/${league.id}/season/pause`, member.token)).statusCode,
    ).toBe(403);
    const paused = await call('POST', `/api/leagues/${league.id}/season/pause`, boss.token);
    expect(paused.statusCode).toBe(200);
    expect((paused.json() as League).clock.paused).toBe(true);
    const again = await call('POST', `/api/leagues/${league.id}/season/pause`, boss.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The replay is paused already');
    const first = (
      (await call('GET', `/api/leagues/${league.id}?refresh=true`, boss.token)).json() as League
    ).clock.now;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const later = (
      (await call('GET', `/api/leagues/${league.id}?refresh=true`, boss.token)).json() as League
    ).clock.now;
    expect(later).toBe(first);

    const resumed = await call('POST', `/api/leagues/${league.id}/season/resume`, boss.token);
    expect(resumed.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const moving = (
      (await call('GET', `/api/leagues/${league.id}?refresh=true`, boss.token)).json() as League
    ).clock;
    expect(moving.paused).toBe(false);
    // A week a minute: 0.3 s of real time is about an hour of league time.
    expect(Date.parse(moving.now) - Date.parse(first)).toBeGreaterThan(30 * 60 * 1000);
    const running = await call('POST', `/api/leagues/${league.id}/season/resume`, boss.token);
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe('The replay is running already');

    expect(
      (
        await call(
          'POST',
          '/api/leagues/00000000-0000-4000-8000-000000000000/season/pause',
          boss.token,
        )
      ).statusCode,
    ).toBe(404);
    const live = await createLeagueWithTeams(t.app, db, { managers: 1 });
    const refused = await call(
      'POST',
      `/api/leagues/${live.league.id}/season/pause`,
      live.boss.token,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'A live season runs on real time: only a replay can be paused',
    );
    const notResumed = await call(
      'POST',
      `/api/leagues/${live.league.id}/season/resume`,
      live.boss.token,
    );
    expect(notResumed.statusCode).toBe(409);
    expect(notResumed.json().message).toBe(
      'A live season runs on real time: only a replay can be resumed',
    );
  });

  it('refuses to pause or resume a replay once the champion is crowned', async () => {
    const { boss, bossTeam, league } = await createLeagueWithTeams(t.app, db);
    await standAt(db, league.id, Date.parse('2025-04-09T10:00:00Z'), { paused: false });
    await db.update(leagues).set({ championTeamId: bossTeam.id }).where(eq(leagues.id, league.id));
    const pause = await call('POST', `/api/leagues/${league.id}/season/pause`, boss.token);
    expect(pause.statusCode).toBe(409);
    expect(pause.json().message).toBe(
      'The season is over: the champion is crowned, and replay controls are closed',
    );

    // Crowned while paused, it stays where it stood.
    await standAt(db, league.id, Date.parse('2025-04-09T10:00:00Z'), { paused: true });
    const resume = await call('POST', `/api/leagues/${league.id}/season/resume`, boss.token);
    expect(resume.statusCode).toBe(409);
    expect(resume.json().message).toBe(SEASON_OVER('replay controls'));
    const [row] = await db.select().from(leagues).where(eq(leagues.id, league.id));
    expect(row!.pausedAt).not.toBeNull();
  });

  it('changes a replay’s pace and its median game until its first game has happened, in week 1 too', async () => {
    const { boss } = await createLeagueWithTeams(t.app, db, { managers: 1 });
    // By default a replay starts on its first game's day: week 1 opens at once.
    const created = (
      await call('POST', '/api/leagues', boss.token, { name: 'Paced', regions: ['KOREA'] })
    ).json() as League;
    const [first] = await queryRows<{ at: string }>(
      db,
      sql`select min(played_at) as at from pro_games
          where region = 'LCK' and played_at >= ${created.clock.from}::timestamptz`,
    );
    const firstGameAt = new Date(first!.at).toISOString();
    expect(created.clock).toMatchObject({ week: 1, firstGameAt });
    expect(Date.parse(created.clock.now)).toBeLessThan(Date.parse(firstGameAt));

    const early = await call('PATCH', `/api/leagues/${created.id}`, boss.token, {
      weekSeconds: 3600,
    });
    expect(early.statusCode).toBe(200);
    expect((early.json() as League).clock.weekSeconds).toBe(3600);
    const settingsUrl = `/api/leagues/${created.id}/settings`;
    const median = await call('PATCH', settingsUrl, boss.token, { medianGame: true });
    expect(median.statusCode, median.body).toBe(200);

    await standAt(db, created.id, Date.parse(firstGameAt), { paused: false });
    const late = await call('PATCH', `/api/leagues/${created.id}`, boss.token, {
      weekSeconds: 60,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Pace can change only before the first game: the season has begun',
    );
    const medianLate = await call('PATCH', settingsUrl, boss.token, { medianGame: false });
    expect(medianLate.statusCode).toBe(409);
    expect(medianLate.json().message).toBe(
      'Median game can change only before the first game: the season has begun',
    );
    const bad = await call('PATCH', `/api/leagues/${created.id}`, boss.token, { weekSeconds: 10 });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the clock’s count of a week’s games', () => {
  /** A three-week league whose clock stands `after` past its last week's end. */
  async function overBy(after: number) {
    const w = await createLeagueWithTeams(t.app, db, { managers: 2, scheduleWeeks: 3 });
    const last = (
      (await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)).json() as League
    ).schedule.at(-1)!;
    await standAt(db, w.league.id, Date.parse(last.end) + after);
    // Read by another member: the boss's read of the page just before may still be cached.
    const { clock } = (
      await call('GET', `/api/leagues/${w.league.id}`, w.member.token)
    ).json() as League;
    return { w, last, clock };
  }

  it('counts every game of the last week once it is over, then stops telling it', async () => {
    const soon = await overBy(DAY);
    const regions = playerRegionsFor(soon.w.league.regions as LeagueRegion[]);
    const [stored] = await queryRows<{ games: number }>(
      db,
      sql`select count(*)::int as games from pro_games
          where region = any(${sql.param(regions)}::text[])
            and played_at >= ${soon.last.start}::timestamptz and played_at < ${soon.last.end}::timestamptz`,
    );
    expect(stored!.games).toBeGreaterThan(0);
    expect(soon.clock).toMatchObject({
      week: 3,
      weekStatus: 'final',
      games: { played: stored!.games, total: stored!.games },
    });
    // Weeks later, the games around league time are not that week's: none is told, rather
    // than a count of the few still at hand.
    const later = await overBy(20 * DAY);
    expect(later.clock).toMatchObject({ week: 3, weekStatus: 'final', games: null });
  });
});

describe('the clock of a league without a schedule', () => {
  it('runs the weeks of a default season, and stays in the last once they are over', async () => {
    const w = await createLeagueWithTeams(t.app, db, { managers: 2 });
    // Each read by another viewer: the read just before may still be cached for its reader.
    const page = async (token: string) =>
      ((await call('GET', `/api/leagues/${w.league.id}`, token)).json() as League).clock;
    const firstGameAt = Date.parse((await page(w.boss.token)).firstGameAt!);
    await standAt(db, w.league.id, firstGameAt + DAY / 24);
    expect(await page(w.member.token)).toMatchObject({ week: 1, weekStatus: 'live' });
    // Long after: the ninth week, final, as a default schedule drawn now would stand; the
    // league page's tiles tell the same week.
    await standAt(db, w.league.id, firstGameAt + 400 * DAY);
    expect(await page(w.outsider.token)).toMatchObject({
      week: DEFAULT_SEASON_WEEKS,
      weekStatus: 'final',
    });
  });
});

describe('a round of league clocks', () => {
  it('moves the rest of a batch on when one league fails, and puts that one off, longer each time', async () => {
    const made = [];
    for (let n = 0; n < 2; n += 1) {
      const w = await createLeagueWithTeams(t.app, db, { managers: 2, scheduleWeeks: 3 });
      const { schedule } = (
        await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)
      ).json() as League;
      await standAt(db, w.league.id, Date.parse(schedule[0]!.start) + 3 * DAY, { due: true });
      made.push(w);
    }
    const [broken, healthy] = made as [(typeof made)[0], (typeof made)[0]];
    // Scoring this league fails (as a league whose data breaks a constraint would), and its
    // batch with it.
    await db.execute(
      sql.raw(`create function poisoned_matchup() returns trigger language plpgsql as $$
        begin
          if new.league_id = '${broken.league.id}' then raise exception 'poisoned league'; end if;
          return new;
        end $$`),
    );
    await db.execute(sql`create trigger poisoned before update on matchups
      for each row execute function poisoned_matchup()`);
    const errors: { leagueId?: string; failures?: number; waitMs?: number }[] = [];
    const log = {
      error: (fields: (typeof errors)[number]) => errors.push(fields),
      info: () => {},
    } as unknown as FastifyBaseLogger;
    const waitOf = async (leagueId: string) => {
      const [row] = await db
        .select({ due: leagues.clockDueAt })
        .from(leagues)
        .where(eq(leagues.id, leagueId));
      return row!.due!.getTime() - Date.now();
    };
    const dueAt = (at: Date) =>
      db.update(leagues).set({ clockDueAt: at }).where(eq(leagues.id, broken.league.id));
    let firstWait = 0;
    let secondWait = 0;
    try {
      await clockRound(createSeasonService(db), log);
      firstWait = await waitOf(broken.league.id);
      // The wait runs out (both moments moved back a minute): still due when its wait said,
      // the league fails again and waits twice as long; one that cannot be handled is not
      // tried every minute for ever.
      const waitEnded = new Date(Date.now() - 1_000);
      await dueAt(waitEnded);
      await db
        .update(leagueWorkFailures)
        .set({ putOffTo: waitEnded })
        .where(eq(leagueWorkFailures.leagueId, broken.league.id));
      await clockRound(createSeasonService(db), log);
      secondWait = await waitOf(broken.league.id);
      // Made due at another time since (its work went through, or a change made it due), it
      // counts a new failure as a first.
      await dueAt(new Date());
      await clockRound(createSeasonService(db), log);
    } finally {
      await db.execute(sql`drop trigger poisoned on matchups`);
      await db.execute(sql`drop function poisoned_matchup`);
    }

    const scored = async (leagueId: string) =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from matchups
              where league_id = ${leagueId} and week = 1 and scored_at is not null`,
        )
      )[0]!.n;
    expect(await scored(healthy.league.id)).toBe(1);
    expect(await scored(broken.league.id)).toBe(0);
    expect(firstWait).toBeGreaterThan(50_000);
    expect(firstWait).toBeLessThanOrEqual(60_000);
    expect(secondWait).toBeGreaterThan(110_000);
    expect(await waitOf(broken.league.id)).toBeLessThanOrEqual(60_000);
    expect(
      errors
        .filter((fields) => fields.leagueId === broken.league.id)
        .map(({ failures, waitMs }) => [failures, waitMs]),
    ).toEqual([
      [1, 60_000],
      [2, 120_000],
      [1, 60_000],
    ]);
  });
});

describe('lineup locks', () => {
  async function lockedLeague() {
    const week = await lockWeek();
    const w = await createLeagueWithTeams(t.app, db, {
      rosters: [
        [
          ['MID', week.locked],
          ['BENCH', week.later],
        ],
        [['TOP', 'Kiin']],
      ],
    });
    // An hour after the locked player's first game of the week started; the other plays later that week.
    await standAt(db, w.league.id, week.lockedFirst + 60 * 60 * 1000);
    return {
      ...w,
      ...week,
      lockedId: await playerIdByName(db, week.locked),
      laterId: await playerIdByName(db, week.later),
    };
  }

  const expectLocked = (response: { statusCode: number; json(): unknown }, player: string) => {
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: LINEUP_LOCKED('player', player),
      code: 'LINEUP_LOCKED',
    });
  };

  /**
   * A free Korean top laner in the locked week: one whose game had started by the locked
   * player's first game (he waits on waivers), or one with no game that week.
   */
  async function topLaner(lockedFirst: number, played: boolean) {
    const monday = mondayOf(lockedFirst);
    const [player] = await queryRows<{ id: string; name: string }>(
      db,
      sql`select p.id, p.name from players p
          where p.region = 'LCK' and p.position = 'TOP' and p.name <> 'Kiin'
            and ${played ? sql`` : sql`not`} exists (
              select 1 from player_games pg where pg.player_id = p.id
                and pg.played_at >= ${new Date(monday).toISOString()}::timestamptz
                and pg.played_at <= ${new Date(played ? lockedFirst : monday + 7 * DAY).toISOString()}::timestamptz)
          order by p.name limit 1`,
    );
    if (!player) throw new Error('no such top laner in the shipped data');
    return player;
  }

  it('refuses to remove, move or swap a player whose game has started', async () => {
    const w = await lockedLeague();
    const team = `/api/teams/${w.bossTeam.id}`;
    expectLocked(await call('DELETE', `${team}/players/${w.lockedId}`, w.boss.token), w.locked);
    expectLocked(
      await call('POST', `${team}/lineup`, w.boss.token, { playerId: w.lockedId, slot: 'BENCH' }),
      w.locked,
    );
    // The unlocked player may not take the locked one's slot either: that moves the locked one.
    expectLocked(
      await call('POST', `${team}/lineup`, w.boss.token, { playerId: w.laterId, slot: 'MID' }),
      w.locked,
    );

    const detail = (await call('GET', team, w.boss.token)).json() as TeamDetail;
    expect(detail.players.MID?.name).toBe(w.locked);
    expect(detail.lineup.locks).toEqual(
      expect.arrayContaining([
        { playerId: w.lockedId, lockAt: new Date(w.lockedFirst).toISOString(), locked: true },
        { playerId: w.laterId, lockAt: new Date(w.laterFirst).toISOString(), locked: false },
      ]),
    );
    expect(detail.lineup.nextLockAt).toBe(new Date(w.laterFirst).toISOString());
  });

  it('names no lock, and locks nobody, once the champion is crowned', async () => {
    const w = await lockedLeague();
    await db
      .update(leagues)
      .set({ championTeamId: w.bossTeam.id })
      .where(eq(leagues.id, w.league.id));
    const detail = (
      await call('GET', `/api/teams/${w.bossTeam.id}`, w.boss.token)
    ).json() as TeamDetail;
    expect(detail.lineup).toMatchObject({ locks: [], nextLockAt: null });
    // Read by a user who has not read the league before, so none of its copies is kept.
    const league = (
      await call('GET', `/api/leagues/${w.league.id}`, w.outsider.token)
    ).json() as League;
    expect(league.clock.nextLockAt).toBeNull();
  });

  it('refuses a claim that drops a locked player with the lock’s code, as a drop does', async () => {
    const w = await lockedLeague();
    // The later player is not locked yet: dropped, he goes on waivers.
    const dropped = await call(
      'DELETE',
      `/api/teams/${w.bossTeam.id}/players/${w.laterId}`,
      w.boss.token,
    );
    expect(dropped.statusCode).toBe(200);
    expectLocked(
      await call('POST', `/api/leagues/${w.league.id}/claims`, w.boss.token, {
        teamId: w.bossTeam.id,
        addPlayerId: w.laterId,
        dropPlayerId: w.lockedId,
      }),
      w.locked,
    );
  });

  it('refuses to add a free agent whose game has started, and lets unlocked players move', async () => {
    const w = await lockedLeague();
    const team = `/api/teams/${w.bossTeam.id}`;
    const started = await topLaner(w.lockedFirst, true);
    // He is on waivers until the week's clear: the refusal says how to get him.
    const add = await call('POST', `${team}/players`, w.boss.token, {
      playerId: started.id,
      slot: 'TOP',
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toMatch(
      new RegExp(`^${started.name} is on waivers until .*: put in a claim instead$`),
    );

    const moved = await call('POST', `${team}/lineup`, w.boss.token, {
      playerId: w.laterId,
      slot: 'FLEX',
    });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as TeamDetail).players.FLEX?.id).toBe(w.laterId);
    const back = await call('POST', `${team}/lineup`, w.boss.token, {
      playerId: w.laterId,
      slot: 'BENCH',
    });
    expect(back.statusCode).toBe(200);
    expect(
      (await call('POST', `${team}/lineup`, w.boss.token, { playerId: w.laterId, slot: 'ADC' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `${team}/lineup`, w.member.token, { playerId: w.laterId, slot: 'FLEX' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `${team}/lineup`, w.boss.token, {
          playerId: '00000000-0000-4000-8000-000000000000',
          slot: 'FLEX',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('locking by week, refuses every move and add with the week’s first game as the reason', async () => {
    const w = await lockedLeague();
    await db.update(leagues).set({ lockMode: 'week' }).where(eq(leagues.id, w.league.id));
    const team = `/api/teams/${w.bossTeam.id}`;
    const idle = await topLaner(w.lockedFirst, false);
    const started = await topLaner(w.lockedFirst, true);
    const refusals = [
      // The later player's own game is days away; the week's first game has started.
      await call('POST', `${team}/lineup`, w.boss.token, { playerId: w.laterId, slot: 'FLEX' }),
      await call('DELETE', `${team}/players/${w.laterId}`, w.boss.token),
      await call('POST', `${team}/players`, w.boss.token, { playerId: idle.id, slot: 'TOP' }),
      await call('POST', `${team}/add-drop`, w.boss.token, {
        addPlayerId: idle.id,
        dropPlayerId: w.laterId,
      }),
      // A claim for a player on waivers (his game has started), dropping the later player.
      await call('POST', `/api/leagues/${w.league.id}/claims`, w.boss.token, {
        teamId: w.bossTeam.id,
        addPlayerId: started.id,
        dropPlayerId: w.laterId,
      }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: "The lineup is locked until the week ends: the week's first game has started",
        code: 'LINEUP_LOCKED',
      });
    }
  });

  it('locking by week, keeps a claim for the clear after the week ends', async () => {
    const w = await lockedLeague();
    await db.update(leagues).set({ lockMode: 'week' }).where(eq(leagues.id, w.league.id));
    const idle = await topLaner(w.lockedFirst, false);
    const now = w.lockedFirst + 60 * 60 * 1000;
    // His waiver period ended before the day's clear; he has no game this week.
    const dayClear = clearAt(now) - DAY;
    await db.execute(sql`insert into player_waivers (league_id, player_id, until)
      values (${w.league.id}, ${idle.id}, ${new Date(dayClear - 60_000).toISOString()}::timestamptz)`);
    const claimed = await call('POST', `/api/leagues/${w.league.id}/claims`, w.boss.token, {
      teamId: w.bossTeam.id,
      addPlayerId: idle.id,
    });
    expect(claimed.statusCode).toBe(201);
    const clearRound = async () => {
      await db.update(leagues).set({ waiversDueAt: new Date() }).where(eq(leagues.id, w.league.id));
      await createWaiversService(db).clearDue(100);
      const [claim] = (
        await call('GET', `/api/leagues/${w.league.id}/claims`, w.boss.token)
      ).json() as WaiverClaim[];
      return claim!.status;
    };
    // The day's clear comes while the lineups are locked: the claim waits for the week's end.
    expect(await clearRound()).toBe('pending');
    const monday = mondayOf(w.lockedFirst) + 7 * DAY;
    const [period] = await queryRows<{ until: string | Date }>(
      db,
      sql`select until from player_waivers where league_id = ${w.league.id} and player_id = ${idle.id}`,
    );
    expect(new Date(period!.until).getTime()).toBe(monday);
    // Monday's clear, the week over: the claim wins, even with the new week's first game
    // played before the clear (a game at 01:00, as the Americas' leagues play).
    await db.execute(sql`insert into pro_games (id, league, region, played_at,
        game_length_seconds, blue_team, red_team, winner_side)
      values ('early-monday', 'LCK', 'LCK', ${new Date(monday + 60 * 60 * 1000).toISOString()}::timestamptz,
        1800, 'T1', 'Gen.G', 'Blue')`);
    try {
      await standAt(db, w.league.id, monday + 4 * 60 * 60 * 1000);
      expect(await clearRound()).toBe('won');
    } finally {
      await db.execute(sql`delete from pro_games where id = 'early-monday'`);
    }
  });

  it('shows the roster’s points up to the league’s time on the team and league pages', async () => {
    const w = await lockedLeague();
    const [sum] = await queryRows<{ points: number; games: number }>(
      db,
      sql`select round(sum(pg.points)::numeric, 2)::float8 as points, count(*)::int as games
          from player_games pg where pg.player_id = ${w.lockedId}
            and pg.played_at <= ${new Date(w.lockedFirst + 60 * 60 * 1000).toISOString()}::timestamptz`,
    );
    const team = (
      await call('GET', `/api/teams/${w.bossTeam.id}`, w.boss.token)
    ).json() as TeamDetail;
    expect(team.players.MID?.fantasyPoints).toBe(sum!.points);
    const page = (await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)).json() as League;
    const listed = page.teams.find((entry) => entry.id === w.bossTeam.id)!;
    expect(listed.players.MID?.fantasyPoints).toBe(sum!.points);
  });

  it('lifts the locks when the week ends', async () => {
    const w = await lockedLeague();
    await standAt(db, w.league.id, mondayOf(w.lockedFirst) + 7 * DAY + 60_000);
    const removed = await call(
      'DELETE',
      `/api/teams/${w.bossTeam.id}/players/${w.lockedId}`,
      w.boss.token,
    );
    expect(removed.statusCode).toBe(200);
  });

  it('swaps two starters in one move when neither is locked', async () => {
    const { boss, bossTeam, league } = await createLeagueWithTeams(t.app, db, {
      managers: 1,
      rosters: [
        [
          ['MID', 'Faker'],
          ['FLEX', 'Chovy'],
        ],
      ],
    });
    await standAt(db, league.id, Date.parse('2025-01-01T00:00:00Z'));
    const swapped = await call('POST', `/api/teams/${bossTeam.id}/lineup`, boss.token, {
      playerId: await playerIdByName(db, 'Chovy'),
      slot: 'MID',
    });
    expect(swapped.statusCode).toBe(200);
    const team = swapped.json() as TeamDetail;
    expect([team.players.MID?.name, team.players.FLEX?.name]).toEqual(['Chovy', 'Faker']);
    // The lineup's history keeps both stays of each.
    const stays = await queryRows<{ slot: string; open: boolean }>(
      db,
      sql`select slot, to_at is null as open from lineup_history where team_id = ${bossTeam.id} order by id`,
    );
    expect(
      stays
        .filter((stay) => stay.open)
        .map((stay) => stay.slot)
        .sort(),
    ).toEqual(['FLEX', 'MID']);
    expect(stays).toHaveLength(4);
  });
});

describe('a trade with a locked player', () => {
  /** The boss offers the week's locked player for the later one, and the member accepts. */
  async function acceptedSwap(
    w: Awaited<ReturnType<typeof createLeagueWithTeams>>,
    week: Awaited<ReturnType<typeof lockWeek>>,
  ): Promise<Trade> {
    const offered = await call('POST', '/api/trades', w.boss.token, {
      fromTeamId: w.bossTeam.id,
      toTeamId: w.memberTeam.id,
      give: [await playerIdByName(db, week.locked)],
      receive: [await playerIdByName(db, week.later)],
    });
    expect(offered.statusCode).toBe(201);
    const accepted = await call(
      'POST',
      `/api/trades/${(offered.json() as Trade).id}/accept`,
      w.member.token,
    );
    expect(accepted.statusCode).toBe(200);
    return accepted.json() as Trade;
  }

  it('is accepted, waits for the week to end, then completes', async () => {
    const week = await lockWeek();
    const w = await createLeagueWithTeams(t.app, db, {
      rosters: [[['MID', week.locked]], [['MID', week.later]]],
    });
    await standAt(db, w.league.id, week.lockedFirst + 60 * 60 * 1000, { paused: false });
    const trade = await acceptedSwap(w, week);
    expect(trade.status).toBe('accepted');
    expect(trade.reason).toBe(
      `Completes when the week ends: ${week.locked} is locked (game started)`,
    );
    // At real pace the week ends days from now.
    expect(Date.parse(trade.reviewEndsAt!)).toBeGreaterThan(Date.now() + 60 * 60 * 1000);

    // The week ends: the clock moves past it and the trade's time comes.
    await standAt(db, w.league.id, mondayOf(week.lockedFirst) + 7 * DAY + 60_000);
    await db
      .update(trades)
      .set({ reviewEndsAt: new Date(Date.now() - 1000), dueAt: new Date(Date.now() - 1000) })
      .where(eq(trades.id, trade.id));
    await createTradesService(db).sweep();
    const done = (await call('GET', `/api/trades/${trade.id}`, w.boss.token)).json() as Trade;
    expect(done.status).toBe('completed');
    // Done, it no longer says what it waited for.
    expect(done.reason).toBeNull();
    const bossTeam = (
      await call('GET', `/api/teams/${w.bossTeam.id}`, w.boss.token)
    ).json() as TeamDetail;
    expect(bossTeam.players.MID?.name).toBe(week.later);
  });

  it('waits for its review alone, without the lock as its reason, when the week ends first', async () => {
    const week = await lockWeek();
    const w = await createLeagueWithTeams(t.app, db, {
      rosters: [[['MID', week.locked]], [['MID', week.later]]],
    });
    await db.update(leagues).set({ tradeReviewHours: 24 }).where(eq(leagues.id, w.league.id));
    // An hour before the week ends, at real pace: the review ends a day later.
    const weekEnd = mondayOf(week.lockedFirst) + 7 * DAY;
    await standAt(db, w.league.id, weekEnd - 60 * 60 * 1000, { paused: false });
    const trade = await acceptedSwap(w, week);
    expect(trade).toMatchObject({ status: 'accepted', reason: null });
    expect(Date.parse(trade.reviewEndsAt!)).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);
  });
});

describe('a trade waiting for a locked player', () => {
  it('may be vetoed when its review ended before the sweeper looked at it again', async () => {
    const week = await lockWeek();
    const w = await createLeagueWithTeams(t.app, db, {
      managers: 3,
      rosters: [[], [['MID', week.locked]], [['MID', week.later]]],
    });
    await standAt(db, w.league.id, week.lockedFirst + 60 * 60 * 1000, { paused: false });
    const offered = await call('POST', '/api/trades', w.member.token, {
      fromTeamId: w.memberTeam.id,
      toTeamId: w.teams[2]!.id,
      give: [await playerIdByName(db, week.locked)],
      receive: [await playerIdByName(db, week.later)],
    });
    const tradeId = (offered.json() as Trade).id;
    const accepted = await call('POST', `/api/trades/${tradeId}/accept`, w.managers[2]!.token);
    expect((accepted.json() as Trade).status).toBe('accepted');
    // Its time has come but the player is still locked: the next look will make it wait on.
    await db
      .update(trades)
      .set({ reviewEndsAt: new Date(Date.now() - 1000), dueAt: new Date(Date.now() - 1000) })
      .where(eq(trades.id, tradeId));
    const vetoed = await call('POST', `/api/trades/${tradeId}/veto`, w.boss.token, {
      reason: 'Lopsided',
    });
    expect(vetoed.statusCode, vetoed.body).toBe(200);
    expect(vetoed.json()).toMatchObject({ status: 'vetoed', reason: 'Lopsided' });
  });
});

describe('weeks that end by themselves', () => {
  /**
   * A league of two teams and three weeks; its clock stands six days after week `weeksOver`
   * ended: that week is final, the next one live.
   */
  async function seasonOf(weeksOver: number) {
    const w = await createLeagueWithTeams(t.app, db, {
      managers: 2,
      rosters: [
        [
          ['MID', 'Faker'],
          ['TOP', 'Zeus'],
        ],
        [
          ['MID', 'Chovy'],
          ['TOP', 'Kiin'],
        ],
      ],
      scheduleWeeks: 3,
    });
    const schedule = (
      (await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)).json() as League
    ).schedule;
    const end = Date.parse(schedule[weeksOver - 1]!.end) + 6 * DAY;
    await standAt(db, w.league.id, end, { due: true });
    return { ...w, schedule, probe: { leagueId: w.league.id, token: w.boss.token } };
  }

  it('scores as games happen and finalises a week once when two rounds run at once', async () => {
    const w = await seasonOf(1);
    const services = [createSeasonService(db), createSeasonService(db)];
    const handled = await heardBy(t.app, w.probe, () =>
      Promise.all(services.map((service) => service.advanceClocks(500))),
    );
    // The league was due once: exactly one of the two rounds took it.
    expect(handled.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    const rows = await db.select().from(matchups).where(eq(matchups.leagueId, w.league.id));
    const week1 = rows.filter((row) => row.week === 1);
    expect(week1.every((row) => row.completed && row.winnerUpdated)).toBe(true);
    // Week 2 began before the clock's time: it is live, scored up to it, not final.
    const week2 = rows.filter((row) => row.week === 2);
    expect(
      week2.every((row) => row.scoredAt !== null && !row.completed && row.winnerTeamId === null),
    ).toBe(true);
    const league = (
      await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)
    ).json() as League;
    expect(league.currentWeek).toBe(2);
    expect(league.schedule.map((week) => week.status)).toEqual(['final', 'live', 'upcoming']);
    const standings = (
      await call('GET', `/api/leagues/${w.league.id}/standings`, w.boss.token)
    ).json() as {
      wins: number;
      losses: number;
      ties: number;
    }[];
    expect(standings.reduce((sum, row) => sum + row.wins + row.losses + row.ties, 0)).toBe(2);
    // Each manager hears week 1's result once, however many rounds ran.
    for (const [user, team] of [
      [w.boss, w.bossTeam],
      [w.member, w.memberTeam],
    ] as const) {
      const { items } = (
        await call('GET', '/api/notifications', user.token)
      ).json() as NotificationList;
      const weekly = items.filter((item) => item.type === 'week' && item.leagueId === w.league.id);
      expect(weekly).toHaveLength(1);
      expect(weekly[0]!.title).toMatch(/^Week 1 is final: (you won|you lost|a tie)$/);
      expect(weekly[0]!.body).toContain(team.name);
    }
    // Nothing is left to do until the next game or week: another round handles nothing.
    const [again] = await queryRows<{ due: string | null }>(
      db,
      sql`select clock_due_at as due from leagues where id = ${w.league.id}`,
    );
    expect(again!.due === null || Date.parse(again!.due) > Date.now() - 1000).toBe(true);
  });

  it('stores a live week’s scores only, shows whoever held a slot for a game, and stores the starters when final', async () => {
    const w = await seasonOf(1);
    const week2 = w.schedule[1]!;
    const faker = await playerIdByName(db, 'Faker');
    const [first] = await queryRows<{ at: string }>(
      db,
      sql`select min(played_at) as at from player_games
          where player_id = ${faker} and played_at >= ${week2.start}::timestamptz
            and played_at < ${week2.end}::timestamptz`,
    );
    // An hour after his first game of week 2, Faker goes to the bench (the rules would refuse
    // it as he is locked; the history is written as for any move).
    const benchedAt = Date.parse(first!.at) + 60 * 60 * 1000;
    await standAt(db, w.league.id, benchedAt);
    await db
      .update(teamPlayers)
      .set({ slot: 'BENCH' })
      .where(and(eq(teamPlayers.teamId, w.bossTeam.id), eq(teamPlayers.playerId, faker)));
    const [before] = await queryRows<{ games: number }>(
      db,
      sql`select count(*)::int as games from player_games
          where player_id = ${faker} and played_at >= ${week2.start}::timestamptz
            and played_at < ${new Date(benchedAt).toISOString()}::timestamptz`,
    );
    await standAt(db, w.league.id, Date.parse(w.schedule[0]!.end) + 6 * DAY, { due: true });
    await heardBy(t.app, w.probe, () => createSeasonService(db).advanceClocks(500));

    const week2Page = async () =>
      (
        (
          await call('GET', `/api/leagues/${w.league.id}/matchups/2`, w.boss.token)
        ).json() as Matchup[]
      ).find((m) => m.teamA.id === w.bossTeam.id || m.teamB.id === w.bossTeam.id)!;
    const starterRows = () =>
      db
        .select()
        .from(matchupStarters)
        .innerJoin(matchups, eq(matchups.id, matchupStarters.matchupId))
        .where(and(eq(matchups.leagueId, w.league.id), eq(matchups.week, 2)));
    const live = await week2Page();
    expect(live.completed).toBe(false);
    expect(await starterRows()).toHaveLength(0);
    const bossSide = live.teamA.id === w.bossTeam.id ? 'home' : 'away';
    const mid = live.starters[bossSide].find((s) => s.slot === 'MID');
    expect(mid?.player.name).toBe('Faker');
    expect(mid?.games).toBe(before!.games);
    for (const side of ['home', 'away'] as const) {
      const total = live.starters[side].reduce((sum, s) => sum + (s.points ?? 0), 0);
      expect(side === 'home' ? live.scoreA : live.scoreB).toBeCloseTo(total, 2);
    }

    await standAt(db, w.league.id, Date.parse(week2.end) + DAY, { due: true });
    await heardBy(t.app, w.probe, () => createSeasonService(db).advanceClocks(500));
    const final = await week2Page();
    expect(final.completed).toBe(true);
    expect([final.scoreA, final.scoreB]).toEqual([live.scoreA, live.scoreB]);
    const shown = (m: Matchup) =>
      [...m.starters.home, ...m.starters.away]
        .map((s) => `${s.slot} ${s.player.name} ${s.games} ${s.points?.toFixed(2)}`)
        .sort();
    expect(shown(final)).toEqual(shown(live));
    expect(await starterRows()).toHaveLength(shown(final).length);
  });

  it('finalises once even when an instance dies holding the league', async () => {
    const w = await seasonOf(2);
    const service = createSeasonService(db);
    if (process.env.DATABASE_URL) {
      // On PostgreSQL another connection claims the league and then dies before committing.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const dying = db
        .transaction(async (tx) => {
          const claimed = await createSeasonRepository(tx).claimDueLeagues(500);
          expect(claimed.map((row) => row.league.id)).toContain(w.league.id);
          await held;
          throw new Error('the instance died');
        })
        .catch(() => 'died');
      // Meanwhile a round elsewhere skips the league it holds.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await service.advanceClocks(500);
      const [still] = await db.select().from(matchups).where(eq(matchups.leagueId, w.league.id));
      expect(still!.completed).toBe(false);
      release();
      expect(await dying).toBe('died');
    } else {
      // The embedded database runs one transaction at a time: the dying one simply rolls back.
      await db
        .transaction(async (tx) => {
          await createSeasonRepository(tx).claimDueLeagues(500);
          throw new Error('the instance died');
        })
        .catch(() => undefined);
    }
    expect(await heardBy(t.app, w.probe, () => service.advanceClocks(500))).toBeGreaterThanOrEqual(
      1,
    );
    const rows = await db.select().from(matchups).where(eq(matchups.leagueId, w.league.id));
    expect(rows.filter((row) => row.week <= 2).every((row) => row.completed)).toBe(true);
    // Done once: the league is not due again (other tests' leagues may be, as their clocks run).
    const [again] = await queryRows<{ due: string | null }>(
      db,
      sql`select clock_due_at as due from leagues where id = ${w.league.id}`,
    );
    expect(again!.due === null || Date.parse(again!.due) > Date.now() - 1000).toBe(true);
    const league = (
      await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)
    ).json() as League;
    expect(league.currentWeek).toBe(3);
  });

  it('counts only games that started while the player held the slot, and none from the future', async () => {
    const w = await seasonOf(1);
    await heardBy(t.app, w.probe, () => createSeasonService(db).advanceClocks(500));
    const league = (
      await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)
    ).json() as League;
    const [live] = (
      await call('GET', `/api/leagues/${w.league.id}/matchups/2`, w.boss.token)
    ).json() as Matchup[];
    expect(live!.completed).toBe(false);
    expect(live!.scored).toBe(true);
    const lines = [...live!.starters.home, ...live!.starters.away].flatMap((s) => s.lines);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(Date.parse(line.playedAt)).toBeLessThanOrEqual(Date.parse(league.clock.now));
      expect(Date.parse(line.playedAt)).toBeGreaterThanOrEqual(Date.parse(w.schedule[1]!.start));
    }
    for (const starter of [...live!.starters.home, ...live!.starters.away]) {
      expect(starter.points).toBeCloseTo(
        starter.lines.reduce((sum, line) => sum + line.points, 0),
        2,
      );
    }
  });

  it('tells every member’s push connection when a week’s scores move', async () => {
    const w = await seasonOf(1);
    const url = await listen(t.app);
    let client: PushClient | undefined;
    try {
      client = await connectPush(url, w.member.token);
      await createSeasonService(db).advanceClocks(500);
      const news = await client.next(
        'scores',
        (message) => message.leagueId === w.league.id && message.week === 1,
      );
      expect(news).toEqual({ type: 'scores', leagueId: w.league.id, week: 1, final: true });
    } finally {
      await client?.close();
    }
  });
});

describe('a new roster in a replay', () => {
  it('counts a player added mid-week only for games after he joined', async () => {
    const week = await lockWeek();
    const w = await createLeagueWithTeams(t.app, db, { managers: 2, scheduleWeeks: 1 });
    await standAt(db, w.league.id, week.lockedFirst + 60 * 60 * 1000);
    await putOnRoster(db, w.bossTeam, []);
    const added = await call('POST', `/api/teams/${w.bossTeam.id}/players`, w.boss.token, {
      playerId: await playerIdByName(db, week.later),
      slot: 'MID',
    });
    expect(added.statusCode).toBe(200);
    const [stay] = await queryRows<{ from_at: string }>(
      db,
      sql`select from_at from lineup_history where team_id = ${w.bossTeam.id}`,
    );
    expect(Date.parse(stay!.from_at)).toBe(week.lockedFirst + 60 * 60 * 1000);
  });
});
