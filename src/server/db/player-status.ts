import { sql } from 'drizzle-orm';
import { playerRegionsFor } from '../../domain/regions';
import { leagueTime, lockWindow } from '../../domain/season-clock';
import type { LeagueRegion, PlayerStatus } from '../../domain/vocabulary';
import { unrosteredStatus } from '../../domain/waivers';
import type { Db } from './client';
import { type ClockedLeague, clockOf } from './league-clock';
import type { LeagueRow } from './schema';

export interface PlayerStatusEntry {
  status: PlayerStatus;
  /** League time (ms) his waivers clear; null unless on waivers. */
  waiverUntil: number | null;
  teamId: string | null;
}

type StatusLeague = ClockedLeague & Pick<LeagueRow, 'id' | 'regions' | 'seasonStart'>;

/**
 * Where players stand in a league now (src/domain/waivers.ts): on a team, on waivers until a
 * clear, or free agents. All players of its regions, or only `playerIds`.
 */
export async function readPlayerStatuses(
  db: Db,
  league: StatusLeague,
  playerIds?: readonly string[],
  realNow = Date.now(),
): Promise<Map<string, PlayerStatusEntry>> {
  if (playerIds?.length === 0) return new Map();
  const now = leagueTime(clockOf(league), realNow);
  const window = lockWindow(now, league.seasonStart?.getTime() ?? null);
  const regions = playerRegionsFor(league.regions as LeagueRegion[]);
  const only = playerIds
    ? sql`and p.id = any(${sql.param([...playerIds])}::uuid[])`
    : sql`and p.region = any(${sql.param(regions)}::text[])`;
  const start = window ? new Date(window.start).toISOString() : null;
  const result = (await db.execute(sql`
    select p.id, tp.team_id as "teamId", w.until,
           (select min(pg.played_at) from player_games pg
            where pg.player_id = p.id and pg.played_at >= ${start}::timestamptz
              and pg.played_at <= ${new Date(now).toISOString()}::timestamptz) as "firstGame"
    from players p
    left join team_players tp on tp.league_id = ${league.id} and tp.player_id = p.id
    left join player_waivers w on w.league_id = ${league.id} and w.player_id = p.id
    where true ${only}`)) as unknown as {
    rows: {
      id: string;
      teamId: string | null;
      until: string | Date | null;
      firstGame: string | Date | null;
    }[];
  };
  const time = (value: string | Date | null) => (value === null ? null : new Date(value).getTime());
  return new Map(
    result.rows.map((row): [string, PlayerStatusEntry] => {
      if (row.teamId)
        return [row.id, { status: 'rostered', waiverUntil: null, teamId: row.teamId }];
      const found = unrosteredStatus({
        now,
        until: time(row.until),
        firstGameAt: window ? time(row.firstGame) : null,
        weekEnd: window?.end ?? null,
      });
      return [
        row.id,
        {
          status: found.status,
          waiverUntil: found.status === 'waivers' ? found.waiverUntil : null,
          teamId: null,
        },
      ];
    }),
  );
}
