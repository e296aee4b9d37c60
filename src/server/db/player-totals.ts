import { type AnyColumn, and, eq, getTableColumns, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { leagueNowSql } from './league-clock';
import { playerGames, players } from './schema';

// Inside a league, a player's totals count only the games that have happened on its clock
// (played at or before league time); outside, the stored season totals count every game
// (`recomputePlayerTotals`, players feature). Every read of a league's players takes its
// totals from here.

/** A moment games are counted up to: a time, or SQL that gives one inside the statement. */
export type GamesCutoff = Date | SQL;

/**
 * SQL: league time now of the league `leagueId` (a value, or a column of the statement), read
 * from its row in the statement itself. Inside a league, a game counts once it is at or before
 * this moment.
 */
export const leagueTimeOf = (leagueId: string | AnyColumn): SQL =>
  sql`(select ${leagueNowSql('l')} from leagues l where l.id = ${leagueId})`;

/**
 * The player's totals (the `players` row of the statement) over his games played at or before
 * `cutoff`, as a subquery to join laterally: one row, zeros before his first game. Each sum
 * is the one `recomputePlayerTotals` stores, so with every game counted they are equal. The
 * names differ from the columns of `players`, which the statement reads beside them.
 */
function totalsUpTo(db: Db, cutoff: GamesCutoff) {
  const pg = playerGames;
  return db
    .select({
      gamesPlayed: sql<number>`count(*)::int`.as('up_to_games_played'),
      kills: sql<number>`coalesce(sum(${pg.kills}), 0)::int`.as('up_to_kills'),
      deaths: sql<number>`coalesce(sum(${pg.deaths}), 0)::int`.as('up_to_deaths'),
      assists: sql<number>`coalesce(sum(${pg.assists}), 0)::int`.as('up_to_assists'),
      cs: sql<number>`coalesce(sum(${pg.cs}), 0)::int`.as('up_to_cs'),
      visionScore: sql<number>`coalesce(sum(${pg.visionScore}), 0)::float8`.as(
        'up_to_vision_score',
      ),
      baronKills: sql<number>`coalesce(sum(${pg.barons}), 0)::int`.as('up_to_baron_kills'),
      dragonKills: sql<number>`coalesce(sum(${pg.dragons}), 0)::int`.as('up_to_dragon_kills'),
      turretKills: sql<number>`coalesce(sum(${pg.towers}), 0)::int`.as('up_to_turret_kills'),
      fantasyPoints: sql<number>`round(coalesce(sum(${pg.points}), 0)::numeric, 2)::float8`.as(
        'up_to_fantasy_points',
      ),
      lastGameAt: sql<Date | null>`max(${pg.playedAt})`
        .mapWith(pg.playedAt)
        .as('up_to_last_game_at'),
    })
    .from(pg)
    .where(and(eq(pg.playerId, players.id), lte(pg.playedAt, cutoff)))
    .as('totals');
}

/**
 * Players as of `cutoff`: every column of a `PlayerRow`, the season totals counted only over
 * games up to then. The one place a league's reads get their players' points from:
 * `db.select(upTo.columns).from(players).innerJoinLateral(upTo.totals, sql`true`)`, ordered by
 * `upTo.totals.fantasyPoints` for "best first".
 */
export function playersUpTo(db: Db, cutoff: GamesCutoff) {
  const totals = totalsUpTo(db, cutoff);
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
