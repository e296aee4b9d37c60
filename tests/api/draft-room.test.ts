// Longer than most files: the live room's behaviour over real sockets, sharing one listening app.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Team } from '../../src/domain/contract/teams';
import {
  END_BEFORE_START,
  LOGIN_TO_JOIN,
  NEED_PARTICIPANTS,
  notYourTurn,
  onlyCommissioner,
  senderProblem,
} from '../../src/domain/draft';
import { CLOSE_CODES } from '../../src/domain/socket-frames';
import { draftChatMessages, draftPresence, leagues, users } from '../../src/server/db/schema';
import { registerUser, requester } from '../support/factories';
import { listen, liveRooms, started } from '../support/live-rooms';
import { queryRows } from '../support/sql';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let baseUrl: string;
const { connect, join, room, startedRoom, turn, availableIds, closeAll } = liveRooms(
  () => t,
  () => baseUrl,
);

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  await closeAll();
  await t.close();
});

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

describe('joining the live room', () => {
  it('sends a snapshot on join and tells everyone who is online', async () => {
    const { league, boss, member } = await room();
    const first = await join(league.id, boss);
    expect(first.state).toMatchObject({
      leagueId: league.id,
      status: 'not_started',
      commissioner: { userId: boss.user.id, username: boss.user.username },
      chatMessages: [],
    });
    expect(first.state.participants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: boss.user.id, online: true, isCommissioner: true }),
        expect.objectContaining({ userId: member.user.id, online: false, teamName: 'Member Team' }),
      ]),
    );
    const second = await join(league.id, member);
    expect(second.state.participants.every((p) => p.online)).toBe(true);
    const update = await first.client.next('participantUpdate', (m) =>
      m.participants.every((p) => p.online),
    );
    expect(update.participants).toHaveLength(2);

    await second.client.close();
    await first.client.next('participantUpdate', (m) =>
      m.participants.some((p) => p.userId === member.user.id && !p.online),
    );
  });

  it('stops counting the connections of an instance that died', async () => {
    const { league, boss, member } = await room();
    await t.database.db.insert(draftPresence).values({
      leagueId: league.id,
      userId: member.user.id,
      instanceId: 'gone',
      connections: 1,
      seenAt: new Date(Date.now() - 120_000),
    });
    const { client, state } = await join(league.id, boss);
    expect(state.participants.find((p) => p.userId === member.user.id)!.online).toBe(false);
    client.send({ type: 'startDraft' });
    expect((await client.next('error')).message).toBe(NEED_PARTICIPANTS);
  });

  it('refuses a bad token, a non-member, an unknown league, and messages before join', async () => {
    const { league, outsider } = await room();
    const anonymous = await connect(league.id);
    anonymous.send({ type: 'chat', message: 'hello' });
    expect((await anonymous.next('error')).message).toBe(LOGIN_TO_JOIN);
    anonymous.send({ type: 'join', token: 'not-a-token' });
    expect((await anonymous.next('error')).message).toBe(LOGIN_TO_JOIN);
    expect((await anonymous.closed).code).toBe(CLOSE_CODES.unauthorized);

    // A signed token whose account is gone opens nothing.
    const gone = await registerUser(t.app);
    await t.database.db.delete(users).where(eq(users.id, gone.user.id));
    const ghost = await connect(league.id);
    ghost.send({ type: 'join', token: gone.token });
    expect((await ghost.next('error')).message).toBe(LOGIN_TO_JOIN);
    expect((await ghost.closed).code).toBe(CLOSE_CODES.unauthorized);

    const stranger = await connect(league.id);
    stranger.send({ type: 'join', token: outsider.token });
    expect((await stranger.next('error')).message).toBe(
      'Only members of this league can join its draft',
    );
    expect((await stranger.closed).code).toBe(CLOSE_CODES.forbidden);

    const nowhere = await connect('00000000-0000-4000-8000-000000000000');
    nowhere.send({ type: 'join', token: outsider.token });
    expect((await nowhere.next('error')).message).toBe('League not found');
    expect((await nowhere.closed).code).toBe(CLOSE_CODES.forbidden);
  });

  it('answers malformed messages with an error and ignores unknown types', async () => {
    const { league, boss } = await room();
    const { client } = await join(league.id, boss);
    client.sendRaw('{not json');
    expect((await client.next('error')).code).toBe('BAD_MESSAGE');
    client.send({ type: 'draftPlayer', player: 'faker' });
    expect((await client.next('error')).message).toBe('Invalid player id');
    client.send({ type: 'dance' });
    client.send({ type: 'chat', message: 'still here' });
    const chat = await client.next('chatMessage');
    expect(chat.message.message).toBe('still here');
    expect(client.received.filter((m) => m.type === 'error')).toHaveLength(2);
  });

  it('answers a frame whose type is not text, from anyone, and keeps serving', async () => {
    const { league, boss } = await room();
    const stranger = await connect(league.id);
    // Once this one frame ended the whole process.
    stranger.sendRaw('{"type":{"toString":1}}');
    expect(await stranger.next('error')).toMatchObject({ code: 'BAD_MESSAGE' });
    for (const frame of ['{"type":["join"]}', '{"type":7}', '[]', 'null', '"join"']) {
      stranger.sendRaw(frame);
      expect((await stranger.next('error')).code).toBe('BAD_MESSAGE');
    }
    const { client } = await join(league.id, boss);
    client.send({ type: 'chat', message: 'still drafting' });
    expect((await client.next('chatMessage')).message.message).toBe('still drafting');
    expect(stranger.received.every((m) => m.type === 'error')).toBe(true);
  });
});

describe('starting and ending', () => {
  it('lets only the commissioner start, with at least 2 participants', async () => {
    const { league, boss, member } = await room();
    const alone = await join(league.id, boss);
    alone.client.send({ type: 'startDraft' });
    expect((await alone.client.next('error')).message).toBe(NEED_PARTICIPANTS);

    const other = await join(league.id, member);
    other.client.send({ type: 'startDraft' });
    expect((await other.client.next('error')).message).toBe(onlyCommissioner(boss.user.username));
    other.client.send({ type: 'endDraft' });
    expect((await other.client.next('error')).message).toBe(onlyCommissioner(boss.user.username));
    alone.client.send({ type: 'endDraft' });
    expect((await alone.client.next('error')).message).toBe(END_BEFORE_START);

    alone.client.send({ type: 'startDraft' });
    const { state } = await other.client.next('draftState', (m) => started(m.state));
    expect(state.order).toHaveLength(3);
    expect(state.onTheClock).toMatchObject({ pickNumber: 0, round: 1, pick: 1 });
  });

  it('ends a running draft for everyone', async () => {
    const setup = await startedRoom();
    setup.memberClient.send({ type: 'endDraft' });
    expect((await setup.memberClient.next('error')).message).toBe(
      onlyCommissioner(setup.boss.user.username),
    );
    setup.bossClient.send({ type: 'endDraft' });
    const { state } = await setup.memberClient.next(
      'draftState',
      (m) => m.state.status === 'ended',
    );
    expect(state.onTheClock).toBeNull();
  });
});

describe('settings changed before the draft', () => {
  it("tell the open room the league's new name and rounds at once", async () => {
    const { league, boss, member } = await room();
    const open = await join(league.id, member);
    expect(open.state).toMatchObject({ leagueName: league.name, rounds: 6 });

    const changed = await requester(t.app)(
      'PATCH',
      `/api/leagues/${league.id}/settings`,
      boss.token,
      {
        league: { name: 'Renamed Before The Draft' },
        roster: { teamSlot: true },
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const { state } = await open.client.next('draftState', (m) => m.state.rounds === 7);
    expect(state).toMatchObject({ leagueName: 'Renamed Before The Draft', totalPicks: 3 * 7 });
  });
});

describe('picking', () => {
  it('lets only the user on the clock pick, whatever the message claims', async () => {
    const setup = await startedRoom();
    const { picker, other, otherUser } = turn(setup, setup.state);
    const [best] = await availableIds(setup.league.id, setup.boss.token);
    // A forged username does not make anyone the picker: the user is the token's.
    other.send({
      type: 'draftPlayer',
      player: best,
      pickNo: 0,
      username: setup.state.onTheClock!.picker,
    });
    expect(await other.next('error')).toMatchObject({
      code: 'FORBIDDEN',
      message: senderProblem(setup.state.onTheClock!.picker, otherUser.user.username),
    });
    other.send({ type: 'draftPlayer', player: best, pickNo: 0 });
    const refused = await other.next('error');
    expect(refused.message).toBe(notYourTurn(setup.state.onTheClock!.picker));
    expect(refused.message).not.toContain(otherUser.user.username);

    picker.send({ type: 'draftPlayer', player: best, pickNo: 0 });
    const seen = await other.next('draftState', (m) => m.state.picks.length === 1);
    expect(seen.state.picks[0]).toMatchObject({
      pickNumber: 0,
      teamId: setup.state.onTheClock!.teamId,
      player: expect.objectContaining({ id: best }),
      auto: false,
    });
    const team = (
      await call('GET', `/api/teams/${setup.state.onTheClock!.teamId}`, setup.boss.token)
    ).json() as Team;
    const rostered = [...Object.values(team.players).flat()].filter(Boolean);
    expect(rostered.map((player) => (player as { id: string }).id)).toContain(best);
  });

  it('refuses a pick made against a pick number that has passed', async () => {
    const setup = await startedRoom();
    const { picker } = turn(setup, setup.state);
    const [best, next] = await availableIds(setup.league.id, setup.boss.token);
    picker.send({ type: 'draftPlayer', player: best, pickNo: 0 });
    const { state } = await picker.next('draftState', (m) => m.state.picks.length === 1);
    const after = turn(setup, state);
    after.picker.send({ type: 'draftPlayer', player: next, pickNo: 0 });
    expect((await after.picker.next('error')).message).toBe(
      'Pick 1 has already been made; pick 2 is on the clock',
    );
  });

  it('lets one of a board pick and a room pick made at once win', async () => {
    const setup = await startedRoom();
    const { picker, other } = turn(setup, setup.state);
    const [best, second] = await availableIds(setup.league.id, setup.boss.token);
    // The room's pick and the commissioner's board pick of another player for the same turn.
    picker.send({ type: 'draftPlayer', player: best, pickNo: 0 });
    const board = await call('POST', '/api/draft/pick', setup.boss.token, {
      teamId: setup.state.onTheClock!.teamId,
      playerId: second,
      pickNumber: 0,
    });
    // The state is read from the other client: the picker's refusal may come before the state,
    // and reading the picker's state first would pass over it.
    const { state } = await other.next('draftState', (m) => m.state.picks.length >= 1);
    expect(state.picks).toHaveLength(1);
    if (board.statusCode === 200) {
      expect(state.picks[0]!.player.id).toBe(second);
      expect((await picker.next('error')).message).toContain('Pick 1 has already been made');
    } else {
      expect(board.statusCode).toBe(409);
      expect(state.picks[0]!.player.id).toBe(best);
    }
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from draft_picks where league_id = ${setup.league.id}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('gives a reconnecting client the full state again', async () => {
    const setup = await startedRoom();
    const { picker } = turn(setup, setup.state);
    const [best] = await availableIds(setup.league.id, setup.boss.token);
    picker.send({ type: 'draftPlayer', player: best, pickNo: 0 });
    await setup.memberClient.next('draftState', (m) => m.state.picks.length === 1);
    await setup.memberClient.close();
    const again = await join(setup.league.id, setup.member);
    expect(again.state.status).toBe('started');
    expect(again.state.picks).toHaveLength(1);
    expect(again.state.onTheClock!.pickNumber).toBe(1);
  });

  it('picks for the team on the clock when its time runs out', async () => {
    const setup = await room();
    await t.database.db
      .update(leagues)
      .set({ draftPickSeconds: 1 })
      .where(eq(leagues.id, setup.league.id));
    const boss = await join(setup.league.id, setup.boss);
    await join(setup.league.id, setup.member);
    const [best] = await availableIds(setup.league.id, setup.boss.token);
    boss.client.send({ type: 'startDraft' });
    const { state } = await boss.client.next('draftState', (m) => started(m.state));
    expect(
      Date.parse(state.onTheClock!.deadline!) - Date.parse(state.serverTime),
    ).toBeLessThanOrEqual(1000);
    const auto = await boss.client.next('draftState', (m) => m.state.picks.length === 1, 4000);
    expect(auto.state.picks[0]).toMatchObject({
      auto: true,
      player: expect.objectContaining({ id: best }),
    });
    expect(auto.state.onTheClock!.pickNumber).toBe(1);
    boss.client.send({ type: 'endDraft' });
  });
});

describe('chat', () => {
  it('trims messages, refuses empty ones, and keeps the last 100', async () => {
    const { league, boss, member } = await room();
    const a = await join(league.id, boss);
    const b = await join(league.id, member);
    a.client.send({ type: 'chat', message: '   ' });
    expect((await a.client.next('error')).message).toBe('A message cannot be empty');
    a.client.send({ type: 'chat', message: '\u200b\u200d' });
    expect((await a.client.next('error')).message).toBe('A message cannot be empty');
    // Text with a NUL byte is refused before the database sees it.
    a.client.send({ type: 'chat', message: 'gg\u0000' });
    expect(await a.client.next('error')).toMatchObject({
      code: 'BAD_MESSAGE',
      message: 'A message cannot contain control characters',
    });
    a.client.send({ type: 'chat', message: '  good luck  ' });
    const heard = await b.client.next('chatMessage');
    expect(heard.message).toMatchObject({
      username: boss.user.username,
      userId: boss.user.id,
      message: 'good luck',
    });

    await t.database.db.insert(draftChatMessages).values(
      Array.from({ length: 104 }, (_, i) => ({
        leagueId: league.id,
        userId: member.user.id,
        message: `old ${i}`,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)),
      })),
    );
    a.client.send({ type: 'chat', message: 'newest' });
    await b.client.next('chatMessage', (m) => m.message.message === 'newest');
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from draft_chat_messages where league_id = ${league.id}`,
    );
    expect(count!.n).toBe(100);
    const again = await join(league.id, member);
    expect(again.state.chatMessages).toHaveLength(100);
    expect(again.state.chatMessages.at(-1)!.message).toBe('newest');
  });

  it('limits message floods and closes a socket that keeps flooding', async () => {
    const { league, boss } = await room();
    const { client } = await join(league.id, boss);
    for (let i = 0; i < 200; i += 1) client.send({ type: 'dance' });
    expect((await client.next('error')).code).toBe('RATE_LIMITED');
    expect((await client.closed).code).toBe(CLOSE_CODES.flood);
  });
});

describe('several app instances', () => {
  it('brings a pick made through instance A to a client connected to instance B', async () => {
    const setup = await room();
    const otherUrl = await listen(await t.secondInstance());
    const onA = await join(setup.league.id, setup.boss, baseUrl);
    const onB = await join(setup.league.id, setup.member, otherUrl);
    // Presence crosses instances too: A sees B's user online.
    await onA.client.next('participantUpdate', (m) => m.participants.every((p) => p.online));

    onA.client.send({ type: 'startDraft' });
    const { state } = await onB.client.next('draftState', (m) => started(m.state));
    const [best] = await availableIds(setup.league.id, setup.boss.token);
    // The board (HTTP on A) picks for the team on the clock; B's client hears of it.
    const response = await call('POST', '/api/draft/pick', setup.boss.token, {
      teamId: state.onTheClock!.teamId,
      playerId: best,
      pickNumber: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    const seen = await onB.client.next('draftState', (m) => m.state.picks.length === 1);
    expect(seen.state.picks[0]!.player.id).toBe(best);

    onB.client.send({ type: 'chat', message: 'from B' });
    await onA.client.next('chatMessage', (m) => m.message.message === 'from B');
  });
});
