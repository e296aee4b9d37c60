import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { leagues } from '../../src/server/db/schema';

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
