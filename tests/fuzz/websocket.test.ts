import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftStatusResponse, LiveDraftState } from '../../src/domain/contract/drafts';
import { ERROR_CODES } from '../../src/domain/vocabulary';
import { players } from '../../src/server/db/schema';
import { createLeagueWithTeams, type RegisteredUser, requester } from '../support/factories';
import { connectLive, type LiveClient } from '../support/live-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { openRawSocket, type RawSocket } from './raw-socket';
import {
  describeFrame,
  expectationOf,
  type FuzzFrame,
  frameArbitrary,
  MAX_FRAME_BYTES,
} from './socket-frames';

// Batches stay under the room's bucket of 30 messages (a join and an end-of-batch marker
// included), so the fuzzing itself never trips the flood limit; one test trips it on purpose.
const FRAMES_PER_BATCH = 20;
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const REPLY_TIMEOUT_MS = 3000;

let t: TestApp;
let baseUrl: string;
let boss: RegisteredUser;
let member: RegisteredUser;
/** Fuzzed before and after joining, then drafted normally at the end. */
let quietLeagueId: string;
/** Its draft started before the fuzzing, so picks reach the engine. */
let draftingLeagueId: string;
/** An auction started before the fuzzing, so nominations and bids reach its engine. */
let auctionLeagueId: string;
let playerIds: string[];
const liveClients: LiveClient[] = [];

// The room runs in this process: an exception it lets escape would end the process, so it is
// recorded here and fails the test that caused it instead of killing the run without a word.
const crashes: string[] = [];
const recordCrash = (error: unknown) => {
  crashes.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
};

beforeAll(async () => {
  process.on('uncaughtException', recordCrash);
  process.on('unhandledRejection', recordCrash);
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  baseUrl = `http://127.0.0.1:${address.port}`;
  const quiet = await createLeagueWithTeams(t.app, t.database.db, { name: 'Quiet League' });
  ({ boss, member } = quiet);
  quietLeagueId = quiet.league.id;
  // The same two managers, each with a team, in every league.
  const managers = [boss, member];
  draftingLeagueId = (
    await createLeagueWithTeams(t.app, t.database.db, { managers, name: 'Drafting League' })
  ).league.id;
  auctionLeagueId = (
    await createLeagueWithTeams(t.app, t.database.db, {
      managers,
      name: 'Auction League',
      draftType: 'auction',
    })
  ).league.id;
  // Started from the room as a commissioner does, with both drafters present: the board's
  // start asks for eight teams.
  for (const leagueId of [draftingLeagueId, auctionLeagueId]) {
    const starter = await connectLive(baseUrl, leagueId);
    const other = await connectLive(baseUrl, leagueId);
    starter.send({ type: 'join', token: boss.token });
    await starter.next('draftState');
    other.send({ type: 'join', token: member.token });
    await other.next('draftState');
    starter.send({ type: 'startDraft' });
    await starter.next('draftState', (m) => m.state.status === 'started');
    await Promise.all([starter.close(), other.close()]);
  }
  const rows = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.region, 'LCK'))
    .orderBy(players.id)
    .limit(8);
  playerIds = rows.map((row) => row.id);
});

afterAll(async () => {
  await Promise.all(liveClients.map((client) => client.close()));
  await t.close();
  process.off('uncaughtException', recordCrash);
  process.off('unhandledRejection', recordCrash);
});

const roomPath = (leagueId: string) => `/api/draft/live/${leagueId}`;

/** What is wrong with one reply frame, or null. */
function replyProblem(reply: string): string | null {
  let parsed: { type?: unknown; message?: unknown; code?: unknown };
  try {
    parsed = JSON.parse(reply) as typeof parsed;
  } catch {
    return `a reply that is not JSON: ${reply.slice(0, 200)}`;
  }
  if (['draftState', 'participantUpdate', 'chatMessage'].includes(parsed.type as string)) {
    return null;
  }
  if (parsed.type !== 'error') return `a reply of unknown type: ${reply.slice(0, 200)}`;
  if (typeof parsed.message !== 'string' || typeof parsed.code !== 'string') {
    return `an error without a string message and code: ${reply.slice(0, 200)}`;
  }
  if (!(ERROR_CODES as readonly string[]).includes(parsed.code)) {
    return `an error code outside the list: ${parsed.code}`;
  }
  return null;
}

const parsedReplies = (socket: RawSocket, from = 0) =>
  socket.replies.slice(from).flatMap((reply) => {
    try {
      return [JSON.parse(reply) as Record<string, unknown>];
    } catch {
      return [];
    }
  });

let batchNumber = 0;

/**
 * Sends one batch on a fresh socket (seated first when `seated`) and then a marker the room
 * answers only after everything before it: a join when not seated, a chat line when seated.
 * Returns what went wrong, or null.
 */
async function sendBatch(leagueId: string, seated: boolean, frames: FuzzFrame[]) {
  batchNumber += 1;
  const crashesBefore = crashes.length;
  const socket = await openRawSocket(baseUrl, roomPath(leagueId));
  try {
    if (seated) {
      socket.send(JSON.stringify({ type: 'join', token: member.token }), false);
      const joined = await socket.until(
        () => parsedReplies(socket).some((reply) => reply.type === 'draftState'),
        REPLY_TIMEOUT_MS,
      );
      if (!joined) return `could not join: ${socket.replies.join(' ')}`;
    }
    const from = socket.replies.length;
    for (const frame of frames) socket.send(frame.data, frame.binary);
    const marker = `end of batch ${batchNumber}`;
    socket.send(
      JSON.stringify(
        seated ? { type: 'chat', message: marker } : { type: 'join', token: member.token },
      ),
      false,
    );
    const markerSeen = () =>
      parsedReplies(socket, from).some((reply) =>
        seated
          ? reply.type === 'chatMessage' &&
            (reply.message as { message?: unknown })?.message === marker
          : reply.type === 'draftState',
      );
    const settled = await socket.until(
      () => crashes.length > crashesBefore || socket.closeCode !== null || markerSeen(),
      REPLY_TIMEOUT_MS,
    );
    if (crashes.length > crashesBefore) {
      return `the server threw out of the socket handler:\n${crashes.slice(crashesBefore).join('\n')}`;
    }
    if (!settled) return `no answer to the end-of-batch marker within ${REPLY_TIMEOUT_MS} ms`;
    for (const reply of socket.replies) {
      const problem = replyProblem(reply);
      if (problem) return problem;
    }
    const badFrames = frames.filter((frame) => expectationOf(frame) === 'bad').length;
    const badAnswers = parsedReplies(socket, from).filter(
      (reply) => reply.type === 'error' && reply.code === 'BAD_MESSAGE',
    ).length;
    // A join with a forged token closes the socket, so frames after it go unanswered.
    const cutShort = socket.closeCode !== null && !markerSeen();
    if (cutShort ? badAnswers > badFrames : badAnswers !== badFrames) {
      return `${badFrames} bad frames but ${badAnswers} BAD_MESSAGE answers`;
    }
    return null;
  } finally {
    await socket.close();
  }
}

function fuzzRoom(leagueId: () => string, seated: boolean) {
  return fc.assert(
    fc.asyncProperty(
      fc.array(frameArbitrary(playerIds), { minLength: 1, maxLength: FRAMES_PER_BATCH }),
      async (frames) => {
        const problem = await sendBatch(leagueId(), seated, frames);
        if (problem) {
          throw new Error(`${problem}\nframes sent:\n${frames.map(describeFrame).join('\n')}`);
        }
      },
    ),
    {
      numRuns: RUNS,
      // Shrinking finds the one frame that matters; the time limit keeps a hang from stalling it.
      interruptAfterTimeLimit: 60_000,
      ...(SEED === undefined ? {} : { seed: SEED }),
    },
  );
}

async function expectHealthy() {
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
}

describe('the live draft room under random and hostile frames', () => {
  it('answers every frame before joining with a well-formed reply, bad ones with BAD_MESSAGE', async () => {
    await fuzzRoom(() => quietLeagueId, false);
    await expectHealthy();
  }, 120_000);

  it('does the same for a seated member of a league whose draft has not started', async () => {
    await fuzzRoom(() => quietLeagueId, true);
    await expectHealthy();
  }, 120_000);

  it('does the same for a seated member while the draft runs', async () => {
    await fuzzRoom(() => draftingLeagueId, true);
    await expectHealthy();
  }, 120_000);

  it('does the same for a seated member while an auction runs', async () => {
    await fuzzRoom(() => auctionLeagueId, true);
    await expectHealthy();
  }, 120_000);

  it('closes only the offending socket on a frame above the size limit or bad UTF-8', async () => {
    const big = await openRawSocket(baseUrl, roomPath(quietLeagueId));
    big.send(JSON.stringify({ type: 'chat', message: 'x'.repeat(MAX_FRAME_BYTES) }), false);
    expect(await big.until(() => big.closeCode !== null, REPLY_TIMEOUT_MS)).toBe(true);
    expect(big.closeCode).toBe(1009);

    const broken = await openRawSocket(baseUrl, roomPath(quietLeagueId));
    broken.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), false);
    expect(await broken.until(() => broken.closeCode !== null, REPLY_TIMEOUT_MS)).toBe(true);
    expect(broken.closeCode).toBe(1007);
    await expectHealthy();
  });

  it('closes a flooding socket with 4429 after telling it to slow down', async () => {
    const flood = await openRawSocket(baseUrl, roomPath(quietLeagueId));
    flood.send(JSON.stringify({ type: 'join', token: member.token }), false);
    for (let i = 0; i < 300; i += 1) flood.send(`{"type":{"toString":${i}}}`, false);
    expect(await flood.until(() => flood.closeCode !== null, 5000)).toBe(true);
    expect(flood.closeCode).toBe(4429);
    for (const reply of flood.replies) expect(replyProblem(reply)).toBeNull();
    expect(parsedReplies(flood).some((reply) => reply.code === 'RATE_LIMITED')).toBe(true);
    await expectHealthy();
  });

  it('still lets two members start the draft on fresh sockets and broadcasts a normal pick', async () => {
    const join = async (token: string) => {
      const client = await connectLive(baseUrl, quietLeagueId);
      liveClients.push(client);
      client.send({ type: 'join', token });
      await client.next('draftState');
      return client;
    };
    const bossClient = await join(boss.token);
    const memberClient = await join(member.token);
    const started = (state: LiveDraftState) => state.status === 'started';
    bossClient.send({ type: 'startDraft' });
    const { state } = await bossClient.next('draftState', (m) => started(m.state));
    await memberClient.next('draftState', (m) => started(m.state));

    const bossTurn = state.onTheClock?.pickerId === boss.user.id;
    const [picker, watcher] = bossTurn ? [bossClient, memberClient] : [memberClient, bossClient];
    const status = await requester(t.app)(
      'GET',
      `/api/draft/status?leagueId=${quietLeagueId}`,
      boss.token,
    );
    const [best] = (status.json() as DraftStatusResponse).available.map((player) => player.id);
    picker.send({ type: 'draftPlayer', player: best, pickNo: state.onTheClock!.pickNumber });
    const seen = await watcher.next('draftState', (m) => m.state.picks.length === 1);
    expect(seen.state.picks[0]?.player.id).toBe(best);
  });

  it('never let an exception escape to the process', async () => {
    expect(crashes).toEqual([]);
    await expectHealthy();
  });
});
