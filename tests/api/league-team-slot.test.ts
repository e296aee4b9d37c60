import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftStatusResponse } from '../../src/domain/contract/drafts';
import type { League } from '../../src/domain/contract/leagues';
import type { Matchup } from '../../src/domain/contract/season';
import type { LeagueSettingsDoc } from '../../src/domain/contract/settings';
import type { Team, TeamDetail } from '../../src/domain/contract/teams';
import type { TransactionsPage } from '../../src/domain/contract/waivers';
import { drafts, players } from '../../src/server/db/schema';
import { createDraftEngine } from '../../src/server/features/drafts/engine';
import {
  createLeagueWithTeams,
  playerIdByName,
  putOnRoster,
  requester,
} from '../support/factories';
import { queryRows } from '../support/sql';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const db = () => t.database.db;

/** The Korean pro organisation (a TEAM player) with the most fantasy points. */
async function bestKoreanTeam() {
  const [row] = await db()
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(and(eq(players.position, 'TEAM'), eq(players.region, 'LCK')))
    .orderBy(desc(players.fantasyPoints))
    .limit(1);
  return row!;
}

/** A Korean league of four teams before its draft, with its settings at hand. */
/** A live league whose season starts now: before its draft, and before any game of its season. */
async function leagueBeforeDraft(options: { rosterTeamSlot?: boolean } = {}) {
  const w = await createLeagueWithTeams(t.app, db(), {
    teams: 4,
    seasonStart: new Date(),
    ...options,
  });
  const settingsUrl = `/api/leagues/${w.league.id}/settings`;
  const patch = (body: object, token = w.boss.token) => call('PATCH', settingsUrl, token, body);
  const add = (playerId: string, slot: string) =>
    call('POST', `/api/teams/${w.bossTeam.id}/players`, w.boss.token, { playerId, slot });
  const team = async () =>
    (await call('GET', `/api/teams/${w.bossTeam.id}`, w.boss.token)).json() as TeamDetail;
  return { ...w, settingsUrl, patch, add, team };
}

describe('the TEAM slot setting', () => {
  it('is switched on by the commissioner before the draft, logged, and shown everywhere', async () => {
    const s = await leagueBeforeDraft();
    const on = await s.patch({ roster: { teamSlot: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect((on.json() as LeagueSettingsDoc).roster).toEqual({
      starters: ['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX', 'TEAM'],
      bench: 3,
      teamSlot: true,
    });
    const league = (
      await call('GET', `/api/leagues/${s.league.id}`, s.member.token)
    ).json() as League;
    expect(league.roster).toEqual({ bench: 3, teamSlot: true });
    const team = await s.team();
    expect(team.teamSlot).toBe(true);
    expect(team.players.TEAM).toBeNull();
    // My Teams shows the empty slot too.
    const mine = (await call('GET', '/api/teams/my-teams', s.boss.token)).json() as Team[];
    expect(mine.find((row) => row.id === s.bossTeam.id)?.teamSlot).toBe(true);

    const log = (
      await call('GET', `/api/leagues/${s.league.id}/transactions?type=commissioner`, s.boss.token)
    ).json() as TransactionsPage;
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      detail: { changes: { 'roster.teamSlot': { before: false, after: true } } },
    });
    expect(log.entries[0]!.summary).toContain('TEAM slot from off to on');

    // And off again, while no one has drafted.
    const off = await s.patch({ roster: { teamSlot: false } });
    expect((off.json() as LeagueSettingsDoc).roster.teamSlot).toBe(false);
  });

  it('refuses a value that is not true or false, naming the field', async () => {
    const s = await leagueBeforeDraft();
    const refused = await s.patch({ roster: { teamSlot: 'yes' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('TEAM slot must be true or false');
    expect(refused.json().errors[0].field).toBe('roster.teamSlot');
  });

  it('is the commissioner’s alone', async () => {
    const s = await leagueBeforeDraft();
    expect((await s.patch({ roster: { teamSlot: true } }, s.member.token)).statusCode).toBe(403);
    const doc = (await call('GET', s.settingsUrl, s.member.token)).json() as LeagueSettingsDoc;
    expect(doc.roster.teamSlot).toBe(false);
  });

  it('cannot change once the draft has started', async () => {
    const s = await leagueBeforeDraft();
    await db()
      .insert(drafts)
      .values({
        leagueId: s.league.id,
        status: 'started',
        teamOrder: s.teams.map((team) => team.id),
        pickSeconds: 60,
        clockStartedAt: new Date(),
        kind: 'snake',
      });
    const late = await s.patch({ roster: { teamSlot: true } });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'TEAM slot can change only before the draft: the draft has begun',
    );
  });
});

describe('a TEAM player on a roster', () => {
  it('goes into the TEAM slot of a league that has it; no other position does', async () => {
    const s = await leagueBeforeDraft({ rosterTeamSlot: true });
    const org = await bestKoreanTeam();
    const mid = await s.add(await playerIdByName(db(), 'Faker'), 'TEAM');
    expect(mid.statusCode).toBe(400);
    expect(mid.json().message).toBe(
      'A MID player cannot play TEAM; choose the MID slot, FLEX or the bench',
    );
    const added = await s.add(org.id, 'TEAM');
    expect(added.statusCode, added.body).toBe(200);
    const team = added.json() as TeamDetail;
    expect(team.players.TEAM).toMatchObject({ id: org.id, position: 'TEAM' });
    const league = (
      await call('GET', `/api/leagues/${s.league.id}`, s.boss.token)
    ).json() as League;
    expect(league.teams.find((row) => row.id === s.bossTeam.id)!.players.TEAM?.id).toBe(org.id);
  });

  // PGlite runs one connection at a time: the switch cannot hold the league while the add waits.
  it.runIf(process.env.DATABASE_URL)(
    'places an add by the slot as the league stands once locked, after a switch that committed meanwhile',
    async () => {
      const s = await leagueBeforeDraft({ rosterTeamSlot: true });
      const organisation = await bestKoreanTeam();
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding!: () => void;
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      // The commissioner's switch holds the league's row, not yet committed.
      const switching = db().transaction(async (tx) => {
        await tx.execute(sql`select 1 from leagues where id = ${s.league.id} for update`);
        await tx.execute(
          sql`update leagues set roster_team_slot = false where id = ${s.league.id}`,
        );
        holding();
        await released;
      });
      await held;
      // The add reads the league with its slot, then waits for the league's lock.
      const adding = s.add(organisation.id, 'TEAM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await switching;
      const refused = await adding;
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('This league has no TEAM slot');
      expect((await s.team()).players.TEAM).toBeNull();
    },
  );

  it('cannot take a TEAM slot in a league without one', async () => {
    const s = await leagueBeforeDraft();
    const refused = await s.add((await bestKoreanTeam()).id, 'TEAM');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This league has no TEAM slot');
    const flex = await s.add((await bestKoreanTeam()).id, 'FLEX');
    expect(flex.statusCode).toBe(200);
    expect((flex.json() as TeamDetail).players).toMatchObject({ TEAM: null });
  });

  it('moves between FLEX and the TEAM slot in the lineup', async () => {
    const s = await leagueBeforeDraft({ rosterTeamSlot: true });
    const org = await bestKoreanTeam();
    await putOnRoster(db(), s.bossTeam, [['FLEX', { id: org.id }]]);
    const moved = await call('POST', `/api/teams/${s.bossTeam.id}/lineup`, s.boss.token, {
      playerId: org.id,
      slot: 'TEAM',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as TeamDetail).players).toMatchObject({
      FLEX: null,
      TEAM: { id: org.id },
    });
  });
});

describe('a draft in a league with the TEAM slot', () => {
  it('runs seven rounds to completion; the clock fills an open TEAM slot on the last pick', async () => {
    const w = await createLeagueWithTeams(t.app, db(), { teams: 8, rosterTeamSlot: true });
    const start = await call('POST', '/api/draft/start', w.boss.token, { leagueId: w.league.id });
    expect(start.statusCode, start.body).toBe(200);
    const status = async () =>
      (
        await call('GET', `/api/draft/status?leagueId=${w.league.id}`, w.boss.token)
      ).json() as DraftStatusResponse;
    const first = await status();
    expect(first.rounds).toBe(7);
    expect(first.totalPicks).toBe(56);

    // Six rounds of the best player available, by hand.
    for (let pick = 0; pick < 48; pick += 1) {
      const before = await status();
      const best = before.available.find((player) => player.position !== 'TEAM')!;
      const made = await call('POST', '/api/draft/pick', w.boss.token, {
        teamId: before.onTheClock!.teamId,
        playerId: best.id,
        pickNumber: before.onTheClock!.pickNumber,
      });
      expect(made.statusCode, made.body).toBe(200);
    }
    // The seventh round: every pick's clock runs out.
    const engine = createDraftEngine(db());
    for (let pick = 48; pick < 56; pick += 1) {
      await db()
        .update(drafts)
        .set({ clockStartedAt: new Date(Date.now() - 3_600_000) })
        .where(eq(drafts.leagueId, w.league.id));
      const [row] = await db().select().from(drafts).where(eq(drafts.leagueId, w.league.id));
      expect(await engine.timeout(w.league.id, row!.version)).toBe('done');
    }

    const last = await status();
    expect(last.status).toBe('complete');
    expect(last.picks).toHaveLength(56);
    const lastRound = last.picks.slice(48);
    expect(lastRound.every((pick) => pick.auto && pick.position === 'TEAM')).toBe(true);
    expect(lastRound.every((pick) => pick.player.position === 'TEAM')).toBe(true);
    const counts = await queryRows<{ n: number; teams: number }>(
      db(),
      sql`select count(*)::int as n, count(*) filter (where slot = 'TEAM')::int as teams
          from team_players where league_id = ${w.league.id} group by team_id`,
    );
    expect(counts).toHaveLength(8);
    expect(counts.every((row) => row.n === 7 && row.teams === 1)).toBe(true);
  }, 120_000);

  it('needs an auction budget of $1 for each of the seven players', async () => {
    const w = await createLeagueWithTeams(t.app, db(), { teams: 2, rosterTeamSlot: true });
    const schedule = (auctionBudget: number) =>
      call('POST', `/api/leagues/${w.league.id}/schedule-draft`, w.boss.token, {
        draftDateTime: '2030-12-01T18:00:00Z',
        draftType: 'auction',
        auctionBudget,
      });
    const low = await schedule(6);
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe(
      'The auction budget must be at least $7: $1 for each of the 7 players a team drafts',
    );
    expect((await schedule(7)).statusCode).toBe(200);
  });

  it('places a drafted TEAM player in the TEAM slot', async () => {
    const w = await createLeagueWithTeams(t.app, db(), { teams: 8, rosterTeamSlot: true });
    await call('POST', '/api/draft/start', w.boss.token, { leagueId: w.league.id });
    const before = (
      await call('GET', `/api/draft/status?leagueId=${w.league.id}`, w.boss.token)
    ).json() as DraftStatusResponse;
    const org = await bestKoreanTeam();
    const made = await call('POST', '/api/draft/pick', w.boss.token, {
      teamId: before.onTheClock!.teamId,
      playerId: org.id,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((made.json() as DraftStatusResponse).picks[0]).toMatchObject({ position: 'TEAM' });
  });
});

describe('a TEAM starter in a matchup', () => {
  it('scores for his team with the team rows of the week', async () => {
    const org = await bestKoreanTeam();
    const w = await createLeagueWithTeams(t.app, db(), {
      managers: 1,
      teams: 2,
      rosterTeamSlot: true,
      rosters: [
        [
          ['MID', 'Faker'],
          ['TEAM', { id: org.id }],
        ],
        [['MID', 'Chovy']],
      ],
      scheduleWeeks: 3,
    });
    const response = await call('POST', `/api/leagues/${w.league.id}/calculate/1`, w.boss.token);
    expect(response.statusCode, response.body).toBe(200);
    const [matchup] = response.json() as Matchup[];
    const side = matchup!.homeTeamId === w.bossTeam.id ? 'home' : 'away';
    const starters = matchup!.starters[side];
    expect(starters.map((starter) => starter.slot)).toEqual(['MID', 'TEAM']);
    const teamStarter = starters.find((starter) => starter.slot === 'TEAM')!;
    expect(teamStarter.player.id).toBe(org.id);
    expect(teamStarter.games).toBeGreaterThan(0);
    expect(teamStarter.points).not.toBe(0);
    const score = side === 'home' ? matchup!.homeScore : matchup!.awayScore;
    expect(score).toBeCloseTo(
      starters.reduce((sum, starter) => sum + (starter.points ?? 0), 0),
      2,
    );
  });
});
