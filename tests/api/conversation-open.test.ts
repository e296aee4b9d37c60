import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../src/domain/contract/messages';
import { conversations } from '../../src/server/db/schema';
import { registerUser, requester } from '../support/factories';
import { queryRows } from '../support/sql';
import { createTestApp, type TestApp } from '../support/test-app';

// Opening a conversation: one per pair of users, stored whole, and every opener gets it.
// On PostgreSQL the openers run on separate connections at once; on PGlite one after the other.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROUNDS = 15;

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const open = (token: string, userId: string) =>
  call('POST', '/api/messages/conversations', token, { userId });

/** The pair's conversations, each with how many participants it has. */
const stored = (a: string, b: string) =>
  queryRows<{ id: string; participants: number }>(
    t.database.db,
    sql`select c.id, (select count(*)::int from conversation_participants p
          where p.conversation_id = c.id) as participants
        from conversations c where c.pair_key = ${[a, b].sort().join(':')}`,
  );

describe('POST /api/messages/conversations', () => {
  it('gives every one of four simultaneous openers the one conversation of the pair', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [ana, bo] = [await registerUser(t.app), await registerUser(t.app)];
      const answers = await Promise.all([
        open(ana.token, bo.user.id),
        open(bo.token, ana.user.id),
        open(ana.token, bo.user.id),
        open(bo.token, ana.user.id),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([
        200, 200, 200, 201,
      ]);
      const [only] = await stored(ana.user.id, bo.user.id);
      expect(await stored(ana.user.id, bo.user.id)).toEqual([{ id: only!.id, participants: 2 }]);
      for (const answer of answers) {
        const conversation = answer.json() as Conversation;
        expect(conversation.id).toBe(only!.id);
        expect(conversation.participants.map((user) => user.id).sort()).toEqual(
          [ana.user.id, bo.user.id].sort(),
        );
      }
    }
  }, 120_000);

  it('brings back the participants of a conversation an interrupted opening left empty', async () => {
    const [ana, bo] = [await registerUser(t.app), await registerUser(t.app)];
    // What an opening cut off between its two statements left behind before they were one
    // transaction: the pair's conversation, with nobody in it.
    await t.database.db
      .insert(conversations)
      .values({ pairKey: [ana.user.id, bo.user.id].sort().join(':') });

    const opened = await open(bo.token, ana.user.id);
    expect(opened.statusCode, opened.body).toBe(200);
    const { id } = opened.json() as Conversation;
    expect(await stored(ana.user.id, bo.user.id)).toEqual([{ id, participants: 2 }]);
    const sent = await call('POST', `/api/messages/conversations/${id}/messages`, ana.token, {
      content: 'Still there?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await call('GET', `/api/messages/conversations/${id}`, bo.token)).statusCode).toBe(200);
  });
});
