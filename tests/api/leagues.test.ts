import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League } from '../../src/domain/contract/leagues';
import type { Matchup } from '../../src/domain/contract/season';
import { SEASON_BEGUN_NO_NEW_TEAMS, SEASON_OVER } from '../../src/domain/league-rules';
import { leagues } from '../../src/server/db/schema';
import { SCHEDULE_AFTER_SEEDS, SCHEDULE_BEFORE_DEADLINE } from '../../src/server/features/season';
import { createLeague, registerUser, requester, scheduleLeague } from '../support/factories';
import { standAt } from '../support/league-clock';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

describe('POST /api/leagues', () => {
  it('creates a league with its creator as commissioner and first member', async () => {
    const boss = await registerUser(t.app);
    const response = await call('POST', '/api/leagues', boss.token, {
      name: 'LCK Legends',
      description: 'Korea only',
      regions: ['KOREA'],
    });
    expect(response.statusCode).toBe(201);
    const league = response.json() as League;
    expect(league).toMatchObject({
      _id: league.id,
      name: 'LCK Legends',
      description: 'Korea only',
      maxTeams: 12,
      isPublic: true,
      regions: ['KOREA'],
      creatorId: boss.user.id,
      memberIds: [boss.user.id],
      currentWeek: 1,
      teams: [],
      isMember: true,
      isCommissioner: true,
      promptCreateTeam: true,
      creator: { id: boss.user.id, username: boss.user.username },
      playerPool: { regions: ['LCK'], total: 78, available: 78 },
      draft: { dateTime: null, type: 'snake' },
    });
    expect(league.inviteCode).toMatch(/^[0-9a-f]{12}$/);
  });

  it.each([
    [{ regions: ['KOREA'] }, 'Please enter a league name'],
    [{ name: '   ', regions: ['KOREA'] }, 'Please enter a league name'],
    [{ name: 'x', regions: [] }, 'Please select at least one region'],
    [{ name: 'x' }, 'Please select at least one region'],
    [
      { name: 'x', regions: ['MARS'] },
      'Invalid region "MARS". Allowed: AMERICAS, EMEA, CHINA, KOREA',
    ],
    [{ name: 'x', regions: ['EMEA'], maxTeams: 1 }, 'Maximum teams must be between 2 and 20'],
    [{ name: 'x', regions: ['EMEA'], maxTeams: 21 }, 'Maximum teams must be between 2 and 20'],
    [{ name: 'x', regions: ['EMEA'], isPublic: 'yes' }, 'Visibility must be true or false'],
  ])('rejects %j with 400 "%s"', async (payload, message) => {
    const { token } = await registerUser(t.app);
    const response = await call('POST', '/api/leagues', token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 401 without a token', async () => {
    expect(
      (await call('POST', '/api/leagues', undefined, { name: 'x', regions: ['KOREA'] })).statusCode,
    ).toBe(401);
  });
});

describe('joining', () => {
  it('makes a member with a team, visible in the league and my-leagues', async () => {
    const boss = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const league = await createLeague(t.database.db, { creatorId: boss.user.id });
    const response = await call('POST', `/api/leagues/${league.id}/join`, fan.token, {
      teamName: '  Faker Fan Club ',
    });
    expect(response.statusCode).toBe(200);
    const joined = response.json() as League;
    expect(joined.memberIds).toEqual([boss.user.id, fan.user.id]);
    expect(joined.teams.map((team) => [team.name, team.owner])).toEqual([
      ['Faker Fan Club', fan.user.username],
    ]);
    expect(joined.members.map((m) => [m.username, m.isCreator])).toEqual([
      [boss.user.username, true],
      [fan.user.username, false],
    ]);
    const mine = (await call('GET', '/api/leagues/my-leagues', fan.token)).json();
    expect(mine.map((l: League) => l.id)).toEqual([league.id]);
  });

  it('refuses a second team, a full league and a taken team name with 409', async () => {
    const boss = await registerUser(t.app);
    const league = await createLeague(t.database.db, { creatorId: boss.user.id, maxTeams: 2 });
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const c = await registerUser(t.app);
    expect(
      (await call('POST', `/api/leagues/${league.id}/join`, a.token, { teamName: 'Alpha' }))
        .statusCode,
    ).toBe(200);
    const again = await call('POST', `/api/leagues/${league.id}/join`, a.token, {
      teamName: 'Beta',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a team in this league');
    const sameName = await call('POST', `/api/leagues/${league.id}/join`, b.token, {
      teamName: 'ALPHA',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('A team named "ALPHA" already exists in this league');
    expect(
      (await call('POST', `/api/leagues/${league.id}/join`, b.token, { teamName: 'Beta' }))
        .statusCode,
    ).toBe(200);
    const full = await call('POST', `/api/leagues/${league.id}/join`, c.token, {
      teamName: 'Gamma',
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('League is full');
    // Nothing changed for the refused user.
    const after = (await call('GET', `/api/leagues/${league.id}`, boss.token)).json() as League;
    expect(after.memberIds).not.toContain(c.user.id);
    expect(after.teams).toHaveLength(2);
  });

  it('draws the schedule again with a team that joins before the first game, and takes none after', async () => {
    const boss = await registerUser(t.app);
    const league = await createLeague(t.database.db, {
      creatorId: boss.user.id,
      maxTeams: 6,
      regions: ['KOREA'],
    });
    // Before the first LCK game of the shipped season: week 1 has not begun.
    await standAt(t.database.db, league.id, Date.parse('2025-01-01T00:00:00Z'));
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => registerUser(t.app)));
    for (const [user, teamName] of [
      [a, 'Alpha'],
      [b, 'Beta'],
    ] as const) {
      await call('POST', `/api/leagues/${league.id}/join`, user!.token, { teamName });
    }
    await scheduleLeague(t.app, league.id, boss.token, 8);
    const joined = await call('POST', `/api/leagues/${league.id}/join`, c!.token, {
      teamName: 'Gamma',
    });
    expect(joined.statusCode, joined.body).toBe(200);
    // Week 1 has begun (Monday 13 January), its first game (Wednesday) not yet.
    await standAt(t.database.db, league.id, Date.parse('2025-01-15T01:00:00Z'));
    const created = await call('POST', '/api/teams', boss.token, {
      leagueId: league.id,
      name: 'Delta',
    });
    expect(created.statusCode, created.body).toBe(201);
    const teamIds = (
      (await call('GET', `/api/leagues/${league.id}`, boss.token)).json() as League
    ).teams.map((team) => team.id);
    expect(teamIds).toHaveLength(4);
    // The regular season's weeks (the playoffs' weeks are drawn from the standings).
    for (const week of [1, 2, 3]) {
      const matchups = (
        await call('GET', `/api/leagues/${league.id}/matchups/${week}`, boss.token)
      ).json() as { teamA: { id: string }; teamB: { id: string } }[];
      const playing = matchups.flatMap((m) => [m.teamA.id, m.teamB.id]);
      expect(playing.sort(), `week ${week}`).toEqual([...teamIds].sort());
    }

    // The league's first game has been played: its pairings are being played.
    await standAt(t.database.db, league.id, Date.parse('2025-01-20T12:00:00Z'));
    const late = await call('POST', `/api/leagues/${league.id}/join`, d!.token, {
      teamName: 'Epsilon',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The season has begun: this league takes no new teams');
    const after = (await call('GET', `/api/leagues/${league.id}`, boss.token)).json() as League;
    expect(after.memberIds).not.toContain(d!.user.id);
    expect(after.teams).toHaveLength(4);
  });

  it('lets only one of two simultaneous joins take the last place', async () => {
    const boss = await registerUser(t.app);
    const league = await createLeague(t.database.db, { creatorId: boss.user.id, maxTeams: 2 });
    await call('POST', '/api/teams', boss.token, { name: 'Boss Team', leagueId: league.id });
    const [x, y] = [await registerUser(t.app), await registerUser(t.app)];
    const responses = await Promise.all([
      call('POST', `/api/leagues/${league.id}/join`, x.token, { teamName: 'X' }),
      call('POST', `/api/leagues/${league.id}/join`, y.token, { teamName: 'Y' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a 101st league, which My Leagues would never show; two at once take one place', async () => {
    const busy = await registerUser(t.app);
    for (let n = 0; n < 98; n += 1) {
      await createLeague(t.database.db, { creatorId: busy.user.id, name: `Busy ${n}` });
    }
    const owner = await registerUser(t.app);
    const [a, b] = [
      await createLeague(t.database.db, { creatorId: owner.user.id }),
      await createLeague(t.database.db, { creatorId: owner.user.id }),
    ];
    // The 99th league and the 100th, joined at once: one gets the last place.
    const racing = await Promise.all([
      call('POST', '/api/leagues', busy.token, { name: 'Ninety-nine', regions: ['KOREA'] }),
      call('POST', `/api/leagues/${a.id}/join`, busy.token, { teamName: 'Hundredth' }),
      call('POST', `/api/leagues/${b.id}/join`, busy.token, { teamName: 'Hundred and first' }),
    ]);
    // Whichever of the three comes last is refused, the create as well as a join.
    const refusals = racing.filter((r) => r.statusCode === 409);
    expect(refusals).toHaveLength(1);
    expect(racing.filter((r) => r.statusCode === 200 || r.statusCode === 201)).toHaveLength(2);
    const refused = refusals[0]!;
    expect(refused.json().message).toBe(
      'You are in 100 leagues already, the most one account may be in',
    );
    const mine = (await call('GET', '/api/leagues/my-leagues', busy.token)).json() as League[];
    expect(mine).toHaveLength(100);
    const more = await call('POST', '/api/leagues', busy.token, {
      name: 'One too many',
      regions: ['KOREA'],
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(refused.json().message);
  });

  it('keeps private leagues for holders of the invite code', async () => {
    const boss = await registerUser(t.app);
    const outsider = await registerUser(t.app);
    const league = await createLeague(t.database.db, { creatorId: boss.user.id, isPublic: false });
    const view = await call('GET', `/api/leagues/${league.id}`, outsider.token);
    // To anyone without its code a private league does not exist.
    expect(view.statusCode).toBe(404);
    const refused = await call('POST', `/api/leagues/${league.id}/join`, outsider.token, {
      teamName: 'Sneaky',
      inviteCode: 'wrong',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(view.json());
    expect(view.json()).toEqual({ message: 'League not found', code: 'NOT_FOUND' });
    const browse = (await call('GET', '/api/leagues', outsider.token)).json() as League[];
    expect(browse.map((l) => l.id)).not.toContain(league.id);

    const invited = await call(
      'GET',
      `/api/leagues/${league.id}?inviteCode=${league.inviteCode}`,
      outsider.token,
    );
    expect(invited.statusCode).toBe(200);
    expect(invited.json().inviteCode).toBeNull();
    const joined = await call('POST', `/api/leagues/${league.id}/join`, outsider.token, {
      teamName: 'Invited',
      inviteCode: league.inviteCode,
    });
    expect(joined.statusCode).toBe(200);
  });

  it("makes a new invite code at the commissioner's word, and the old one lets nobody in", async () => {
    const boss = await registerUser(t.app);
    const [member, outsider] = [await registerUser(t.app), await registerUser(t.app)];
    const league = await createLeague(t.database.db, {
      creatorId: boss.user.id,
      memberIds: [boss.user.id, member.user.id],
      isPublic: false,
    });
    const url = `/api/leagues/${league.id}/invite-code`;
    // Seen once with the old code, so a kept page of the league would hold it.
    const seenWithOldCode = async () =>
      (
        await call(
          'GET',
          `/api/leagues/${league.id}?inviteCode=${league.inviteCode}`,
          outsider.token,
        )
      ).statusCode;
    expect(await seenWithOldCode()).toBe(200);

    const byMember = await call('POST', url, member.token);
    expect(byMember.statusCode).toBe(403);
    expect((await call('POST', url, outsider.token)).statusCode).toBe(404);
    expect((await call('POST', url)).statusCode).toBe(401);
    expect(
      (
        await call(
          'POST',
          '/api/leagues/00000000-0000-4000-8000-000000000000/invite-code',
          boss.token,
        )
      ).statusCode,
    ).toBe(404);

    const renewed = await call('POST', url, boss.token);
    expect(renewed.statusCode).toBe(200);
    const code = (renewed.json() as League).inviteCode!;
    expect(code).toMatch(/^[0-9a-f]{12}$/);
    expect(code).not.toBe(league.inviteCode);
    expect(await seenWithOldCode()).toBe(404);
    const old = await call('POST', `/api/leagues/${league.id}/join`, outsider.token, {
      teamName: 'Late',
      inviteCode: league.inviteCode,
    });
    expect(old.statusCode).toBe(404);
    const joined = await call('POST', `/api/leagues/${league.id}/join`, outsider.token, {
      teamName: 'Invited',
      inviteCode: code,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    // The league's log says a new code was made, not what it is.
    const log = (
      await call('GET', `/api/leagues/${league.id}/transactions?type=commissioner`, member.token)
    ).json() as { entries: { summary: string }[] };
    expect(log.entries.map((entry) => entry.summary)).toContain(
      'The commissioner made a new invite code',
    );
  });

  it.each([
    [{}, 400, 'Please enter a team name'],
    [{ teamName: '   ' }, 400, 'Please enter a team name'],
  ])('rejects %j', async (payload, status, message) => {
    const boss = await registerUser(t.app);
    const league = await createLeague(t.database.db, { creatorId: boss.user.id });
    const response = await call('POST', `/api/leagues/${league.id}/join`, boss.token, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('answers 404 for an unknown league and 400 for a malformed id', async () => {
    const { token } = await registerUser(t.app);
    const unknown = await call(
      'POST',
      '/api/leagues/00000000-0000-4000-8000-000000000000/join',
      token,
      { teamName: 'A' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('League not found');
    expect((await call('GET', '/api/leagues/nope', token)).statusCode).toBe(400);
  });
});

describe('GET /api/leagues', () => {
  it('lists public leagues and the own private ones, searchable', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = await createLeague(t.database.db, {
      creatorId: me.user.id,
      name: 'Secret Society',
      isPublic: false,
    });
    const open = await createLeague(t.database.db, {
      creatorId: other.user.id,
      name: 'Open Worlds',
      description: 'Everyone welcome',
    });
    const hidden = await createLeague(t.database.db, {
      creatorId: other.user.id,
      name: 'Hidden Club',
      isPublic: false,
    });
    const ids = ((await call('GET', '/api/leagues', me.token)).json() as League[]).map((l) => l.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, open.id]));
    expect(ids).not.toContain(hidden.id);
    const found = (await call('GET', '/api/leagues?search=WELCOME', me.token)).json() as League[];
    expect(found.map((l) => l.id)).toEqual([open.id]);
    expect(found[0]).toMatchObject({ teamCount: 0, maxTeams: 12 });
    await call('POST', '/api/teams', me.token, { name: 'Mine', leagueId: mine.id });
    const withTeam = ((await call('GET', '/api/leagues', me.token)).json() as League[]).find(
      (l) => l.id === mine.id,
    );
    expect(withTeam?.teamCount).toBe(1);
  });
});

describe('commissioner tools', () => {
  it('schedules the draft and stores the weeks, for the commissioner only', async () => {
    const boss = await registerUser(t.app);
    const member = await registerUser(t.app);
    const league = await createLeague(t.database.db, { creatorId: boss.user.id });
    await call('POST', `/api/leagues/${league.id}/join`, member.token, { teamName: 'Member Team' });

    const draft = await call('POST', `/api/leagues/${league.id}/schedule-draft`, boss.token, {
      draftDateTime: '2030-12-01T18:00:00.000Z',
      draftType: 'auction',
      auctionBudget: 300,
      bidSeconds: 20,
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().draft).toEqual({
      dateTime: '2030-12-01T18:00:00.000Z',
      type: 'auction',
      pickSeconds: 60,
      status: 'not_started',
      auctionBudget: 300,
      bidSeconds: 20,
      nominationSeconds: 30,
    });
    for (const [field, value, message] of [
      ['auctionBudget', 5, 'The auction budget must be between $6 and $1000'],
      ['bidSeconds', 121, 'The bid clock must be between 5 and 120 seconds'],
      ['nominationSeconds', 9, 'The nomination clock must be between 10 and 300 seconds'],
    ] as const) {
      const refused = await call('POST', `/api/leagues/${league.id}/schedule-draft`, boss.token, {
        draftDateTime: '2030-12-01T18:00:00.000Z',
        draftType: 'auction',
        [field]: value,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const tooFew = await call('POST', `/api/leagues/${league.id}/schedule`, boss.token, {
      weeks: 9,
    });
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json().message).toBe('A schedule needs at least 2 teams in the league');
    await call('POST', '/api/teams', boss.token, { name: 'Boss Team', leagueId: league.id });
    const weeks = await call('POST', `/api/leagues/${league.id}/schedule`, boss.token, {
      weeks: 9,
    });
    expect(weeks.json().scheduleWeeks).toBe(9);
    expect(weeks.json().schedule).toHaveLength(9);
    expect(weeks.json().schedule[0]).toMatchObject({
      week: 1,
      label: '15 Jan – 19 Jan 2025',
      hasGames: true,
    });

    for (const [url, body] of [
      ['schedule-draft', { draftDateTime: '2030-12-02T18:00:00.000Z' }],
      ['schedule', { weeks: 3 }],
    ] as const) {
      const refused = await call('POST', `/api/leagues/${league.id}/${url}`, member.token, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only the league commissioner can do this');
    }
    const unchanged = (
      await call('GET', `/api/leagues/${league.id}`, member.token)
    ).json() as League;
    expect(unchanged.scheduleWeeks).toBe(9);
    expect(unchanged.draft.dateTime).toBe('2030-12-01T18:00:00.000Z');
  });

  it.each([
    ['schedule-draft', {}, 'Please select a date and time for the draft'],
    [
      'schedule-draft',
      { draftDateTime: '2030-12-01T18:00:00Z', draftType: 'linear' },
      'Draft type must be snake or auction',
    ],
    [
      'schedule-draft',
      { draftDateTime: new Date(Date.now() - 60 * 60 * 1000).toISOString() },
      'The draft date must be in the future',
    ],
    ['schedule', { weeks: 0 }, 'Please enter a valid number of weeks'],
    ['schedule', { weeks: 21 }, 'Weeks must be between 1 and 20'],
  ])('%s rejects %j', async (url, body, message) => {
    const boss = await registerUser(t.app);
    const league = await createLeague(t.database.db, { creatorId: boss.user.id });
    const response = await call('POST', `/api/leagues/${league.id}/${url}`, boss.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('fills the league with bot teams named after real organisations', async () => {
    const boss = await registerUser(t.app);
    const league = await createLeague(t.database.db, { creatorId: boss.user.id, maxTeams: 10 });
    const fill = await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      numTeams: 8,
      numWeeks: 11,
    });
    expect(fill.statusCode).toBe(200);
    expect(fill.json()).toEqual({
      message:
        'Added 8 bot teams: the league now has 8 of 10 teams. Season length set to 11 weeks: Set Schedule makes the matchups.',
    });
    const filled = (await call('GET', `/api/leagues/${league.id}`, boss.token)).json() as League;
    expect(filled.teams).toHaveLength(8);
    expect(filled.teams.every((team) => team.isBot && team.owner === 'Bot')).toBe(true);
    const lckOrganisations = (await call('GET', '/api/players?region=LCK&position=TEAM')).json();
    const names = lckOrganisations.map((team: { name: string }) => team.name);
    expect(filled.teams.every((team) => names.includes(team.name))).toBe(true);
    expect(filled.scheduleWeeks).toBe(11);

    const more = await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      numTeams: 12,
      numWeeks: 5,
    });
    expect(more.json().message).toBe(
      'Added 2 bot teams: the league now has 10 of 10 teams (its maximum is 10). Season length set to 5 weeks: Set Schedule makes the matchups.',
    );
  });

  it('draws a schedule already made again with the bot teams, and adds none once the season has begun', async () => {
    const boss = await registerUser(t.app);
    const league = await createLeague(t.database.db, { creatorId: boss.user.id, maxTeams: 5 });
    // Before the first stored game.
    await standAt(t.database.db, league.id, Date.parse('2024-12-01T00:00:00Z'));
    await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      numTeams: 3,
      numWeeks: 6,
    });
    const made = await call('POST', `/api/leagues/${league.id}/schedule`, boss.token, {
      weeks: 6,
    });
    expect(made.statusCode, made.body).toBe(200);
    const fill = await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      numTeams: 4,
      numWeeks: 2,
    });
    expect(fill.json()).toEqual({
      message:
        "Added 1 bot team: the league now has 4 of 5 teams. The schedule's weeks not yet scored are drawn again with the new teams.",
    });
    const after = (await call('GET', `/api/leagues/${league.id}`, boss.token)).json() as League;
    expect(after.scheduleWeeks).toBe(6);
    // Every team plays every week: the new one too.
    const week1 = (
      await call('GET', `/api/leagues/${league.id}/matchups/1`, boss.token)
    ).json() as Matchup[];
    const playing = week1.flatMap((matchup) => [matchup.homeTeamId, matchup.awayTeamId]);
    expect(new Set(playing)).toEqual(new Set(after.teams.map((team) => team.id)));

    // Nothing to add: the schedule stays, and the toast says how to change it while it can.
    const full = await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      numTeams: 4,
      numWeeks: 2,
    });
    expect(full.json().message).toBe(
      'The league already has 4 teams. The schedule of 6 weeks stays as it is: Set Schedule makes a new one.',
    );
    await t.database.db
      .update(leagues)
      .set({ playoffSeeds: { seeds: after.teams.map((team) => team.id), coinFlips: [] } })
      .where(eq(leagues.id, league.id));
    const seeded = await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      numTeams: 4,
      numWeeks: 2,
    });
    expect(seeded.json().message).toBe(
      `The league already has 4 teams. The schedule of 6 weeks stays as it is. ${SCHEDULE_AFTER_SEEDS}.`,
    );
    // Once the champion is crowned it says so, as Set Schedule does.
    await t.database.db
      .update(leagues)
      .set({ championTeamId: after.teams[0]!.id })
      .where(eq(leagues.id, league.id));
    const over = await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      numTeams: 4,
      numWeeks: 2,
    });
    expect(over.json().message).toBe(
      `The league already has 4 teams. The schedule of 6 weeks stays as it is. ${SEASON_OVER('schedule changes')}.`,
    );

    // Once the league's first game has been played, no team joins, bots neither.
    await standAt(t.database.db, league.id, Date.parse('2025-06-01T00:00:00Z'));
    const late = await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      numTeams: 5,
      numWeeks: 2,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SEASON_BEGUN_NO_NEW_TEAMS);
  });

  it('judges a schedule by its matchups: a season length set alone takes new teams after the first game, and a join draws no matchups', async () => {
    const boss = await registerUser(t.app);
    const league = await createLeague(t.database.db, { creatorId: boss.user.id, maxTeams: 6 });
    await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      numTeams: 3,
      numWeeks: 6,
    });
    // The league's first game has been played, and Set Schedule has made no matchups.
    await standAt(t.database.db, league.id, Date.parse('2025-06-01T00:00:00Z'));
    const late = await registerUser(t.app);
    const joined = await call('POST', `/api/leagues/${league.id}/join`, late.token, {
      teamName: 'Late Team',
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const more = await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      numTeams: 5,
      numWeeks: 6,
    });
    expect(more.statusCode, more.body).toBe(200);
    const after = (await call('GET', `/api/leagues/${league.id}`, boss.token)).json() as League;
    expect(after.teams).toHaveLength(5);
    expect(after.scheduleWeeks).toBe(6);
    const week1 = (
      await call('GET', `/api/leagues/${league.id}/matchups/1`, boss.token)
    ).json() as Matchup[];
    expect(week1).toEqual([]);
  });

  it('sets no season shorter than the trade deadline', async () => {
    const boss = await registerUser(t.app);
    const league = await createLeague(t.database.db, {
      creatorId: boss.user.id,
      tradeDeadlineWeek: 8,
    });
    const short = await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      numTeams: 4,
      numWeeks: 5,
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(SCHEDULE_BEFORE_DEADLINE(8));
    const after = (await call('GET', `/api/leagues/${league.id}`, boss.token)).json() as League;
    expect(after.teams).toHaveLength(0);
    expect(after.scheduleWeeks).toBeNull();
  });

  it('refuses fill-league to others and bad numbers', async () => {
    const boss = await registerUser(t.app);
    const other = await registerUser(t.app);
    const league = await createLeague(t.database.db, { creatorId: boss.user.id });
    const refused = await call('POST', `/api/admin/fill-league/${league.id}`, other.token, {
      numTeams: 4,
      numWeeks: 2,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      numTeams: 13,
      numWeeks: 2,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Number of teams must be between 2 and 12');
    const badWeeks = await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      numTeams: 4,
      numWeeks: 16,
    });
    expect(badWeeks.json().message).toBe('Number of weeks must be between 1 and 15');
    // A misspelt key is refused, not read as 'fill to the maximum'.
    const misspelt = await call('POST', `/api/admin/fill-league/${league.id}`, boss.token, {
      teams: 4,
    });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json()).toMatchObject({
      message: 'Unknown field: teams',
      errors: [{ field: 'teams', message: 'Unknown field: teams' }],
    });
    const unknown = await call(
      'POST',
      '/api/admin/fill-league/00000000-0000-4000-8000-000000000000',
      boss.token,
      {},
    );
    expect(unknown.statusCode).toBe(404);
    const after = (await call('GET', `/api/leagues/${league.id}`, boss.token)).json() as League;
    expect(after.teams).toHaveLength(0);
  });
});
