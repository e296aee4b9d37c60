import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagues } from '../../src/server/db/schema';
import { bearer, registerUser } from '../support/factories';
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
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request',
      code: 'CONFLICT',
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
