import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PlayerPosition, PlayerRegion } from '../../../domain/vocabulary';
import type { Db } from '../../db/client';
import { leagues, playerGames, players, proGames } from '../../db/schema';
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

export function createPlayersRepository(db: Db) {
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

    /** Players matching the filters, best first, and how many match in all. */
    async list(filters: PlayerFilters) {
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
      const [rows, [total]] = await Promise.all([
        db
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

    async findById(id: string) {
      const [row] = await db.select().from(players).where(eq(players.id, id));
      return row;
    },

    /** The regions of a league, or undefined when there is no such league. */
    async leagueRegions(leagueId: string) {
      const [row] = await db
        .select({ regions: leagues.regions })
        .from(leagues)
        .where(eq(leagues.id, leagueId));
      return row?.regions;
    },

    recentGames(playerId: string) {
      return db
        .select({
          line: playerGames,
          league: proGames.league,
          split: proGames.split,
          playoffs: proGames.playoffs,
          gameLengthSeconds: proGames.gameLengthSeconds,
        })
        .from(playerGames)
        .innerJoin(proGames, eq(proGames.id, playerGames.gameId))
        .where(eq(playerGames.playerId, playerId))
        .orderBy(desc(playerGames.playedAt), desc(playerGames.gameId))
        .limit(RECENT_GAMES);
    },

    /** Points per calendar week (Monday to Sunday, UTC), oldest first. */
    weeklyPoints(playerId: string) {
      const weekStart = sql<string>`to_char(date_trunc('week', ${playerGames.playedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
      return db
        .select({
          weekStart,
          games: sql<number>`count(*)::int`,
          points: sql<number>`round(sum(${playerGames.points})::numeric, 2)::float8`,
        })
        .from(playerGames)
        .where(eq(playerGames.playerId, playerId))
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
