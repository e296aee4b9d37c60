import { sql } from 'drizzle-orm';
import { playerRegionsFor } from '../../domain/regions';
import {
  isLocked,
  type LockMode,
  leagueTime,
  lockTime,
  lockWindow,
  type WeekWindow,
} from '../../domain/season-clock';
import type { LeagueRegion } from '../../domain/vocabulary';
import type { Db } from './client';
import { type ClockedLeague, clockOf } from './league-clock';
import type { LeagueRow } from './schema';

/** Which of some players are locked in a league now, and when each locks this week. */
export interface LineupLocks {
  /** League time the locks were read at. */
  now: number;
  /** The week whose locks apply; null before the season. */
  window: WeekWindow | null;
  /** When each player locks this week (league time), or null if he does not. */
  lockAt: ReadonlyMap<string, number | null>;
  isLocked(playerId: string): boolean;
  /** The earliest lock still to come among these players. */
  nextLockAt: number | null;
}

type LockedLeague = ClockedLeague &
  Pick<LeagueRow, 'regions' | 'seasonStart' | 'lockMode' | 'championTeamId'>;

/**
 * The lock rule of src/domain/season-clock.ts applied to `playerIds` in `league` at real time
 * `realNow`, from the start times of their games (and, locking by week, of the week's first
 * game in the league's regions).
 */
export async function readLineupLocks(
  db: Db,
  league: LockedLeague,
  playerIds: readonly string[],
  realNow = Date.now(),
): Promise<LineupLocks> {
  const now = leagueTime(clockOf(league), realNow);
  // Once the champion is crowned the season is over: nothing locks, and no lock is to come.
  const window = league.championTeamId
    ? null
    : lockWindow(now, league.seasonStart?.getTime() ?? null);
  const mode = league.lockMode as LockMode;
  const firstGames = new Map<string, number>();
  let weekFirstGame: number | null = null;
  if (window && playerIds.length > 0) {
    const start = new Date(window.start).toISOString();
    const end = new Date(window.end).toISOString();
    if (mode === 'week') {
      const regions = playerRegionsFor(league.regions as LeagueRegion[]);
      const result = (await db.execute(sql`
        select min(g.played_at) as first from pro_games g
        where g.region = any(${sql.param(regions)}::text[])
          and g.played_at >= ${start}::timestamptz and g.played_at < ${end}::timestamptz`)) as unknown as {
        rows: { first: string | Date | null }[];
      };
      const first = result.rows[0]?.first;
      weekFirstGame = first ? new Date(first).getTime() : null;
    } else {
      const result = (await db.execute(sql`
        select pg.player_id as "playerId", min(pg.played_at) as first from player_games pg
        where pg.player_id = any(${sql.param([...playerIds])}::uuid[])
          and pg.played_at >= ${start}::timestamptz and pg.played_at < ${end}::timestamptz
        group by pg.player_id`)) as unknown as {
        rows: { playerId: string; first: string | Date }[];
      };
      for (const row of result.rows) firstGames.set(row.playerId, new Date(row.first).getTime());
    }
  }
  const lockAt = new Map(
    playerIds.map((id) => {
      const first = firstGames.get(id);
      return [
        id,
        window ? lockTime(mode, window, first === undefined ? [] : [first], weekFirstGame) : null,
      ] as const;
    }),
  );
  const coming = [...lockAt.values()].filter((at): at is number => at !== null && at > now);
  return {
    now,
    window,
    lockAt,
    isLocked: (playerId) => window !== null && isLocked(lockAt.get(playerId) ?? null, window, now),
    nextLockAt: coming.length > 0 ? Math.min(...coming) : null,
  };
}
