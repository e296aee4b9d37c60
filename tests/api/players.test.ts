import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Player, PlayerDetail } from '../../src/domain/contract/players';
import { leagues, playerGames, players } from '../../src/server/db/schema';
import {
  bearer,
  createLeague,
  createLeagueWithTeams,
  grantOperator,
  registerUser,
  requester,
} from '../support/factories';
import { standAt } from '../support/league-clock';
import { queryRows } from '../support/sql';
import { createTestApp, type TestApp } from '../support/test-app';

// Every test file starts from a database holding the shipped 2025 data.
let t: TestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const operator = await registerUser(t.app, { username: 'operator' });
  await grantOperator(t.database.db, operator.user.id);
  operatorToken = operator.token;
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });
const list = async (query = '') => {
  const response = await get(`/api/players${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Player[];
};
const playerNamed = async (name: string) => {
  const [row] = await t.database.db.select().from(players).where(eq(players.name, name));
  return row!;
};

describe('GET /api/players', () => {
  it('lists real players, best first, to anyone', async () => {
    const response = await get('/api/players');
    const all = response.json() as Player[];
    expect(response.headers['x-total-count']).toBe('330');
    expect(all).toHaveLength(330);
    const points = all.map((player) => player.fantasyPoints);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    const faker = all.find((player) => player.name === 'Faker');
    expect(faker).toMatchObject({
      position: 'MID',
      team: 'T1',
      region: 'LCK',
      homeLeague: 'LCK',
      imageUrl: null,
      avatarUrl: `/api/players/${faker?.id}/avatar.svg`,
    });
    expect(faker?.points).toBe(faker?.fantasyPoints);
    expect(faker?.pointsPerGame).toBeCloseTo(
      (faker?.fantasyPoints ?? 0) / (faker?.stats.gamesPlayed ?? 1),
      2,
    );
  });

  it('pages with limit and offset', async () => {
    const firstTwo = await list('?limit=2');
    const second = await list('?limit=1&offset=1');
    expect(firstTwo).toHaveLength(2);
    expect(second[0]?.id).toBe(firstTwo[1]?.id);
  });

  it('filters by player region, league region, position, team and text', async () => {
    expect((await list('?region=LPL')).every((p) => p.region === 'LPL')).toBe(true);
    const americas = await list('?region=AMERICAS');
    expect(new Set(americas.map((p) => p.region))).toEqual(new Set(['NORTH', 'SOUTH']));
    const koreaAndChina = await list('?region=KOREA,lpl');
    expect(new Set(koreaAndChina.map((p) => p.region))).toEqual(new Set(['LCK', 'LPL']));
    const mids = await list('?position=mid');
    expect(mids.length).toBeGreaterThan(40);
    expect(mids.every((p) => p.position === 'MID')).toBe(true);
    const t1 = await list('?team=t1&position=TEAM');
    expect(t1.map((p) => p.name)).toEqual(['T1']);
    expect((await list('?search=fAk')).map((p) => p.name)).toEqual(['Faker']);
    expect(await list('?search=%25')).toEqual([]);
  });

  it("restricts to a league's regions", async () => {
    const { user } = await registerUser(t.app);
    const league = await createLeague(t.database.db, { creatorId: user.id, regions: ['EMEA'] });
    const lec = await list(`?leagueId=${league.id}`);
    expect(lec.length).toBeGreaterThan(50);
    expect(lec.every((p) => p.region === 'LEC')).toBe(true);
    expect(await list(`?leagueId=${league.id}&region=LCK`)).toEqual([]);
  });

  it.each([
    [
      '?region=EU',
      'Invalid region "EU". Allowed: LCK, LPL, LEC, LCS, NORTH, SOUTH, AMERICAS, EMEA, CHINA, KOREA',
    ],
    ['?position=CARRY', 'Invalid position "CARRY". Allowed: TOP, JUNGLE, MID, ADC, SUPPORT, TEAM'],
    ['?limit=1001', 'Limit must be between 1 and 1000'],
    ['?limit=abc', 'Limit must be a whole number'],
    ['?offset=-1', 'Offset must be between 0 and 1000000'],
    ['?leagueId=42', 'Invalid league id'],
  ])('answers %s with 400', async (query, message) => {
    const response = await get(`/api/players${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers a private league to whoever may not see it exactly as a missing one', async () => {
    const { user, token } = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const hidden = await createLeague(t.database.db, { creatorId: user.id, regions: ['EMEA'] });
    await t.database.db.update(leagues).set({ isPublic: false }).where(eq(leagues.id, hidden.id));
    const missing = await get('/api/players?leagueId=00000000-0000-4000-8000-000000000000');
    // Its member first, so that a kept answer would be there for the others to find.
    const seen = await get(`/api/players?leagueId=${hidden.id}`, token);
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as Player[]).every((p) => p.region === 'LEC')).toBe(true);
    for (const asker of [undefined, stranger.token]) {
      const refused = await get(`/api/players?leagueId=${hidden.id}`, asker);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toBe(missing.body);
      expect(refused.headers['x-total-count']).toBeUndefined();
    }
  });

  it('forgets that a league was public once a change reaches the league', async () => {
    const { user, token } = await registerUser(t.app);
    const open = await createLeague(t.database.db, { creatorId: user.id, regions: ['EMEA'] });
    const url = `/api/players?leagueId=${open.id}`;
    // Read twice while public: the second read needs no access check and may be kept.
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(200);
    // The league turns private, and a change to it goes through the API.
    await t.database.db.update(leagues).set({ isPublic: false }).where(eq(leagues.id, open.id));
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/leagues/${open.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { tradeReviewHours: 12 },
    });
    expect(changed.statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown league', async () => {
    const response = await get('/api/players?leagueId=00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('League not found');
  });
});

describe('GET /api/players/region/:region and /position/:position', () => {
  it('lists one region or one position', async () => {
    const lpl = (await get('/api/players/region/LPL')).json() as Player[];
    expect(lpl.length).toBeGreaterThan(50);
    expect(lpl.every((p) => p.region === 'LPL')).toBe(true);
    const teams = (await get('/api/players/position/team')).json() as Player[];
    expect(teams).toHaveLength(52);
    expect(teams.every((p) => p.position === 'TEAM')).toBe(true);
  });

  it('answers 400 naming the allowed values', async () => {
    const region = await get('/api/players/region/MARS');
    expect(region.statusCode).toBe(400);
    expect(region.json().message).toContain('Allowed: LCK, LPL, LEC, LCS, NORTH, SOUTH');
    const position = await get('/api/players/position/CARRY');
    expect(position.statusCode).toBe(400);
    expect(position.json().message).toContain('Allowed: TOP, JUNGLE, MID, ADC, SUPPORT, TEAM');
  });
});

describe('GET /api/players/:id', () => {
  it('returns stats, the latest 20 games and points per week', async () => {
    const faker = await playerNamed('Faker');
    const response = await get(`/api/players/${faker.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json() as PlayerDetail;
    expect(detail.stats).toEqual({
      gamesPlayed: faker.gamesPlayed,
      kills: faker.kills,
      deaths: faker.deaths,
      assists: faker.assists,
      cs: faker.cs,
      visionScore: faker.visionScore,
      baronKills: faker.baronKills,
      dragonKills: faker.dragonKills,
      turretKills: faker.turretKills,
    });
    expect(detail.recentGames).toHaveLength(20);
    const dates = detail.recentGames.map((game) => game.playedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(detail.recentGames[0]).toMatchObject({
      league: 'LCK',
      team: 'T1',
      champion: expect.any(String),
    });

    const weeks = detail.weeklyPoints;
    expect(weeks.map((w) => w.weekStart)).toEqual([...weeks.map((w) => w.weekStart)].sort());
    expect(weeks.every((w) => new Date(`${w.weekStart}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(weeks.reduce((sum, w) => sum + w.games, 0)).toBe(faker.gamesPlayed);
    expect(weeks.reduce((sum, w) => sum + w.points, 0)).toBeCloseTo(faker.fantasyPoints, 2);
  });

  describe('inside a league', () => {
    // A Wednesday after the last stored game: nobody plays, so nobody is locked.
    const WEDNESDAY = Date.parse('2026-03-04T12:00:00Z');
    // The clear after a drop on Wednesday with two waiver days: Saturday 03:00.
    const SATURDAY_CLEAR = '2026-03-07T03:00:00.000Z';

    /** A Korean league at Wednesday whose boss's team holds Faker and has just dropped Zeus. */
    async function leagueWithADrop() {
      const w = await createLeagueWithTeams(t.app, t.database.db, {
        rosters: [
          [
            ['TOP', 'Zeus'],
            ['MID', 'Faker'],
          ],
        ],
      });
      await standAt(t.database.db, w.league.id, WEDNESDAY);
      const zeus = await playerNamed('Zeus');
      const drop = `/api/teams/${w.bossTeam.id}/players/${zeus.id}`;
      const dropped = await requester(t.app)('DELETE', drop, w.boss.token);
      expect(dropped.statusCode).toBe(200);
      return w;
    }
    const detailIn = async (name: string, leagueId: string, token?: string) => {
      const player = await playerNamed(name);
      const response = await get(`/api/players/${player.id}?leagueId=${leagueId}`, token);
      expect(response.statusCode).toBe(200);
      return response.json() as PlayerDetail;
    };

    it('gives where the player stands, as the list does', async () => {
      const w = await leagueWithADrop();
      const token = w.member!.token;
      expect(await detailIn('Zeus', w.league.id, token)).toMatchObject({
        status: 'waivers',
        waiverUntil: SATURDAY_CLEAR,
        teamId: null,
      });
      expect(await detailIn('Faker', w.league.id, token)).toMatchObject({
        status: 'rostered',
        waiverUntil: null,
        teamId: w.bossTeam.id,
      });
      expect(await detailIn('Chovy', w.league.id, token)).toMatchObject({
        status: 'free',
        waiverUntil: null,
        teamId: null,
      });
      const listed = (
        await get(`/api/players?leagueId=${w.league.id}&search=Zeus`, token)
      ).json() as Player[];
      const { status, waiverUntil, teamId } = await detailIn('Zeus', w.league.id, token);
      expect(listed.find((player) => player.name === 'Zeus')).toMatchObject({
        status,
        waiverUntil,
        teamId,
      });
    });

    it('gives no status without a league', async () => {
      const faker = await playerNamed('Faker');
      const detail = (await get(`/api/players/${faker.id}`)).json() as PlayerDetail;
      expect(detail).not.toHaveProperty('status');
      expect(detail).not.toHaveProperty('waiverUntil');
      expect(detail).not.toHaveProperty('teamId');
    });

    it('answers a private league to whoever may not see it as the list does', async () => {
      const w = await leagueWithADrop();
      await t.database.db
        .update(leagues)
        .set({ isPublic: false })
        .where(eq(leagues.id, w.league.id));
      const zeus = await playerNamed('Zeus');
      const url = `/api/players/${zeus.id}?leagueId=${w.league.id}`;
      expect((await get(url, w.member!.token)).json()).toMatchObject({ status: 'waivers' });
      for (const asker of [undefined, w.outsider.token]) {
        const refused = await get(url, asker);
        const listRefused = await get(`/api/players?leagueId=${w.league.id}`, asker);
        expect(refused.statusCode).toBe(404);
        expect(refused.body).toBe(listRefused.body);
      }
    });
  });

  it('answers 404 for an unknown player and 400 for a malformed id', async () => {
    const unknown = await get('/api/players/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Player not found', code: 'NOT_FOUND' });
    expect((await get('/api/players/faker')).statusCode).toBe(400);
  });
});

describe('player totals', () => {
  it('equal the sums of the stored games for every player', async () => {
    const mismatches = await queryRows(
      t.database.db,
      sql`
      select p.name from players p
      join (select player_id, count(*) as games, sum(points) as points, sum(kills) as kills,
                   coalesce(sum(dragons), 0) as dragons
            from player_games group by player_id) s on s.player_id = p.id
      where p.games_played <> s.games or abs(p.fantasy_points - s.points) > 0.005
         or p.kills <> s.kills or p.dragon_kills <> s.dragons`,
    );
    expect(mismatches).toEqual([]);
  });

  it('POST /:id/update recomputes them for an operator', async () => {
    const faker = await playerNamed('Faker');
    await t.database.db
      .update(players)
      .set({ fantasyPoints: 1, kills: 0 })
      .where(eq(players.id, faker.id));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/players/${faker.id}/update`,
      headers: bearer(operatorToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fantasyPoints: faker.fantasyPoints,
      stats: { kills: faker.kills },
    });
  });
});

describe('player images', () => {
  const post = (id: string, token: string | undefined, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/players/${id}/update-image`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  it('falls back to a generated avatar with the initials', async () => {
    const chovy = await playerNamed('Chovy');
    const image = await get(`/api/players/${chovy.id}/image`);
    expect(image.json()).toEqual({ imageUrl: `/api/players/${chovy.id}/avatar.svg` });
    const svg = await get(`/api/players/${chovy.id}/avatar.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('>CH</text>');
  });

  it('lets an operator set and clear a picture', async () => {
    // The role is on the account, so a name alone grants nothing.
    const lookalike = await registerUser(t.app, { username: 'operator2' });
    expect(
      (await post((await playerNamed('Ruler')).id, lookalike.token, { imageUrl: null })).statusCode,
    ).toBe(403);

    const token = operatorToken;
    const ruler = await playerNamed('Ruler');
    const set = await post(ruler.id, token, { imageUrl: 'https://img.example.com/ruler.png' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      imageUrl: 'https://img.example.com/ruler.png',
      avatarUrl: 'https://img.example.com/ruler.png',
    });
    expect((await get(`/api/players/${ruler.id}/image`)).json()).toEqual({
      imageUrl: 'https://img.example.com/ruler.png',
    });
    const cleared = await post(ruler.id, token, { imageUrl: null });
    expect(cleared.json().imageUrl).toBeNull();
  });

  it('rejects others, bad URLs and unknown players', async () => {
    const ruler = await playerNamed('Ruler');
    const someone = await registerUser(t.app);
    expect((await post(ruler.id, undefined, { imageUrl: null })).statusCode).toBe(401);
    const forbidden = await post(ruler.id, someone.token, { imageUrl: null });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Only operators can edit player data');
    const update = await t.app.inject({
      method: 'POST',
      url: `/api/players/${ruler.id}/update`,
      headers: bearer(someone.token),
    });
    expect(update.statusCode).toBe(403);

    const token = operatorToken;
    const bad = await post(ruler.id, token, { imageUrl: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'imageUrl must be an http(s) URL, or null to remove the picture',
    );
    const missing = await post('00000000-0000-4000-8000-000000000000', token, { imageUrl: null });
    expect(missing.statusCode).toBe(404);
    const [unchanged] = await t.database.db
      .select({ imageUrl: players.imageUrl })
      .from(players)
      .where(and(eq(players.id, ruler.id)));
    expect(unchanged?.imageUrl).toBeNull();
  });
});

describe('one player per real pro', () => {
  it('merges rows with and without an OE id (Faker has both)', async () => {
    const fakers = await t.database.db.select().from(players).where(eq(players.name, 'Faker'));
    expect(fakers).toHaveLength(1);
    // 455 LCK games in the file; T1 played in a share of them, Faker in every T1 game listed.
    const games = await t.database.db
      .select({
        count: sql<number>`count(*)::int`,
        withId: sql<number>`count(*) filter (where ${playerGames.playedAt} < '2025-02-01')::int`,
      })
      .from(playerGames)
      .where(eq(playerGames.playerId, fakers[0]!.id));
    expect(games[0]!.count).toBe(fakers[0]!.gamesPlayed);
    expect(games[0]!.withId).toBeGreaterThan(0);
    expect(games[0]!.count).toBeGreaterThan(games[0]!.withId);
  });

  it('never lists the same name twice on one team', async () => {
    const duplicates = await queryRows(
      t.database.db,
      sql`
      select name, team, count(*) from players group by name, team having count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
  });
});
