import { sql } from 'drizzle-orm';
import type { Team } from '../../domain/contract/teams';
import type { RosterSlot } from '../../domain/vocabulary';
import type { PlayerCore } from './player-json';
import { playerJsonUpTo } from './player-totals';

/**
 * A team with its roster and the points of its final regular-season matchups, as `TEAM_JSON` builds it: the
 * fields it shares with the contract's `Team`, its owner's name (null for a bot team), and the
 * rows its roster and points are made from.
 */
export type TeamJson = Pick<Team, 'id' | 'name' | 'userId' | 'leagueId' | 'teamSlot'> & {
  owner: string | null;
  points: number;
  roster: { slot: RosterSlot; player: PlayerCore }[];
};

/**
 * A team `t` (a row of teams) with its owner `u` (a row of users, or null) as a `TeamJson`:
 * the roster in the order players were added, each player's totals as the league counts them
 * (games up to its time, under its scoring values), and the points of its final regular-season
 * matchups: the standings' points for, which leave the playoffs out (a team with a bye would
 * otherwise trail the others by a week).
 */
export const TEAM_JSON = sql`json_build_object(
  'id', t.id, 'name', t.name, 'userId', t.user_id, 'owner', u.username, 'leagueId', t.league_id,
  'teamSlot', (select l.roster_team_slot from leagues l where l.id = t.league_id),
  'points', coalesce((
    select round(sum(case when m.home_team_id = t.id then m.home_score
                          else m.away_score end)::numeric, 2)::float8
    from matchups m
    where m.league_id = t.league_id and m.completed and m.stage = 'regular'
      and (m.home_team_id = t.id or m.away_team_id = t.id)), 0),
  'roster', coalesce((
    select json_agg(json_build_object('slot', tp.slot, 'player', ${playerJsonUpTo('p', {
      cutoff: sql.raw('tl.now'),
      scoring: sql.raw('tl.scoring'),
    })})
      order by tp.added_at, p.name)
    from team_players tp join players p on p.id = tp.player_id
    cross join (select league_now(l) as now, coalesce(l.scoring, '{}'::jsonb) as scoring
                from leagues l where l.id = t.league_id) tl
    where tp.team_id = t.id), '[]'))`;
