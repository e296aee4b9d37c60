import { and, asc, desc, eq, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PlayerPosition, PlayerRegion } from '../../../domain/vocabulary';
import type { Db } from '../../db/client';
import { leagueNowSql } from '../../db/league-clock';
import { changesOf, PAGE_LEAGUE_ID } from '../../db/league-pages';
import { type GamesScope, gamePointsIn, leagueScopeOf, playersUpTo } from '../../db/player-totals';
import { leagues, playerGames, players, playerWaivers, proGames } from '../../db/schema';
import { recomputePlayerTotals } from './totals-repository';

export interface PlayerFilters {
  regions?: PlayerRegion[];
  position?: PlayerPosition;
  team?: string;
  search?: string;
  limit: number;
  offset: number;
}

const RECENT_GAMES = 20;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Where a league's clock stands against the stored games. */
export interface LeagueReading {
  regions: string[];
  /** League time now. */
  leagueTime: Date;
  /** Fantasy weeks count from here (null: the regions' first game). */
  seasonStart: Date | null;
  /** The start of the last stored game that has happened for the league; null before any. */
  revealedAt: Date | null;
  /** The start of the last stored game of all; null with no games at all. */
  latestAt: Date | null;
  /** When a player's row last changed (an import, a recount, a picture). */
  playersChangedAt: Date | null;
  /** The league's scoring values as stored (null: Riot's). */
  scoring: unknown;
  /** The league's change count (src/server/db/league-pages.ts): its rosters change it. */
  changes: number;
  /** The league's waiver periods, each player with its end, in one text; '' with none. */
  periods: string;
}

const dateOrNull = (value: unknown) => (value === null ? null : new Date(value as string));

/** The games the scope counts; every game without one. */
const playedBy = (scope: GamesScope | undefined) =>
  scope === undefined ? undefined : lte(playerGames.playedAt, scope.cutoff);

/** A game's points as the scope counts them; the stored points (Riot's values) without one. */
const pointsIn = (scope: GamesScope | undefined): SQL =>
  scope === undefined ? sql`${playerGames.points}` : gamePointsIn(scope);

export function createPlayersRepository(db: Db) {
  // Built once, run by name: PostgreSQL plans it once per connection.
  let readingPrepared: ReturnType<typeof prepareReading> | undefined;
  const prepareReading = () => {
    const now = leagueNowSql('leagues');
    return db
      .select({
        regions: leagues.regions,
        leagueTime: sql<string>`${now}`,
        seasonStart: leagues.seasonStart,
        scoring: leagues.scoring,
        revealedAt: sql<string | null>`(select max(pg.played_at) from ${playerGames} pg
          where pg.played_at <= ${now})`,
        latestAt: sql<string | null>`(select max(pg.played_at) from ${playerGames} pg)`,
        playersChangedAt: sql<string | null>`(select max(p.updated_at) from ${players} p)`,
        changes: changesOf(PAGE_LEAGUE_ID),
        periods: sql<string>`(select coalesce(string_agg(w.player_id || ' ' || extract(epoch from w.until),
            ',' order by w.player_id), '') from ${playerWaivers} w where w.league_id = ${PAGE_LEAGUE_ID})`,
      })
      .from(leagues)
      .where(eq(leagues.id, sql.placeholder('leagueId')))
      .prepare('league_reading');
  };

  /** The player; with a league's `scope`, his totals count the games as the league does. */
  const findById = async (id: string, scope?: GamesScope) => {
    if (scope === undefined) {
      const [row] = await db.select().from(players).where(eq(players.id, id));
      return row;
    }
    const upTo = playersUpTo(db, scope);
    const [row] = await db
      .select(upTo.columns)
      .from(players)
      .innerJoinLateral(upTo.totals, sql`true`)
      .where(eq(players.id, id));
    return row;
  };

  return {
    /** Every player's season totals from their stored games (or one player's). */
    recomputeTotals: (playerId?: string) => recomputePlayerTotals(db, playerId),

    /** Real team names (the rows of position TEAM), those of the given regions first. */
    async organisationNames(regions: readonly string[]): Promise<string[]> {
      const rows = await db
        .select({ name: players.name, region: players.region })
        .from(players)
        .where(eq(players.position, 'TEAM'))
        .orderBy(asc(players.name));
      const inRegion = rows.filter((row) => regions.includes(row.region)).map((row) => row.name);
      const elsewhere = rows.filter((row) => !regions.includes(row.region)).map((row) => row.name);
      return [...inRegion, ...elsewhere];
    },

    /**
     * Players matching the filters, best first, and how many match in all; with a league's
     * `scope`, their totals (and so the order) count the games as the league does.
     */
    async list(filters: PlayerFilters, scope?: GamesScope) {
      const conditions: (SQL | undefined)[] = [
        filters.regions ? inArray(players.region, filters.regions) : undefined,
        filters.position ? eq(players.position, filters.position) : undefined,
        filters.team
          ? ilike(
              players.team,
              filters.team.replace(/[\\%_]/g, (c) => `\\${c}`),
            )
          : undefined,
        filters.search
          ? or(
              ilike(players.name, likePattern(filters.search)),
              ilike(players.team, likePattern(filters.search)),
            )
          : undefined,
      ];
      const where = and(...conditions);
      const upTo = scope === undefined ? undefined : playersUpTo(db, scope);
      const [rows, [total]] = await Promise.all([
        upTo
          ? db
              .select(upTo.columns)
              .from(players)
              .innerJoinLateral(upTo.totals, sql`true`)
              .where(where)
              .orderBy(desc(upTo.totals.fantasyPoints), asc(players.name))
              .limit(filters.limit)
              .offset(filters.offset)
          : db
              .select()
              .from(players)
              .where(where)
              .orderBy(desc(players.fantasyPoints), asc(players.name))
              .limit(filters.limit)
              .offset(filters.offset),
        db.select({ count: sql<number>`count(*)::int` }).from(players).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    findById,

    /** The player with his totals as they stand on the league's clock. */
    findInLeague: (id: string, leagueId: string) => findById(id, leagueScopeOf(leagueId)),

    /**
     * The league's regions, where its clock stands against the stored games, and what its
     * players' statuses depend on, in one statement; undefined when there is no such league.
     */
    async leagueReading(leagueId: string): Promise<LeagueReading | undefined> {
      readingPrepared ??= prepareReading();
      const [row] = await readingPrepared.execute({ leagueId });
      if (!row) return undefined;
      return {
        regions: row.regions,
        leagueTime: new Date(row.leagueTime),
        seasonStart: row.seasonStart,
        revealedAt: dateOrNull(row.revealedAt),
        latestAt: dateOrNull(row.latestAt),
        playersChangedAt: dateOrNull(row.playersChangedAt),
        scoring: row.scoring,
        changes: Number(row.changes),
        periods: row.periods,
      };
    },

    /**
     * The player's latest games, newest first, each with its points; with a league's `scope`,
     * only those it counts, worth what they are worth there.
     */
    recentGames(playerId: string, scope?: GamesScope) {
      return db
        .select({
          line: playerGames,
          points: sql<number>`${pointsIn(scope)}`,
          league: proGames.league,
          split: proGames.split,
          playoffs: proGames.playoffs,
          gameLengthSeconds: proGames.gameLengthSeconds,
        })
        .from(playerGames)
        .innerJoin(proGames, eq(proGames.id, playerGames.gameId))
        .where(and(eq(playerGames.playerId, playerId), playedBy(scope)))
        .orderBy(desc(playerGames.playedAt), desc(playerGames.gameId))
        .limit(RECENT_GAMES);
    },

    /**
     * Points per calendar week (Monday to Sunday, UTC), oldest first; with a league's `scope`, of
     * the games it counts, worth what they are worth there.
     */
    weeklyPoints(playerId: string, scope?: GamesScope) {
      const weekStart = sql<string>`to_char(date_trunc('week', ${playerGames.playedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
      return db
        .select({
          weekStart,
          games: sql<number>`count(*)::int`,
          points: sql<number>`round(sum(${pointsIn(scope)})::numeric, 2)::float8`,
        })
        .from(playerGames)
        .where(and(eq(playerGames.playerId, playerId), playedBy(scope)))
        .groupBy(weekStart)
        .orderBy(weekStart);
    },

    async setImage(id: string, imageUrl: string | null) {
      const [row] = await db
        .update(players)
        .set({ imageUrl, updatedAt: new Date() })
        .where(eq(players.id, id))
        .returning();
      return row;
    },
  };
}

export type PlayersRepository = ReturnType<typeof createPlayersRepository>;
