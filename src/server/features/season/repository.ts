import { and, asc, eq, gt, inArray, min, sql } from 'drizzle-orm';
import type { Pairing } from '../../../domain/schedule';
import type { Db } from '../../db/client';
import { matchupStarters, matchups, players, proGames, teams, users } from '../../db/schema';
import { scoreWeeks, type WeekTarget } from './week-scoring';

// Winner and tie of a scored matchup, from its scores.
const DECIDE_WINNER = sql`
  winner_team_id = case when home_score > away_score then home_team_id
                        when away_score > home_score then away_team_id end,
  is_tie = home_score = away_score,
  winner_updated = true`;

export function createSeasonRepository(db: Db) {
  return {
    /** Days with pro games in the given regions, and the first game. */
    async gameDays(regions: string[]) {
      const day = sql<string>`to_char(${proGames.playedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const [days, [first]] = await Promise.all([
        db.selectDistinct({ day }).from(proGames).where(inArray(proGames.region, regions)),
        db
          .select({ first: min(proGames.playedAt) })
          .from(proGames)
          .where(inArray(proGames.region, regions)),
      ]);
      return {
        days: days.map((row) => new Date(`${row.day}T00:00:00Z`)),
        first: first?.first ?? null,
      };
    },

    matchupsOf(leagueId: string, week?: number) {
      return db
        .select()
        .from(matchups)
        .where(
          and(
            eq(matchups.leagueId, leagueId),
            week === undefined ? undefined : eq(matchups.week, week),
          ),
        )
        .orderBy(asc(matchups.week), asc(matchups.id));
    },

    /** Stored starters of the given matchups, with their players. */
    starters(matchupIds: string[]) {
      if (matchupIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          matchupId: matchupStarters.matchupId,
          teamId: matchupStarters.teamId,
          slot: matchupStarters.slot,
          points: matchupStarters.points,
          games: matchupStarters.games,
          player: {
            id: players.id,
            name: players.name,
            position: players.position,
            team: players.team,
          },
        })
        .from(matchupStarters)
        .innerJoin(players, eq(players.id, matchupStarters.playerId))
        .where(inArray(matchupStarters.matchupId, matchupIds));
    },

    teamsOf(leagueId: string) {
      return db
        .select({
          id: teams.id,
          name: teams.name,
          owner: sql<string>`coalesce(${users.username}, 'Bot')`,
        })
        .from(teams)
        .leftJoin(users, eq(users.id, teams.userId))
        .where(eq(teams.leagueId, leagueId))
        .orderBy(asc(teams.createdAt), asc(teams.id));
    },

    /** Weeks with at least one scored matchup: a new schedule keeps them. */
    async scoredWeeks(leagueId: string): Promise<number[]> {
      const rows = await db
        .selectDistinct({ week: matchups.week })
        .from(matchups)
        .where(and(eq(matchups.leagueId, leagueId), eq(matchups.completed, true)));
      return rows.map((row) => row.week).sort((a, b) => a - b);
    },

    async replaceUnscoredWeeks(leagueId: string, weeks: Map<number, Pairing[]>, keep: number[]) {
      await db
        .delete(matchups)
        .where(
          and(
            eq(matchups.leagueId, leagueId),
            keep.length > 0 ? sql`${matchups.week} not in ${keep}` : undefined,
          ),
        );
      const rows = [...weeks].flatMap(([week, pairings]) =>
        pairings.map((p) => ({ leagueId, week, homeTeamId: p.home, awayTeamId: p.away })),
      );
      if (rows.length > 0) await db.insert(matchups).values(rows);
    },

    /** Scores weeks of many leagues in one set-based statement; see `week-scoring.ts`. */
    scoreWeeks(targets: readonly WeekTarget[]) {
      return scoreWeeks(db, targets);
    },

    scoreWeek(
      leagueId: string,
      week: number,
      window: { start: Date; end: Date },
      weeksInSchedule: number,
    ) {
      return scoreWeeks(db, [
        { leagueId, week, start: window.start, end: window.end, weeksInSchedule },
      ]);
    },

    /** Winners and ties from the scores of the week's completed matchups. */
    async evaluateWins(leagueId: string, week: number) {
      await db.execute(sql`
        update matchups set ${DECIDE_WINNER}
        where league_id = ${leagueId} and week = ${week} and completed`);
    },

    /** Points each team scored in completed matchups. */
    async teamPoints(teamIds: string[]): Promise<Map<string, number>> {
      if (teamIds.length === 0) return new Map();
      const rows = await db.execute(sql`
        select team_id, round(sum(score)::numeric, 2)::float8 as points from (
          select home_team_id as team_id, home_score as score from matchups where completed and home_team_id in ${teamIds}
          union all
          select away_team_id, away_score from matchups where completed and away_team_id in ${teamIds}
        ) s group by team_id`);
      const list = (rows as unknown as { rows: { team_id: string; points: number }[] }).rows;
      return new Map(list.map((row) => [row.team_id, Number(row.points)]));
    },

    async lastWeek(leagueId: string): Promise<number> {
      const [row] = await db
        .select({ week: sql<number>`coalesce(max(${matchups.week}), 0)::int` })
        .from(matchups)
        .where(and(eq(matchups.leagueId, leagueId), gt(matchups.week, 0)));
      return row?.week ?? 0;
    },
  };
}

export type SeasonRepository = ReturnType<typeof createSeasonRepository>;
