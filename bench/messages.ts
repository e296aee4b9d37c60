// Messages benchmark (budget in docs/performance.md: 1,000 users connected to one instance,
// 200 messages a second, POST to delivery at the recipient p99 < 50 ms; a page deep in a long
// conversation within 2× of the first page):
//   DATABASE_URL=postgres://… node --import tsx bench/messages.ts
// Creates USERS users in pairs, each pair with its conversation, starts the real server
// (src/server/main.ts) in a child process, connects every user's push socket (/api/live), then
// for SECONDS seconds sends RATE messages a second, each from a random user to their partner.
// A sample is the time from sending the POST to the moment the partner's socket has the
// message. Then it reads page 1 and page 50 of a conversation of 1,200 messages.

import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { openMigratedDatabase } from '../src/server/db/migrate';
import { adminQuery, databaseUrlFor } from '../tests/support/postgres';
import { BEHIND_PROXY, clientAddress, percentile, signedToken, startServer } from './support';

const USERS = Number(process.env.USERS ?? 1000);
const RATE = Number(process.env.RATE ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 15);
const PAGE_READS = 200;
const SECRET = randomBytes(32).toString('hex');

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('The messages budget is for PostgreSQL: set DATABASE_URL.');
  process.exit(2);
}
const name = `rift_bench_messages_${Date.now()}`;
const databaseUrl = databaseUrlFor(url, name);

interface Person {
  id: string;
  username: string;
  conversationId: string;
  partner: number;
}

/** USERS users, paired by number (1–2, 3–4, …), each pair with a conversation. */
async function setUp(): Promise<{ people: Person[]; longConversation: string; reader: number }> {
  const database = await openMigratedDatabase({ databaseUrl, dataDir: '' });
  try {
    const { db } = database;
    await db.execute(sql`
      insert into users (username, email, password_hash)
      select 'talker_' || n, 'talker_' || n || '@example.com', 'x'
      from generate_series(1, ${USERS}) n`);
    await db.execute(sql`
      insert into conversations (pair_key)
      select least(a.id::text, b.id::text) || ':' || greatest(a.id::text, b.id::text)
      from generate_series(1, ${USERS}, 2) n
      join users a on a.username = 'talker_' || n
      join users b on b.username = 'talker_' || (n + 1)`);
    await db.execute(sql`
      insert into conversation_participants (conversation_id, user_id)
      select c.id, u.id from conversations c
      join users u on c.pair_key like '%' || u.id::text || '%'`);
    const rows = (await db.execute(sql`
      select u.id, u.username, p.conversation_id, substr(u.username, 8)::int as n
      from users u join conversation_participants p on p.user_id = u.id
      order by n`)) as unknown as {
      rows: { id: string; username: string; conversation_id: string; n: number }[];
    };
    const people = rows.rows.map((row, index) => ({
      id: row.id,
      username: row.username,
      conversationId: row.conversation_id,
      partner: index % 2 === 0 ? index + 1 : index - 1,
    }));
    // The first pair's conversation gets a long history for the paging figures.
    const long = people[0]!;
    await db.execute(sql`
      insert into messages (conversation_id, seq, sender_id, content, created_at)
      select ${long.conversationId}, s, case when s % 2 = 0 then ${long.id}::uuid
        else ${people[1]!.id}::uuid end, 'history ' || s,
        now() - ((1200 - s) || ' minutes')::interval
      from generate_series(1, 1200) s`);
    await db.execute(
      sql`update conversations set message_count = 1200 where id = ${long.conversationId}`,
    );
    return { people, longConversation: long.conversationId, reader: 0 };
  } finally {
    await database.close();
  }
}

/** A user's push socket, resolving the waiter of each message it receives by content. */
class Listener {
  private waiters = new Map<string, () => void>();
  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const push = JSON.parse(data.toString()) as { type: string; message?: { content: string } };
      if (push.type !== 'message' || !push.message) return;
      const wake = this.waiters.get(push.message.content);
      if (wake) {
        this.waiters.delete(push.message.content);
        wake();
      }
    });
  }
  until(content: string): Promise<void> {
    return new Promise((resolve) => this.waiters.set(content, resolve));
  }
}

async function connect(base: string, person: Person, n: number): Promise<Listener> {
  const socket = new WebSocket(`${base}/api/live`, { headers: clientAddress(n) });
  await once(socket, 'open');
  const listener = new Listener(socket);
  const ready = new Promise<void>((resolve) => {
    const onMessage = (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { type: string }).type !== 'ready') return;
      socket.off('message', onMessage);
      resolve();
    };
    socket.on('message', onMessage);
  });
  socket.send(
    JSON.stringify({ type: 'auth', token: signedToken(SECRET, person.id, person.username) }),
  );
  await ready;
  return listener;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${value.toFixed(1)} ms`;

await adminQuery(url, `create database ${name}`);
let server: ChildProcess | undefined;
try {
  const setupStart = performance.now();
  const { people, longConversation, reader } = await setUp();
  const { child, base } = await startServer({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: SECRET,
    ...BEHIND_PROXY,
  });
  server = child;
  const http = base.replace(/^ws/, 'http');
  console.log(`setup ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);

  const connectStart = performance.now();
  const listeners: Listener[] = [];
  for (let i = 0; i < people.length; i += 50) {
    listeners.push(
      ...(await Promise.all(people.slice(i, i + 50).map((p, j) => connect(base, p, i + j)))),
    );
  }
  console.log(
    `${listeners.length} push sockets connected in ${((performance.now() - connectStart) / 1000).toFixed(1)} s`,
  );

  const tokens = people.map((person) => signedToken(SECRET, person.id, person.username));
  const samples: number[] = [];
  let failures = 0;
  const sends: Promise<void>[] = [];
  const total = RATE * SECONDS;
  const started = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const from = Math.floor(Math.random() * people.length);
    const sender = people[from]!;
    const content = `bench ${i} ${randomBytes(4).toString('hex')}`;
    const delivered = listeners[sender.partner]!.until(content);
    const sentAt = performance.now();
    sends.push(
      fetch(`${http}/api/messages/conversations/${sender.conversationId}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[from]}` },
        body: JSON.stringify({ content }),
      }).then(async (response) => {
        await response.arrayBuffer();
        if (response.status !== 201) {
          failures += 1;
          return;
        }
        await delivered;
        samples.push(performance.now() - sentAt);
      }),
    );
  }
  await Promise.all(sends);
  const elapsed = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  console.log(
    `${samples.length} messages in ${elapsed.toFixed(1)} s (${Math.round(samples.length / elapsed)}/s) to ${listeners.length} connected users; failures: ${failures}`,
  );
  console.log(
    `POST to delivery at the recipient: p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}, p99 ${ms(percentile(samples, 99))}, max ${ms(samples.at(-1) ?? 0)}`,
  );

  const readPage = async (page: number) => {
    const times: number[] = [];
    for (let i = 0; i < PAGE_READS; i += 1) {
      const t0 = performance.now();
      const response = await fetch(
        `${http}/api/messages/conversations/${longConversation}/messages?page=${page}&limit=20`,
        { headers: { authorization: `Bearer ${tokens[reader]}` } },
      );
      const body = (await response.json()) as unknown[];
      if (body.length !== 20) throw new Error(`page ${page} held ${body.length} messages`);
      times.push(performance.now() - t0);
    }
    return times.sort((a, b) => a - b);
  };
  const first = await readPage(1);
  const fiftieth = await readPage(50);
  console.log(
    `GET …/messages?page=1: median ${ms(percentile(first, 50))}, p99 ${ms(percentile(first, 99))}; page=50: median ${ms(percentile(fiftieth, 50))}, p99 ${ms(percentile(fiftieth, 99))} (${PAGE_READS} reads each, one at a time, of 1,200 messages)`,
  );
  for (const listener of listeners) listener.socket.close();
} finally {
  if (server) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  await adminQuery(url, `drop database if exists ${name} with (force)`);
}
