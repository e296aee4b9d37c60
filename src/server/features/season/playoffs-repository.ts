import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Seeding } from '../../../domain/playoffs';
import type { WeekResult } from '../../../domain/standings';
import type { MatchupStage } from '../../../domain/vocabulary';
import type { Db } from '../../db/client';
import { leagues, matchups } from '../../db/schema';

/** A matchup of a bracket, as the playoffs write it. */
export interface BracketRow {
  leagueId: string;
  week: number;
  homeTeamId: string;
  awayTeamId: string;
  stage: MatchupStage;
  round: number;
}

const RESULT_COLUMNS = {
  week: matchups.week,
  homeTeamId: matchups.homeTeamId,
  awayTeamId: matchups.awayTeamId,
  homeScore: matchups.homeScore,
  awayScore: matchups.awayScore,
  completed: matchups.completed,
};

/** The playoffs' rows: the seeds and the champion on the league, the bracket's matchups. */
export function createPlayoffsRepository(db: Db) {
  const keepSeeding = async (leagueId: string, seeding: Seeding) => {
    await db.update(leagues).set({ playoffSeeds: seeding }).where(eq(leagues.id, leagueId));
  };
  return {
    /** The regular season's final results before week `before`, for the seeds. */
    regularResults(leagueId: string, before: number): Promise<WeekResult[]> {
      return db
        .select(RESULT_COLUMNS)
        .from(matchups)
        .where(
          and(
            eq(matchups.leagueId, leagueId),
            eq(matchups.stage, 'regular'),
            eq(matchups.completed, true),
            lt(matchups.week, before),
          ),
        );
    },

    /** Every matchup of the brackets, with its scores so far. */
    bracketResults(leagueId: string): Promise<WeekResult[]> {
      return db
        .select(RESULT_COLUMNS)
        .from(matchups)
        .where(and(eq(matchups.leagueId, leagueId), ne(matchups.stage, 'regular')));
    },

    /**
     * Keeps the seeds, and clears the regular matchups of the playoff weeks not yet final: from
     * week `from` on, the weeks belong to the brackets.
     */
    async seed(leagueId: string, seeding: Seeding, from: number): Promise<void> {
      await keepSeeding(leagueId, seeding);
      await db
        .delete(matchups)
        .where(
          and(
            eq(matchups.leagueId, leagueId),
            eq(matchups.stage, 'regular'),
            eq(matchups.completed, false),
            sql`${matchups.week} >= ${from}`,
          ),
        );
    },

    /**
     * Keeps the league's order with its coin flips: the standings list teams level on
     * everything by it.
     */
    keepSeeding,

    async insert(rows: readonly BracketRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(matchups).values([...rows]);
    },

    async crown(leagueId: string, teamId: string): Promise<void> {
      await db.update(leagues).set({ championTeamId: teamId }).where(eq(leagues.id, leagueId));
    },
  };
}

export type PlayoffsRepository = ReturnType<typeof createPlayoffsRepository>;
