import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League } from '../../src/domain/contract/leagues';
import type { Matchup, StandingsEntry } from '../../src/domain/contract/season';
import type { Team } from '../../src/domain/contract/teams';
import {
  leagueMembers,
  leagues,
  matchupStarters,
  matchups,
  playerGames,
  players,
} from '../../src/server/db/schema';
import {
  createLeague,
  createLeagueWithTeams,
  playerIdByName,
  registerUser,
  requester,
} from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const playerId = (name: string) => playerIdByName(t.database.db, name);

// Week 1 of a Korean league is the LCK Cup's first week: 15–19 January 2025. Each player's
// points there, worked out from the CSV rows with the scoring rules of
// docs/decisions/006-scoring-rules.md:
const WEEK_1 = {
  Zeus: 2.73 + 5.17 + 26.25 + 19.91,
  Oner: 2.11 + 26.14 + 7.64 + 28.8 + 20.6,
  Faker: 1.16 + 20.22 + 7.91 + 34.74 + 13.93,
  Gumayusi: 3.82 + 36.46 + 17.01 + 24.86 + 20.6,
  Keria: 1.29 + 22.86 + 12.31 + 27.75 + 18.22,
  Chovy: 16.34 + 39.99 + 23.89 + 31.58,
  Kiin: 11.7 + 28.78 + 26.21 + 27.01,
  Canyon: 17.51 + 28.34 + 29.68 + 25.95,
  Ruler: 10.63 + 37.2 + 29.71 + 19.72,
  Duro: 12.4 + 32.69 + 21.23 + 31.65,
  Lehends: 8.45 + 17.85 + 6.33 + 19.14 + 23.85,
};
const ALPHA_WEEK_1 = 514.29; // Zeus, Oner, Faker, Gumayusi, Keria and Chovy (FLEX)
const BOT_WEEK_1 = 466.03; // Kiin, Canyon, no MID, Ruler, Duro and Lehends (FLEX); the bench scores nothing

/**
 * A Korean league of two drafted teams, the boss's and a bot's, with a schedule of three weeks;
 * `member` belongs to it without a team.
 */
async function seasonLeague() {
  const { boss, outsider, league, bossTeam, bots } = await createLeagueWithTeams(
    t.app,
    t.database.db,
    {
      managers: 1,
      teams: 2,
      rosters: [
        [
          ['TOP', 'Zeus'],
          ['JUNGLE', 'Oner'],
          ['MID', 'Faker'],
          ['ADC', 'Gumayusi'],
          ['SUPPORT', 'Keria'],
          ['FLEX', 'Chovy'],
        ],
        [
          ['TOP', 'Kiin'],
          ['JUNGLE', 'Canyon'],
          ['ADC', 'Ruler'],
          ['SUPPORT', 'Duro'],
          ['FLEX', 'Lehends'],
          ['BENCH', 'Viper'],
        ],
      ],
      scheduleWeeks: 3,
    },
  );
  // The season has begun on the league's clock: the league takes no new team, only a member.
  await t.database.db
    .insert(leagueMembers)
    .values({ leagueId: league.id, userId: outsider.user.id });
  return { boss, member: outsider, league, alpha: bossTeam, bot: bots[0]! };
}

const scoreOf = (matchup: Matchup, teamId: string) =>
  matchup.homeTeamId === teamId ? matchup.homeScore : matchup.awayScore;

/** The starters stored for a league's week, as the table holds them. */
const storedStarters = (leagueId: string, week: number) =>
  t.database.db
    .select({
      teamId: matchupStarters.teamId,
      slot: matchupStarters.slot,
      playerId: matchupStarters.playerId,
      points: matchupStarters.points,
      games: matchupStarters.games,
    })
    .from(matchupStarters)
    .innerJoin(matchups, eq(matchups.id, matchupStarters.matchupId))
    .where(and(eq(matchups.leagueId, leagueId), eq(matchups.week, week)))
    .orderBy(asc(matchupStarters.teamId), asc(matchupStarters.slot));

/** Each stored starter's points are the sum of the player's real games in the week's window. */
async function expectPointsFromGames(leagueId: string, week: number, token: string) {
  const league = (await call('GET', `/api/leagues/${leagueId}`, token)).json() as League;
  const window = league.schedule.find((w) => w.week === week)!;
  const starters = await storedStarters(leagueId, week);
  expect(starters.length).toBeGreaterThan(0);
  for (const starter of starters) {
    const games = await t.database.db
      .select({ points: playerGames.points })
      .from(playerGames)
      .where(
        and(
          eq(playerGames.playerId, starter.playerId),
          gte(playerGames.playedAt, new Date(window.start)),
          lt(playerGames.playedAt, new Date(window.end)),
        ),
      );
    expect(starter.games).toBe(games.length);
    expect(starter.points).toBeCloseTo(
      games.reduce((sum, game) => sum + game.points, 0),
      2,
    );
  }
}

describe('scoring a week from real games', () => {
  it("adds up each team's six starters' real points of that week", async () => {
    const { boss, league, alpha, bot } = await seasonLeague();
    const response = await call('POST', `/api/leagues/${league.id}/calculate/1`, boss.token);
    expect(response.statusCode).toBe(200);
    const [matchup] = response.json() as Matchup[];
    expect(scoreOf(matchup!, alpha.id)).toBeCloseTo(ALPHA_WEEK_1, 2);
    expect(scoreOf(matchup!, bot.id)).toBeCloseTo(BOT_WEEK_1, 2);
    expect(matchup).toMatchObject({ week: 1, completed: true, winner: alpha.id, isTie: false });
    // Both shapes of a matchup.
    expect(matchup!.scoreA).toBe(matchup!.homeScore);
    expect(matchup!.teamB.id).toBe(matchup!.awayTeamId);

    const starters =
      matchup!.homeTeamId === alpha.id ? matchup!.starters.home : matchup!.starters.away;
    expect(starters.map((s) => s.slot)).toEqual(['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX']);
    const faker = starters.find((s) => s.player.name === 'Faker')!;
    expect(faker.points).toBeCloseTo(WEEK_1.Faker, 2);
    expect(faker.games).toBe(5);
    const botStarters =
      matchup!.homeTeamId === bot.id ? matchup!.starters.home : matchup!.starters.away;
    expect(botStarters.map((s) => s.player.name)).not.toContain('Viper');
    expect(botStarters.reduce((sum, s) => sum + (s.points ?? 0), 0)).toBeCloseTo(
      WEEK_1.Kiin + WEEK_1.Canyon + WEEK_1.Ruler + WEEK_1.Duro + WEEK_1.Lehends,
      2,
    );
  });

  it('replaces, never adds, when a week is calculated again', async () => {
    const { boss, league, alpha } = await seasonLeague();
    await call('POST', `/api/leagues/${league.id}/calculate/1`, boss.token);
    const again = (
      await call('POST', `/api/leagues/${league.id}/calculate/1`, boss.token)
    ).json() as Matchup[];
    expect(scoreOf(again[0]!, alpha.id)).toBeCloseTo(ALPHA_WEEK_1, 2);
    const team = (await call('GET', `/api/teams/${alpha.id}`, boss.token)).json() as Team;
    expect(team.totalPoints).toBeCloseTo(ALPHA_WEEK_1, 2);
  });

  it('counts a team’s points as the standings do: final regular-season weeks, no playoff game', async () => {
    const { boss, league, alpha } = await seasonLeague();
    await call('POST', `/api/leagues/${league.id}/calculate/1`, boss.token);
    const pointsOf = async () =>
      ((await call('GET', `/api/teams/${alpha.id}`, boss.token)).json() as Team).totalPoints;
    expect(await pointsOf()).toBeCloseTo(ALPHA_WEEK_1, 2);
    // The same week played as a playoff round: the standings leave it out, and so does the team.
    await t.database.db.execute(
      sql`update matchups set stage = 'winners' where league_id = ${league.id} and week = 1`,
    );
    expect(await pointsOf()).toBe(0);
  });

  it('stores the same starters when a week is scored twice, each with the sum of their games', async () => {
    const { boss, league } = await seasonLeague();
    const first = (
      await call('POST', `/api/leagues/${league.id}/calculate/1`, boss.token)
    ).json() as Matchup[];
    const rows = await storedStarters(league.id, 1);
    // Six for Alpha, five for the bot (no MID); the bench is not stored.
    expect(rows).toHaveLength(11);
    const again = (
      await call('POST', `/api/leagues/${league.id}/calculate/1`, boss.token)
    ).json() as Matchup[];
    expect(await storedStarters(league.id, 1)).toEqual(rows);
    expect(again.map((m) => [m.homeScore, m.awayScore, m.winner])).toEqual(
      first.map((m) => [m.homeScore, m.awayScore, m.winner]),
    );
    await expectPointsFromGames(league.id, 1, boss.token);
  });

  it('keeps a week’s points with whoever held the slot when each game started', async () => {
    const { boss, league, alpha } = await seasonLeague();
    const before = (
      await call('POST', `/api/leagues/${league.id}/calculate/1`, boss.token)
    ).json() as Matchup[];
    const chovy = await playerId('Chovy');
    const showMaker = await playerId('ShowMaker');
    // Week 1's games are over: the swap comes after them.
    expect(
      (await call('DELETE', `/api/teams/${alpha.id}/players/${chovy}`, boss.token)).statusCode,
    ).toBe(200);
    const added = await call('POST', `/api/teams/${alpha.id}/players`, boss.token, {
      playerId: showMaker,
      slot: 'FLEX',
    });
    expect(added.statusCode).toBe(200);
    const again = (
      await call('POST', `/api/leagues/${league.id}/calculate/1`, boss.token)
    ).json() as Matchup[];
    expect(scoreOf(again[0]!, alpha.id)).toBeCloseTo(
      scoreOf(before[0]!, alpha.id) ?? Number.NaN,
      2,
    );
    expect(scoreOf(again[0]!, alpha.id)).toBeCloseTo(ALPHA_WEEK_1, 2);
    const flex = (await storedStarters(league.id, 1)).filter(
      (s) => s.teamId === alpha.id && s.slot === 'FLEX',
    );
    expect(flex.map((s) => s.playerId)).toEqual([chovy]);
    await expectPointsFromGames(league.id, 1, boss.token);
  });

  it('moves the current week on and updates the standings', async () => {
    const { boss, league, alpha, bot } = await seasonLeague();
    await call('POST', `/api/leagues/${league.id}/calculate/1`, boss.token);
    expect(
      ((await call('GET', `/api/leagues/${league.id}`, boss.token)).json() as League).currentWeek,
    ).toBe(2);
    const standings = (
      await call('GET', `/api/leagues/${league.id}/standings`, boss.token)
    ).json() as StandingsEntry[];
    expect(
      standings.map((row) => [row.team.id, row.wins, row.losses, row.ties, row.winPct]),
    ).toEqual([
      [alpha.id, 1, 0, 0, 100],
      [bot.id, 0, 1, 0, 0],
    ]);
    expect(standings[0]!.totalPoints).toBeCloseTo(ALPHA_WEEK_1, 2);
    expect(standings[1]!.team.owner).toBe('Bot');
  });

  it('evaluates wins of a scored week', async () => {
    const { boss, league, alpha } = await seasonLeague();
    await call('POST', `/api/leagues/${league.id}/calculate/1`, boss.token);
    const response = await call(
      'POST',
      `/api/leagues/${league.id}/matchups/1/evaluate-wins`,
      boss.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toMatchObject({ winner: alpha.id, winnerUpdated: true });
  });

  it('keeps scored weeks when the schedule is generated again', async () => {
    const { boss, league, alpha } = await seasonLeague();
    await call('POST', `/api/leagues/${league.id}/calculate/1`, boss.token);
    const regenerated = (
      await call('POST', `/api/leagues/${league.id}/schedule`, boss.token, { weeks: 5 })
    ).json() as League;
    expect(regenerated.schedule.map((w) => [w.week, w.completed])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
      [5, false],
    ]);
    const week1 = (
      await call('GET', `/api/leagues/${league.id}/matchups/1`, boss.token)
    ).json() as Matchup[];
    expect(scoreOf(week1[0]!, alpha.id)).toBeCloseTo(ALPHA_WEEK_1, 2);
  });

  it('recomputes stats and rescored weeks without changing correct results', async () => {
    const { boss, league, alpha } = await seasonLeague();
    await call('POST', `/api/leagues/${league.id}/calculate/1`, boss.token);
    // One player's totals went wrong; only his row is written again.
    const chovy = await playerIdByName(t.database.db, 'Chovy');
    const [{ kills }] = (await t.database.db
      .update(players)
      .set({ kills: sql`${players.kills} + 7` })
      .where(eq(players.id, chovy))
      .returning({ kills: players.kills })) as [{ kills: number }];
    const before = new Date();
    const response = await call('POST', `/api/leagues/${league.id}/update-stats`, boss.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Player stats recomputed; 1 scored week recalculated.',
    });
    const written = await t.database.db
      .select({ id: players.id, kills: players.kills })
      .from(players)
      .where(gte(players.updatedAt, before));
    expect(written).toEqual([{ id: chovy, kills: kills - 7 }]);
    const week1 = (
      await call('GET', `/api/leagues/${league.id}/matchups/1`, boss.token)
    ).json() as Matchup[];
    expect(scoreOf(week1[0]!, alpha.id)).toBeCloseTo(ALPHA_WEEK_1, 2);
  });

  it('shows a week that has not begun with the current starters and no points', async () => {
    const { boss, league } = await seasonLeague();
    // The league's clock stands before the season's first game.
    await t.database.db
      .update(leagues)
      .set({
        clockMode: 'replay',
        replayAnchorAt: new Date('2025-01-01T00:00:00Z'),
        replayAnchorReal: new Date(),
        pausedAt: new Date(),
        clockDueAt: null,
      })
      .where(eq(leagues.id, league.id));
    await t.database.db
      .update(matchups)
      .set({
        homeScore: null,
        awayScore: null,
        scoredAt: null,
        completed: false,
        winnerTeamId: null,
      })
      .where(eq(matchups.leagueId, league.id));
    const [matchup] = (
      await call('GET', `/api/leagues/${league.id}/matchups/2`, boss.token)
    ).json() as Matchup[];
    expect(matchup).toMatchObject({
      completed: false,
      scored: false,
      homeScore: null,
      winner: null,
    });
    expect(
      [...matchup!.starters.home, ...matchup!.starters.away].every((s) => s.points === null),
    ).toBe(true);
    const early = await call('POST', `/api/leagues/${league.id}/calculate/2`, boss.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Week 2 has not started yet on the league’s clock');
    // Nor are winners set from scores it cannot have.
    const winners = await call(
      'POST',
      `/api/leagues/${league.id}/matchups/2/evaluate-wins`,
      boss.token,
    );
    expect(winners.statusCode).toBe(409);
    expect(winners.json().message).toBe('Week 2 has not started yet on the league’s clock');
  });

  it("takes the commissioner's season changes sent at once one after another: none fails", async () => {
    const { boss, league } = await seasonLeague();
    await call('POST', `/api/leagues/${league.id}/calculate/1`, boss.token);
    const changes: ['POST' | 'PATCH', string, object?][] = [
      ['POST', 'settings/scoring-preview', { player: { kill: 5 } }],
      ['POST', 'calculate/1'],
      ['POST', 'matchups/1/evaluate-wins'],
      ['POST', 'update-stats'],
      ['PATCH', 'settings', { scoring: { player: { kill: 4 } } }],
    ];
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        changes.map(([method, path, body]) =>
          call(method, `/api/leagues/${league.id}/${path}`, boss.token, body),
        ),
      );
      expect(answers.map((answer) => [answer.statusCode, answer.body.slice(0, 120)])).toEqual(
        answers.map((answer) => [200, answer.body.slice(0, 120)]),
      );
    }
  });
});

describe('season rules', () => {
  it('lets only the commissioner score, evaluate and update', async () => {
    const { member, league } = await seasonLeague();
    for (const url of ['calculate/1', 'matchups/1/evaluate-wins', 'update-stats']) {
      const response = await call('POST', `/api/leagues/${league.id}/${url}`, member.token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only the league commissioner can do this');
    }
  });

  it('answers 400 for a week outside the schedule and 404 for an unknown league', async () => {
    const { boss, league } = await seasonLeague();
    const outside = await call('POST', `/api/leagues/${league.id}/calculate/4`, boss.token);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Week 4 is not in the schedule (weeks 1–3)');
    const zero = await call('GET', `/api/leagues/${league.id}/matchups/0`, boss.token);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('Week must be between 1 and 1000');
    const unknown = await call(
      'GET',
      '/api/leagues/00000000-0000-4000-8000-000000000000/standings',
      boss.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', `/api/leagues/${league.id}/standings`)).statusCode).toBe(401);
  });

  it('answers 400 before a schedule exists', async () => {
    const boss = await registerUser(t.app);
    const league = await createLeague(t.database.db, { name: 'Empty', creatorId: boss.user.id });
    const response = await call('GET', `/api/leagues/${league.id}/matchups/1`, boss.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This league has no schedule yet. Generate one first.');
  });
});
