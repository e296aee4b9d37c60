import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/client';
import { leagues } from '../../src/server/db/schema';
import { requester } from './factories';
import { until } from './until';

/**
 * Puts a league's clock at league time `at`: a replay at real pace, paused there unless told.
 * `due` makes the clock's work due now, for a test that runs a round of clocks itself; otherwise
 * none is due.
 */
export async function standAt(
  db: Db,
  leagueId: string,
  at: number,
  { paused = true, due = false } = {},
): Promise<void> {
  const now = new Date();
  await db
    .update(leagues)
    .set({
      clockMode: 'replay',
      replayAnchorAt: new Date(at),
      replayAnchorReal: now,
      weekSeconds: 604800,
      pausedAt: paused ? now : null,
      clockDueAt: due ? now : null,
    })
    .where(eq(leagues.id, leagueId));
}

/**
 * Runs `round` (league clocks driven by the test, outside the app) and waits until `app` has
 * heard of it. The round tells every instance to drop its cached reads of the league, and
 * PostgreSQL delivers that a moment after the commit; until then the app may answer from memory.
 * The league's page, read once before the round, shows when the drop has arrived.
 */
export async function heardBy<T>(
  app: FastifyInstance,
  league: { leagueId: string; token: string },
  round: () => Promise<T>,
): Promise<T> {
  const probe = () => requester(app)('GET', `/api/leagues/${league.leagueId}`, league.token);
  await probe();
  const result = await round();
  await until(probe, (answer) => answer.headers['x-read-cache'] !== 'hit');
  return result;
}
