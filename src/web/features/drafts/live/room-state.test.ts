import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../../../domain/contract/draft-room';
import type {
  ChatMessage,
  DraftPick,
  DraftPlayer,
  LiveDraftState,
  UsernameView,
} from '../../../../domain/contract/drafts';
import { END_BEFORE_START, notYourTurn, onlyCommissioner } from '../../../../domain/draft';
import { usernameView } from '../../../../domain/live-snapshot';
import { availablePlayers, draftedTeams } from './draft-teams';
import { draftErrorNotice } from './room-notices';
import { initialRoomState, type RoomState, reduceRoom } from './room-state';

const order = [
  { teamId: 't1', teamName: 'Faker Fans', userId: 'u1', owner: 'ahri' },
  { teamId: 't2', teamName: 'Gank Squad', userId: 'u2', owner: 'lee' },
];

function player(id: string, position: DraftPlayer['position'], fantasyPoints = 10): DraftPlayer {
  return {
    id,
    name: `Pro ${id}`,
    position,
    team: 'T1',
    region: 'LCK',
    fantasyPoints,
    avatarUrl: '',
  };
}

function pick(
  pickNumber: number,
  teamId: string,
  drafted: DraftPlayer,
  position: string = drafted.position,
): DraftPick {
  const team = order.find((entry) => entry.teamId === teamId)!;
  return {
    pickNumber,
    round: 1,
    pick: pickNumber + 1,
    teamId,
    teamName: team.teamName,
    user: team.owner,
    player: drafted,
    position,
    auto: false,
    price: null,
    madeAt: '2025-03-01T12:00:00Z',
  } as DraftPick;
}

function draft(overrides: Partial<LiveDraftState> = {}): LiveDraftState {
  const state: Omit<LiveDraftState, keyof UsernameView> = {
    leagueId: 'l1',
    leagueName: 'Rift Masters',
    status: 'not_started',
    type: 'snake',
    version: 1,
    commissioner: { userId: 'u1', username: 'ahri' },
    pickSeconds: 60,
    order,
    rounds: 6,
    roster: { benchSize: 3, teamSlot: false },
    totalPicks: 12,
    picks: [],
    paused: false,
    onTheClock: null,
    auction: null,
    serverTime: '2025-03-01T12:00:00.000Z',
    participants: [],
    chatMessages: [],
    ...overrides,
  };
  return { ...state, ...usernameView(state) };
}

const turn = (pickNumber: number) => ({
  pickNumber,
  round: 1,
  pick: pickNumber + 1,
  teamId: 't1',
  teamName: 'Faker Fans',
  pickerId: 'u1',
  picker: 'ahri',
  deadline: '2025-03-01T12:01:00.000Z',
});

function run(state: RoomState, ...messages: ServerMessage[]) {
  const titles: string[] = [];
  let current = state;
  for (const message of messages) {
    const result = reduceRoom(current, { type: 'message', message, receivedAt: 0 });
    current = result.state;
    titles.push(...result.notices.map((notice) => notice.title));
  }
  return { state: current, titles };
}

const snapshot = (state: LiveDraftState): ServerMessage => ({ type: 'draftState', state });
const chat = (id: string): ChatMessage => ({
  id,
  userId: 'u2',
  username: 'lee',
  message: `hello ${id}`,
  timestamp: '2025-03-01T12:00:00Z',
});

describe('the live room state', () => {
  it('says Joined Draft on the first snapshot only, not after a reconnect', () => {
    const { state, titles } = run(initialRoomState, snapshot(draft()), snapshot(draft()));
    expect(titles).toEqual(['Joined Draft']);
    expect(state.joined).toBe(true);
  });

  it('announces the start, the completion and an early end from the status changes', () => {
    const started = draft({ status: 'started', onTheClock: turn(0) });
    expect(run(initialRoomState, snapshot(draft()), snapshot(started)).titles).toEqual([
      'Joined Draft',
      'Draft Started',
    ]);
    expect(
      run(initialRoomState, snapshot(started), snapshot(draft({ status: 'complete' }))).titles,
    ).toEqual(['Joined Draft', 'Draft Complete']);
    expect(
      run(initialRoomState, snapshot(started), snapshot(draft({ status: 'ended' }))).titles,
    ).toEqual(['Joined Draft', 'Draft Ended']);
  });

  it('does not announce a start the user missed by joining late', () => {
    const { titles } = run(initialRoomState, snapshot(draft({ status: 'started' })));
    expect(titles).toEqual(['Joined Draft']);
  });

  it('says Pick Successful when the pick this page sent lands, and only then', () => {
    const started = draft({ status: 'started', onTheClock: turn(0) });
    const joined = run(initialRoomState, snapshot(started)).state;
    const sent = reduceRoom(joined, { type: 'pickSent', playerId: 'p1', pickNumber: 0 }).state;
    const landed = draft({
      status: 'started',
      picks: [pick(0, 't1', player('p1', 'MID'))],
      onTheClock: turn(1),
    });
    const result = run(sent, snapshot(landed));
    expect(result.titles).toEqual(['Pick Successful']);
    expect(result.state.pendingPick).toBeNull();

    // The clock beat us to it: another player filled the pick, so no success toast.
    const autopicked = draft({
      status: 'started',
      picks: [pick(0, 't1', player('p9', 'TOP'))],
      onTheClock: turn(1),
    });
    expect(run(sent, snapshot(autopicked)).titles).toEqual([]);
    // Someone else's pick is not ours either.
    expect(run(joined, snapshot(landed)).titles).toEqual([]);
  });

  it('keeps the newer draft when a snapshot read before a pick arrives after it', () => {
    const before = draft({ status: 'started', version: 4, onTheClock: turn(0) });
    const after = draft({
      status: 'started',
      version: 5,
      picks: [pick(0, 't1', player('p1', 'MID'))],
      onTheClock: { ...turn(1), teamId: 't2', teamName: 'Gank Squad', pickerId: 'u2' },
    });
    const { state, titles } = run(initialRoomState, snapshot(before), snapshot(after));
    const late = run(state, snapshot(before));
    expect(late.state.draft).toBe(after);
    expect(late.state.draft?.onTheClock?.pickerId).toBe('u2');
    expect([...titles, ...late.titles]).toEqual(['Joined Draft']);
    // A snapshot of the same version (new participants, a renamed league) still replaces it.
    const renamed = { ...after, leagueName: 'Rift Legends' };
    expect(run(late.state, snapshot(renamed)).state.draft?.leagueName).toBe('Rift Legends');
  });

  it('forgets a pending pick the room refused', () => {
    const joined = run(initialRoomState, snapshot(draft({ status: 'started' }))).state;
    const sent = reduceRoom(joined, { type: 'pickSent', playerId: 'p1', pickNumber: 0 }).state;
    const refused = run(sent, { type: 'error', message: notYourTurn('lee'), code: 'CONFLICT' });
    expect(refused.state.pendingPick).toBeNull();
    expect(refused.titles).toEqual(['Not your turn']);
  });

  it('remembers when the last snapshot came, for the pick clock to correct by', () => {
    const result = reduceRoom(initialRoomState, {
      type: 'message',
      message: snapshot(draft()),
      receivedAt: 1234,
    });
    expect(result.state.receivedAt).toBe(1234);
  });

  it('replaces the participants and appends chat without duplicates', () => {
    const joined = run(initialRoomState, snapshot(draft({ chatMessages: [chat('c1')] }))).state;
    const online = {
      userId: 'u2',
      username: 'lee',
      teamId: 't2',
      teamName: 'Gank Squad',
      online: true,
      isCommissioner: false,
    };
    const { state } = run(
      joined,
      { type: 'participantUpdate', participants: [online] },
      { type: 'chatMessage', message: chat('c2') },
      { type: 'chatMessage', message: chat('c2') },
    );
    expect(state.draft?.participants).toEqual([online]);
    expect(state.draft?.chatMessages.map((message) => message.id)).toEqual(['c1', 'c2']);
  });

  it('ignores events that come before the first snapshot', () => {
    const { state } = run(initialRoomState, { type: 'chatMessage', message: chat('c1') });
    expect(state.draft).toBeNull();
  });

  it('leaves a refused join to the page instead of a toast', () => {
    const refused = run(initialRoomState, {
      type: 'error',
      message: 'You are not a member of this league',
      code: 'FORBIDDEN',
    });
    expect(refused.titles).toEqual([]);
  });
});

describe('draft error toasts', () => {
  it('shows the spec texts as their own toasts and anything else as a Draft Error', () => {
    expect(draftErrorNotice(END_BEFORE_START)).toEqual({
      kind: 'error',
      title: 'Cannot End Draft',
      message: 'Draft has not started yet',
    });
    expect(draftErrorNotice(onlyCommissioner('ahri'))).toEqual({
      kind: 'error',
      title: 'Only user "ahri" can start or end the draft',
      message: '',
    });
    expect(draftErrorNotice(notYourTurn('lee'))).toEqual({
      kind: 'warning',
      title: 'Not your turn',
      message: "it is lee's turn to draft",
    });
    expect(draftErrorNotice('That player has already been drafted')).toEqual({
      kind: 'error',
      title: 'Draft Error',
      message: 'That player has already been drafted',
    });
  });
});

describe('the Teams tab and the available players', () => {
  it("groups each team's picks by roster slot, in draft order", () => {
    const picks = [
      pick(0, 't1', player('p1', 'MID', 30)),
      pick(1, 't2', player('p2', 'TOP', 20)),
      pick(2, 't2', player('p3', 'MID', 15)),
      pick(3, 't1', player('p4', 'MID', 12), 'FLEX'),
      pick(4, 't1', player('p5', 'TOP', 8)),
    ];
    const [first, second] = draftedTeams(order, picks);
    expect(first?.slots.map((group) => group.slot)).toEqual(['TOP', 'MID', 'FLEX']);
    expect(first?.pickCount).toBe(3);
    expect(first?.points).toBe(50);
    expect(second?.slots.map((group) => [group.slot, group.players[0]?.id])).toEqual([
      ['TOP', 'p2'],
      ['MID', 'p3'],
    ]);
  });

  it('leaves out the players already picked, keeping the pool order', () => {
    const pool = [player('p1', 'MID'), player('p2', 'TOP'), player('p3', 'ADC')];
    const picks = [pick(0, 't1', player('p2', 'TOP'))];
    expect(availablePlayers(pool, picks).map((entry) => entry.id)).toEqual(['p1', 'p3']);
  });
});
