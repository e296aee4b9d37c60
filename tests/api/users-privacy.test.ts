import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, User } from '../../src/domain/contract/users';
import { leagues } from '../../src/server/db/schema';
import {
  createLeague,
  createTeam,
  grantOperator,
  registerUser,
  requester,
} from '../support/factories';
import { connectPush, type PushClient } from '../support/live-client';
import { listen } from '../support/live-rooms';
import { expectOnlyWhatReaderMaySee, type Reader } from '../support/privacy-check';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let call: ReturnType<typeof requester>;
let baseUrl: string;
const pushes: PushClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  call = requester(t.app);
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  for (const client of pushes) await client.close();
  await t.close();
});

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

describe('who sees what of another user (decision 021)', () => {
  type Account = AuthResponse & { push: PushClient };
  const account = async (username: string): Promise<Account> => {
    const registered = await registerUser(t.app, { username });
    // Everyone holds a push connection, so everyone is online: presence has something to leak.
    const push = await connectPush(baseUrl, registered.token);
    pushes.push(push);
    return { ...registered, push };
  };
  const readerOf = (who: Account, friends: Account[] = []): Reader => ({
    id: who.user.id,
    email: who.user.email,
    friendIds: friends.map((friend) => friend.user.id),
  });
  const answer = async (
    reader: Reader,
    [method, url, token, body]: Parameters<typeof call>,
    status = 200,
  ) => {
    const response = await call(method, url, token, body);
    expect(response.statusCode, `${method} ${url}`).toBe(status);
    const json = response.json();
    expectOnlyWhatReaderMaySee(json, reader);
    return json;
  };

  it("never sends anyone another user's whole address, nor a non-friend's presence", async () => {
    const me = await account('Seen_Me');
    const friend = await account('Seen_Friend');
    const stranger = await account('Seen_Stranger');
    const wanted = await account('Seen_Wanted');
    const mine = readerOf(me, [friend]);
    const strangers = readerOf(stranger);

    // Friends: made, asked, answered.
    const asked = await answer(
      readerOf(me),
      ['POST', '/api/friends/request', me.token, { userId: friend.user.id }],
      201,
    );
    await answer(readerOf(friend, [me]), [
      'POST',
      `/api/friends/request/${asked.request.id}/accept`,
      friend.token,
    ]);
    await answer(mine, ['POST', '/api/friends/request', me.token, { userId: wanted.user.id }], 201);
    await answer(
      strangers,
      ['POST', '/api/friends/request', stranger.token, { userId: me.user.id }],
      201,
    );
    const friends = await answer(mine, ['GET', '/api/friends', me.token]);
    await answer(mine, ['GET', '/api/friends/requests', me.token]);

    // Found by name, and in their own account.
    await answer(mine, ['GET', '/api/users/search?q=Seen_', me.token]);
    const own: User = await answer(mine, ['GET', '/api/users/me', me.token]);

    // A conversation with a stranger, from both sides.
    const opened = await answer(
      strangers,
      ['POST', '/api/messages/conversations', stranger.token, { userId: me.user.id }],
      201,
    );
    const thread = `/api/messages/conversations/${opened.id}`;
    await answer(mine, [
      'POST',
      '/api/messages/conversations',
      me.token,
      { userId: stranger.user.id },
    ]);
    await answer(
      strangers,
      ['POST', `${thread}/messages`, stranger.token, { content: 'Hi!' }],
      201,
    );
    await answer(mine, ['POST', `${thread}/read`, me.token]);
    await answer(mine, ['POST', `${thread}/messages`, me.token, { content: 'Hello.' }], 201);
    await answer(strangers, ['POST', `${thread}/read`, stranger.token]);
    await answer(mine, ['GET', thread, me.token]);
    await answer(mine, ['GET', `${thread}/messages`, me.token]);
    await answer(strangers, ['GET', `${thread}/messages`, stranger.token]);
    await answer(mine, ['GET', '/api/messages/conversations', me.token]);
    const withFriend = await answer(
      mine,
      ['POST', '/api/messages/conversations', me.token, { userId: friend.user.id }],
      201,
    );

    // A league the stranger and I both play in.
    const league = await createLeague(t.database.db, {
      creatorId: me.user.id,
      memberIds: [me.user.id, stranger.user.id],
    });
    const team = await createTeam(t.database.db, {
      name: 'Stranger Team',
      leagueId: league.id,
      userId: stranger.user.id,
    });
    await answer(mine, ['GET', `/api/leagues/${league.id}`, me.token]);
    await answer(mine, ['GET', `/api/leagues/${league.id}/standings`, me.token]);
    await answer(mine, ['GET', `/api/teams/${team.id}`, me.token]);
    await answer(mine, ['GET', `/api/trades?leagueId=${league.id}`, me.token]);

    // What the push connections said meanwhile.
    await me.push.next('friendAccepted');
    await me.push.next('friendRequest');
    await me.push.next('message');
    await me.push.next('read');
    await stranger.push.next('message', (push) => push.message.sender.id === me.user.id);
    await wanted.push.next('friendRequest');
    expectOnlyWhatReaderMaySee(me.push.received, mine);
    expectOnlyWhatReaderMaySee(stranger.push.received, strangers);
    expectOnlyWhatReaderMaySee(wanted.push.received, readerOf(wanted));
    expectOnlyWhatReaderMaySee(friend.push.received, readerOf(friend, [me]));

    // What the rule leaves: your own address, and your friends' presence but not their address.
    expect(own.email).toBe('seen_me@example.com');
    expect(friends.friends).toEqual([
      expect.objectContaining({ id: friend.user.id, email: 's•••@example.com', online: true }),
    ]);
    const [friendThere] = withFriend.participants.filter((user: User) => user.id !== me.user.id);
    expect(friendThere).toMatchObject({ email: 's•••@example.com', online: true });
  });
});
