// Live draft room benchmark (budget in docs/performance.md: 200 rooms × 10 clients on one
// instance, pick to broadcast at all clients p99 < 50 ms):
//   DATABASE_URL=postgres://… node --import tsx bench/draft-room.ts   (PGlite without it)
// Sets up ROOMS leagues of CLIENTS managers with a team each, starts the real server
// (src/server/main.ts) in a child process, connects every manager's WebSocket, starts every
// draft, and lets all rooms draft at once: in each room the manager on the clock picks the best
// available player, waits until all CLIENTS sockets have the new state, thinks for THINK_MS
// on average, and the next manager picks. A sample is the time from sending the pick to the
// moment the last socket of the room has received the state that holds it.
// MODE=auction drafts by auction instead: each room's first nominator puts the best player up
// for $1; once every room has its player up, each room bids on him, PICKS bids in turn by
// managers who are not the high bidder (the bid clock is long enough that nobody wins
// meanwhile); a sample is the time from sending a bid to the moment the last socket of the room
// holds the state with it.

import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import type { ServerMessage } from '../src/domain/contract/draft-room';
import type { LiveDraftState } from '../src/domain/contract/drafts';
import { openMigratedDatabase } from '../src/server/db/migrate';
import { importShippedData } from '../src/server/stats/shipped-data';
import { adminQuery, databaseUrlFor } from '../tests/support/postgres';
import { BEHIND_PROXY, clientAddress, percentile, signedToken, startServer } from './support';

const ROOMS = Number(process.env.ROOMS ?? 200);
const CLIENTS = Number(process.env.CLIENTS ?? 10);
const PICKS = Number(process.env.PICKS ?? 12);
const THINK_MS = Number(process.env.THINK_MS ?? 1000);
const AUCTION = process.env.MODE === 'auction';
const SECRET = randomBytes(32).toString('hex');

const url = process.env.DATABASE_URL;
const name = `rift_bench_draft_${Date.now()}`;
const dir = await mkdtemp(path.join(os.tmpdir(), 'rift-bench-draft-'));
const databaseUrl = url ? databaseUrlFor(url, name) : '';
if (url) await adminQuery(url, `create database ${name}`);

const token = (userId: string, username: string) => signedToken(SECRET, userId, username);

interface Manager {
  userId: string;
  username: string;
}
interface Room {
  leagueId: string;
  managers: Manager[];
}

async function setUp(): Promise<{ rooms: Room[]; pool: string[] }> {
  const database = await openMigratedDatabase(
    url ? { databaseUrl, dataDir: '' } : { dataDir: dir },
  );
  try {
    await importShippedData(database);
    const { db } = database;
    await db.execute(sql`
      insert into users (id, username, email, password_hash)
      select gen_random_uuid(), 'bench_' || n, 'bench_' || n || '@example.com', 'x'
      from generate_series(1, ${ROOMS * CLIENTS}) n`);
    await db.execute(sql`
      insert into leagues (id, name, regions, max_teams, draft_type, bid_seconds, creator_id)
      select gen_random_uuid(), 'Bench ' || r, array['KOREA','CHINA','EMEA','AMERICAS'], ${CLIENTS},
             ${AUCTION ? 'auction' : 'snake'}, 120,
             (select id from users where username = 'bench_' || ((r - 1) * ${CLIENTS} + 1))
      from generate_series(1, ${ROOMS}) r`);
    await db.execute(sql`
      with numbered as (
        select id, substr(name, 7)::int as r from leagues where name like 'Bench %')
      insert into league_members (league_id, user_id, joined_at)
      select l.id, u.id, now() + (m || ' seconds')::interval
      from numbered l cross join generate_series(1, ${CLIENTS}) m
      join users u on u.username = 'bench_' || ((l.r - 1) * ${CLIENTS} + m)`);
    await db.execute(sql`
      insert into teams (id, name, league_id, user_id)
      select gen_random_uuid(), 'Team of ' || u.username, m.league_id, m.user_id
      from league_members m join users u on u.id = m.user_id`);
    const rows = (await db.execute(sql`
      select l.id as league_id, u.id as user_id, u.username
      from leagues l join league_members m on m.league_id = l.id join users u on u.id = m.user_id
      order by l.id, m.joined_at`)) as unknown as {
      rows: { league_id: string; user_id: string; username: string }[];
    };
    const rooms = new Map<string, Room>();
    for (const row of rows.rows) {
      const room = rooms.get(row.league_id) ?? { leagueId: row.league_id, managers: [] };
      room.managers.push({ userId: row.user_id, username: row.username });
      rooms.set(row.league_id, room);
    }
    const players = (await db.execute(
      sql`select id from players order by fantasy_points desc, name`,
    )) as unknown as { rows: { id: string }[] };
    return { rooms: [...rooms.values()], pool: players.rows.map((row) => row.id) };
  } finally {
    await database.close();
  }
}

const start = () =>
  startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dir, JWT_SECRET: SECRET, ...BEHIND_PROXY });

/** A manager's socket: the latest state it holds and a way to wait for a later one. */
class Seat {
  state: LiveDraftState | null = null;
  private waiters: { done: (state: LiveDraftState) => boolean; resolve: () => void }[] = [];
  errors: string[] = [];
  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (message.type === 'error') this.errors.push(message.message);
      if (message.type === 'participantUpdate' && this.state) {
        this.state = { ...this.state, participants: message.participants };
      }
      if (message.type !== 'draftState') return;
      if (this.state && message.state.version < this.state.version) return;
      const state = message.state;
      this.state = state;
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.done(state) && state.status === 'started') return true;
        waiter.resolve();
        return false;
      });
    });
  }
  /** Resolves once this socket holds a state for which `done` holds. */
  when(done: (state: LiveDraftState) => boolean): Promise<void> {
    if (this.state && done(this.state)) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ done, resolve }));
  }
  /** Resolves once this socket holds a state with at least `picks` picks. */
  until(picks: number): Promise<void> {
    return this.when((state) => state.picks.length >= picks);
  }
  send(message: object) {
    this.socket.send(JSON.stringify(message));
  }
}

let seated = 0;
async function seat(base: string, leagueId: string, manager: Manager): Promise<Seat> {
  seated += 1;
  const socket = new WebSocket(`${base}/api/draft/live/${leagueId}`, {
    headers: clientAddress(seated),
  });
  await once(socket, 'open');
  const result = new Seat(socket);
  result.send({ type: 'join', token: token(manager.userId, manager.username) });
  return result;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: ChildProcess | undefined;
try {
  let started = Date.now();
  const { rooms, pool } = await setUp();

  const setupMs = Date.now() - started;
  const { child, base } = await start();
  server = child;

  started = Date.now();
  const seats: Seat[][] = [];
  for (const room of rooms) {
    seats.push(
      await Promise.all(room.managers.map((manager) => seat(base, room.leagueId, manager))),
    );
  }
  await Promise.all(seats.flat().map((s) => s.when(() => true)));
  const connectMs = Date.now() - started;

  // Everyone is in: the commissioners start their drafts.
  await Promise.all(
    seats.map(async (room) => {
      while (room[0]!.state?.participants.filter((p) => p.online).length !== CLIENTS) {
        await sleep(20);
      }
      room[0]!.send({ type: 'startDraft' });
      await Promise.all(
        room.map(async (s) => {
          while (s.state?.status !== 'started') await sleep(10);
        }),
      );
    }),
  );

  // In an auction, every room's first nominator puts the best player up, and the bidding
  // starts once all rooms have a player up (as picking starts once all drafts have started).
  const seatOf = (room: Seat[], managers: Manager[], userId: string | null) =>
    room[managers.findIndex((m) => m.userId === userId)]!;
  if (AUCTION) {
    await Promise.all(
      seats.map(async (room, index) => {
        const nominating = room[0]!.state!.auction!.nominating!;
        seatOf(room, rooms[index]!.managers, nominating.nominatorId).send({
          type: 'nominate',
          player: pool[0],
          amount: 1,
        });
        await Promise.all(room.map((s) => s.when((state) => Boolean(state.auction?.lot))));
      }),
    );
  }

  const samples: number[] = [];
  started = Date.now();
  /** One room's auction: PICKS bids by managers who are not the high bidder. */
  const bidding = async (room: Seat[], managers: Manager[]) => {
    await sleep(Math.random() * THINK_MS);
    for (let bid = 0; bid < PICKS; bid += 1) {
      const state = room[0]!.state!;
      const lot = state.auction!.lot!;
      const bidders = state.participants.filter((p) => p.teamId && p.teamId !== lot.highTeamId);
      const bidder = bidders[Math.floor(Math.random() * bidders.length)]!;
      const amount = lot.highBid + 1;
      const sent = performance.now();
      seatOf(room, managers, bidder.userId).send({
        type: 'bid',
        lot: lot.number,
        amount,
        beats: lot.highBid,
      });
      await Promise.all(
        room.map((s) => s.when((next) => (next.auction?.lot?.highBid ?? 0) >= amount)),
      );
      samples.push(performance.now() - sent);
      await sleep(THINK_MS * (0.5 + Math.random()));
    }
  };
  await Promise.all(
    seats.map(async (room, index) => {
      const managers = rooms[index]!.managers;
      if (AUCTION) return bidding(room, managers);
      await sleep(Math.random() * THINK_MS);
      for (let pick = 0; pick < PICKS; pick += 1) {
        const state = room[0]!.state!;
        const turn = state.onTheClock!;
        const picker = room[managers.findIndex((m) => m.userId === turn.pickerId)]!;
        const taken = new Set(state.picks.map((p) => p.player.id));
        const player = pool.find((id) => !taken.has(id))!;
        const sent = performance.now();
        picker.send({ type: 'draftPlayer', player, pickNo: turn.pickNumber });
        await Promise.all(room.map((s) => s.until(pick + 1)));
        samples.push(performance.now() - sent);
        await sleep(THINK_MS * (0.5 + Math.random()));
      }
    }),
  );
  const draftMs = Date.now() - started;
  const errors = seats.flat().flatMap((s) => s.errors);

  samples.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `engine: ${url ? 'PostgreSQL' : 'PGlite'}; ${ROOMS} rooms × ${CLIENTS} clients = ${ROOMS * CLIENTS} WebSockets on one instance`,
  );
  console.log(
    `setup ${(setupMs / 1000).toFixed(1)} s; connect and join ${(connectMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `${samples.length} ${AUCTION ? 'bids' : 'picks'} in ${(draftMs / 1000).toFixed(1)} s (${(samples.length / (draftMs / 1000)).toFixed(0)}/s, each room every ~${THINK_MS} ms)`,
  );
  console.log(
    `${AUCTION ? 'bid' : 'pick'} to its state at all ${CLIENTS} clients of the room: p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}, p99 ${ms(percentile(samples, 99))}, max ${ms(samples.at(-1)!)}`,
  );
  console.log(
    `errors: ${errors.length}${errors.length ? ` (${errors.slice(0, 3).join('; ')})` : ''}`,
  );
  for (const s of seats.flat()) s.socket.close();
} finally {
  server?.kill('SIGTERM');
  if (server) await once(server, 'exit');
  if (url) await adminQuery(url, `drop database if exists ${name} with (force)`);
  await rm(dir, { recursive: true, force: true });
}
