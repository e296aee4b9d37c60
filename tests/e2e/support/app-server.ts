import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '../../../src/domain/contract/users';
import type { LeagueRegion } from '../../../src/domain/vocabulary';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/client';
import { migrateDatabase } from '../../../src/server/db/migrate';
import { leagueMembers, leagues } from '../../../src/server/db/schema';
import { importShippedData } from '../../../src/server/stats/shipped-data';

export interface AppServer {
  url: string;
  /** Registers a user through the real API. */
  register(user: { username: string; email: string; password: string }): Promise<AuthResponse>;
  /** Creates a league with the user as creator and member (no league API exists yet). */
  createLeague(userId: string, league: { name: string; regions?: LeagueRegion[] }): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real server on a fresh, throwaway PGlite directory with the shipped 2025 match data,
 * serving the web build (dist/web). Used by the Playwright web server and by `npm run shot`.
 */
export async function startAppServer(port: number): Promise<AppServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rift-e2e-'));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const config = loadConfig({
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_MAX: '1000',
    // Browsers, the build and this server share a few cores: a slow moment is not overload here.
    MAX_EVENT_LOOP_DELAY_MS: '60000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const database = await openDatabase(config);
  await migrateDatabase(database);
  // Real players (Faker, Chovy, Caps, …) for the player screens and their tests.
  await importShippedData(database);
  const app = await buildApp(config, { database });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;

  return {
    url: `http://127.0.0.1:${actualPort}`,
    async register(user) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: user,
      });
      if (response.statusCode !== 201) {
        throw new Error(`register ${user.username}: ${response.statusCode} ${response.body}`);
      }
      return response.json() as AuthResponse;
    },
    async createLeague(userId, { name, regions = ['KOREA'] }) {
      const [league] = await database.db
        .insert(leagues)
        .values({ name, creatorId: userId, regions, description: `${name}, seeded for tests` })
        .returning({ id: leagues.id });
      if (!league) throw new Error('league insert returned nothing');
      await database.db.insert(leagueMembers).values({ leagueId: league.id, userId });
      return league.id;
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
