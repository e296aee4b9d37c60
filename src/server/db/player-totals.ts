import { and, eq, getTableColumns, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { gamePointsSql, LEAGUE_SCORING } from './game-points';
import { leagueNowSql } from './league-clock';
import { playerJson } from './player-json';
import { playerGames, players } from './schema';

// Inside a league, a player's totals count only the games that have happened on its clock
// (played at or before league time), each game's points under the league's scoring values;
// outside, the stored season totals count every game under Riot's values
// (`recomputePlayerTotals`, players feature). Every read of a league's players takes its
// totals from here.

/** A moment games are counted up to: a time, or SQL that gives one inside the statement. */
export type GamesCutoff = Date | SQL;

/**
 * How a league counts its players' games: those played up to `cutoff`, each worth its points
 * under `scoring` (a jsonb expression as `scoringJson` writes it: `{}` for Riot's values).
 */
export interface GamesScope {
  cutoff: GamesCutoff;
  scoring: SQL;
}

/**
 * How a league counts games when its reads already hold its time and its scoring values (as
 * `scoringJson` writes them): the games up to `cutoff`, each worth its points under those values.
 */
export const scopeAt = (cutoff: Date, values: string): GamesScope => ({
  cutoff,
  scoring: sql`${values}::jsonb`,
});

/**
 * SQL: league time now of the league `leagueId`, read from its row in the statement itself.
 * Inside a league, a game counts once it is at or before this moment.
 */
export const leagueTimeOf = (leagueId: string): SQL =>
  sql`(select ${leagueNowSql('l')} from leagues l where l.id = ${leagueId})`;

/** How the league `leagueId` counts games, read once by the statement. */
export const leagueScopeOf = (leagueId: string): GamesScope => ({
  cutoff: leagueTimeOf(leagueId),
  scoring: sql`(select coalesce(l.scoring, '{}'::jsonb) from leagues l where l.id = ${leagueId})`,
});

/**
 * How the league of the statement's `leagues` row counts games: for a statement over the games
 * of several leagues, which joins each one's row (a subquery per league would run per game).
 */
export const joinedLeagueScope = (): GamesScope => ({
  cutoff: sql`${leagueNowSql('leagues')}`,
  scoring: LEAGUE_SCORING,
});

/** SQL: the points of the `player_games` row of the statement under the scope's values. */
export const gamePointsIn = (scope: GamesScope): SQL =>
  gamePointsSql('player_games', scope.scoring);

/**
 * The player's totals (the `players` row of the statement) over the games the scope counts, as
 * a subquery to join laterally: one row, zeros before his first game. Each sum is the one
 * `recomputePlayerTotals` stores, so with every game counted under Riot's values they are
 * equal. The names differ from the columns of `players`, which the statement reads beside them.
 */
function totalsUpTo(db: Db, scope: GamesScope) {
  const pg = playerGames;
  const sum = (field: TotalField) => totalSql(field, scope);
  return db
    .select({
      gamesPlayed: sql<number>`${sum('gamesPlayed')}`.as('up_to_games_played'),
      kills: sql<number>`${sum('kills')}`.as('up_to_kills'),
      deaths: sql<number>`${sum('deaths')}`.as('up_to_deaths'),
      assists: sql<number>`${sum('assists')}`.as('up_to_assists'),
      cs: sql<number>`${sum('cs')}`.as('up_to_cs'),
      visionScore: sql<number>`${sum('visionScore')}`.as('up_to_vision_score'),
      baronKills: sql<number>`${sum('baronKills')}`.as('up_to_baron_kills'),
      dragonKills: sql<number>`${sum('dragonKills')}`.as('up_to_dragon_kills'),
      turretKills: sql<number>`${sum('turretKills')}`.as('up_to_turret_kills'),
      fantasyPoints: sql<number>`${sum('fantasyPoints')}`.as('up_to_fantasy_points'),
      lastGameAt: sql<Date | null>`max(${pg.playedAt})`
        .mapWith(pg.playedAt)
        .as('up_to_last_game_at'),
    })
    .from(pg)
    .where(and(eq(pg.playerId, players.id), lte(pg.playedAt, scope.cutoff)))
    .as('totals');
}

type TotalField =
  | 'gamesPlayed'
  | 'kills'
  | 'deaths'
  | 'assists'
  | 'cs'
  | 'visionScore'
  | 'baronKills'
  | 'dragonKills'
  | 'turretKills'
  | 'fantasyPoints';

// Each total as SQL over the player's games `player_games` (read as `player_games` or an alias
// of that name): the sums `recomputePlayerTotals` stores. The points are the scope's (`totalSql`).
const SUMS: Record<Exclude<TotalField, 'fantasyPoints'>, string> = {
  gamesPlayed: 'count(*)::int',
  kills: 'coalesce(sum("player_games"."kills"), 0)::int',
  deaths: 'coalesce(sum("player_games"."deaths"), 0)::int',
  assists: 'coalesce(sum("player_games"."assists"), 0)::int',
  cs: 'coalesce(sum("player_games"."cs"), 0)::int',
  visionScore: 'coalesce(sum("player_games"."vision_score"), 0)::float8',
  baronKills: 'coalesce(sum("player_games"."barons"), 0)::int',
  dragonKills: 'coalesce(sum("player_games"."dragons"), 0)::int',
  turretKills: 'coalesce(sum("player_games"."towers"), 0)::int',
};

/** SQL: one total over the player's games that the scope counts. */
const totalSql = (field: TotalField, scope: GamesScope): SQL =>
  field === 'fantasyPoints'
    ? sql`round(coalesce(sum(${gamePointsIn(scope)}), 0)::numeric, 2)::float8`
    : sql.raw(SUMS[field]);

const TOTAL_FIELDS = [...Object.keys(SUMS), 'fantasyPoints'] as TotalField[];

/**
 * SQL: the player row `alias` as a `PlayerCore` JSON object (as `playerJson`) whose totals
 * count only the games the scope counts.
 */
export function playerJsonUpTo(alias: string, scope: GamesScope): SQL {
  const totals = sql.join(
    TOTAL_FIELDS.map((field) => sql`${sql.raw(`'${field}'`)}, ${totalSql(field, scope)}`),
    sql`, `,
  );
  return sql`(select ${sql.raw(playerJson(alias))}::jsonb || json_build_object(${totals})::jsonb
    from player_games where player_games.player_id = ${sql.raw(alias)}.id
      and player_games.played_at <= ${scope.cutoff})`;
}

/**
 * Players as a league counts them: every column of a `PlayerRow`, the season totals counted
 * over the games of the scope. The one place a league's reads get their players' points from:
 * `db.select(upTo.columns).from(players).innerJoinLateral(upTo.totals, sql`true`)`, ordered by
 * `upTo.totals.fantasyPoints` for "best first".
 */
export function playersUpTo(db: Db, scope: GamesScope) {
  const totals = totalsUpTo(db, scope);
  const { gamesPlayed, kills, deaths, assists, cs, visionScore } = totals;
  const { baronKills, dragonKills, turretKills, fantasyPoints, lastGameAt } = totals;
  return {
    columns: {
      ...getTableColumns(players),
      fantasyPoints,
      gamesPlayed,
      kills,
      deaths,
      assists,
      cs,
      visionScore,
      baronKills,
      dragonKills,
      turretKills,
      lastGameAt,
    },
    totals,
  };
}
