import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagues } from '../../src/server/db/schema';
import { createLeague, grantOperator, registerUser, requester } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let call: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp();
  call = requester(t.app);
});
afterAll(() => t.close());

const search = async (q: string, token: string) => {
  const response = await call('GET', `/api/users/search?q=${encodeURIComponent(q)}`, token);
  expect(response.statusCode).toBe(200);
  return response.json() as { username: string; email: string }[];
};

describe('GET /api/users/search', () => {
  it("masks other users' email addresses", async () => {
    const me = await registerUser(t.app);
    await registerUser(t.app, { username: 'Masked_Mid', email: 'secret.mid@t1.gg' });
    await registerUser(t.app, { username: 'Masked_Top', email: 'z@example.com' });
    expect(await search('masked_', me.token)).toEqual([
      expect.objectContaining({ username: 'Masked_Mid', email: 's•••@t1.gg' }),
      expect.objectContaining({ username: 'Masked_Top', email: 'z•••@example.com' }),
    ]);
  });

  it('shows the address to someone who typed all of it, in any case', async () => {
    const me = await registerUser(t.app);
    await registerUser(t.app, { username: 'Known_Adc', email: 'known.adc@gen.gg' });
    expect(await search(' Known.ADC@gen.gg ', me.token)).toEqual([
      expect.objectContaining({ username: 'Known_Adc', email: 'known.adc@gen.gg' }),
    ]);
  });

  it('does not match part of an address, which would spell it out letter by letter', async () => {
    const me = await registerUser(t.app);
    await registerUser(t.app, { username: 'Hidden_Sup', email: 'quietmail@hle.gg' });
    for (const q of ['quietmail', 'quietmail@', '@hle.gg', 'quietmail@hle']) {
      expect(await search(q, me.token)).toEqual([]);
    }
  });
});

describe('GET /api/users/rights/:id', () => {
  const rights = async (id: string, token: string) => {
    const response = await call('GET', `/api/users/rights/${id}`, token);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('shows you all your leagues, private ones too, and your operator right', async () => {
    const me = await registerUser(t.app);
    await grantOperator(t.database.db, me.user.id);
    const open = await createLeague(t.database.db, { creatorId: me.user.id });
    const hidden = await createLeague(t.database.db, { creatorId: me.user.id });
    await t.database.db.update(leagues).set({ isPublic: false }).where(eq(leagues.id, hidden.id));
    expect(await rights(me.user.id, me.token)).toEqual({
      userId: me.user.id,
      commissionerOf: [open.id, hidden.id],
      memberOf: [open.id, hidden.id],
      canEditPlayers: true,
    });
  });

  it("shows others only someone's public leagues, and no operator right", async () => {
    const owner = await registerUser(t.app);
    await grantOperator(t.database.db, owner.user.id);
    const stranger = await registerUser(t.app);
    const open = await createLeague(t.database.db, { creatorId: owner.user.id });
    const hidden = await createLeague(t.database.db, { creatorId: owner.user.id });
    await t.database.db.update(leagues).set({ isPublic: false }).where(eq(leagues.id, hidden.id));
    const elsewhere = await createLeague(t.database.db, {
      creatorId: stranger.user.id,
      memberIds: [stranger.user.id, owner.user.id],
    });
    await t.database.db
      .update(leagues)
      .set({ isPublic: false })
      .where(eq(leagues.id, elsewhere.id));

    const seen = await rights(owner.user.id, stranger.token);
    expect(seen).toEqual({
      userId: owner.user.id,
      commissionerOf: [open.id],
      memberOf: [open.id],
      canEditPlayers: false,
    });
    expect(JSON.stringify(seen)).not.toContain(hidden.id);
  });

  it('answers 404 for an unknown user and 401 without a token', async () => {
    const me = await registerUser(t.app);
    const unknown = await call(
      'GET',
      '/api/users/rights/00000000-0000-4000-8000-000000000000',
      me.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
    expect((await call('GET', `/api/users/rights/${me.user.id}`)).statusCode).toBe(401);
  });
});
