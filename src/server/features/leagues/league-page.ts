import { sql } from 'drizzle-orm';
import { PLAYER_REGIONS_BY_LEAGUE_REGION } from '../../../domain/regions';
import type { RosterSlot } from '../../../domain/roster';
import type { PlayerCore } from '../players/service';
import type { LeaguePage } from './repository';

// The statement behind a league's page, read with the league's row (see `findWithPage`):
// everything the page shows besides the row itself, as one JSON value built by PostgreSQL.

/** What `LEAGUE_PAGE` reads. */
export interface LeaguePageData {
  members: { id: string; username: string; avatar: string | null }[];
  draftStatus: string | null;
  pool: { total: number; available: number };
  /** In the league's order, each with its roster and the points of its scored matchups. */
  teams: {
    id: string;
    name: string;
    userId: string | null;
    owner: string | null;
    points: number;
    roster: { slot: RosterSlot; player: PlayerCore }[];
  }[];
  /** Each scheduled week, and whether it has been scored. */
  weeks: { week: number; completed: boolean }[];
  /** Days (YYYY-MM-DD, UTC) with pro games in the league's regions, and the first game. */
  calendar: { days: string[]; first: string | null };
}

const LEAGUE_ID = sql.raw('"leagues"."id"');

// The player regions of the league's regions, from the domain's table.
const PLAYER_REGIONS = sql.raw(`(select r.player_region from (values ${Object.entries(
  PLAYER_REGIONS_BY_LEAGUE_REGION,
)
  .flatMap(([league, players]) => players.map((player) => `('${league}', '${player}')`))
  .join(', ')}) r(league_region, player_region)
  where r.league_region = any("leagues"."regions"))`);

// The player fields a roster shows (`PlayerCore`), under their names in the code.
const PLAYER_JSON = sql.raw(`json_build_object(
  'id', p.id, 'name', p.name, 'position', p.position, 'team', p.team, 'region', p.region,
  'homeLeague', p.home_league, 'imageUrl', p.image_url, 'fantasyPoints', p.fantasy_points,
  'gamesPlayed', p.games_played, 'kills', p.kills, 'deaths', p.deaths, 'assists', p.assists,
  'cs', p.cs, 'visionScore', p.vision_score, 'baronKills', p.baron_kills,
  'dragonKills', p.dragon_kills, 'turretKills', p.turret_kills)`);

export const LEAGUE_PAGE: LeaguePage = {
  name: 'league_page',
  sql: sql`json_build_object(
    'members', coalesce((
      select json_agg(json_build_object('id', u.id, 'username', u.username, 'avatar', u.avatar)
        order by m.joined_at, m.user_id)
      from league_members m join users u on u.id = m.user_id
      where m.league_id = ${LEAGUE_ID}), '[]'),
    'draftStatus', (select d.status from drafts d where d.league_id = ${LEAGUE_ID}),
    'pool', (
      select json_build_object('total', pool.total, 'available', pool.total - (
        select count(*) from team_players tp join players p on p.id = tp.player_id
        where tp.league_id = ${LEAGUE_ID} and p.region in ${PLAYER_REGIONS}))
      from (select count(*) as total from players p where p.region in ${PLAYER_REGIONS}) pool),
    'teams', coalesce((
      select json_agg(json_build_object(
        'id', t.id, 'name', t.name, 'userId', t.user_id, 'owner', u.username,
        'points', coalesce((
          select round(sum(case when m.home_team_id = t.id then m.home_score
                                else m.away_score end)::numeric, 2)::float8
          from matchups m
          where m.league_id = ${LEAGUE_ID} and m.completed
            and (m.home_team_id = t.id or m.away_team_id = t.id)), 0),
        'roster', coalesce((
          select json_agg(json_build_object('slot', tp.slot, 'player', ${PLAYER_JSON})
            order by tp.added_at, p.name)
          from team_players tp join players p on p.id = tp.player_id
          where tp.team_id = t.id), '[]'))
        order by t.created_at, t.id)
      from teams t left join users u on u.id = t.user_id
      where t.league_id = ${LEAGUE_ID}), '[]'),
    'weeks', coalesce((
      select json_agg(json_build_object('week', w.week, 'completed', w.completed) order by w.week)
      from (select m.week, bool_or(m.completed) as completed from matchups m
            where m.league_id = ${LEAGUE_ID} and m.week > 0 group by m.week) w), '[]'),
    'calendar', (
      select json_build_object('days', coalesce(json_agg(d.day order by d.day), '[]'),
                               'first', min(d.first))
      from (select to_char(day, 'YYYY-MM-DD') as day, first
            from (select date_trunc('day', g.played_at at time zone 'UTC') as day,
                         min(g.played_at) as first
                  from pro_games g where g.region in ${PLAYER_REGIONS} group by 1) by_day) d))`,
};
