import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DraftStatusResponse } from '../../src/domain/contract/drafts';
import type { League } from '../../src/domain/contract/leagues';
import type { Team } from '../../src/domain/contract/teams';
import type { AuthResponse } from '../../src/domain/contract/users';
import { connectLive } from '../support/live-client';
import { describeEmbedded, readyUrl, startServer } from '../support/main-process';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rift-restart-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/**
 * A request as a client makes it: a 503 (the instance is overloaded, as a machine running the
 * whole suite can make it) is sent again after its Retry-After; any other failure throws with
 * its status and body.
 */
async function send<T>(url: string, token: string | null, body?: unknown): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status === 503 && attempt < 5) {
      const seconds = Number(response.headers.get('retry-after') ?? 1);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }
}

const post = <T>(url: string, token: string | null, body: unknown) => send<T>(url, token, body);
const get = <T>(url: string, token: string) => send<T>(url, token);

describeEmbedded('a draft across a crash of the server', () => {
  it('keeps every pick after kill -9 and resumes the draft where it was', async () => {
    const first = startServer({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
    const base = await readyUrl(first.output);
    const { token } = await post<AuthResponse>(`${base}/api/users/register`, null, {
      username: 'crashtest',
      email: 'crashtest@example.com',
      password: 'correct-horse-battery',
    });
    const league = await post<League>(`${base}/api/leagues`, token, {
      name: 'Crash League',
      regions: ['KOREA'],
    });
    await post<Team>(`${base}/api/teams`, token, { name: 'Crash Team', leagueId: league.id });
    await post(`${base}/api/admin/fill-league/${league.id}`, token, { numTeams: 8, numWeeks: 4 });
    let state = await post<DraftStatusResponse>(`${base}/api/draft/start`, token, {
      leagueId: league.id,
    });
    for (let i = 0; i < 3; i += 1) {
      state = await post<DraftStatusResponse>(`${base}/api/draft/pick`, token, {
        teamId: state.onTheClock!.teamId,
        playerId: state.available[0]!.id,
        pickNumber: state.onTheClock!.pickNumber,
      });
    }
    const live = await connectLive(base, league.id);
    live.send({ type: 'join', token });
    await live.next('draftState');

    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    // The room's client sees the server go.
    expect((await live.closed).code).toBe(1006);

    const second = startServer({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
    try {
      const again = await readyUrl(second.output);
      const after = await get<DraftStatusResponse>(
        `${again}/api/draft/status?leagueId=${league.id}`,
        token,
      );
      expect(after.status).toBe('started');
      expect(after.order).toEqual(state.order);
      expect(after.picks).toEqual(state.picks);
      expect(after.onTheClock!.pickNumber).toBe(3);
      expect(after.onTheClock!.teamId).toBe(state.onTheClock!.teamId);

      // A client reconnecting gets the same state, and the draft goes on.
      const back = await connectLive(again, league.id);
      back.send({ type: 'join', token });
      const { state: snapshot } = await back.next('draftState');
      expect(snapshot.picks.map((pick) => pick.player.id)).toEqual(
        state.picks.map((pick) => pick.player.id),
      );
      const next = await post<DraftStatusResponse>(`${again}/api/draft/pick`, token, {
        teamId: after.onTheClock!.teamId,
        playerId: after.available[0]!.id,
        pickNumber: 3,
      });
      expect(next.picks).toHaveLength(4);
      await back.next('draftState', (m) => m.state.picks.length === 4);
      await back.close();
      for (const pick of next.picks) {
        const team = await get<Team>(`${again}/api/teams/${pick.teamId}`, token);
        const ids = [...Object.values(team.players).flat()].map(
          (p) => (p as { id: string } | null)?.id,
        );
        expect(ids).toContain(pick.player.id);
      }
    } finally {
      second.child.kill('SIGTERM');
      await once(second.child, 'exit');
    }
  }, 120_000);

  it('keeps an acknowledged bid after kill -9, and its clock sells the player after the restart', async () => {
    const auctionDir = await mkdtemp(path.join(os.tmpdir(), 'rift-auction-restart-'));
    const first = startServer({ DATA_DIR: auctionDir, PORT: '0', HOST: '127.0.0.1' });
    try {
      const base = await readyUrl(first.output);
      const { token, user } = await post<AuthResponse>(`${base}/api/users/register`, null, {
        username: 'auctioneer',
        email: 'auctioneer@example.com',
        password: 'correct-horse-battery',
      });
      const league = await post<League>(`${base}/api/leagues`, token, {
        name: 'Auction League',
        regions: ['KOREA'],
      });
      const own = await post<Team>(`${base}/api/teams`, token, {
        name: 'Gavel Team',
        leagueId: league.id,
      });
      await post(`${base}/api/admin/fill-league/${league.id}`, token, { numTeams: 8, numWeeks: 4 });
      await post(`${base}/api/leagues/${league.id}/schedule-draft`, token, {
        draftDateTime: '2030-12-24T18:00:00Z',
        draftType: 'auction',
        bidSeconds: 15,
      });
      const started = await post<DraftStatusResponse>(`${base}/api/draft/start`, token, {
        leagueId: league.id,
      });
      expect(started.type).toBe('auction');
      const live = await connectLive(base, league.id);
      live.send({ type: 'join', token });
      await live.next('draftState');
      // The commissioner nominates for the team on the clock (a bot's, or their own).
      const [player] = started.available;
      live.send({ type: 'nominate', player: player!.id, amount: 3 });
      const { state: up } = await live.next('draftState', (m) => m.state.auction?.lot !== null);
      const lot = up.auction!.lot!;
      if (lot.highTeamId !== own.id) {
        live.send({ type: 'bid', lot: lot.number, amount: 9, beats: lot.highBid });
        await live.next('draftState', (m) => m.state.auction?.lot?.highTeamId === own.id);
      }
      const acknowledged = (
        await get<DraftStatusResponse>(`${base}/api/draft/status?leagueId=${league.id}`, token)
      ).auction!.lot!;

      first.child.kill('SIGKILL');
      await once(first.child, 'exit');

      const second = startServer({ DATA_DIR: auctionDir, PORT: '0', HOST: '127.0.0.1' });
      try {
        const again = await readyUrl(second.output);
        const after = await get<DraftStatusResponse>(
          `${again}/api/draft/status?leagueId=${league.id}`,
          token,
        );
        // On a slow machine the restart may outlast the bid clock, and the new process has sold
        // the player already; either way the sale below is at the acknowledged bid.
        if (after.picks.length === 0) {
          expect(after.auction!.lot).toMatchObject({
            number: acknowledged.number,
            highBid: acknowledged.highBid,
            highTeamId: own.id,
            deadline: acknowledged.deadline,
          });
        }
        // The clock resumed on the new process: the player is sold at the acknowledged bid.
        const back = await connectLive(again, league.id);
        back.send({ type: 'join', token });
        const { state: sold } = await back.next(
          'draftState',
          (m) => m.state.picks.length === 1,
          30_000,
        );
        expect(sold.picks[0]).toMatchObject({
          teamId: own.id,
          price: acknowledged.highBid,
          player: { id: player!.id },
        });
        const team = await get<Team>(`${again}/api/teams/${own.id}`, token);
        const ids = [...Object.values(team.players).flat()].map(
          (p) => (p as { id: string } | null)?.id,
        );
        expect(ids).toContain(player!.id);
        expect(user.id).toBeTruthy();
        await back.close();
      } finally {
        second.child.kill('SIGTERM');
        await once(second.child, 'exit');
      }
    } finally {
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
      await rm(auctionDir, { recursive: true, force: true });
    }
  }, 120_000);
});
