import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagues } from '../../src/server/db/schema';
import {
  bearer,
  createLeagueWithTeams,
  playerIdByName,
  putOnRoster,
  registerUser,
} from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (token: string, key: string | undefined, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/leagues',
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
const leaguesOf = async (userId: string) =>
  t.database.db.select().from(leagues).where(eq(leagues.creatorId, userId));
const body = { name: 'Double Click League', regions: ['KOREA'] };

describe('Idempotency-Key on creates', () => {
  it('makes one league of a double click, and answers the repeat with the same league', async () => {
    const user = await registerUser(t.app);
    const [first, second] = await Promise.all([
      create(user.token, 'click-1', body),
      create(user.token, 'click-1', body),
    ]);
    const statuses = [first!.statusCode, second!.statusCode].sort();
    // The second either waited for nothing (409, still running) or got the first's answer.
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    expect(await leaguesOf(user.user.id)).toHaveLength(1);

    const repeat = await create(user.token, 'click-1', body);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json().id).toBe((await leaguesOf(user.user.id))[0]!.id);
    expect(await leaguesOf(user.user.id)).toHaveLength(1);
  });

  it('refuses the same key for another request, and a malformed key', async () => {
    const user = await registerUser(t.app);
    expect((await create(user.token, 'k', body)).statusCode).toBe(201);
    const other = await create(user.token, 'k', { ...body, name: 'Another League' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request',
      code: 'VALIDATION_ERROR',
    });
    const malformed = await create(user.token, 'has spaces', body);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
    expect(await leaguesOf(user.user.id)).toHaveLength(1);
  });

  it('frees the key of a refused request, so the corrected form can be sent again', async () => {
    const user = await registerUser(t.app);
    expect((await create(user.token, 'form-1', { ...body, regions: [] })).statusCode).toBe(400);
    expect((await create(user.token, 'form-1', body)).statusCode).toBe(201);
    expect(await leaguesOf(user.user.id)).toHaveLength(1);
  });

  it("keeps one user's keys apart from another's, and creates as before without a key", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    expect((await create(a.token, 'same', body)).statusCode).toBe(201);
    expect((await create(b.token, 'same', body)).statusCode).toBe(201);
    expect((await create(a.token, undefined, body)).statusCode).toBe(201);
    expect(await leaguesOf(a.user.id)).toHaveLength(2);
    expect(await leaguesOf(b.user.id)).toHaveLength(1);
  });

  it('works for creating a team too', async () => {
    const user = await registerUser(t.app);
    const league = (await create(user.token, undefined, body)).json();
    const team = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/teams',
        headers: { ...bearer(user.token), 'idempotency-key': 'team-1' },
        payload: { name: 'Only Once', leagueId: league.id },
      });
    const first = await team();
    const again = await team();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
  });
});

describe('Idempotency-Key on the URL it was sent to', () => {
  it('refuses the key of a counter to one trade on a counter to another, which stays open', async () => {
    const { boss, member, bossTeam, memberTeam, league } = await createLeagueWithTeams(
      t.app,
      t.database.db,
    );
    await putOnRoster(t.database.db, memberTeam, [
      ['MID', 'Chovy'],
      ['SUPPORT', 'Keria'],
    ]);
    await putOnRoster(t.database.db, { id: bossTeam.id, leagueId: league.id }, [
      ['TOP', 'Zeus'],
      ['MID', 'Faker'],
    ]);
    const player = (name: string) => playerIdByName(t.database.db, name);
    const propose = async (give: string, receive: string) => {
      const offered = await t.app.inject({
        method: 'POST',
        url: '/api/trades',
        headers: bearer(member.token),
        payload: {
          fromTeamId: memberTeam.id,
          toTeamId: bossTeam.id,
          give: [await player(give)],
          receive: [await player(receive)],
        },
      });
      expect(offered.statusCode, offered.body).toBe(201);
      return offered.json().id as string;
    };
    const [tradeA, tradeB] = [await propose('Chovy', 'Faker'), await propose('Keria', 'Zeus')];
    const counterBody = {
      give: [await player('Faker')],
      receive: [await player('Chovy'), await player('Keria')],
    };
    const counter = (tradeId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/trades/${tradeId}/counter`,
        headers: { ...bearer(boss.token), 'idempotency-key': 'counter-1' },
        payload: counterBody,
      });

    const onA = await counter(tradeA);
    expect(onA.statusCode, onA.body).toBe(201);
    const onB = await counter(tradeB);
    expect(onB.statusCode).toBe(422);
    expect(onB.headers['idempotent-replayed']).toBeUndefined();
    expect(onB.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request',
      code: 'VALIDATION_ERROR',
    });
    const b = await t.app.inject({
      method: 'GET',
      url: `/api/trades/${tradeB}`,
      headers: bearer(boss.token),
    });
    expect(b.json().status).toBe('pending');
    // The repeat on trade A is still the same request, and gets its answer again.
    const againOnA = await counter(tradeA);
    expect(againOnA.statusCode).toBe(201);
    expect(againOnA.headers['idempotent-replayed']).toBe('true');
    expect(againOnA.json().id).toBe(onA.json().id);
  });
});
