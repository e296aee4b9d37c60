import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League } from '../../src/domain/contract/leagues';
import type { Playoffs } from '../../src/domain/contract/playoffs';
import type { Matchup, StandingsEntry } from '../../src/domain/contract/season';
import type { Db } from '../../src/server/db/client';
import { matchups } from '../../src/server/db/schema';
import { createSeasonService } from '../../src/server/features/season';
import { createLeagueWithTeams, requester } from '../support/factories';
import { heardBy, standAt } from '../support/league-clock';
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

/**
 * Four teams without a player, so every week ends 0–0 and every record is level: the kept coin
 * flips alone order them. `scheduleWeeks` 4 leaves room for a bracket of four (weeks 3 and 4);
 * 2 leaves none.
 */
async function levelLeague(scheduleWeeks: number) {
  const w = await createLeagueWithTeams(t.app, db, { teams: 4, scheduleWeeks });
  const { schedule } = (
    await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)
  ).json() as League;
  /** Runs the league's clock to six days after week `week` ended. */
  const playThrough = async (week: number) => {
    await standAt(db, w.league.id, Date.parse(schedule[week - 1]!.end) + 6 * DAY, { due: true });
    // A round that moves the bracket looks at the league again in the next one.
    await heardBy(t.app, { leagueId: w.league.id, token: w.boss.token }, async () => {
      for (let round = 0; round < 3; round += 1) await createSeasonService(db).advanceClocks(500);
    });
  };
  const get = async <T>(path: string) =>
    (await call('GET', `/api/leagues/${w.league.id}${path}`, w.boss.token)).json() as T;
  return { ...w, playThrough, get };
}

describe('the standings', () => {
  it('rank a team by its win percentage, so a week with a bye costs it nothing', async () => {
    // Seven teams: each week one of them has a bye.
    const w = await createLeagueWithTeams(t.app, db, { teams: 7, scheduleWeeks: 4 });
    const played = await db.select().from(matchups).where(eq(matchups.leagueId, w.league.id));
    const weekOf = (week: number) => played.filter((row) => row.week === week);
    const playing = (week: number) =>
      new Set(weekOf(week).flatMap((row) => [row.homeTeamId, row.awayTeamId]));
    const rested = w.teams.find((team) => !playing(1).has(team.id))!;
    // Every home side wins 300–200, but the team back from its bye wins 10–5.
    for (const row of [...weekOf(1), ...weekOf(2)]) {
      const low = row.homeTeamId === rested.id || row.awayTeamId === rested.id;
      const [winner, loser] = low ? [10, 5] : [300, 200];
      const restedAway = row.awayTeamId === rested.id;
      await db
        .update(matchups)
        .set({
          homeScore: restedAway ? loser : winner,
          awayScore: restedAway ? winner : loser,
          completed: true,
        })
        .where(eq(matchups.id, row.id));
    }
    const standings = (
      await call('GET', `/api/leagues/${w.league.id}/standings`, w.boss.token)
    ).json() as StandingsEntry[];
    const mine = standings.find((row) => row.team.id === rested.id)!;
    expect([mine.wins, mine.losses, mine.winPct]).toEqual([1, 0, 100]);
    // At 1–0 it ranks above every team at 1–1, whatever their points.
    expect(standings.some((row) => row.wins === 1 && row.losses === 1)).toBe(true);
    const percentages = standings.map((row) => row.winPct);
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
  });

  it('list teams level on everything in the seeds’ order once the playoffs are seeded', async () => {
    const p = await levelLeague(4);
    await p.playThrough(2);
    const playoffs = await p.get<Playoffs>('/playoffs');
    expect(playoffs.status).toBe('live');
    expect(playoffs.coinFlips).toHaveLength(3);
    const standings = await p.get<StandingsEntry[]>('/standings');
    expect(standings.map((row) => [row.ties, row.totalPoints])).toEqual(
      Array.from({ length: 4 }, () => [2, 0]),
    );
    expect(standings.map((row) => row.team.id)).toEqual(playoffs.seeds.map((seed) => seed.team.id));
  });

  it('crown the first row in a league without playoffs, the coin flips that placed it kept and shown', async () => {
    const p = await levelLeague(2);
    await p.playThrough(2);
    const playoffs = await p.get<Playoffs>('/playoffs');
    expect(playoffs.status).toBe('none');
    const standings = await p.get<StandingsEntry[]>('/standings');
    expect(playoffs.champion?.id).toBe(standings[0]!.team.id);
    // Three flips placed the four level teams, each the next row of the standings.
    expect(playoffs.coinFlips.map((flip) => flip.winner.id)).toEqual(
      standings.slice(0, 3).map((row) => row.team.id),
    );
    expect(playoffs.coinFlips[0]!.teams).toHaveLength(4);
    const league = await p.get<League>('');
    expect(league.playoffs.champion?.id).toBe(standings[0]!.team.id);
  });
});

describe('a playoff matchup', () => {
  it('ending level goes to the better seed, as the bracket says: no tie', async () => {
    const p = await levelLeague(4);
    await p.playThrough(3);
    // The commissioner's Evaluate Wins reads a level semi-final as the clock does.
    const evaluated = await call(
      'POST',
      `/api/leagues/${p.league.id}/matchups/3/evaluate-wins`,
      p.boss.token,
    );
    expect(evaluated.statusCode).toBe(200);
    expect((evaluated.json() as Matchup[]).map((m) => [m.winner === m.teamA.id, m.isTie])).toEqual([
      [true, false],
      [true, false],
    ]);
    await p.playThrough(4);
    const playoffs = await p.get<Playoffs>('/playoffs');
    expect(playoffs.status).toBe('complete');
    const [seed1] = playoffs.seeds;
    expect(playoffs.champion?.id).toBe(seed1!.team.id);
    const byFirstTeam = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    for (const [index, round] of playoffs.rounds.entries()) {
      const week = await p.get<Matchup[]>(`/matchups/${3 + index}`);
      // Each matchup names the bracket's winner, the better seed (its first team), and no tie.
      expect(
        week
          .map((m) => [m.teamA.id, m.stage, m.completed, m.scoreA, m.scoreB, m.winner, m.isTie])
          .sort(byFirstTeam),
      ).toEqual(
        round.matchups
          .map((m) => [m.teamA.id, 'playoff', true, 0, 0, m.winner!.id, false])
          .sort(byFirstTeam),
      );
      expect(round.matchups.every((m) => m.winner!.id === m.teamA.id)).toBe(true);
    }
  });
});
