import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionsPage } from '../../src/domain/contract/waivers';
import type { Db } from '../../src/server/db/client';
import { leagues } from '../../src/server/db/schema';
import { createWaiversService } from '../../src/server/features/waivers';
import { createLeagueWithTeams, playerIdByName, requester } from '../support/factories';
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

// A Wednesday after the last stored game: nobody plays, so nobody is locked.
const WEDNESDAY = Date.parse('2026-03-04T12:00:00Z');
// The first clear after Wednesday's drops with two waiver days.
const SATURDAY_CLEAR = Date.parse('2026-03-07T03:00:00Z');

describe('the log’s Adds and Drops filters', () => {
  it('list an add-drop and a won claim that dropped a player under both, as one entry, beside plain adds and drops', async () => {
    const w = await createLeagueWithTeams(t.app, db, {
      rosters: [
        [
          ['TOP', 'Zeus'],
          ['MID', 'Faker'],
        ],
        [['ADC', 'Ruler']],
      ],
    });
    await standAt(db, w.league.id, WEDNESDAY);
    const [chovy, canyon, gumayusi, faker, ruler] = await Promise.all(
      ['Chovy', 'Canyon', 'Gumayusi', 'Faker', 'Ruler'].map((name) => playerIdByName(db, name)),
    );
    const moves = [
      () => call('DELETE', `/api/teams/${w.bossTeam.id}/players/${faker}`, w.boss.token),
      () =>
        call('POST', `/api/teams/${w.bossTeam.id}/add-drop`, w.boss.token, { addPlayerId: chovy }),
      () =>
        call('POST', `/api/teams/${w.memberTeam.id}/add-drop`, w.member.token, {
          addPlayerId: gumayusi,
          dropPlayerId: ruler,
        }),
      () =>
        call('POST', `/api/teams/${w.memberTeam.id}/add-drop`, w.member.token, {
          addPlayerId: canyon,
        }),
    ];
    // One after another: the log's order is the order of the moves.
    for (const move of moves) {
      const response = await move();
      expect(response.statusCode, response.body).toBe(200);
    }
    // Faker, dropped, is on waivers: the member claims him, dropping Gumayusi, and wins him.
    const claim = await call('POST', `/api/leagues/${w.league.id}/claims`, w.member.token, {
      teamId: w.memberTeam.id,
      addPlayerId: faker,
      dropPlayerId: gumayusi,
    });
    expect(claim.statusCode, claim.body).toBe(201);
    await standAt(db, w.league.id, SATURDAY_CLEAR + 60_000);
    await db.update(leagues).set({ waiversDueAt: new Date() }).where(eq(leagues.id, w.league.id));
    expect(await createWaiversService(db).clearDue(100, w.league.id)).toBe(1);

    const summaries = async (query: string) =>
      (
        (
          await call('GET', `/api/leagues/${w.league.id}/transactions?${query}`, w.member.token)
        ).json() as TransactionsPage
      ).entries.map((entry) => [entry.type, entry.summary]);
    const addDrop = ['add', `${w.memberTeam.name} added Gumayusi, dropped Ruler`];
    const claimDrop = ['claim', `${w.memberTeam.name} claimed Faker for $0, dropped Gumayusi`];
    expect(await summaries('type=drop')).toEqual([
      claimDrop,
      addDrop,
      ['drop', `${w.bossTeam.name} dropped Faker`],
    ]);
    expect(await summaries('type=add')).toEqual([
      ['add', `${w.memberTeam.name} added Canyon`],
      addDrop,
      ['add', `${w.bossTeam.name} added Chovy`],
    ]);
    expect(await summaries('type=claim')).toEqual([claimDrop]);
    const { entries } = (
      await call('GET', `/api/leagues/${w.league.id}/transactions`, w.member.token)
    ).json() as TransactionsPage;
    // The claim's entry carries its clear's moment, though the round ran a minute later.
    expect(entries[0]!.leagueAt).toBe(new Date(SATURDAY_CLEAR).toISOString());
    // Each entry names the manager who made the move: the claim, its manager.
    const users = entries.map((entry) => entry.user);
    expect(users).toEqual([
      w.member.user.username,
      w.member.user.username,
      w.member.user.username,
      w.boss.user.username,
      w.boss.user.username,
    ]);
    expect(await summaries(`type=drop&teamId=${w.memberTeam.id}`)).toEqual([claimDrop, addDrop]);
    expect(await summaries(`type=drop&teamId=${w.bossTeam.id}`)).toEqual([
      ['drop', `${w.bossTeam.name} dropped Faker`],
    ]);
    // Shown once in the whole log.
    expect(await summaries('')).toHaveLength(5);
  });
});

describe('the log’s commissioner entries', () => {
  it('hold each of the commissioner’s tools once, and a Fill League that changes nothing none', async () => {
    const w = await createLeagueWithTeams(t.app, db, { maxTeams: 6 });
    const boss = (method: 'POST', url: string, body?: object) =>
      call(method, `/api/${url}`, w.boss.token, body).then((response) => {
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      });
    await boss('POST', `admin/fill-league/${w.league.id}`, { numTeams: 4, numWeeks: 4 });
    await boss('POST', `leagues/${w.league.id}/schedule`, { weeks: 4 });
    await boss('POST', `admin/fill-league/${w.league.id}`, { numTeams: 4, numWeeks: 4 });
    // Week 1 is under way on the league's clock.
    await standAt(db, w.league.id, Date.parse('2025-01-20T12:00:00Z'));
    await boss('POST', `leagues/${w.league.id}/calculate/1`);
    await boss('POST', `leagues/${w.league.id}/matchups/1/evaluate-wins`);
    await boss('POST', `leagues/${w.league.id}/update-stats`);

    const { entries } = (
      await call(
        'GET',
        `/api/leagues/${w.league.id}/transactions?type=commissioner`,
        w.member.token,
      )
    ).json() as TransactionsPage;
    expect(entries.map((entry) => [entry.summary, entry.user, entry.detail.action])).toEqual(
      [
        ['The commissioner updated all stats', 'update-stats'],
        ['The commissioner set the winners of week 1 from its scores', 'evaluate-wins'],
        ['The commissioner rescored week 1', 'rescore'],
        ['The commissioner made a new schedule of 4 weeks', 'schedule'],
        ['The commissioner added 2 bot teams and set the season length to 4 weeks', 'fill-league'],
      ].map(([summary, action]) => [summary, w.boss.user.username, action]),
    );
  });
});
