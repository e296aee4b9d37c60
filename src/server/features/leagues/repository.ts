import { asc, eq, sql } from 'drizzle-orm';
import type { LeagueRegion, LeagueSummary } from '../../../domain/types';
import type { Db } from '../../db/client';
import { leagueMembers, leagues } from '../../db/schema';

// Nobody plays in more leagues than this at once; the list stays bounded.
const MY_LEAGUES_LIMIT = 100;

export function createLeaguesRepository(db: Db) {
  return {
    /** The user's leagues, oldest membership first, each with its member ids in join order. */
    async leaguesOf(userId: string): Promise<LeagueSummary[]> {
      const rows = await db
        .select({
          id: leagues.id,
          name: leagues.name,
          description: leagues.description,
          creatorId: leagues.creatorId,
          maxTeams: leagues.maxTeams,
          isPublic: leagues.isPublic,
          regions: leagues.regions,
          currentWeek: leagues.currentWeek,
          memberIds: sql<string[]>`array(
            select m.user_id::text from ${leagueMembers} m
            where m.league_id = ${leagues.id} order by m.joined_at, m.user_id)`,
        })
        .from(leagueMembers)
        .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
        .where(eq(leagueMembers.userId, userId))
        .orderBy(asc(leagueMembers.joinedAt), asc(leagues.id))
        .limit(MY_LEAGUES_LIMIT);
      return rows.map((row) => ({
        ...row,
        _id: row.id,
        // Without a creator the first member commands (spec §4).
        creatorId: row.creatorId ?? row.memberIds[0] ?? '',
        regions: row.regions as LeagueRegion[],
      }));
    },
  };
}

export type LeaguesRepository = ReturnType<typeof createLeaguesRepository>;
