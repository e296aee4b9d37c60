import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trade } from '../../src/domain/contract/trades';
import { draftRounds, rosterCapacity } from '../../src/domain/draft';
import { BENCH_SIZE } from '../../src/domain/vocabulary';
import { leagues } from '../../src/server/db/schema';
import { createTradesService } from '../../src/server/features/trades/service';
import { createLeagueWithTeams, playerIdByName, requester } from '../support/factories';
import { queryRows } from '../support/sql';
import { createTestApp, type TestApp } from '../support/test-app';

// A roster change outside the draft and the draft's start, sent at the same moment: one of the
// two wins every time, and no team enters the draft with more players than it has room for.
// On PostgreSQL the two requests run on two connections at once; on PGlite one after the other.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROUNDS = 20;
// A team needs room for one player per round of the draft.
const RULES = { benchSize: BENCH_SIZE, teamSlot: false };
const DRAFT_ROUNDS = draftRounds(RULES);
const MOST_BEFORE_DRAFT = rosterCapacity(RULES) - DRAFT_ROUNDS;

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

/**
 * A board-ready league (eight teams) whose two managed teams hold three players each, the most
 * a team may take into the draft, with no review period for trades.
 */
const fullLeague = () =>
  createLeagueWithTeams(t.app, t.database.db, {
    teams: 8,
    tradeReviewHours: 0,
    rosters: [
      [
        ['TOP', 'Zeus'],
        ['MID', 'Faker'],
        ['ADC', 'Gumayusi'],
      ],
      [
        ['TOP', 'Kiin'],
        ['JUNGLE', 'Canyon'],
        ['MID', 'Chovy'],
      ],
    ],
  });

type League = Awaited<ReturnType<typeof fullLeague>>;

/** Member gives Chovy for Faker and Gumayusi: their team would hold four. */
async function twoForOne(w: League): Promise<Trade> {
  const offered = await call('POST', '/api/trades', w.member.token, {
    fromTeamId: w.memberTeam.id,
    toTeamId: w.bossTeam.id,
    give: [await playerIdByName(t.database.db, 'Chovy')],
    receive: await Promise.all(
      ['Faker', 'Gumayusi'].map((name) => playerIdByName(t.database.db, name)),
    ),
    note: 'Two for one',
  });
  expect(offered.statusCode, offered.body).toBe(201);
  return offered.json() as Trade;
}

const startDraft = (w: League) =>
  call('POST', '/api/draft/start', w.boss.token, { leagueId: w.league.id });

/** How many players each team of the league holds, and whether its draft started. */
async function leagueState(w: League) {
  const sizes = await queryRows<{ size: number }>(
    t.database.db,
    sql`select count(tp.player_id)::int as size from teams t
        left join team_players tp on tp.team_id = t.id
        where t.league_id = ${w.league.id} group by t.id`,
  );
  const [draft] = await queryRows<{ status: string }>(
    t.database.db,
    sql`select status from drafts where league_id = ${w.league.id}`,
  );
  return { largest: Math.max(...sizes.map((row) => row.size)), draft: draft?.status };
}

/**
 * Asserts that exactly one of the change and the start went through, and that the rosters
 * agree: a draft with no team over three players, or no draft and the change made.
 */
async function expectOneWinner(w: League, changed: number, started: number) {
  const state = await leagueState(w);
  if (started === 200) {
    expect(changed).toBe(409);
    expect(state).toEqual({ largest: MOST_BEFORE_DRAFT, draft: 'started' });
  } else {
    expect([changed, started]).toEqual([200, 409]);
    expect(state).toEqual({ largest: MOST_BEFORE_DRAFT + 1, draft: undefined });
  }
}

describe('a roster change racing the draft start', () => {
  it('lets either the accepted trade or the start through, never both', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const w = await fullLeague();
      const trade = await twoForOne(w);
      const [accepted, started] = await Promise.all([
        call('POST', `/api/trades/${trade.id}/accept`, w.boss.token),
        startDraft(w),
      ]);
      if (accepted.statusCode === 409) {
        expect(accepted.json().message).toBe('Trades are closed while the draft is running');
      }
      if (started.statusCode === 409) {
        expect(started.json().message).toBe(
          `Member Team already has 4 players; every team needs room for ${DRAFT_ROUNDS} picks`,
        );
      }
      await expectOneWinner(w, accepted.statusCode, started.statusCode);
    }
  }, 120_000);

  it('lets either a trade completed by the clock after its review or the start through', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const w = await fullLeague();
      await t.database.db
        .update(leagues)
        .set({ tradeReviewHours: 1 })
        .where(eq(leagues.id, w.league.id));
      const trade = await twoForOne(w);
      const accepted = await call('POST', `/api/trades/${trade.id}/accept`, w.boss.token);
      expect(accepted.json()).toMatchObject({ status: 'accepted' });
      // The review ends now; the trades' clock and the start race for it.
      await t.database.db.execute(
        sql`update trades set review_ends_at = now() - interval '1 second',
            due_at = now() - interval '1 second' where id = ${trade.id}`,
      );
      const [, started] = await Promise.all([
        createTradesService(t.database.db).sweep(),
        startDraft(w),
      ]);
      const [settled] = await queryRows<{ status: string; reason: string | null }>(
        t.database.db,
        sql`select status, reason from trades where id = ${trade.id}`,
      );
      const state = await leagueState(w);
      if (started.statusCode === 200) {
        expect(settled).toEqual({
          status: 'void',
          reason: 'Trades are closed while the draft is running',
        });
        expect(state).toEqual({ largest: MOST_BEFORE_DRAFT, draft: 'started' });
      } else {
        expect(started.statusCode).toBe(409);
        expect(settled!.status).toBe('completed');
        expect(state).toEqual({ largest: MOST_BEFORE_DRAFT + 1, draft: undefined });
      }
    }
  }, 120_000);

  it('lets either a player added by hand or the start through, never both', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const w = await fullLeague();
      const keria = await playerIdByName(t.database.db, 'Keria');
      const [added, started] = await Promise.all([
        call('POST', `/api/teams/${w.memberTeam.id}/players`, w.member.token, {
          playerId: keria,
          slot: 'SUPPORT',
        }),
        startDraft(w),
      ]);
      if (added.statusCode === 409) {
        expect(added.json().message).toBe(
          'Rosters are locked while the draft is running; draft players instead',
        );
      }
      await expectOneWinner(w, added.statusCode, started.statusCode);
    }
  }, 120_000);
});
