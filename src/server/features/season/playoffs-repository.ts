import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { PlayoffScore, Seeding } from '../../../domain/playoffs';
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

/** The playoffs' rows: the seeds and the champion on the league, the bracket's matchups. */
export function createPlayoffsRepository(db: Db) {
  return {
    /** The regular season's final results before week `before`, for the seeds. */
    regularResults(leagueId: string, before: number): Promise<WeekResult[]> {
      return db
        .select({
          week: matchups.week,
          homeTeamId: matchups.homeTeamId,
          awayTeamId: matchups.awayTeamId,
          homeScore: matchups.homeScore,
          awayScore: matchups.awayScore,
          completed: matchups.completed,
        })
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

    /** Each team's points in each week of the brackets, and the weeks already final. */
    async results(leagueId: string): Promise<{ scores: PlayoffScore[]; finalWeeks: number[] }> {
      const result = (await db.execute(sql`
        select m.week, s.team_id as "teamId", coalesce(s.points, 0) as points, m.completed
        from ${matchups} m
        cross join lateral (values (m.home_team_id, m.home_score), (m.away_team_id, m.away_score))
          as s(team_id, points)
        where m.league_id = ${leagueId} and m.stage <> 'regular'`)) as unknown as {
        rows: { week: number; teamId: string; points: number; completed: boolean }[];
      };
      return {
        scores: result.rows.map(({ week, teamId, points }) => ({ week, teamId, points })),
        finalWeeks: [...new Set(result.rows.filter((row) => row.completed).map((r) => r.week))],
      };
    },

    /** The bracket matchups already written, as `week home` keys. */
    async written(leagueId: string): Promise<Set<string>> {
      const rows = await db
        .select({ week: matchups.week, homeTeamId: matchups.homeTeamId })
        .from(matchups)
        .where(and(eq(matchups.leagueId, leagueId), ne(matchups.stage, 'regular')));
      return new Set(rows.map((row) => `${row.week} ${row.homeTeamId}`));
    },

    /**
     * Keeps the seeds, and clears the regular matchups of the playoff weeks not yet final: from
     * week `from` on, the weeks belong to the brackets.
     */
    async seed(leagueId: string, seeding: Seeding, from: number): Promise<void> {
      await db.update(leagues).set({ playoffSeeds: seeding }).where(eq(leagues.id, leagueId));
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

    async insert(rows: readonly BracketRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(matchups).values([...rows]);
    },

    async crown(leagueId: string, teamId: string): Promise<void> {
      await db.update(leagues).set({ championTeamId: teamId }).where(eq(leagues.id, leagueId));
    },
  };
}

export type PlayoffsRepository = ReturnType<typeof createPlayoffsRepository>;
