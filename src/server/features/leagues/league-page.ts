import { sql } from 'drizzle-orm';
import { PLAYER_REGIONS_BY_LEAGUE_REGION } from '../../../domain/regions';
import { type Calendar, calendarJson } from '../season/repository';
import { TEAM_JSON, type TeamJson } from '../teams/team-json';
import { type LeaguePage, PAGE_LEAGUE_ID } from './repository';

// The statement behind a league's page, read with the league's row (see `findWithPage`):
// everything the page shows besides the row itself, as one JSON value built by PostgreSQL.

/** What `LEAGUE_PAGE` reads. */
export interface LeaguePageData {
  members: { id: string; username: string; avatar: string | null }[];
  draftStatus: string | null;
  pool: { total: number; available: number };
  /** In the league's order, each with its roster and the points of its scored matchups. */
  teams: TeamJson[];
  /** Each scheduled week, and whether it has been scored. */
  weeks: { week: number; completed: boolean }[];
  /** The pro games' calendar of the league's regions. */
  calendar: Calendar;
}

// The player regions of the league's regions, from the domain's table.
const PLAYER_REGIONS = sql.raw(`(select r.player_region from (values ${Object.entries(
  PLAYER_REGIONS_BY_LEAGUE_REGION,
)
  .flatMap(([league, players]) => players.map((player) => `('${league}', '${player}')`))
  .join(', ')}) r(league_region, player_region)
  where r.league_region = any("leagues"."regions"))`);

export const LEAGUE_PAGE: LeaguePage = {
  name: 'league_page',
  sql: sql`json_build_object(
    'members', coalesce((
      select json_agg(json_build_object('id', u.id, 'username', u.username, 'avatar', u.avatar)
        order by m.joined_at, m.user_id)
      from league_members m join users u on u.id = m.user_id
      where m.league_id = ${PAGE_LEAGUE_ID}), '[]'),
    'draftStatus', (select d.status from drafts d where d.league_id = ${PAGE_LEAGUE_ID}),
    'pool', (
      select json_build_object('total', pool.total, 'available', pool.total - (
        select count(*) from team_players tp join players p on p.id = tp.player_id
        where tp.league_id = ${PAGE_LEAGUE_ID} and p.region in ${PLAYER_REGIONS}))
      from (select count(*) as total from players p where p.region in ${PLAYER_REGIONS}) pool),
    'teams', coalesce((
      select json_agg(${TEAM_JSON} order by t.created_at, t.id)
      from teams t left join users u on u.id = t.user_id
      where t.league_id = ${PAGE_LEAGUE_ID}), '[]'),
    'weeks', coalesce((
      select json_agg(json_build_object('week', w.week, 'completed', w.completed) order by w.week)
      from (select m.week, bool_or(m.completed) as completed from matchups m
            where m.league_id = ${PAGE_LEAGUE_ID} and m.week > 0 group by m.week) w), '[]'),
    'calendar', ${calendarJson(PLAYER_REGIONS)})`,
};
