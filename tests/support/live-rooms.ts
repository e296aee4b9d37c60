import type { FastifyInstance } from 'fastify';
import type { DraftStatusResponse, LiveDraftState } from '../../src/domain/contract/drafts';
import type { AuthResponse } from '../../src/domain/contract/users';
import { createLeagueWithTeams, requester } from './factories';
import { connectLive, type LiveClient } from './live-client';
import type { TestApp } from './test-app';

/** Listens on a free local port and returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

export const started = (state: LiveDraftState) => state.status === 'started';

/**
 * Live draft rooms of the test app (made in beforeAll, hence read through `app`) that listens
 * at `baseUrl`: leagues to draft in, members seated in them, and every client closed at the end.
 */
export function liveRooms(app: () => TestApp, baseUrl: () => string) {
  const clients: LiveClient[] = [];

  async function connect(leagueId: string, url = baseUrl()) {
    const client = await connectLive(url, leagueId);
    clients.push(client);
    return client;
  }

  /** Connects and joins as `user`; resolves with the first snapshot. */
  async function join(leagueId: string, user: AuthResponse, url = baseUrl()) {
    const client = await connect(leagueId, url);
    client.send({ type: 'join', token: user.token });
    const { state } = await client.next('draftState');
    return { client, state };
  }

  /** A league with the commissioner's team, a member's team and one bot team ('Bot 3'). */
  // A live season that starts now: no game of it has been played, so its settings stay open
  // until the draft.
  const room = () =>
    createLeagueWithTeams(app().app, app().database.db, { teams: 3, seasonStart: new Date() });

  /** Both in the room, the draft started by the commissioner. */
  async function startedRoom() {
    const setup = await room();
    const boss = await join(setup.league.id, setup.boss);
    const member = await join(setup.league.id, setup.member);
    boss.client.send({ type: 'startDraft' });
    const { state } = await boss.client.next('draftState', (m) => started(m.state));
    await member.client.next('draftState', (m) => started(m.state));
    return { ...setup, bossClient: boss.client, memberClient: member.client, state };
  }

  /** Who is on the clock, as a client and a user, and the other one. */
  function turn(setup: Awaited<ReturnType<typeof startedRoom>>, state: LiveDraftState) {
    const bossTurn = state.onTheClock!.pickerId === setup.boss.user.id;
    return bossTurn
      ? {
          picker: setup.bossClient,
          pickerUser: setup.boss,
          other: setup.memberClient,
          otherUser: setup.member,
        }
      : {
          picker: setup.memberClient,
          pickerUser: setup.member,
          other: setup.bossClient,
          otherUser: setup.boss,
        };
  }

  /** The league's players no team holds, best first. */
  async function available(leagueId: string, token: string) {
    const response = await requester(app().app)(
      'GET',
      `/api/draft/status?leagueId=${leagueId}`,
      token,
    );
    return (response.json() as DraftStatusResponse).available;
  }

  return {
    connect,
    join,
    room,
    startedRoom,
    turn,
    available,
    availableIds: async (leagueId: string, token: string) =>
      (await available(leagueId, token)).map((player) => player.id),
    closeAll: () => Promise.all(clients.map((client) => client.close())),
  };
}
