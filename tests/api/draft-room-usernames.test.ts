import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveDraftState } from '../../src/domain/contract/drafts';
import { LOGIN_TO_JOIN, senderProblem } from '../../src/domain/draft';
import { listen, liveRooms, started } from '../support/live-rooms';
import { createTestApp, type TestApp } from '../support/test-app';

// The live room as a client written from the product description speaks to it: messages name
// their sender, and snapshots tell the draft by username.

let t: TestApp;
let baseUrl: string;
const { connect, join, room, startedRoom, turn, available, closeAll } = liveRooms(
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

type Setup = Awaited<ReturnType<typeof room>>;

/** The name each team's seat goes by: its owner's username; the bot team after its name. */
const seatOf = (setup: Setup, teamId: string) =>
  teamId === setup.bossTeam.id
    ? setup.boss.user.username
    : teamId === setup.memberTeam.id
      ? setup.member.user.username
      : 'Bot (Bot 3)';

describe('joining with a username', () => {
  it("seats a join that names the token's user, in any letter case", async () => {
    const { league, boss } = await room();
    const client = await connect(league.id);
    client.send({ type: 'join', token: boss.token, username: boss.user.username.toUpperCase() });
    const { state } = await client.next('draftState');
    expect(state.participants.find((p) => p.userId === boss.user.id)?.online).toBe(true);
  });

  it('refuses a join that names someone else, and seats the socket once the name is right', async () => {
    const { league, boss, member } = await room();
    const client = await connect(league.id);
    client.send({ type: 'join', token: member.token, username: boss.user.username });
    expect(await client.next('error')).toEqual({
      type: 'error',
      code: 'FORBIDDEN',
      message: senderProblem(boss.user.username, member.user.username),
    });
    client.send({ type: 'chat', message: 'am I in?' });
    expect((await client.next('error')).message).toBe(LOGIN_TO_JOIN);

    client.send({ type: 'join', token: member.token, username: member.user.username });
    const { state } = await client.next('draftState');
    expect(state.participants.find((p) => p.userId === member.user.id)?.online).toBe(true);
  });
});

describe('messages that name their sender', () => {
  it('start, pick, chat and end the draft as the plain messages do', async () => {
    const setup = await room();
    const { league, boss, member } = setup;
    const bossRoom = await join(league.id, boss);
    const memberRoom = await join(league.id, member);
    const [best] = await available(league.id, boss.token);

    bossRoom.client.send({ type: 'startDraft', username: boss.user.username });
    const { state } = await memberRoom.client.next('draftState', (m) => started(m.state));
    const picker = state.onTheClock!.pickerId === boss.user.id ? bossRoom : memberRoom;
    const pickerName = picker === bossRoom ? boss.user.username : member.user.username;
    // The whole player, as a client that lists players sends it, and no pick number.
    picker.client.send({ type: 'draftPlayer', username: pickerName, player: best });
    const picked = await bossRoom.client.next('draftState', (m) => m.state.picks.length === 1);
    expect(picked.state.picks[0]!.player.id).toBe(best!.id);

    memberRoom.client.send({ type: 'chat', username: member.user.username, message: 'gl hf' });
    const chat = await bossRoom.client.next('chatMessage');
    expect(chat.message).toMatchObject({ username: member.user.username, message: 'gl hf' });

    bossRoom.client.send({ type: 'endDraft', username: boss.user.username });
    const ended = await memberRoom.client.next('draftState', (m) => m.state.status === 'ended');
    expect(ended.state).toMatchObject({ draftStarted: true, draftComplete: true });
  });

  it("refuses each of them to its sender alone when the name is someone else's", async () => {
    const setup = await room();
    const { league, boss, member } = setup;
    const bossRoom = await join(league.id, boss);
    const memberRoom = await join(league.id, member);
    const refusal = (claimed: string, actual: string) => ({
      code: 'FORBIDDEN',
      message: senderProblem(claimed, actual),
    });

    bossRoom.client.send({ type: 'startDraft', username: member.user.username });
    expect(await bossRoom.client.next('error')).toMatchObject(
      refusal(member.user.username, boss.user.username),
    );
    bossRoom.client.send({ type: 'chat', username: 'somebody', message: 'not me' });
    expect(await bossRoom.client.next('error')).toMatchObject(
      refusal('somebody', boss.user.username),
    );

    bossRoom.client.send({ type: 'startDraft', username: boss.user.username });
    const first = await memberRoom.client.next('draftState', (m) => m.state.version > 0);
    // The refused start never happened: the first change anyone hears of is this start.
    expect(first.state).toMatchObject({ status: 'started', version: 1 });
    const [best] = await available(league.id, boss.token);
    const bossTurn = first.state.onTheClock!.pickerId === boss.user.id;
    const [picker, pickerName, otherName] = bossTurn
      ? [bossRoom, boss.user.username, member.user.username]
      : [memberRoom, member.user.username, boss.user.username];
    picker.client.send({ type: 'draftPlayer', username: otherName, player: best!.id, pickNo: 0 });
    expect(await picker.client.next('error')).toMatchObject(refusal(otherName, pickerName));
    bossRoom.client.send({ type: 'endDraft', username: member.user.username });
    expect(await bossRoom.client.next('error')).toMatchObject(
      refusal(member.user.username, boss.user.username),
    );

    const { state } = await join(league.id, member);
    expect(state).toMatchObject({ status: 'started', picks: [], chatMessages: [] });
    const errors = (client: typeof bossRoom.client) =>
      client.received.filter((m) => m.type === 'error').length;
    expect(errors(bossRoom.client)).toBe(bossTurn ? 4 : 3);
    expect(errors(memberRoom.client)).toBe(bossTurn ? 0 : 1);
  });
});

describe('the snapshot by username', () => {
  it('tells the order, the pick on the clock, the history and each seat by username', async () => {
    const setup = await startedRoom();
    const { state } = setup;
    const seats = state.order.map((team) => seatOf(setup, team.teamId));
    expect(new Set(seats)).toEqual(
      new Set([setup.boss.user.username, setup.member.user.username, 'Bot (Bot 3)']),
    );
    expect(state).toMatchObject({
      draftStarted: true,
      draftComplete: false,
      draftOrder: seats,
      currentPickIndex: 0,
      draftHistory: [],
    });

    const { picker, pickerUser, other } = turn(setup, state);
    const [best] = await available(setup.league.id, setup.boss.token);
    picker.send({ type: 'chat', message: 'my pick' });
    picker.send({ type: 'draftPlayer', player: best!.id, pickNo: 0 });
    const { state: after } = await other.next('draftState', (m) => m.state.picks.length === 1);
    const seat = seatOf(setup, state.onTheClock!.teamId);
    const slot = after.picks[0]!.position;
    expect(after).toMatchObject({
      draftStarted: true,
      draftComplete: false,
      draftOrder: seats,
      currentPickIndex: 1,
      draftHistory: [
        {
          round: 1,
          pick: 1,
          user: seat,
          player: { id: best!.id, name: best!.name },
          position: slot,
        },
      ],
    });
    expect(Object.keys(after.teams).sort()).toEqual([...seats].sort());
    const drafted = after.teams[seat]!.players;
    const inSlot = slot === 'BENCH' ? drafted.BENCH[0] : drafted[slot];
    expect(inSlot?.id).toBe(best!.id);
    for (const name of seats.filter((name) => name !== seat)) {
      expect(Object.values(after.teams[name]!.players).flat().filter(Boolean)).toEqual([]);
    }
    expect(after.participants.map((p) => p.username).sort()).toEqual(
      [setup.boss.user.username, setup.member.user.username].sort(),
    );

    // A client joining now reads the same from the database.
    const again = await join(setup.league.id, setup.member);
    const byUsername = (s: LiveDraftState) => ({
      draftOrder: s.draftOrder,
      currentPickIndex: s.currentPickIndex,
      draftHistory: s.draftHistory,
      teams: s.teams,
    });
    expect(byUsername(again.state)).toEqual(byUsername(after));
    expect(again.state.chatMessages).toEqual([
      {
        id: expect.any(String),
        userId: pickerUser.user.id,
        username: pickerUser.user.username,
        message: 'my pick',
        timestamp: expect.any(String),
      },
    ]);
  });
});
