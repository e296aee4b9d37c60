import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftStatusResponse } from '../../src/domain/contract/drafts';
import type { League } from '../../src/domain/contract/leagues';
import type { Player, PlayerDetail } from '../../src/domain/contract/players';
import type { Matchup } from '../../src/domain/contract/season';
import type { LeagueSettingsDoc, ScoringPreview } from '../../src/domain/contract/settings';
import type { TeamDetail } from '../../src/domain/contract/teams';
import type { TransactionsPage } from '../../src/domain/contract/waivers';
import { rosterPlayers } from '../../src/domain/roster';
import { DEFAULT_SCORING, PLAYER_POINTS, TEAM_POINTS } from '../../src/domain/scoring';
import type { Db } from '../../src/server/db/client';
import { gamePointsSql } from '../../src/server/db/game-points';
import { leagues } from '../../src/server/db/schema';
import { createSeasonService } from '../../src/server/features/season';
import { createLeagueWithTeams, requester } from '../support/factories';
import { heardBy, standAt } from '../support/league-clock';
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

// Every player rule worth nothing: with one rule given a value, a score counts that stat alone.
const NOTHING = Object.fromEntries(Object.keys(PLAYER_POINTS).map((rule) => [rule, 0]));

/**
 * A Korean league of two managers with real starters, its week 1 final and week 2 live: both
 * scored by the league's clock under Riot's values.
 */
async function scoredLeague() {
  const w = await createLeagueWithTeams(t.app, db, {
    managers: 2,
    rosters: [
      [
        ['MID', 'Faker'],
        ['TOP', 'Zeus'],
        ['ADC', 'Gumayusi'],
      ],
      [
        ['MID', 'Chovy'],
        ['TOP', 'Kiin'],
        ['ADC', 'Peyz'],
      ],
    ],
    scheduleWeeks: 3,
  });
  const probe = { leagueId: w.league.id, token: w.boss.token };
  const { schedule } = (
    await call('GET', `/api/leagues/${w.league.id}`, w.boss.token)
  ).json() as League;
  // Three days into week 2: week 1 is final, week 2 has games counted.
  await standAt(db, w.league.id, Date.parse(schedule[1]!.start) + 3 * DAY, { due: true });
  await heardBy(t.app, probe, () => createSeasonService(db).advanceClocks(500));
  const settingsUrl = `/api/leagues/${w.league.id}/settings`;
  const week = async (n: number) =>
    (await call('GET', `/api/leagues/${w.league.id}/matchups/${n}`, w.boss.token)).json() as [
      Matchup,
    ];
  return { ...w, probe, settingsUrl, week, schedule };
}

/** The sum of one stat over the games behind a side's points (its starters' lines). */
async function statOf(matchup: Matchup, side: 'home' | 'away', stat: 'kills' | 'assists') {
  const lines = matchup.starters[side].flatMap((starter) =>
    starter.lines.map((line) => `${line.gameId}|${starter.player.id}`),
  );
  if (lines.length === 0) return 0;
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select coalesce(sum(${sql.raw(stat)}), 0)::int as total from player_games
        where game_id || '|' || player_id::text = any(${sql.param(lines)}::text[])`,
  );
  return row!.total;
}

describe('a league’s scoring values', () => {
  it('score every stored game as the importer did, given Riot’s values', async () => {
    const riot = sql`${JSON.stringify(DEFAULT_SCORING)}::jsonb`;
    const [row] = await queryRows<{ games: number; teams: number; off: number }>(
      db,
      sql`select count(*)::int as games,
                 count(*) filter (where pg.position = 'TEAM')::int as teams,
                 count(*) filter (where abs(${gamePointsSql('pg', riot)} - pg.points) > 0.001)::int
                   as off
          from player_games pg`,
    );
    expect(row!.games).toBeGreaterThan(1000);
    expect(row!.teams).toBeGreaterThan(100);
    expect(row!.off).toBe(0);
  });

  it('score every scored week again when changed, in the matchups and their game lines', async () => {
    const s = await scoredLeague();
    const [final] = await s.week(1);
    const [live] = await s.week(2);
    expect(final.completed).toBe(true);
    expect(live.completed).toBe(false);
    expect(live.scored).toBe(true);
    expect((final.scoreA ?? 0) + (final.scoreB ?? 0)).toBeGreaterThan(0);
    expect(await statOf(live, 'home', 'kills')).toBeGreaterThan(0);

    // A kill is worth 1 and nothing else counts: each score is its starters' kills.
    const changed = await call('PATCH', s.settingsUrl, s.boss.token, {
      scoring: { player: { ...NOTHING, kill: 1 } },
    });
    expect(changed.statusCode).toBe(200);
    const doc = changed.json() as LeagueSettingsDoc;
    expect(doc.scoring.player).toEqual({ ...NOTHING, kill: 1 });
    expect(doc.scoring.team).toEqual(TEAM_POINTS);

    for (const n of [1, 2]) {
      const [after] = await s.week(n);
      expect(after.completed).toBe(n === 1);
      expect(after.scoreA).toBe(await statOf(after, 'home', 'kills'));
      expect(after.scoreB).toBe(await statOf(after, 'away', 'kills'));
      // Every line shows the game's points under the league's values.
      for (const starter of [...after.starters.home, ...after.starters.away]) {
        for (const line of starter.lines) {
          const [row] = await queryRows<{ kills: number }>(
            db,
            sql`select kills from player_games
                where game_id = ${line.gameId} and player_id = ${starter.player.id}`,
          );
          expect(line.points).toBe(row!.kills);
        }
      }
    }
    const [week1] = await s.week(1);
    const scores = [week1.scoreA ?? 0, week1.scoreB ?? 0];
    const winner =
      scores[0] === scores[1] ? null : scores[0]! > scores[1]! ? week1.teamA.id : week1.teamB.id;
    expect(week1.winner ?? null).toBe(winner);

    // The log names each rule that changed, from what to what.
    const log = (
      await call('GET', `/api/leagues/${s.league.id}/transactions?type=commissioner`, s.boss.token)
    ).json() as TransactionsPage;
    const [entry] = log.entries;
    expect(entry!.summary).toMatch(/^The commissioner changed kill points from 2 to 1, /);
    expect(entry!.summary).toContain('assist points from 1.5 to 0');
    expect(entry!.detail).toMatchObject({
      changes: { 'scoring.player.kill': { before: 2, after: 1 } },
    });

    // Riot's values again: the league keeps none of its own, and the scores are as they were.
    const back = await call('PATCH', s.settingsUrl, s.boss.token, {
      scoring: { player: PLAYER_POINTS },
    });
    expect(back.statusCode).toBe(200);
    const [stored] = await db
      .select({ scoring: leagues.scoring })
      .from(leagues)
      .where(inArray(leagues.id, [s.league.id]));
    expect(stored!.scoring).toBeNull();
    const [again] = await s.week(1);
    expect([again.scoreA, again.scoreB]).toEqual([final.scoreA, final.scoreB]);
    const [liveAgain] = await s.week(2);
    expect([liveAgain.scoreA, liveAgain.scoreB]).toEqual([live.scoreA, live.scoreB]);
  });

  it('keep a final week final when it is scored again after a longer grace', async () => {
    const w = await scoredLeague();
    const [before] = await w.week(1);
    expect(before).toMatchObject({ completed: true });
    expect(before!.winner).not.toBeNull();
    // A day after week 1 ended: final under the 12 hours of grace it had, not under 72.
    await standAt(db, w.league.id, Date.parse(w.schedule[0]!.end) + DAY);
    const longer = await call('PATCH', `/api/leagues/${w.league.id}`, w.boss.token, {
      finalGraceHours: 72,
    });
    expect(longer.statusCode).toBe(200);
    const rescored = await call('POST', `/api/leagues/${w.league.id}/calculate/1`, w.boss.token);
    expect(rescored.statusCode).toBe(200);
    const [after] = await w.week(1);
    expect(after).toMatchObject({ completed: true, winner: before!.winner });
  });

  it('count the players’ points inside the league: its list, a player’s page, a roster', async () => {
    const s = await scoredLeague();
    const listed = async (query = '') =>
      (
        await call('GET', `/api/players?leagueId=${s.league.id}${query}`, s.boss.token)
      ).json() as Player[];
    const pros = (players: Player[]) =>
      players.filter((player) => player.position !== 'TEAM' && player.stats.gamesPlayed > 0);
    expect(pros(await listed()).some((p) => p.fantasyPoints !== p.stats.kills)).toBe(true);

    const changed = await call('PATCH', s.settingsUrl, s.boss.token, {
      scoring: { player: { ...NOTHING, kill: 1 } },
    });
    expect(changed.statusCode).toBe(200);
    // The list kept in memory and the one read from the database (a search) alike.
    const after = await listed();
    expect(pros(after).length).toBeGreaterThan(20);
    for (const player of pros(after)) expect(player.fantasyPoints).toBe(player.stats.kills);
    const order = after.map((player) => player.fantasyPoints);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    const [faker] = await listed('&search=Faker');
    expect(faker!.stats.kills).toBeGreaterThan(0);
    expect(faker!.fantasyPoints).toBe(faker!.stats.kills);

    // A player's page in the league: his totals, each game and each week.
    const page = (
      await call('GET', `/api/players/${faker!.id}?leagueId=${s.league.id}`, s.boss.token)
    ).json() as PlayerDetail;
    expect(page.fantasyPoints).toBe(page.stats.kills);
    expect(page.recentGames.length).toBeGreaterThan(0);
    for (const game of page.recentGames) expect(game.points).toBe(game.kills);
    expect(page.weeklyPoints.reduce((sum, week) => sum + week.points, 0)).toBe(page.stats.kills);
    // Outside the league his points are Riot's.
    const outside = (await call('GET', `/api/players/${faker!.id}`)).json() as PlayerDetail;
    expect(outside.fantasyPoints).not.toBe(outside.stats.kills);

    // A team's roster shows its players' points in the league.
    const team = (
      await call('GET', `/api/teams/${s.bossTeam.id}`, s.boss.token)
    ).json() as TeamDetail;
    const roster = rosterPlayers(team.players);
    expect(roster.length).toBeGreaterThan(0);
    for (const player of roster) expect(player.fantasyPoints).toBe(player.stats.kills);

    // The draft ranks the players by their points in the league.
    const draft = (
      await call('GET', `/api/draft/status?leagueId=${s.league.id}`, s.boss.token)
    ).json() as DraftStatusResponse;
    const kills = new Map(pros(after).map((player) => [player.id, player.stats.kills]));
    const ranked = draft.available.filter((player) => kills.has(player.id));
    expect(ranked.length).toBeGreaterThan(20);
    for (const player of ranked) expect(player.fantasyPoints).toBe(kills.get(player.id));
  });

  it('preview the last scored week under new values and keep nothing', async () => {
    const s = await scoredLeague();
    const [before] = await s.week(2);
    const response = await call('POST', `${s.settingsUrl}/scoring-preview`, s.boss.token, {
      player: { ...NOTHING, assist: 1 },
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json() as ScoringPreview;
    expect(preview.week).toBe(2);
    expect(preview.matchups).toHaveLength(1);
    const [row] = preview.matchups;
    expect(row).toMatchObject({
      matchupId: before.id,
      teamA: { id: before.teamA.id, name: before.teamA.name },
      scoreA: before.scoreA,
      scoreB: before.scoreB,
      newScoreA: await statOf(before, 'home', 'assists'),
      newScoreB: await statOf(before, 'away', 'assists'),
    });
    // Nothing was kept: the week, the settings and the log stand as they were.
    const [after] = await s.week(2);
    expect([after.scoreA, after.scoreB]).toEqual([before.scoreA, before.scoreB]);
    const doc = (await call('GET', s.settingsUrl, s.boss.token)).json() as LeagueSettingsDoc;
    expect(doc.scoring.player).toEqual(PLAYER_POINTS);
    // Saving the same values scores the week as the preview said.
    await call('PATCH', s.settingsUrl, s.boss.token, {
      scoring: { player: { ...NOTHING, assist: 1 } },
    });
    const [saved] = await s.week(2);
    expect([saved.scoreA, saved.scoreB]).toEqual([row!.newScoreA, row!.newScoreB]);
  });

  it('preview nothing before any week is scored', async () => {
    const w = await createLeagueWithTeams(t.app, db, { managers: 2, scheduleWeeks: 3 });
    await standAt(db, w.league.id, Date.parse('2025-01-01T00:00:00Z'));
    const response = await call(
      'POST',
      `/api/leagues/${w.league.id}/settings/scoring-preview`,
      w.boss.token,
      { player: { kill: 3 } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ week: null, matchups: [] });
  });

  it('refuse values out of bounds, off the cent or unknown, naming the field', async () => {
    const w = await createLeagueWithTeams(t.app, db, { managers: 2 });
    const url = `/api/leagues/${w.league.id}/settings`;
    const cases: [object, string, string][] = [
      [
        { scoring: { player: { kill: 21 } } },
        'Kill points must be between -20 and 20, in steps of 0.01',
        'scoring.player.kill',
      ],
      [
        { scoring: { team: { baron: 0.005 } } },
        'Baron points must be between -20 and 20, in steps of 0.01',
        'scoring.team.baron',
      ],
      // A hair off a whole cent is off the cent too: it is not stored as it came.
      [
        { scoring: { player: { kill: 19.999999999999 } } },
        'Kill points must be between -20 and 20, in steps of 0.01',
        'scoring.player.kill',
      ],
      [
        { scoring: { player: { kill: '2' } } },
        'Kill points must be a number',
        'scoring.player.kill',
      ],
      [
        { scoring: { player: { headshot: 1 } } },
        'Unknown scoring rule in scoring.player: headshot',
        'scoring.player',
      ],
      [{ scoring: { dragons: {} } }, 'Unknown setting in scoring: dragons', 'scoring'],
    ];
    for (const [body, message, field] of cases) {
      const response = await call('PATCH', url, w.boss.token, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().errors?.[0]?.field).toBe(field);
      const preview = await call(
        'POST',
        `${url}/scoring-preview`,
        w.boss.token,
        (body as { scoring: object }).scoring,
      );
      expect(preview.statusCode, message).toBe(400);
    }
    // Nothing changed meanwhile.
    const doc = (await call('GET', url, w.boss.token)).json() as LeagueSettingsDoc;
    expect(doc.scoring.player.kill).toBe(2);
  });

  it('are the commissioner’s to change and to preview', async () => {
    const w = await createLeagueWithTeams(t.app, db, { managers: 2 });
    const url = `/api/leagues/${w.league.id}/settings`;
    const body = { player: { kill: 3 } };
    expect((await call('PATCH', url, w.member.token, { scoring: body })).statusCode).toBe(403);
    expect((await call('POST', `${url}/scoring-preview`, w.member.token, body)).statusCode).toBe(
      403,
    );
    expect((await call('POST', `${url}/scoring-preview`, undefined, body)).statusCode).toBe(401);
    expect(
      (
        await call(
          'POST',
          `/api/leagues/${randomUUID()}/settings/scoring-preview`,
          w.boss.token,
          body,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/leagues/not-an-id/settings/scoring-preview', w.boss.token, body))
        .statusCode,
    ).toBe(400);
  });
});
