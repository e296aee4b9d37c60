import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openMigratedDatabase } from '../../src/server/db/migrate';
import { describeEmbedded } from '../support/main-process';
import { queryRows } from '../support/sql';
import { testConfig } from '../support/test-app';

const run = promisify(execFile);
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rift-demo-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const demo = () =>
  run(process.execPath, ['--import', 'tsx', 'src/server/demo.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: '' },
  });

describeEmbedded('npm run demo', () => {
  it('creates a living league once and prints the logins', async () => {
    const first = await demo();
    expect(first.stdout).toContain(
      'Created Rift Demo League: 8 teams with drafted rosters, 11 weeks scheduled, weeks 1–3 final, week 4 live.',
    );
    expect(first.stdout).toContain('demo_commish');
    const second = await demo();
    expect(second.stdout).toContain('The demo league already exists');

    {
      // The app closes the database it is given.
      const database = await openMigratedDatabase({ dataDir });
      const app = await buildApp(testConfig(), { database });
      const login = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: 'demo_faker_fan', password: 'rift-demo-2025' },
      });
      const headers = { authorization: `Bearer ${login.json().token}` };
      const [league] = (await app.inject({ url: '/api/leagues/my-leagues', headers })).json();
      const standings = (
        await app.inject({ url: `/api/leagues/${league.id}/standings`, headers })
      ).json();
      expect(standings).toHaveLength(8);
      expect(
        standings.reduce(
          (games: number, row: { wins: number; losses: number; ties: number }) =>
            games + row.wins + row.losses + row.ties,
          0,
        ),
      ).toBe(24);
      const detail = (await app.inject({ url: `/api/leagues/${league.id}`, headers })).json();
      expect(
        detail.teams.every((team: { players: Record<string, unknown> }) =>
          ['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX'].every(
            (slot) => team.players[slot] !== null,
          ),
        ),
      ).toBe(true);
      // A replay at one week per day, in the middle of week 4: live points, some players locked.
      expect(detail.clock).toMatchObject({
        mode: 'replay',
        weekSeconds: 86400,
        paused: false,
        week: 4,
        weekStatus: 'live',
      });
      expect(detail.clock.games.played).toBeGreaterThan(0);
      expect(detail.clock.games.played).toBeLessThan(detail.clock.games.total);
      expect(detail.schedule.map((week: { status: string }) => week.status).slice(0, 5)).toEqual([
        'final',
        'final',
        'final',
        'live',
        'upcoming',
      ]);
      const week4 = (
        await app.inject({ url: `/api/leagues/${league.id}/matchups/4`, headers })
      ).json();
      expect(
        week4.every((m: { scored: boolean; completed: boolean }) => m.scored && !m.completed),
      ).toBe(true);
      expect(
        week4.some((m: { homeScore: number; awayScore: number }) => m.homeScore + m.awayScore > 0),
      ).toBe(true);
      const locks = await Promise.all(
        detail.teams.map(
          async (team: { id: string }) =>
            (await app.inject({ url: `/api/teams/${team.id}`, headers })).json().lineup.locks,
        ),
      );
      expect(locks.flat().some((lock: { locked: boolean }) => lock.locked)).toBe(true);
      // The rosters were drafted: no free-agent adds in the league's log, every player drafted.
      const log = (
        await app.inject({ url: `/api/leagues/${league.id}/transactions?type=add`, headers })
      ).json();
      expect(log.entries).toEqual([]);
      const acquired = await queryRows<{ acquired: string; players: number }>(
        database.db,
        sql`select acquired, count(*)::int as players from team_players
            where league_id = ${league.id} group by acquired`,
      );
      expect(acquired).toEqual([{ acquired: 'draft', players: 48 }]);
      await app.close();
    }
  }, 90_000);
});
