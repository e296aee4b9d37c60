// Nothing from the future: inside a league, players' points and stats count only the games
// that have happened on its clock. The leagues here replay 2025 and stand still at 9 April,
// a week into the LCK's regular season; outside a league every stored game counts.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftStatusResponse } from '../../src/domain/contract/drafts';
import type { Player, PlayerDetail } from '../../src/domain/contract/players';
import type { Trade } from '../../src/domain/contract/trades';
import { leagues } from '../../src/server/db/schema';
import {
  createLeague,
  createLeagueWithTeams,
  playerIdByName,
  registerUser,
  requester,
} from '../support/factories';
import { queryRows } from '../support/sql';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

const CUTOFF = new Date('2025-04-09T00:00:00Z');

/** A replay of 2025 standing still at `CUTOFF` (paused the moment it began). */
const frozenAtCutoff = () => {
  const now = new Date();
  return {
    clockMode: 'replay',
    replayAnchorAt: CUTOFF,
    replayAnchorReal: now,
    weekSeconds: 604800,
    pausedAt: now,
  } as const;
};

interface Sums {
  games: number;
  points: number;
  kills: number;
  assists: number;
  dragons: number;
}

/** Each LCK player's sums over his games up to the cutoff, straight from `player_games`. */
async function sumsAtCutoff(): Promise<Map<string, Sums>> {
  const rows = await queryRows<Sums & { id: string }>(
    t.database.db,
    sql`select p.id, count(*)::int as games, round(sum(g.points)::numeric, 2)::float8 as points,
          sum(g.kills)::int as kills, sum(g.assists)::int as assists,
          coalesce(sum(g.dragons), 0)::int as dragons
        from players p join player_games g on g.player_id = p.id
        where p.region = 'LCK' and g.played_at <= ${CUTOFF}
        group by p.id`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

const NO_GAMES: Sums = { games: 0, points: 0, kills: 0, assists: 0, dragons: 0 };

/** The player's figures are exactly his sums up to the cutoff. */
function expectCutoffTotals(player: Pick<Player, 'fantasyPoints' | 'stats'>, sums: Sums) {
  expect(player.fantasyPoints).toBeCloseTo(sums.points, 2);
  expect(player.stats).toMatchObject({
    gamesPlayed: sums.games,
    kills: sums.kills,
    assists: sums.assists,
    dragonKills: sums.dragons,
  });
}

const isBestFirst = (points: number[]) =>
  points.every((value, index) => index === 0 || points[index - 1]! >= value);

describe('the players list of a league', () => {
  it('counts only games up to the league time, and ranks by those points', async () => {
    const { user } = await registerUser(t.app);
    const league = await createLeague(t.database.db, { creatorId: user.id, ...frozenAtCutoff() });
    const response = await call('GET', `/api/players?leagueId=${league.id}`);
    expect(response.statusCode).toBe(200);
    const list = response.json() as Player[];
    const sums = await sumsAtCutoff();
    expect(list.length).toBeGreaterThan(50);
    expect(response.headers['x-total-count']).toBe(String(list.length));
    for (const player of list) expectCutoffTotals(player, sums.get(player.id) ?? NO_GAMES);
    expect(isBestFirst(list.map((player) => player.fantasyPoints))).toBe(true);

    // The season's later games are stored, and count outside the league.
    const everything = (await call('GET', '/api/players?region=LCK')).json() as Player[];
    const faker = everything.find((player) => player.name === 'Faker')!;
    const fakerHere = list.find((player) => player.id === faker.id)!;
    expect(faker.stats.gamesPlayed).toBeGreaterThan(fakerHere.stats.gamesPlayed);
    expect(fakerHere.stats.gamesPlayed).toBeGreaterThan(0);
  });

  it('filters and pages the same pool, by position, team or text', async () => {
    const { user } = await registerUser(t.app);
    const league = await createLeague(t.database.db, { creatorId: user.id, ...frozenAtCutoff() });
    const url = `/api/players?leagueId=${league.id}`;
    const first = await call('GET', url);
    const all = first.json() as Player[];
    const again = await call('GET', url);
    expect(again.headers['x-read-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    const mids = await call('GET', `${url}&position=MID&limit=3&offset=1`);
    const allMids = all.filter((player) => player.position === 'MID');
    expect(mids.json()).toEqual(allMids.slice(1, 4));
    expect(mids.headers['x-total-count']).toBe(String(allMids.length));
    const t1 = (await call('GET', `${url}&team=t1`)).json() as Player[];
    expect(t1).toEqual(all.filter((player) => player.team === 'T1'));
    const searched = (await call('GET', `${url}&search=fAk`)).json() as Player[];
    expect(searched).toEqual(all.filter((player) => player.name === 'Faker'));
  });

  it('shows the stored season totals in a live league', async () => {
    const { user } = await registerUser(t.app);
    const league = await createLeague(t.database.db, { creatorId: user.id });
    const inLeague = (await call('GET', `/api/players?leagueId=${league.id}`)).json() as Player[];
    // The same players and totals; inside the league each also says where he stands in it.
    expect(inLeague.map(({ status, waiverUntil, teamId, ...player }) => player)).toEqual(
      (await call('GET', '/api/players?region=LCK')).json(),
    );
    expect(inLeague.every((player) => player.status === 'free' && player.teamId === null)).toBe(
      true,
    );
  });
});

describe('a player page inside a league', () => {
  it('shows games, weekly points and totals up to the league time only', async () => {
    const { user } = await registerUser(t.app);
    const league = await createLeague(t.database.db, { creatorId: user.id, ...frozenAtCutoff() });
    const fakerId = await playerIdByName(t.database.db, 'Faker');
    const response = await call('GET', `/api/players/${fakerId}?leagueId=${league.id}`);
    expect(response.statusCode).toBe(200);
    const inLeague = response.json() as PlayerDetail;
    expectCutoffTotals(inLeague, (await sumsAtCutoff()).get(fakerId)!);
    expect(inLeague.recentGames.length).toBeGreaterThan(0);
    expect(inLeague.recentGames.every((game) => new Date(game.playedAt) <= CUTOFF)).toBe(true);
    const weeks = inLeague.weeklyPoints;
    expect(weeks.every((week) => new Date(`${week.weekStart}T00:00:00Z`) < CUTOFF)).toBe(true);
    expect(weeks.reduce((sum, week) => sum + week.games, 0)).toBe(inLeague.stats.gamesPlayed);
    expect(weeks.reduce((sum, week) => sum + week.points, 0)).toBeCloseTo(
      inLeague.fantasyPoints,
      2,
    );

    const outside = (await call('GET', `/api/players/${fakerId}`)).json() as PlayerDetail;
    expect(new Date(outside.recentGames[0]!.playedAt) > CUTOFF).toBe(true);
    expect(outside.stats.gamesPlayed).toBeGreaterThan(inLeague.stats.gamesPlayed);
  });

  it('refuses a league the caller may not see as the players list does', async () => {
    const { user, token } = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const hidden = await createLeague(t.database.db, {
      creatorId: user.id,
      isPublic: false,
      ...frozenAtCutoff(),
    });
    const fakerId = await playerIdByName(t.database.db, 'Faker');
    const url = `/api/players/${fakerId}?leagueId=${hidden.id}`;
    expect((await call('GET', url, token)).statusCode).toBe(200);
    const missing = await call(
      'GET',
      `/api/players/${fakerId}?leagueId=00000000-0000-4000-8000-000000000000`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('League not found');
    for (const asker of [undefined, stranger.token]) {
      const refused = await call('GET', url, asker);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toBe(missing.body);
    }
    const malformed = await call('GET', `/api/players/${fakerId}?leagueId=42`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Invalid league id');
  });
});

/** The best LCK player over every stored game. */
const seasonBest = async () =>
  ((await call('GET', '/api/players?region=LCK&limit=1')).json() as Player[])[0]!;

describe('the draft inside a league', () => {
  const status = async (leagueId: string, token: string) =>
    (
      await call('GET', `/api/draft/status?leagueId=${leagueId}`, token)
    ).json() as DraftStatusResponse;

  it('lists the best available by points up to the league time, and autopicks by them', async () => {
    const w = await createLeagueWithTeams(t.app, t.database.db, {
      teams: 8,
      draftPickSeconds: 1,
      ...frozenAtCutoff(),
    });
    const sums = await sumsAtCutoff();
    const before = await status(w.league.id, w.boss.token);
    expect(isBestFirst(before.available.map((player) => player.fantasyPoints))).toBe(true);
    // Over the whole season someone else is the best.
    expect(before.available[0]!.id).not.toBe((await seasonBest()).id);
    for (const player of before.available) {
      expect(player.fantasyPoints).toBeCloseTo((sums.get(player.id) ?? NO_GAMES).points, 2);
    }
    const start = await call('POST', '/api/draft/start', w.boss.token, { leagueId: w.league.id });
    expect(start.statusCode, start.body).toBe(200);
    const best = (start.json() as DraftStatusResponse).available[0]!;
    expect(best.id).toBe(before.available[0]!.id);
    const picked = await until(
      () => status(w.league.id, w.boss.token),
      (state) => state.picks.length > 0,
    );
    expect(picked.picks[0]).toMatchObject({ auto: true, player: { id: best.id } });
    expect(picked.picks[0]!.player.fantasyPoints).toBeCloseTo(best.fantasyPoints, 2);
    await call('POST', '/api/draft/end', w.boss.token, { leagueId: w.league.id });
  });

  it('nominates the best available by those points at $1 when an auction clock runs out', async () => {
    const w = await createLeagueWithTeams(t.app, t.database.db, {
      teams: 8,
      draftType: 'auction',
      nominationSeconds: 1,
      ...frozenAtCutoff(),
    });
    const before = await status(w.league.id, w.boss.token);
    const start = await call('POST', '/api/draft/start', w.boss.token, { leagueId: w.league.id });
    expect(start.statusCode, start.body).toBe(200);
    const nominated = await until(
      () => status(w.league.id, w.boss.token),
      (state) => state.auction?.lot !== null,
    );
    expect(nominated.auction!.lot).toMatchObject({
      highBid: 1,
      player: { id: before.available[0]!.id },
    });
    expect(nominated.auction!.lot!.player.fantasyPoints).toBeCloseTo(
      before.available[0]!.fantasyPoints,
      2,
    );
    await call('POST', '/api/draft/end', w.boss.token, { leagueId: w.league.id });
  });
});

describe('a trade inside a league', () => {
  it('weighs the players by their points up to the league time', async () => {
    const w = await createLeagueWithTeams(t.app, t.database.db, {
      rosters: [[['MID', 'Faker']], [['MID', 'Chovy']]],
    });
    const [fakerId, chovyId] = [
      await playerIdByName(t.database.db, 'Faker'),
      await playerIdByName(t.database.db, 'Chovy'),
    ];
    const offered = await call('POST', '/api/trades', w.boss.token, {
      fromTeamId: w.bossTeam.id,
      toTeamId: w.memberTeam.id,
      give: [fakerId],
      receive: [chovyId],
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const trade = offered.json() as Trade;
    // The league turns out to be a replay standing at the cutoff.
    await t.database.db.update(leagues).set(frozenAtCutoff()).where(eq(leagues.id, w.league.id));
    const seen = (await call('GET', `/api/trades/${trade.id}`, w.boss.token)).json() as Trade;
    const sums = await sumsAtCutoff();
    expect(seen.give[0]!.points).toBeCloseTo(sums.get(fakerId)!.points, 2);
    expect(seen.receive[0]!.points).toBeCloseTo(sums.get(chovyId)!.points, 2);
    expect(seen.give[0]!.points).toBeLessThan(trade.give[0]!.points);
  });
});
