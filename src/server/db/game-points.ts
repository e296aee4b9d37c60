import { type SQL, sql } from 'drizzle-orm';
import {
  FAST_WIN_SECONDS,
  isDefaultScoring,
  type PlayerRule,
  type ScoringValues,
  type TeamRule,
} from '../../domain/scoring';

/**
 * A league's scoring values as the jsonb its statements read (`gamePointsSql`): `{}` while the
 * league keeps Riot's values, so its games' stored points apply unchanged.
 */
export const scoringJson = (values: ScoringValues): string =>
  isDefaultScoring(values) ? '{}' : JSON.stringify(values);

/** In a league page's SQL (read over the league's row): the league's values for `gamePointsSql`. */
export const LEAGUE_SCORING = sql.raw(`coalesce("leagues"."scoring", '{}'::jsonb)`);

/**
 * SQL: the points of the `player_games` row `pg` (an alias) under the scoring values `values`,
 * a jsonb expression as `scoringJson` writes it. The rules of src/domain/scoring.ts, rounded to
 * the cent per game as the importer rounds the stored points; with `{}`, the stored points.
 */
export function gamePointsSql(pg: string, values: SQL): SQL {
  const col = (name: string) => sql.raw(`${pg}.${name}`);
  const player = (rule: PlayerRule) => sql`(${values}->'player'->>${sql.raw(`'${rule}'`)})::float8`;
  const team = (rule: TeamRule) => sql`(${values}->'team'->>${sql.raw(`'${rule}'`)})::float8`;
  const count = (name: string) => sql`coalesce(${col(name)}, 0)`;
  return sql`(case
    when ${values} = '{}'::jsonb then ${col('points')}
    when ${col('position')} = 'TEAM' then round((
      case when ${col('win')} then ${team('win')} else 0 end
      + ${count('dragons')} * ${team('dragon')}
      + ${count('barons')} * ${team('baron')}
      + ${count('towers')} * ${team('tower')}
      + case when ${col('first_blood')} then ${team('firstBlood')} else 0 end
      + case when ${col('win')} and (select g.game_length_seconds from pro_games g
          where g.id = ${col('game_id')}) < ${sql.raw(String(FAST_WIN_SECONDS))}
        then ${team('fastWin')} else 0 end)::numeric, 2)::float8
    else round((
      ${col('kills')} * ${player('kill')}
      + ${col('deaths')} * ${player('death')}
      + ${col('assists')} * ${player('assist')}
      + ${count('cs')} * ${player('cs')}
      -- Only the highest multi-kill of a game counts.
      + case when ${count('penta_kills')} > 0 then ${player('pentaKill')}
          when ${count('quadra_kills')} > 0 then ${player('quadraKill')}
          when ${count('triple_kills')} > 0 then ${player('tripleKill')} else 0 end
      + case when ${col('kills')} >= 10 or ${col('assists')} >= 10
          then ${player('tenKillsOrAssists')} else 0 end)::numeric, 2)::float8
  end)`;
}
