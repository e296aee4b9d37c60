import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League } from '../../src/domain/contract/leagues';
import type { Playoffs } from '../../src/domain/contract/playoffs';
import type { Matchup, StandingsEntry } from '../../src/domain/contract/season';
import type { LeagueSettingsDoc } from '../../src/domain/contract/settings';
import { SEASON_OVER } from '../../src/domain/league-rules';
import { PLAYOFF_ROUND_DECIDED } from '../../src/domain/playoffs';
import type { Db } from '../../src/server/db/client';
import { leagues, matchups, playerGames, trades } from '../../src/server/db/schema';
import { createSeasonService } from '../../src/server/features/season';
import {
  SCHEDULE_AFTER_SEEDS,
  SCHEDULE_BEFORE_DEADLINE,
  SCHEDULE_WITHOUT_PLAYOFFS,
} from '../../src/server/features/season/service';
import { createLeagueWithTeams, playerIdByName, requester } from '../support/factories';
import { heardBy, standAt } from '../support/league-clock';
import { connectPush } from '../support/live-client';
import { listen } from '../support/live-rooms';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const DAY = 24 * 60 * 60 * 1000;

/**
 * Four Korean teams with real starters and four weeks: two of regular season, then the four
 * playoff teams' semi-finals (week 3) and final (week 4). With fewer weeks, a league without
 * playoffs.
 */
async function playoffLeague(scheduleWeeks = 4, seasonStart: Date | null = null) {
  const w = await createLeagueWithTeams(t.app, db, {
    seasonStart,
    managers: 2,
    teams: 4,
    rosters: [
      [
        ['MID', 'Faker'],
        ['TOP', 'Zeus'],
      ],
      [
        ['MID', 'Chovy'],
        ['TOP', 'Kiin'],
      ],
      [
        ['MID', 'ShowMaker'],
        ['ADC', 'Aiming'],
      ],
      [
        ['MID', 'Bdd'],
        ['JUNGLE', 'Canyon'],
      ],
    ],
    scheduleWeeks,
  });
  const schedule = (
    (await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)).json() as League
  ).schedule;
  /** Stands the league's clock six days after week `week` ended, its work due. */
  const after = (week: number) =>
    standAt(db, w.league.id, Date.parse(schedule[week - 1]!.end) + 6 * DAY, { due: true });
  /** One round of clocks on each of two instances at once. */
  const rounds = async () => {
    const services = [createSeasonService(db), createSeasonService(db)];
    await heardBy(t.app, { leagueId: w.league.id, token: w.boss.token }, async () => {
      await Promise.all(services.map((service) => service.advanceClocks(500)));
      await createSeasonService(db).advanceClocks(500);
    });
  };
  const bracket = async () =>
    (await call('GET', `/api/leagues/${w.league.id}/playoffs`, w.member.token)).json() as Playoffs;
  const bracketRows = () =>
    db
      .select()
      .from(matchups)
      .where(and(eq(matchups.leagueId, w.league.id), ne(matchups.stage, 'regular')));
  const week = async (n: number) =>
    call('GET', `/api/leagues/${w.league.id}/matchups/${n}`, w.member.token);
  return { ...w, schedule, after, rounds, bracket, bracketRows, week };
}

describe('the playoffs', () => {
  it('seed once, move on by themselves round by round, and crown a champion', async () => {
    const p = await playoffLeague();
    const before = await p.bracket();
    expect(before).toMatchObject({
      status: 'upcoming',
      teams: 4,
      firstWeek: 3,
      champion: null,
      coinFlips: [],
    });
    expect(before.seeds).toHaveLength(4);
    // Before any game every record is level: the projection lists the teams in the standings'
    // own order, as the Standings page does, not in an order of its own.
    const table = (
      await call('GET', `/api/leagues/${p.league.id}/standings`, p.boss.token)
    ).json() as StandingsEntry[];
    expect(before.seeds.map((seed) => seed.team.id)).toEqual(table.map((row) => row.team.id));
    expect(before.rounds.map((round) => round.weeks)).toEqual([[3], [4]]);

    // The regular season is final: the seeds are kept, and week 3 is the semi-finals.
    await p.after(2);
    await p.rounds();
    const seeded = await p.bracket();
    expect(seeded.status).toBe('live');
    const standings = (
      await call('GET', `/api/leagues/${p.league.id}/standings`, p.boss.token)
    ).json() as StandingsEntry[];
    // Seeds follow the regular season's standings (two weeks, two matchups a week).
    expect(standings.reduce((sum, row) => sum + row.wins + row.losses + row.ties, 0)).toBe(8);
    expect(seeded.seeds.map((seed) => seed.team.id)).toEqual(standings.map((row) => row.team.id));
    // The final's week has no matchup yet, and stays in the schedule.
    const midway = (
      await call('GET', `/api/leagues/${p.league.id}`, p.boss.token)
    ).json() as League;
    expect(midway.schedule.map((week) => week.week)).toEqual([1, 2, 3, 4]);
    const semis = seeded.rounds[0]!.matchups;
    expect(semis.map((m) => [m.seedA, m.seedB])).toEqual([
      [1, 4],
      [2, 3],
    ]);
    const [stored] = await db.select().from(leagues).where(eq(leagues.id, p.league.id));
    const rows = await p.bracketRows();
    expect(rows.map((row) => [row.week, row.stage, row.round]).sort()).toEqual([
      [3, 'playoff', 1],
      [3, 'playoff', 1],
    ]);

    // Semi-finals final: the final is written for week 4; the seeds stay as drawn.
    await p.after(3);
    await p.rounds();
    const final = await p.bracket();
    expect(final.rounds[0]!.decided).toBe(true);
    const finalists = final.rounds[0]!.matchups.map((m) => m.winner!.id);
    for (const matchup of final.rounds[0]!.matchups) {
      const high = matchup.scoreA >= matchup.scoreB;
      expect(matchup.winner!.id).toBe(high ? matchup.teamA.id : matchup.teamB.id);
    }
    expect(final.rounds[1]!.matchups).toHaveLength(1);
    expect(
      [final.rounds[1]!.matchups[0]!.teamA.id, final.rounds[1]!.matchups[0]!.teamB.id].sort(),
    ).toEqual([...finalists].sort());
    // The league's current week is the final's, written as week 3 turned final.
    const [finalWeek] = await db
      .select({ week: leagues.currentWeek })
      .from(leagues)
      .where(eq(leagues.id, p.league.id));
    expect(finalWeek!.week).toBe(4);
    const reschedule = await call('POST', `/api/leagues/${p.league.id}/schedule`, p.boss.token, {
      weeks: 4,
    });
    expect(reschedule.statusCode).toBe(409);
    expect(reschedule.json().message).toBe(SCHEDULE_AFTER_SEEDS);
    const [again] = await db.select().from(leagues).where(eq(leagues.id, p.league.id));
    expect(again!.playoffSeeds).toEqual(stored!.playoffSeeds);

    // The final is final: a champion, once, on the bracket and the league page.
    await p.after(4);
    await p.rounds();
    const done = await p.bracket();
    const match = done.rounds[1]!.matchups[0]!;
    expect(done.status).toBe('complete');
    expect(done.champion!.id).toBe(match.scoreA >= match.scoreB ? match.teamA.id : match.teamB.id);
    expect((await p.bracketRows()).length).toBe(3);
    await p.rounds();
    expect((await p.bracketRows()).length).toBe(3);

    // The league page and the champion's team page say so; trades and waivers close.
    const page = (await call('GET', `/api/leagues/${p.league.id}`, p.boss.token)).json() as League;
    expect(page.playoffs).toEqual({
      firstWeek: 3,
      roundWeeks: 1,
      champion: { id: done.champion!.id, name: done.champion!.name },
    });
    const teamPage = await call('GET', `/api/teams/${done.champion!.id}`, p.boss.token);
    expect(teamPage.json().champion).toBe(true);
    const [faker, chovy, keria] = await Promise.all(
      ['Faker', 'Chovy', 'Keria'].map((name) => playerIdByName(db, name)),
    );
    const closed = [
      await call('POST', '/api/trades', p.boss.token, {
        fromTeamId: p.bossTeam.id,
        toTeamId: p.memberTeam.id,
        give: [faker],
        receive: [chovy],
      }),
      await call('POST', `/api/teams/${p.bossTeam.id}/add-drop`, p.boss.token, {
        addPlayerId: keria,
      }),
      await call('POST', `/api/leagues/${p.league.id}/claims`, p.boss.token, {
        teamId: p.bossTeam.id,
        addPlayerId: keria,
      }),
    ];
    expect(closed.map((response) => response.statusCode)).toEqual([409, 409, 409]);
    expect(closed.map((response) => response.json().message)).toEqual([
      SEASON_OVER('trades'),
      SEASON_OVER('waivers'),
      SEASON_OVER('waivers'),
    ]);
  });

  it('show a playoff week no matchup of the round robin before the seeds are drawn, then the bracket’s', async () => {
    const p = await playoffLeague();
    const pairs = (matchups: Matchup[]) =>
      matchups.map((m) => [m.homeTeamId, m.awayTeamId].sort().join(' v ')).sort();
    // The playoff weeks' round-robin matchups wait to be replaced by the bracket: none is shown,
    // whatever the bracket page projects for them. The regular season's weeks show theirs.
    expect(((await p.week(2)).json() as Matchup[]).length).toBe(2);
    for (const week of [3, 4]) {
      const placeholder = await p.week(week);
      expect(placeholder.statusCode).toBe(200);
      expect(placeholder.json()).toEqual([]);
    }
    // The commissioner's Rescore of such a week answers the same.
    await standAt(db, p.league.id, Date.parse(p.schedule[2]!.start) + 60_000);
    const rescored = await call('POST', `/api/leagues/${p.league.id}/calculate/3`, p.boss.token);
    expect(rescored.statusCode).toBe(200);
    expect(rescored.json()).toEqual([]);

    // Seeded: week 3 shows the semi-finals as the bracket draws them.
    await p.after(2);
    await p.rounds();
    const semis = (await p.bracket()).rounds[0]!.matchups;
    expect(pairs((await p.week(3)).json() as Matchup[])).toEqual(
      semis.map((m) => [m.teamA.id, m.teamB.id].sort().join(' v ')).sort(),
    );
    expect((await p.week(4)).json()).toEqual([]);
  });

  it('say of each matchup whether it is the regular season’s, the playoffs’ or the consolation’s', async () => {
    // Eight teams, four weeks: the best four play the semi-finals in week 3, the other four
    // the consolation's.
    const w = await createLeagueWithTeams(t.app, db, {
      teams: 8,
      scheduleWeeks: 4,
      playoffConsolation: true,
      finalGraceHours: 0,
    });
    const { schedule } = (
      await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)
    ).json() as League;
    await standAt(db, w.league.id, Date.parse(schedule[1]!.end) + 6 * DAY, { due: true });
    await heardBy(t.app, { leagueId: w.league.id, token: w.boss.token }, () =>
      createSeasonService(db).advanceClocks(500),
    );
    const stages = async (week: number) =>
      (
        (
          await call('GET', `/api/leagues/${w.league.id}/matchups/${week}`, w.boss.token)
        ).json() as Matchup[]
      )
        .map((matchup) => matchup.stage)
        .sort();
    expect(await stages(1)).toEqual(['regular', 'regular', 'regular', 'regular']);
    expect(await stages(3)).toEqual(['consolation', 'consolation', 'playoff', 'playoff']);
  });

  it('crown the champion when the clock passes the whole bracket at once, each week as its bracket says', async () => {
    const p = await playoffLeague();
    // The clock stood still since before the season; it now stands after the final.
    await p.after(4);
    const rounds: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      const handled = await createSeasonService(db).advanceClocks(500);
      rounds.push(handled);
      if (handled === 0) break;
    }
    // A round per bracket step, then nothing left to do.
    expect(rounds.at(-1)).toBe(0);
    expect(rounds.length).toBeLessThan(10);
    const done = await until(p.bracket, (bracket) => bracket.status === 'complete');
    expect(done.champion).not.toBeNull();
    // Weeks 3 and 4 hold the bracket's matchups only, every one of them final.
    const weeks = await db.select().from(matchups).where(eq(matchups.leagueId, p.league.id));
    const playoffWeeks = weeks.filter((row) => row.week >= 3);
    expect(playoffWeeks.map((row) => [row.week, row.stage]).sort()).toEqual([
      [3, 'playoff'],
      [3, 'playoff'],
      [4, 'playoff'],
    ]);
    expect(weeks.every((row) => row.completed)).toBe(true);
    const match = done.rounds[1]!.matchups[0]!;
    expect(done.champion!.id).toBe(match.scoreA >= match.scoreB ? match.teamA.id : match.teamB.id);
  });

  it('without room in the schedule, crown the top of the standings once the last week is final, which ends the season', async () => {
    const p = await playoffLeague(2);
    expect((await p.bracket()).status).toBe('none');
    await p.after(1);
    await p.rounds();
    // A week before the last crowns nobody.
    expect((await p.bracket()).champion).toBeNull();
    await p.after(2);
    await p.rounds();
    const done = await p.bracket();
    expect(done.status).toBe('none');
    const standings = (
      await call('GET', `/api/leagues/${p.league.id}/standings`, p.boss.token)
    ).json() as StandingsEntry[];
    expect(standings.reduce((sum, row) => sum + row.wins + row.losses + row.ties, 0)).toBe(8);
    expect(done.champion?.id).toBe(standings[0]!.team.id);
    const league = (
      await call('GET', `/api/leagues/${p.league.id}`, p.boss.token)
    ).json() as League;
    expect(league.playoffs.champion?.id).toBe(standings[0]!.team.id);
    // The season is over: its schedule, scoring and rosters stay as they are.
    const schedule = await call('POST', `/api/leagues/${p.league.id}/schedule`, p.boss.token, {
      weeks: 6,
    });
    expect(schedule.statusCode).toBe(409);
    expect(schedule.json().message).toBe(SEASON_OVER('schedule changes'));
    const scoring = await call('PATCH', `/api/leagues/${p.league.id}/settings`, p.boss.token, {
      scoring: { player: { kill: 10 } },
    });
    expect(scoring.statusCode).toBe(409);
    expect(scoring.json().message).toBe(
      'Scoring can change only before the playoffs: the champion is crowned',
    );
    const add = await call('POST', `/api/teams/${p.teams[0]!.id}/players`, p.boss.token, {
      playerId: await playerIdByName(db, 'Keria'),
      slot: 'SUPPORT',
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toBe(SEASON_OVER('waivers'));
    const rescore = await call('POST', `/api/leagues/${p.league.id}/calculate/1`, p.boss.token);
    expect(rescore.statusCode).toBe(409);
    expect(rescore.json().message).toBe(SEASON_OVER('rescores'));
    const evaluated = await call(
      'POST',
      `/api/leagues/${p.league.id}/matchups/1/evaluate-wins`,
      p.boss.token,
    );
    expect(evaluated.statusCode).toBe(409);
    expect(evaluated.json().message).toBe(SEASON_OVER('rescores'));
    const stats = await call('POST', `/api/leagues/${p.league.id}/update-stats`, p.boss.token);
    expect(stats.json()).toEqual({
      message: 'Player stats recomputed; 0 scored weeks recalculated.',
    });
  });

  it('answers none for a schedule with no room, and 404 for a league nobody can see', async () => {
    const w = await createLeagueWithTeams(t.app, db, { teams: 4, scheduleWeeks: 2 });
    const none = (
      await call('GET', `/api/leagues/${w.league.id}/playoffs`, w.boss.token)
    ).json() as Playoffs;
    expect(none).toMatchObject({ status: 'none', firstWeek: null, rounds: [], seeds: [] });
    expect((await call('GET', `/api/leagues/${w.league.id}/playoffs`)).statusCode).toBe(401);
    expect(
      (await call('GET', `/api/leagues/${randomUUID()}/playoffs`, w.boss.token)).statusCode,
    ).toBe(404);
    const malformed = await call('GET', '/api/leagues/not-a-league/playoffs', w.boss.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors?.[0]?.field).toBe('id');
  });

  it('keep their weeks when the schedule is generated again, as the settings do: no week with scores dropped, no bracket moved into or out of a week that has begun', async () => {
    // Six weeks: two playoff rounds in weeks 5 and 6.
    const w = await createLeagueWithTeams(t.app, db, { teams: 4, scheduleWeeks: 6 });
    const url = `/api/leagues/${w.league.id}/schedule`;
    const reschedule = (weeks: number) => call('POST', url, w.boss.token, { weeks });
    const standIn = async (week: number) => {
      const { schedule } = (
        await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)
      ).json() as League;
      await standAt(db, w.league.id, Date.parse(schedule[week - 1]!.start) + 60_000);
    };
    const scoreWeek = async (week: number) =>
      expect(
        (await call('POST', `/api/leagues/${w.league.id}/calculate/${week}`, w.boss.token))
          .statusCode,
      ).toBe(200);

    // In week 3, weeks 1 and 2 final and week 3 live: a schedule of 4 weeks would start the
    // playoffs in week 3, which has begun, as the settings refuse it.
    await standIn(3);
    for (const week of [1, 2, 3]) await scoreWeek(week);
    const intoBegun = await reschedule(4);
    expect(intoBegun.statusCode).toBe(409);
    expect(intoBegun.json().message).toBe(
      'The playoffs cannot start in week 3: it has begun already',
    );
    const moved = await call('PATCH', `/api/leagues/${w.league.id}/settings`, w.boss.token, {
      playoffs: { startWeek: 3 },
    });
    expect(moved.json().message).toBe(intoBegun.json().message);
    // Nor may it end before a week with scores: their results would be gone.
    const dropping = await reschedule(2);
    expect(dropping.statusCode).toBe(409);
    expect(dropping.json().message).toBe('The schedule cannot end before week 3: it has scores');
    const kept = (await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)).json() as League;
    expect(kept.scheduleWeeks).toBe(6);
    expect(kept.schedule.filter((week) => week.completed).map((week) => week.week)).toEqual([1, 2]);
    // The playoffs still start in week 5; a longer season moves them to weeks not yet begun.
    expect((await reschedule(6)).statusCode).toBe(200);
    const longer = await reschedule(8);
    expect(longer.statusCode).toBe(200);
    expect((longer.json() as League).playoffs.firstWeek).toBe(7);

    // In week 7 the playoffs have begun: the schedule can no longer move them.
    await standIn(7);
    const begun = await reschedule(10);
    expect(begun.statusCode).toBe(409);
    expect(begun.json().message).toBe(
      'The playoffs have begun: the schedule can no longer change them',
    );
    expect(
      (await call('GET', `/api/leagues/${w.league.id}/playoffs`, w.boss.token)).json(),
    ).toMatchObject({ firstWeek: 7 });
  });

  it('seed at once when the settings move them onto a regular season already final', async () => {
    // From 2 June 2025 the LCK breaks after two weeks: week 3 begins on 21 July.
    const p = await playoffLeague(6, new Date('2025-06-02T00:00:00Z'));
    const { schedule } = p;
    const weekEnd = (week: number) => Date.parse(schedule[week - 1]!.end);
    expect(Date.parse(schedule[2]!.start) - weekEnd(2)).toBeGreaterThan(7 * DAY);
    await standAt(db, p.league.id, weekEnd(2) + 2 * DAY, { due: true });
    await p.rounds();
    // Weeks 1 and 2 final, week 3 weeks away: the bracket moves to weeks 3 and 4.
    const moved = await call('PATCH', `/api/leagues/${p.league.id}/settings`, p.boss.token, {
      playoffs: { startWeek: 3 },
    });
    expect(moved.statusCode).toBe(200);
    await p.rounds();
    const [row] = await db
      .select({ seeds: leagues.playoffSeeds })
      .from(leagues)
      .where(eq(leagues.id, p.league.id));
    expect(row!.seeds).not.toBeNull();
    expect((await p.bracketRows()).map((matchup) => matchup.week)).toEqual([3, 3]);
    // Week 3 is the semi-finals': it becomes final as the bracket's, and the final follows.
    await standAt(db, p.league.id, weekEnd(3) + 2 * DAY, { due: true });
    await p.rounds();
    expect((await p.bracketRows()).map((matchup) => matchup.week).sort()).toEqual([3, 3, 4]);
  });

  it('refuse a schedule that ends before the trade deadline', async () => {
    const w = await createLeagueWithTeams(t.app, db, { teams: 4, scheduleWeeks: 6 });
    // Before the season: nothing has begun yet.
    await standAt(db, w.league.id, Date.parse('2024-12-01T00:00:00Z'));
    const deadline = await call('PATCH', `/api/leagues/${w.league.id}`, w.boss.token, {
      tradeDeadlineWeek: 5,
    });
    expect(deadline.statusCode).toBe(200);
    const url = `/api/leagues/${w.league.id}/schedule`;
    const shorter = await call('POST', url, w.boss.token, { weeks: 4 });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().message).toBe(SCHEDULE_BEFORE_DEADLINE(5));
    const five = await call('POST', url, w.boss.token, { weeks: 5 });
    expect(five.statusCode, five.body).toBe(200);
  });

  it('refuse a schedule that leaves no room for playoffs placed in a week, as the settings do', async () => {
    const w = await createLeagueWithTeams(t.app, db, { teams: 4, scheduleWeeks: 6 });
    await standAt(db, w.league.id, Date.parse('2024-12-01T00:00:00Z'));
    const placed = await call('PATCH', `/api/leagues/${w.league.id}/settings`, w.boss.token, {
      playoffs: { startWeek: 5 },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const url = `/api/leagues/${w.league.id}/schedule`;
    const shorter = await call('POST', url, w.boss.token, { weeks: 5 });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().message).toBe(
      SCHEDULE_WITHOUT_PLAYOFFS('Playoffs of 2 rounds need weeks 5–6: the schedule has 5 weeks'),
    );
    const kept = (await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)).json() as League;
    expect([kept.scheduleWeeks, kept.playoffs.firstWeek]).toEqual([6, 5]);
    // A schedule that keeps their weeks is made.
    expect((await call('POST', url, w.boss.token, { weeks: 6 })).statusCode).toBe(200);
  });

  it('keep the bracket as drawn once seeded: settings, rescores and roster moves cannot contradict it', async () => {
    const p = await playoffLeague();
    const settingsUrl = `/api/leagues/${p.league.id}/settings`;
    await p.after(2);
    await p.rounds();
    // The seeds are drawn; the league's time stands just before the first playoff week (as it
    // does when the pro calendar leaves a gap before it).
    await standAt(db, p.league.id, Date.parse(p.schedule[2]!.start) - 60_000);
    const teams = await call('PATCH', settingsUrl, p.boss.token, { playoffs: { teams: 2 } });
    expect(teams.statusCode).toBe(409);
    expect(teams.json().message).toBe(
      'Playoff teams can change only before the playoffs: the playoffs are seeded',
    );
    const scoring = { scoring: { player: { kill: -20, death: 20, assist: -20, cs: -0.5 } } };
    const rescored = await call('PATCH', settingsUrl, p.boss.token, scoring);
    expect(rescored.statusCode).toBe(409);
    expect(rescored.json().message).toBe(
      'Scoring can change only before the playoffs: the playoffs are seeded',
    );
    // Nor are values that could not be saved previewed.
    const preview = await call(
      'POST',
      `${settingsUrl}/scoring-preview`,
      p.boss.token,
      scoring.scoring,
    );
    expect(preview.statusCode).toBe(409);
    expect(preview.json().message).toBe(rescored.json().message);
    const doc = (await call('GET', settingsUrl, p.member.token)).json() as LeagueSettingsDoc;
    expect(doc.changes.scoring).toEqual({
      when: 'before the playoffs',
      open: false,
      closedBecause: 'Scoring can change only before the playoffs: the playoffs are seeded',
    });

    // The final's week is in the schedule before its matchup is drawn: none yet. A week past
    // the schedule is still refused.
    const unwritten = await p.week(4);
    expect(unwritten.statusCode).toBe(200);
    expect(unwritten.json()).toEqual([]);
    const beyond = await p.week(5);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe('Week 5 is not in the schedule (weeks 1–4)');

    // An offer made during the playoffs, still waiting when the champion is crowned.
    const [faker, chovy] = await Promise.all(
      ['Faker', 'Chovy'].map((name) => playerIdByName(db, name)),
    );
    const offer = await call('POST', '/api/trades', p.boss.token, {
      fromTeamId: p.bossTeam.id,
      toTeamId: p.memberTeam.id,
      give: [faker],
      receive: [chovy],
    });
    expect(offer.statusCode).toBeLessThan(300);
    // Its receiver's screens hear that it ended with the season.
    const receiver = await connectPush(await listen(t.app), p.member.token);
    const heardVoid = receiver.next(
      'tradeOffer',
      (push) => push.tradeId === offer.json().id && push.status === 'void',
      10_000,
    );
    await p.after(3);
    await p.rounds();
    await p.after(4);
    await p.rounds();
    const done = await p.bracket();
    expect(done.status).toBe('complete');
    const [trade] = await db.select().from(trades).where(eq(trades.id, offer.json().id));
    expect(trade).toMatchObject({ status: 'void', reason: SEASON_OVER('trades') });
    await heardVoid;
    await receiver.close();

    // Roster moves close with the season.
    const dropped = await call(
      'DELETE',
      `/api/teams/${p.bossTeam.id}/players/${faker}`,
      p.boss.token,
    );
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json().message).toBe(SEASON_OVER('roster moves'));

    // A decided round is not scored again: Rescore refuses it, and corrected data recomputed
    // for the league leaves it as it was, even where it would now go the other way.
    const calculated = await call('POST', `/api/leagues/${p.league.id}/calculate/4`, p.boss.token);
    expect(calculated.statusCode).toBe(409);
    expect(calculated.json().message).toBe(PLAYOFF_ROUND_DECIDED(4));
    const final = done.rounds[1]!.matchups[0]!;
    const loser = final.winner!.id === final.teamA.id ? final.teamB : final.teamA;
    const loserTeam = p.teams.find((team) => team.id === loser.id)!;
    const loserPlayers = (
      (await call('GET', `/api/teams/${loserTeam.id}`, p.boss.token)).json() as {
        players: Record<string, { id: string } | { id: string }[] | null>;
      }
    ).players;
    const ids = Object.values(loserPlayers)
      .flatMap((entry) => (entry === null ? [] : Array.isArray(entry) ? entry : [entry]))
      .map((player) => player.id);
    expect(ids.length).toBeGreaterThan(0);
    const boost = (by: number) =>
      db
        .update(playerGames)
        .set({ points: sql`${playerGames.points} + ${by}` })
        .where(inArray(playerGames.playerId, ids));
    const weeks = async () => [(await p.week(3)).json(), (await p.week(4)).json()] as Matchup[][];
    const before = await weeks();
    await boost(1000);
    try {
      const recomputed = await call(
        'POST',
        `/api/leagues/${p.league.id}/update-stats`,
        p.boss.token,
      );
      expect(recomputed.statusCode).toBe(200);
      const after = await weeks();
      expect(after.flat().map((m) => [m.id, m.homeScore, m.awayScore, m.winner])).toEqual(
        before.flat().map((m) => [m.id, m.homeScore, m.awayScore, m.winner]),
      );
      // The bracket, the final's matchup and the champion agree.
      const bracket = await p.bracket();
      const finalRow = after[1]![0]!;
      expect(bracket.rounds[1]!.matchups[0]!.winner!.id).toBe(bracket.champion!.id);
      expect(finalRow.winner).toBe(bracket.champion!.id);
      expect(bracket.champion!.id).toBe(done.champion!.id);
    } finally {
      await boost(-1000);
    }

    // The league's clock stays in its last week once the season is over.
    await standAt(db, p.league.id, Date.parse(p.schedule[3]!.end) + 60 * DAY);
    const page = (await call('GET', `/api/leagues/${p.league.id}`, p.boss.token)).json() as League;
    expect(page.clock).toMatchObject({ week: 4, weekStatus: 'final' });
  });
});
