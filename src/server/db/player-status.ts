import { sql } from 'drizzle-orm';
import { leagueTime } from '../../domain/season-clock';
import type { PlayerStatus } from '../../domain/vocabulary';
import { startedGamesSpan, unrosteredStatus } from '../../domain/waivers';
import type { Db } from './client';
import { type ClockedLeague, clockOf } from './league-clock';
import type { LeagueRow } from './schema';

export interface PlayerStatusEntry {
  status: PlayerStatus;
  /** League time (ms) his waivers clear; null unless on waivers. */
  waiverUntil: number | null;
  teamId: string | null;
}

/** A league at a moment of its clock: what statuses are read at. */
export interface StatusMoment {
  leagueId: string;
  /** League time (ms). */
  now: number;
  /** The league's season start (ms), before which nothing locks; null for its first game. */
  seasonStart: number | null;
}

/** A league's moment now, from its row. */
export const statusMoment = (
  league: ClockedLeague & Pick<LeagueRow, 'id' | 'seasonStart'>,
  realNow = Date.now(),
): StatusMoment => ({
  leagueId: league.id,
  now: leagueTime(clockOf(league), realNow),
  seasonStart: league.seasonStart?.getTime() ?? null,
});

/** Where the players of a league stand; a player it does not name is a free agent. */
export interface PlayerStatuses {
  of(playerId: string): PlayerStatusEntry;
}

const FREE: PlayerStatusEntry = { status: 'free', waiverUntil: null, teamId: null };

/**
 * Where players stand in a league now (src/domain/waivers.ts): on a team, on waivers until a
 * clear, or free agents. Three small reads, whatever the size of the pool: the league's
 * rosters, its waiver periods, and the players who have played so far this week (and, until
 * Monday's clear, last week).
 */
export async function readPlayerStatuses(
  db: Db,
  { leagueId, now, seasonStart }: StatusMoment,
): Promise<PlayerStatuses> {
  const span = startedGamesSpan(now, seasonStart);
  const result = (await db.execute(sql`
    select tp.player_id as "playerId", tp.team_id as "teamId", null::timestamptz as until,
           null::timestamptz as last
    from team_players tp where tp.league_id = ${leagueId}
    union all
    select w.player_id, null, w.until, null from player_waivers w where w.league_id = ${leagueId}
    union all
    select pg.player_id, null, null, max(pg.played_at) from player_games pg
    where ${span !== null}
      and pg.played_at >= ${span ? new Date(span.since).toISOString() : null}::timestamptz
      and pg.played_at <= ${new Date(now).toISOString()}::timestamptz
    group by pg.player_id`)) as unknown as {
    rows: {
      playerId: string;
      teamId: string | null;
      until: string | Date | null;
      last: string | Date | null;
    }[];
  };
  const teams = new Map<string, string>();
  const periods = new Map<string, number>();
  const started = new Map<string, number>();
  for (const row of result.rows) {
    if (row.teamId) teams.set(row.playerId, row.teamId);
    else if (row.until !== null) periods.set(row.playerId, new Date(row.until).getTime());
    else if (row.last !== null) started.set(row.playerId, new Date(row.last).getTime());
  }
  return {
    of(playerId) {
      const teamId = teams.get(playerId);
      if (teamId) return { status: 'rostered', waiverUntil: null, teamId };
      const until = periods.get(playerId) ?? null;
      const lastGameAt = started.get(playerId) ?? null;
      if (until === null && lastGameAt === null) return FREE;
      const found = unrosteredStatus({ now, until, lastGameAt, week: span?.week ?? null });
      return found.status === 'waivers'
        ? { status: 'waivers', waiverUntil: found.waiverUntil, teamId: null }
        : FREE;
    },
  };
}
