import { sql } from 'drizzle-orm';
import type { RosterSlot } from '../../../domain/vocabulary';
import type { PlayerCore } from '../players/service';

/** A team with its roster and the points of its scored matchups, as `TEAM_JSON` builds it. */
export interface TeamJson {
  id: string;
  name: string;
  userId: string | null;
  owner: string | null;
  leagueId: string;
  points: number;
  roster: { slot: RosterSlot; player: PlayerCore }[];
}

// The player fields a roster shows (`PlayerCore`), under their names in the code.
const PLAYER_JSON = `json_build_object(
  'id', p.id, 'name', p.name, 'position', p.position, 'team', p.team, 'region', p.region,
  'homeLeague', p.home_league, 'imageUrl', p.image_url, 'fantasyPoints', p.fantasy_points,
  'gamesPlayed', p.games_played, 'kills', p.kills, 'deaths', p.deaths, 'assists', p.assists,
  'cs', p.cs, 'visionScore', p.vision_score, 'baronKills', p.baron_kills,
  'dragonKills', p.dragon_kills, 'turretKills', p.turret_kills)`;

/**
 * A team `t` (a row of teams) with its owner `u` (a row of users, or null) as a `TeamJson`:
 * the roster in the order players were added, and the points of its scored matchups.
 */
export const TEAM_JSON = sql.raw(`json_build_object(
  'id', t.id, 'name', t.name, 'userId', t.user_id, 'owner', u.username, 'leagueId', t.league_id,
  'points', coalesce((
    select round(sum(case when m.home_team_id = t.id then m.home_score
                          else m.away_score end)::numeric, 2)::float8
    from matchups m
    where m.league_id = t.league_id and m.completed
      and (m.home_team_id = t.id or m.away_team_id = t.id)), 0),
  'roster', coalesce((
    select json_agg(json_build_object('slot', tp.slot, 'player', ${PLAYER_JSON})
      order by tp.added_at, p.name)
    from team_players tp join players p on p.id = tp.player_id
    where tp.team_id = t.id), '[]'))`);
