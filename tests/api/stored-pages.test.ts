import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type League, leagueSchema } from '../../src/domain/contract/leagues';
import type { Matchup } from '../../src/domain/contract/season';
import type { Team } from '../../src/domain/contract/teams';
import { leagueChanges, leaguePages, leagues, players, users } from '../../src/server/db/schema';
import { createLeaguesRepository, LEAGUE_PAGE } from '../../src/server/features/leagues/repository';
import {
  createLeagueWithTeams,
  playerIdByName,
  putOnRoster,
  requester,
} from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The league page, a week's matchups and a user's teams are kept as JSON (decision 019). These
// tests read past the in-memory cache (`?refresh=true`, or routes it does not keep), so every
// answer here comes from the database: either the stored page or one built for the read.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const db = () => t.database.db;

const readPage = async (id: string, token: string) => {
  const response = await call('GET', `/api/leagues/${id}?refresh=true`, token);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  // Exactly the declared fields, each once.
  return leagueSchema.strict().parse(response.json()) as League;
};

const storedNames = async (leagueId: string) =>
  (
    await db()
      .select({ name: leaguePages.name })
      .from(leaguePages)
      .where(eq(leaguePages.leagueId, leagueId))
  )
    .map((row) => row.name)
    .sort();

/** Changes the kept JSON behind the database's back: what a read then shows came from it. */
const tamper = (leagueId: string, name: string, from: string, to: string) =>
  db()
    .update(leaguePages)
    .set({ body: sql`replace(${leaguePages.body}, ${from}, ${to})` })
    .where(and(eq(leaguePages.leagueId, leagueId), eq(leaguePages.name, name)));

describe('the league page', () => {
  it('is kept after a read and answered from the store, with each viewer’s own fields', async () => {
    const { boss, member, outsider, league } = await createLeagueWithTeams(t.app, db());
    const first = await readPage(league.id, boss.token);
    expect(await storedNames(league.id)).toEqual(['league']);

    await tamper(league.id, 'league', '"Boss Team"', '"Kept Team"');
    const again = await readPage(league.id, boss.token);
    expect(again.teams.map((team) => team.name)).toContain('Kept Team');
    // Each read writes the league's time of its own into the kept page.
    expect({ ...again, teams: first.teams, clock: first.clock }).toEqual(first);
    expect(Date.parse(again.clock.now)).toBeGreaterThanOrEqual(Date.parse(first.clock.now));
    expect(again.clock).toEqual({ ...first.clock, now: again.clock.now });

    expect(first).toMatchObject({ isMember: true, isCommissioner: true });
    expect(first.inviteCode).toBe(league.inviteCode);
    expect(await readPage(league.id, member.token)).toMatchObject({
      isMember: true,
      isCommissioner: false,
      inviteCode: league.inviteCode,
    });
    expect(await readPage(league.id, outsider.token)).toMatchObject({
      isMember: false,
      isCommissioner: false,
      inviteCode: null,
    });
    expect(await storedNames(league.id)).toEqual(['league']);
  });

  it('is built again after any write to what it shows, by whatever path the write takes', async () => {
    const { boss, bossTeam, league } = await createLeagueWithTeams(t.app, db());
    await readPage(league.id, boss.token);

    // A roster row written straight to the table, as the draft clock or a script would.
    await putOnRoster(db(), bossTeam, [['MID', 'Faker']]);
    let page = await readPage(league.id, boss.token);
    const roster = page.teams.find((team) => team.id === bossTeam.id)!.players;
    expect(roster.MID?.name).toBe('Faker');

    await db().update(leagues).set({ name: 'Renamed Cup' }).where(eq(leagues.id, league.id));
    expect((await readPage(league.id, boss.token)).name).toBe('Renamed Cup');

    // A member's new name, and a rostered pro's new team, reach every page that shows them.
    await db()
      .update(users)
      .set({ username: `boss_${Date.now() % 100000}` })
      .where(eq(users.id, boss.user.id));
    page = await readPage(league.id, boss.token);
    expect(page.members[0]!.username).toMatch(/^boss_/);
    expect(page.teams.find((team) => team.id === bossTeam.id)!.owner).toMatch(/^boss_/);

    const faker = await playerIdByName(db(), 'Faker');
    const [before] = await db().select().from(players).where(eq(players.id, faker));
    await db().update(players).set({ team: 'Moved Esports' }).where(eq(players.id, faker));
    try {
      page = await readPage(league.id, boss.token);
      expect(page.teams.find((team) => team.id === bossTeam.id)!.players.MID?.team).toBe(
        'Moved Esports',
      );
    } finally {
      await db().update(players).set({ team: before!.team }).where(eq(players.id, faker));
    }

    const scheduled = await call('POST', `/api/leagues/${league.id}/schedule`, boss.token, {
      weeks: 2,
    });
    expect(scheduled.statusCode).toBe(200);
    expect((await readPage(league.id, boss.token)).schedule.length).toBeGreaterThan(0);
  });
});

describe('keeping a page', () => {
  const repository = () => createLeaguesRepository(db());

  it('is not fetched again while unchanged, as this instance holds a copy, and never served old', async () => {
    const { boss, league } = await createLeagueWithTeams(t.app, db());
    await readPage(league.id, boss.token); // built and kept
    const kept = await readPage(league.id, boss.token); // fetched, and copied here
    // The kept JSON is changed behind the count's back: a read that fetched it would show it.
    await db()
      .update(leaguePages)
      .set({ body: sql`replace(${leaguePages.body}, ${league.name}, 'Behind The Count')` })
      .where(and(eq(leaguePages.leagueId, league.id), eq(leaguePages.name, 'league')));
    expect((await readPage(league.id, boss.token)).name).toBe(kept.name);
    // A change to the league moves its count: the copy is no longer current.
    await db().update(leagues).set({ name: 'Counted Cup' }).where(eq(leagues.id, league.id));
    expect((await readPage(league.id, boss.token)).name).toBe('Counted Cup');
  });

  it('never keeps as current a page read before a write that committed since', async () => {
    const { bossTeam, league } = await createLeagueWithTeams(t.app, db());
    const read = await repository().findWithStoredPage(league.id, LEAGUE_PAGE, 'league');
    expect(read?.stored).toBeNull();
    if (!read || read.stored !== null) return;

    // A write lands between the read and the store of what was read.
    await putOnRoster(db(), bossTeam, [['TOP', 'Zeus']]);
    await repository().storePage(league.id, 'league', read.changes, '{"stale":true}');
    expect((await repository().findWithStoredPage(league.id, LEAGUE_PAGE, 'league'))?.stored).toBe(
      null,
    );

    // A page read later wins over one read earlier, whichever is stored last.
    const fresh = await repository().findWithStoredPage(league.id, LEAGUE_PAGE, 'league');
    if (!fresh || fresh.stored !== null) throw new Error('expected a page to build');
    await repository().storePage(league.id, 'league', fresh.changes, '{"fresh":true}');
    await repository().storePage(league.id, 'league', read.changes, '{"stale":true}');
    expect(
      (await repository().findWithStoredPage(league.id, LEAGUE_PAGE, 'league'))?.stored?.toString(),
    ).toBe('{"fresh":true}');
  });

  it('merges a league’s change rows into one that keeps their sum', async () => {
    const { boss, league } = await createLeagueWithTeams(t.app, db());
    for (let i = 0; i < 40; i += 1) {
      await db()
        .update(leagues)
        .set({ description: `Edit ${i}` })
        .where(eq(leagues.id, league.id));
    }
    const rows = () =>
      db().select().from(leagueChanges).where(eq(leagueChanges.leagueId, league.id));
    const total = (list: { n: number }[]) => list.reduce((sum, row) => sum + row.n, 0);
    const before = await rows();
    expect(before.length).toBeGreaterThan(32);

    expect((await readPage(league.id, boss.token)).description).toBe('Edit 39');
    const after = await rows();
    expect(after).toHaveLength(1);
    expect(total(after)).toBe(total(before));
    // The page stored with the merge is still current.
    await tamper(league.id, 'league', 'Edit 39', 'Kept 39');
    expect((await readPage(league.id, boss.token)).description).toBe('Kept 39');
  });

  it('goes with its league', async () => {
    const { boss, league } = await createLeagueWithTeams(t.app, db());
    await readPage(league.id, boss.token);
    await db().delete(leagues).where(eq(leagues.id, league.id));
    expect(await storedNames(league.id)).toEqual([]);
  });
});

describe('a week of matchups', () => {
  it('is kept per week, follows the rosters, and keeps nothing for a refused week', async () => {
    const { boss, bossTeam, league } = await createLeagueWithTeams(t.app, db());
    await call('POST', `/api/leagues/${league.id}/schedule`, boss.token, { weeks: 2 });
    const week = async () => {
      const response = await call(
        'GET',
        `/api/leagues/${league.id}/matchups/1?refresh=true`,
        boss.token,
      );
      expect(response.statusCode).toBe(200);
      return response.json() as Matchup[];
    };
    expect(await week()).toHaveLength(1);
    expect(await storedNames(league.id)).toEqual(['week:1']);

    await putOnRoster(db(), bossTeam, [['ADC', 'Gumayusi']]);
    const starters = (await week()).flatMap((matchup) => [
      ...matchup.starters.home,
      ...matchup.starters.away,
    ]);
    expect(starters.map((starter) => starter.player.name)).toContain('Gumayusi');

    const refused = await call('GET', `/api/leagues/${league.id}/matchups/9`, boss.token);
    expect(refused.statusCode).toBe(400);
    expect(await storedNames(league.id)).toEqual(['week:1']);
  });
});

describe('my teams', () => {
  it('keeps each team and follows its roster', async () => {
    const { boss, bossTeam, league } = await createLeagueWithTeams(t.app, db());
    const mine = async () => {
      const response = await call('GET', '/api/teams/my-teams', boss.token);
      expect(response.statusCode).toBe(200);
      return response.json() as Team[];
    };
    expect((await mine()).map((team) => team.id)).toEqual([bossTeam.id]);
    expect(await storedNames(league.id)).toEqual([`team:${bossTeam.id}`]);

    await tamper(league.id, `team:${bossTeam.id}`, '"Boss Team"', '"Kept Team"');
    expect((await mine())[0]!.name).toBe('Kept Team');

    await putOnRoster(db(), bossTeam, [['SUPPORT', 'Keria']]);
    const [team] = await mine();
    expect(team!.name).toBe('Boss Team');
    expect(team!.players.SUPPORT?.name).toBe('Keria');
  });
});
