import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League } from '../../src/domain/contract/leagues';
import type { StandingsEntry } from '../../src/domain/contract/season';
import type { LeagueSettingsDoc } from '../../src/domain/contract/settings';
import type { TeamDetail } from '../../src/domain/contract/teams';
import type { TransactionsPage } from '../../src/domain/contract/waivers';
import type { Db } from '../../src/server/db/client';
import { drafts, matchups } from '../../src/server/db/schema';
import { BELOW_PLAYOFF_TEAMS } from '../../src/server/features/leagues/settings';
import {
  createLeagueWithTeams,
  playerIdByName,
  putOnRoster,
  requester,
} from '../support/factories';
import { standAt } from '../support/league-clock';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

// Before the first LCK game of the stored season: nothing has started.
const PRESEASON = Date.parse('2025-01-01T00:00:00Z');

/** A Korean league of four teams (two managers, two bots) with a schedule of six weeks. */
async function settingsLeague() {
  const w = await createLeagueWithTeams(t.app, db, { teams: 4, scheduleWeeks: 6 });
  await standAt(db, w.league.id, PRESEASON);
  const settingsUrl = `/api/leagues/${w.league.id}/settings`;
  const read = async (token = w.boss.token) =>
    (await call('GET', settingsUrl, token)).json() as LeagueSettingsDoc;
  const patch = (body: object, token = w.boss.token) => call('PATCH', settingsUrl, token, body);
  return { ...w, settingsUrl, read, patch };
}

/** The league's draft has begun (and ended): a draft row as the draft room leaves it. */
async function draftHeld(league: { id: string }, teams: readonly { id: string }[]) {
  await db.insert(drafts).values({
    leagueId: league.id,
    status: 'complete',
    teamOrder: teams.map((team) => team.id),
    pickSeconds: 60,
    clockStartedAt: new Date(),
  });
}

/** Puts the league's clock at the start of its week `week` (from its page's schedule). */
async function standInWeek(leagueId: string, token: string, week: number) {
  const league = (await call('GET', `/api/leagues/${leagueId}`, token)).json() as League;
  const start = league.schedule.find((row) => row.week === week)!.start;
  await standAt(db, leagueId, Date.parse(start) + 60_000);
}

describe('GET /leagues/{id}/settings', () => {
  it('answers the groups with their defaults and when each may change', async () => {
    const s = await settingsLeague();
    const doc = await s.read(s.member.token);
    expect(doc).toMatchObject({
      league: { name: s.league.name, isPublic: true, maxTeams: 12 },
      roster: {
        starters: ['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX'],
        bench: 3,
        teamSlot: false,
      },
      scoring: { player: { kill: 2, death: -0.5, assist: 1.5 }, team: { win: 2, baron: 2 } },
      trades: { reviewHours: 24, deadlineWeek: null },
      waivers: { type: 'faab', budget: 100, days: 2 },
      locks: { lockMode: 'player', finalGraceHours: 12 },
      season: { mode: 'replay', weekSeconds: 604800, weeks: 6 },
      // Four teams play two rounds: weeks 5 and 6 of six.
      playoffs: { teams: 4, startWeek: null, firstWeek: 5, roundWeeks: 1, consolation: false },
      medianGame: false,
    });
    expect(doc.changes['league.maxTeams']).toEqual({
      when: 'before the draft',
      open: true,
      closedBecause: null,
    });
    expect(doc.changes['playoffs.teams']?.when).toBe('before the playoffs');
    expect(doc.changes.medianGame?.when).toBe('before the first game');
    expect(doc.changes['season.weekSeconds']?.when).toBe('before the first game');
  });

  it('is for whoever may see the league', async () => {
    const s = await settingsLeague();
    expect((await call('GET', s.settingsUrl)).statusCode).toBe(401);
    expect((await call('GET', s.settingsUrl, s.outsider.token)).statusCode).toBe(200);
    expect(
      (await call('GET', `/api/leagues/${randomUUID()}/settings`, s.boss.token)).statusCode,
    ).toBe(404);
    const malformed = await call('GET', '/api/leagues/not-a-league/settings', s.boss.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors?.[0]?.field).toBe('id');
  });
});

describe('PATCH /leagues/{id}/settings', () => {
  it('changes any part, answers the settings, and logs who changed what from what', async () => {
    const s = await settingsLeague();
    const changed = await s.patch({
      league: { name: 'Rift Masters', maxTeams: 8 },
      trades: { reviewHours: 48 },
      playoffs: { teams: 2, roundWeeks: 2, consolation: true },
      medianGame: true,
    });
    expect(changed.statusCode).toBe(200);
    const doc = changed.json() as LeagueSettingsDoc;
    expect(doc).toMatchObject({
      league: { name: 'Rift Masters', maxTeams: 8 },
      trades: { reviewHours: 48 },
      // One round of two weeks: weeks 5 and 6.
      playoffs: { teams: 2, roundWeeks: 2, consolation: true, firstWeek: 5 },
      medianGame: true,
    });
    expect(await s.read()).toEqual(doc);

    const log = (
      await call('GET', `/api/leagues/${s.league.id}/transactions?type=commissioner`, s.boss.token)
    ).json() as TransactionsPage;
    // The change, after the schedule the league was set up with.
    expect(log.entries.map((entry) => entry.detail.action)).toEqual(['settings', 'schedule']);
    expect(log.entries[0]).toMatchObject({
      type: 'commissioner',
      user: s.boss.user.username,
      detail: {
        action: 'settings',
        changes: {
          'league.name': { before: s.league.name, after: 'Rift Masters' },
          'league.maxTeams': { before: 12, after: 8 },
          'trades.reviewHours': { before: 24, after: 48 },
          'playoffs.teams': { before: 4, after: 2 },
          'playoffs.roundWeeks': { before: 1, after: 2 },
          'playoffs.consolation': { before: false, after: true },
          medianGame: { before: false, after: true },
        },
      },
    });
    // Counts as numbers, switches and codes in the league page's words, names as written.
    expect(log.entries[0]!.summary).toBe(
      'The commissioner changed league name from Test League to Rift Masters, maximum teams from 12 to 8, trade review hours from 24 to 48, playoff teams from 4 to 2, weeks per playoff round from 1 to 2, consolation bracket from off to on, median game from off to on',
    );

    // The same values again change nothing and log nothing.
    expect((await s.patch({ trades: { reviewHours: 48 } })).statusCode).toBe(200);
    const again = (
      await call('GET', `/api/leagues/${s.league.id}/transactions?type=commissioner`, s.boss.token)
    ).json() as TransactionsPage;
    expect(again.entries).toHaveLength(2);
  });

  it('is the commissioner’s alone', async () => {
    const s = await settingsLeague();
    const body = { medianGame: true };
    expect((await call('PATCH', s.settingsUrl, undefined, body)).statusCode).toBe(401);
    expect((await s.patch(body, s.member.token)).statusCode).toBe(403);
    expect((await s.patch(body, s.outsider.token)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/leagues/${randomUUID()}/settings`, s.boss.token, body)).statusCode,
    ).toBe(404);
    expect((await s.read()).medianGame).toBe(false);
  });

  it.each([
    [{}, 'Change at least one setting', ''],
    [{ roster: { bench: 7 } }, 'Bench size must be between 0 and 6', 'roster.bench'],
    [{ roster: { teamSlot: 'yes' } }, 'TEAM slot must be true or false', 'roster.teamSlot'],
    [{ roster: { coach: true } }, 'Unknown setting in roster: coach', 'roster'],
    [{ rosters: { bench: 4 } }, 'Unknown setting: rosters', 'rosters'],
    [{ foo: 1 }, 'Unknown setting: foo', 'foo'],
    [{ league: { isPublic: 'false' } }, 'Visibility must be true or false', 'league.isPublic'],
    [{ playoffs: { seeds: 4 } }, 'Unknown setting in playoffs: seeds', 'playoffs'],
    [{ playoffs: { teams: 5 } }, 'Playoff teams must be one of 2, 4, 6, 8', 'playoffs.teams'],
    [
      { playoffs: { roundWeeks: 3 } },
      'Weeks per playoff round must be one of 1, 2',
      'playoffs.roundWeeks',
    ],
    [
      { trades: { reviewHours: 5 } },
      'Review period must be one of 0, 12, 24, 48 hours',
      'trades.reviewHours',
    ],
    [
      { waivers: { budget: -1 } },
      'FAAB budget must be between 0 and 1000 dollars',
      'waivers.budget',
    ],
    [{ league: { name: '   ' } }, 'Please enter a league name', 'league.name'],
    [{ medianGame: 'yes' }, 'Median game must be true or false', 'medianGame'],
    [{ locks: 'week' }, 'locks must be a JSON object', 'locks'],
  ])('refuses %j with a 400 naming the field', async (body, message, field) => {
    const s = await settingsLeague();
    const refused = await s.patch(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
    // One refusal, the first: an unknown setting is not also 'no setting changed'.
    if (field) expect(refused.json().errors).toEqual([{ field, message }]);
  });

  it('refuses settings that do not fit the league', async () => {
    const s = await settingsLeague();
    const tooFew = await s.patch({ league: { maxTeams: 3 } });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().message).toBe(
      'Maximum teams cannot be below the 4 teams already in the league',
    );
    const bigBracket = await s.patch({ league: { maxTeams: 6 }, playoffs: { teams: 8 } });
    expect(bigBracket.json().message).toBe("Playoff teams must be at most the league's 6 teams");
    // A maximum lowered alone under the bracket names itself.
    expect((await s.patch({ playoffs: { teams: 6 } })).statusCode).toBe(200);
    const underBracket = await s.patch({ league: { maxTeams: 5 } });
    expect(underBracket.statusCode).toBe(400);
    expect(underBracket.json().errors).toEqual([
      { field: 'league.maxTeams', message: BELOW_PLAYOFF_TEAMS(6) },
    ]);
    expect((await s.patch({ playoffs: { teams: 4 } })).statusCode).toBe(200);
    // Eight teams play three rounds of two weeks: six weeks leave no regular season.
    const long = await s.patch({ playoffs: { teams: 8, roundWeeks: 2 } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^Playoffs of 3 rounds of 2 weeks need 6 weeks/);
    expect(tooFew.json().errors).toEqual([
      { field: 'league.maxTeams', message: expect.any(String) },
    ]);
    expect(long.json().errors[0].field).toBe('playoffs.teams');
    const late = await s.patch({ playoffs: { startWeek: 6 } });
    expect(late.json().message).toBe(
      'Playoffs of 2 rounds need weeks 6–7: the schedule has 6 weeks',
    );
    expect(late.json().errors[0].field).toBe('playoffs.startWeek');
    expect((await s.read()).playoffs).toMatchObject({ teams: 4, startWeek: null, roundWeeks: 1 });
  });

  it('fits the bracket to the teams the league has once its season has begun', async () => {
    const s = await settingsLeague();
    // Before the first game more teams may join, up to the league's maximum (12).
    expect((await s.patch({ playoffs: { teams: 6 } })).statusCode).toBe(200);
    expect((await s.patch({ playoffs: { teams: 4 } })).statusCode).toBe(200);
    await standInWeek(s.league.id, s.boss.token, 2);
    const bigger = await s.patch({ playoffs: { teams: 6 } });
    expect(bigger.statusCode).toBe(400);
    expect(bigger.json().message).toBe("Playoff teams must be at most the league's 4 teams");
  });

  it('shows no playoff weeks for a schedule too short for the bracket, and still takes other changes', async () => {
    const short = await createLeagueWithTeams(t.app, db, { teams: 4, scheduleWeeks: 2 });
    await standAt(db, short.league.id, PRESEASON);
    const url = `/api/leagues/${short.league.id}/settings`;
    expect(
      ((await call('GET', url, short.boss.token)).json() as LeagueSettingsDoc).playoffs,
    ).toMatchObject({
      teams: 4,
      firstWeek: null,
    });
    const renamed = await call('PATCH', url, short.boss.token, {
      league: { name: 'Short season' },
    });
    expect(renamed.statusCode).toBe(200);
    // Two teams, one round: week 2 after a regular season of one week.
    const fits = await call('PATCH', url, short.boss.token, { playoffs: { teams: 2 } });
    expect((fits.json() as LeagueSettingsDoc).playoffs.firstWeek).toBe(2);
  });

  it('sizes the bench before the draft, and every roster rule follows it', async () => {
    const s = await settingsLeague();
    const bigger = await s.patch({ roster: { bench: 5 } });
    expect(bigger.statusCode).toBe(200);
    expect((bigger.json() as LeagueSettingsDoc).roster.bench).toBe(5);
    const league = (
      await call('GET', `/api/leagues/${s.league.id}`, s.boss.token)
    ).json() as League;
    expect(league.roster).toEqual({ bench: 5, teamSlot: false });

    // Five players fit on the bench, a sixth does not.
    const pros = ['Faker', 'Zeus', 'Oner', 'Gumayusi', 'Keria', 'Chovy'];
    const add = async (name: string) =>
      call('POST', `/api/teams/${s.bossTeam.id}/players`, s.boss.token, {
        playerId: await playerIdByName(db, name),
        slot: 'BENCH',
      });
    for (const name of pros.slice(0, 5)) expect((await add(name)).statusCode, name).toBe(200);
    const sixth = await add('Chovy');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe('The bench is full (5 players)');
    const team = (
      await call('GET', `/api/teams/${s.bossTeam.id}`, s.boss.token)
    ).json() as TeamDetail;
    expect(team.benchSize).toBe(5);
    expect(team.players.BENCH).toHaveLength(5);

    // Free agents added before the draft leave the roster's settings open, but the bench
    // cannot shrink below the players on one.
    const small = await s.patch({ roster: { bench: 2 } });
    expect(small.statusCode).toBe(400);
    expect(small.json().errors).toEqual([
      {
        field: 'roster.bench',
        message: 'Bench size cannot be below the 5 players a team already has on its bench',
      },
    ]);
    expect((await s.patch({ roster: { bench: 6 } })).statusCode).toBe(200);
    expect((await s.patch({ roster: { teamSlot: true } })).statusCode).toBe(200);
    const pro = await call('POST', `/api/teams/${s.bossTeam.id}/players`, s.boss.token, {
      playerId: await playerIdByName(db, 'T1'),
      slot: 'TEAM',
    });
    expect(pro.statusCode).toBe(200);
    const noSlot = await s.patch({ roster: { teamSlot: false } });
    expect(noSlot.statusCode).toBe(400);
    expect(noSlot.json().message).toBe(
      'The TEAM slot cannot be removed: a team has a player in it',
    );

    // The draft begins: the roster's shape is fixed now.
    await draftHeld(s.league, s.teams);
    const late = await s.patch({ roster: { bench: 5 } });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Bench size can change only before the draft: the draft has begun',
    );

    // A league without a bench takes starters only.
    const none = await settingsLeague();
    expect((await none.patch({ roster: { bench: 0 } })).statusCode).toBe(200);
    const benched = await call('POST', `/api/teams/${none.bossTeam.id}/players`, none.boss.token, {
      playerId: await playerIdByName(db, 'Faker'),
      slot: 'BENCH',
    });
    expect(benched.statusCode).toBe(409);
    expect(benched.json().message).toBe('This league plays without a bench');
    const started = await call('POST', `/api/teams/${none.bossTeam.id}/players`, none.boss.token, {
      playerId: await playerIdByName(db, 'Faker'),
      slot: 'MID',
    });
    expect(started.statusCode).toBe(200);
  });

  it('refuses each setting out of its time with a 409', async () => {
    const s = await settingsLeague();
    // A player on a roster says nothing of a draft: the league's size may still change.
    await putOnRoster(db, s.bossTeam, [['MID', 'Faker']]);
    expect((await s.patch({ league: { maxTeams: 11 } })).statusCode).toBe(200);
    // The draft has been held: the league's size is fixed.
    await draftHeld(s.league, s.teams);
    const drafted = await s.patch({ league: { maxTeams: 10 } });
    expect(drafted.statusCode).toBe(409);
    expect(drafted.json().message).toBe(
      'Maximum teams can change only before the draft: the draft has begun',
    );
    expect((await s.patch({ medianGame: true })).statusCode).toBe(200);

    await standInWeek(s.league.id, s.boss.token, 2);
    const started = await s.patch({ medianGame: false });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(
      'Median game can change only before the first game: the season has begun',
    );
    expect((await s.patch({ playoffs: { teams: 2 } })).statusCode).toBe(200);
    const past = await s.patch({ playoffs: { startWeek: 2 } });
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe('The playoffs cannot start in week 2: it has begun already');
    // Any time: a name, trades, waivers, locks.
    expect((await s.patch({ league: { name: 'Week two' }, waivers: { days: 1 } })).statusCode).toBe(
      200,
    );

    // Two teams, one round: the playoffs are week 6.
    await standInWeek(s.league.id, s.boss.token, 6);
    const playoffs = await s.patch({ playoffs: { consolation: true } });
    expect(playoffs.statusCode).toBe(409);
    expect(playoffs.json().message).toBe(
      'Consolation bracket can change only before the playoffs: the playoffs have begun',
    );
    const doc = await s.read();
    expect(doc.changes['playoffs.consolation']).toMatchObject({ open: false });
    expect(doc.changes['league.name']).toMatchObject({ open: true, closedBecause: null });
  });

  it('closes the draft’s settings once the season’s games have begun, in a league that never drafts', async () => {
    const s = await settingsLeague();
    // Week 1 has begun, but before its first game nothing of the season has happened.
    const league = (
      await call('GET', `/api/leagues/${s.league.id}`, s.boss.token)
    ).json() as League;
    const [first] = await db
      .execute<{ at: string }>(sql`select min(played_at) as at from pro_games where region = 'LCK'`)
      .then((result) => (result as unknown as { rows: { at: string }[] }).rows);
    await standAt(db, s.league.id, Date.parse(first!.at) - 60_000);
    expect(Date.parse(first!.at)).toBeGreaterThanOrEqual(Date.parse(league.schedule[0]!.start));
    expect((await s.patch({ roster: { bench: 4 } })).statusCode).toBe(200);

    // The first game has been played: no draft, no rosters, and yet the season is under way.
    await standAt(db, s.league.id, Date.parse(first!.at) + 60_000);
    const slot = await s.patch({ roster: { teamSlot: true } });
    expect(slot.statusCode).toBe(409);
    expect(slot.json().message).toBe(
      'TEAM slot can change only before the draft: the season has begun',
    );
    expect((await s.read()).changes['roster.bench']).toEqual({
      when: 'before the draft',
      open: false,
      closedBecause: 'Bench size can change only before the draft: the season has begun',
    });

    // In the playoffs, a change of the league's size hears its own rule, not the bracket's.
    await standInWeek(s.league.id, s.boss.token, 6);
    const size = await s.patch({ league: { maxTeams: 6 } });
    expect(size.statusCode).toBe(409);
    expect(size.json().message).toBe(
      'Maximum teams can change only before the draft: the season has begun',
    );
  });

  it('logs an empty text as none and a long one cut short, keeping both whole in the detail', async () => {
    const s = await settingsLeague();
    const long = `<script>alert(1)</script>${'x'.repeat(470)}`;
    expect((await s.patch({ league: { description: long } })).statusCode).toBe(200);
    expect((await s.patch({ league: { description: '' } })).statusCode).toBe(200);
    const log = (
      await call('GET', `/api/leagues/${s.league.id}/transactions?type=commissioner`, s.boss.token)
    ).json() as TransactionsPage;
    const [cleared, described] = log.entries;
    const cut = `${long.slice(0, 59)}…`;
    expect(described!.summary).toBe(`The commissioner changed description from none to ${cut}`);
    expect(described!.detail).toMatchObject({
      changes: { 'league.description': { before: '', after: long } },
    });
    expect(cleared!.summary).toBe(`The commissioner changed description from ${cut} to none`);
    expect(cleared!.detail).toMatchObject({
      changes: { 'league.description': { before: long, after: '' } },
    });
  });

  it('changes a replay’s pace only before its first game, and never a live season’s', async () => {
    const s = await settingsLeague();
    const faster = await s.patch({ season: { weekSeconds: 3600 } });
    expect(faster.statusCode).toBe(200);
    expect((faster.json() as LeagueSettingsDoc).season.weekSeconds).toBe(3600);
    const league = (
      await call('GET', `/api/leagues/${s.league.id}?refresh=true`, s.boss.token)
    ).json() as League;
    const firstGameAt = Date.parse(league.clock.firstGameAt!);
    await standAt(db, s.league.id, firstGameAt - 60_000);
    expect((await s.patch({ season: { weekSeconds: 7200 } })).statusCode).toBe(200);
    // The log names each pace as the league's pages do.
    const paces = (
      (
        await call(
          'GET',
          `/api/leagues/${s.league.id}/transactions?type=commissioner`,
          s.boss.token,
        )
      ).json() as TransactionsPage
    ).entries.map((entry) => entry.summary);
    expect(paces).toEqual([
      // Standing the league at a moment puts it back at real pace first.
      'The commissioner changed pace from real pace to 1 week per 2 hours',
      'The commissioner changed pace from real pace to 1 week per hour',
      'The commissioner made a new schedule of 6 weeks',
    ]);
    await standAt(db, s.league.id, firstGameAt);
    const begun = await s.patch({ season: { weekSeconds: 86400 } });
    expect(begun.statusCode).toBe(409);
    expect(begun.json().message).toBe(
      'Pace can change only before the first game: the season has begun',
    );
    expect((await s.read()).changes['season.weekSeconds']).toEqual({
      when: 'before the first game',
      open: false,
      closedBecause: 'Pace can change only before the first game: the season has begun',
    });
    const live = await createLeagueWithTeams(t.app, db, { teams: 2 });
    const refused = await call(
      'PATCH',
      `/api/leagues/${live.league.id}/settings`,
      live.boss.token,
      {
        season: { weekSeconds: 3600 },
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'A live season runs on real time: only a replay has a pace',
    );
    // The settings say so before anyone tries.
    const liveDoc = (
      await call('GET', `/api/leagues/${live.league.id}/settings`, live.boss.token)
    ).json() as LeagueSettingsDoc;
    expect(liveDoc.changes['season.weekSeconds']).toMatchObject({
      open: false,
      closedBecause: 'A live season runs on real time: only a replay has a pace',
    });
  });
});

describe('the median game', () => {
  it('gives the top half of each week’s scores a win, in the standings’ own columns', async () => {
    const w = await createLeagueWithTeams(t.app, db, { teams: 4 });
    const [a, b, c, d] = w.teams;
    await db.insert(matchups).values([
      {
        leagueId: w.league.id,
        week: 1,
        homeTeamId: a!.id,
        awayTeamId: b!.id,
        homeScore: 100,
        awayScore: 90,
        completed: true,
      },
      {
        leagueId: w.league.id,
        week: 1,
        homeTeamId: c!.id,
        awayTeamId: d!.id,
        homeScore: 80,
        awayScore: 70,
        completed: true,
      },
    ]);
    const standings = async () =>
      (
        (
          await call('GET', `/api/leagues/${w.league.id}/standings`, w.member.token)
        ).json() as StandingsEntry[]
      ).map((row) => [row.team.id, row.wins, row.losses, row.medianWins, row.medianLosses]);
    // Head to head alone: the two winners first, by points.
    expect(await standings()).toEqual([
      [a!.id, 1, 0, 0, 0],
      [c!.id, 1, 0, 0, 0],
      [b!.id, 0, 1, 0, 0],
      [d!.id, 0, 1, 0, 0],
    ]);
    await standAt(db, w.league.id, PRESEASON);
    expect(
      (
        await call('PATCH', `/api/leagues/${w.league.id}/settings`, w.boss.token, {
          medianGame: true,
        })
      ).statusCode,
    ).toBe(200);
    // 100 and 90 beat the median, 80 and 70 do not: B's loss to A weighs less than C's to it.
    expect(await standings()).toEqual([
      [a!.id, 1, 0, 1, 0],
      [b!.id, 0, 1, 1, 0],
      [c!.id, 1, 0, 0, 1],
      [d!.id, 0, 1, 0, 1],
    ]);
  });
});
