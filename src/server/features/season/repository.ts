import { and, asc, eq, gt, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Pairing } from '../../../domain/schedule';
import { dayStart, type StoredSeasons } from '../../../domain/season-clock';
import type { WeekResult } from '../../../domain/standings';
import type { MatchupStage } from '../../../domain/vocabulary';
import { mondayOf } from '../../../domain/weeks';
import type { Db } from '../../db/client';
import { dueLeagues } from '../../db/due-leagues';
import { gamePointsSql, LEAGUE_SCORING } from '../../db/game-points';
import { leagueNowSql } from '../../db/league-clock';
import { type LeaguePage, PAGE_LEAGUE_ID } from '../../db/league-pages';
import {
  type Calendar,
  calendarJson,
  firstGameFrom,
  PLAYER_REGIONS_OF_LEAGUE,
} from '../../db/pro-calendar';
import {
  type LeagueRow,
  leagueMembers,
  type MatchupRow,
  matchupStarters,
  matchups,
  players,
  teamPlayers,
  teams,
  users,
} from '../../db/schema';
import { levelGoesHome, scoreWeeks, type WeekTarget } from './week-scoring-repository';

// Winner and tie of a scored matchup, from its scores; a level one-week playoff round is no
// tie (`levelGoesHome`).
const LEVEL_GOES_HOME = levelGoesHome(sql`matchups.stage`, sql`matchups.league_id`);
const DECIDE_WINNER = sql`
  winner_team_id = case when home_score > away_score then home_team_id
                        when away_score > home_score then away_team_id
                        when ${LEVEL_GOES_HOME} then home_team_id end,
  is_tie = home_score = away_score and not ${LEVEL_GOES_HOME},
  winner_updated = true`;

/** A matchup as the matchup pages show it. */
export type WeekMatchup = Pick<
  MatchupRow,
  | 'id'
  | 'week'
  | 'homeTeamId'
  | 'awayTeamId'
  | 'homeScore'
  | 'awayScore'
  | 'winnerTeamId'
  | 'completed'
  | 'winnerUpdated'
  | 'isTie'
> & { scored: boolean; countedTo: string | null; stage: MatchupStage };

export interface StarterPlayer {
  id: string;
  name: string;
  position: string;
  team: string;
}

/** Everything a week's matchup page needs, read in one statement. */
export interface WeekView {
  /** The last week with matchups (0 without any). */
  lastWeek: number;
  matchups: WeekMatchup[];
  teams: { id: string; name: string; owner: string }[];
  /** Stored starters of the week's final matchups. */
  stored: {
    matchupId: string;
    teamId: string;
    slot: string;
    points: number;
    games: number;
    player: StarterPlayer;
  }[];
  /** The games behind the scored matchups' points. */
  lines: {
    matchupId: string;
    teamId: string;
    slot: string;
    player: StarterPlayer;
    gameId: string;
    playedAt: string;
    opponent: string;
    win: boolean;
    points: number;
  }[];
  /** Who starts now, for the week's matchups not final. */
  current: { teamId: string; slot: string; player: StarterPlayer }[];
}

/**
 * The league's teams in the order they joined, each with its owner; `seeded`, each also with its
 * place in the seeds the league keeps (null before they are drawn), read over the league's own
 * row.
 */
const teamsJson = (seeded: boolean) => sql`coalesce((
  select json_agg(json_build_object('id', t.id, 'name', t.name, 'owner', coalesce(u.username, 'Bot')
      ${seeded ? sql`, 'seed', k.seed` : sql``})
    order by t.created_at, t.id)
  from ${teams} t left join ${users} u on u.id = t.user_id
  ${
    seeded
      ? sql`left join jsonb_array_elements_text("leagues"."playoff_seeds" -> 'seeds')
    with ordinality as k(team_id, seed) on k.team_id = t.id::text`
      : sql``
  }
  where t.league_id = ${PAGE_LEAGUE_ID}), '[]')`;
const TEAMS_JSON = teamsJson(false);

const STARTER_PLAYER_JSON = sql`json_build_object(
  'id', p.id, 'name', p.name, 'position', p.position, 'team', p.team)`;

/** The league's matchups of these stages (all, or only the final ones) as `WeekResult`s. */
const resultsJson = (stages: SQL, finalOnly: boolean) => sql`coalesce((
    select json_agg(json_build_object(
      'week', m.week, 'homeTeamId', m.home_team_id, 'awayTeamId', m.away_team_id,
      'homeScore', m.home_score, 'awayScore', m.away_score, 'completed', m.completed))
    from ${matchups} m
    where m.league_id = ${PAGE_LEAGUE_ID} and m.stage ${stages}
      ${finalOnly ? sql`and m.completed` : sql``}), '[]')`;
const REGULAR_RESULTS = resultsJson(sql`= 'regular'`, true);

/** What standings need: the teams and the regular season's final results (`StandingsInput`). */
export const STANDINGS_PAGE: LeaguePage = {
  name: 'standings_page',
  sql: sql`json_build_object('teams', ${teamsJson(true)}, 'results', ${REGULAR_RESULTS})`,
};

export interface StandingsInput {
  /**
   * `seed`: the team's place in the league's kept seeds (the playoffs', or the draw that crowned
   * a league without them); the standings list teams level on everything by it.
   */
  teams: (WeekView['teams'][number] & { seed: number | null })[];
  results: WeekResult[];
}

/** What the bracket needs: the standings' input and every matchup of the brackets. */
export const PLAYOFFS_PAGE: LeaguePage = {
  name: 'playoffs_page',
  sql: sql`json_build_object('teams', ${TEAMS_JSON}, 'results', ${REGULAR_RESULTS},
    'bracket', ${resultsJson(sql`<> 'regular'`, false)})`,
};

export interface PlayoffsInput extends StandingsInput {
  bracket: WeekResult[];
}

// A week's matchups with their teams and starters (`WeekView`); the week is a placeholder.
const WEEK_PAGE = sql`(
  with week_matchups as (
    select * from ${matchups} where league_id = ${PAGE_LEAGUE_ID} and week = ${sql.placeholder('week')})
  select json_build_object(
    'lastWeek', (select coalesce(max(m.week), 0) from ${matchups} m
      where m.league_id = ${PAGE_LEAGUE_ID} and m.week > 0),
    'matchups', coalesce((select json_agg(json_build_object(
        'id', m.id, 'week', m.week, 'homeTeamId', m.home_team_id,
        'awayTeamId', m.away_team_id, 'homeScore', m.home_score,
        'awayScore', m.away_score, 'winnerTeamId', m.winner_team_id,
        'completed', m.completed, 'winnerUpdated', m.winner_updated, 'isTie', m.is_tie,
        'scored', m.scored_at is not null, 'countedTo', m.counted_to, 'stage', m.stage)
        order by m.id)
      from week_matchups m), '[]'),
    'teams', ${TEAMS_JSON},
    'stored', coalesce((select json_agg(json_build_object(
        'matchupId', s.matchup_id, 'teamId', s.team_id, 'slot', s.slot,
        'points', s.points, 'games', s.games, 'player', ${STARTER_PLAYER_JSON}))
      from ${matchupStarters} s join ${players} p on p.id = s.player_id
      where s.matchup_id in (select id from week_matchups where completed)), '[]'),
    -- The games behind the points: those that started while the player held the slot.
    'lines', coalesce((select json_agg(json_build_object(
        'matchupId', m.id, 'teamId', h.team_id, 'slot', h.slot, 'player', ${STARTER_PLAYER_JSON},
        'gameId', pg.game_id, 'playedAt', pg.played_at, 'opponent', pg.opponent,
        'win', pg.win, 'points', ${gamePointsSql('pg', LEAGUE_SCORING)})
        order by pg.played_at, pg.game_id)
      from week_matchups m
      join lineup_history h on h.team_id in (m.home_team_id, m.away_team_id)
        and h.slot <> 'BENCH' and h.from_at <= m.counted_to
        and (h.to_at is null or h.to_at > m.window_start)
      join player_games pg on pg.player_id = h.player_id
        and pg.played_at >= greatest(m.window_start, h.from_at)
        and pg.played_at < least(m.window_end, coalesce(h.to_at, 'infinity'))
        and pg.played_at <= m.counted_to
      join ${players} p on p.id = h.player_id
      where m.scored_at is not null), '[]'),
    'current', coalesce((select json_agg(json_build_object(
        'teamId', tp.team_id, 'slot', tp.slot, 'player', ${STARTER_PLAYER_JSON}))
      from ${teamPlayers} tp join ${players} p on p.id = tp.player_id
      where tp.league_id = ${PAGE_LEAGUE_ID} and tp.slot <> 'BENCH'
        and exists (select 1 from week_matchups where not completed)), '[]')))`;

export const weekPage = (week: number): LeaguePage => ({
  name: 'week_page',
  sql: WEEK_PAGE,
  values: { week },
});

/** A league whose clock is due, with what its scheduler needs (`claimDueLeagues`). */
export interface DueLeague {
  league: LeagueRow;
  lastWeek: number;
  finalWeeks: number[];
  /** League time (ms) of the next pro game of its regions. */
  nextGameAt: number | null;
  teamCount: number;
}

interface DueLeagueRow {
  league: Record<string, unknown>;
  lastWeek: number;
  finalWeeks: number[];
  teamCount: number;
  nextGameAt: string | number | null;
}

// A league row read as JSON (snake_case keys, ISO times) back into the row's shape.
const TIME_COLUMNS = new Set([
  'draft_at',
  'season_start',
  'created_at',
  'replay_anchor_at',
  'replay_anchor_real',
  'paused_at',
  'clock_due_at',
  'waivers_due_at',
]);
function leagueRowOf(json: Record<string, unknown>): LeagueRow {
  return Object.fromEntries(
    Object.entries(json).map(([key, value]) => [
      key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      TIME_COLUMNS.has(key) && typeof value === 'string' ? new Date(value) : value,
    ]),
  ) as unknown as LeagueRow;
}

export function createSeasonRepository(db: Db) {
  return {
    /** The calendar of the pro games in the given player regions. */
    async gameDays(regions: string[]): Promise<Calendar> {
      const list = sql`${regions.length > 0 ? regions : ['']}`;
      const result = (await db.execute(
        sql`select ${calendarJson(list)} as calendar`,
      )) as unknown as {
        rows: { calendar: Calendar }[];
      };
      return result.rows[0]?.calendar ?? { days: [], first: null };
    },

    /** When the first game of these player regions from `from` starts (ms), or null. */
    async firstGameFrom(regions: string[], from: Date | null): Promise<number | null> {
      const list = sql`${regions.length > 0 ? regions : ['']}`;
      const since = sql`${from?.toISOString() ?? '-infinity'}::timestamptz`;
      const result = (await db.execute(
        sql`select ${firstGameFrom(list, since)} as first`,
      )) as unknown as { rows: { first: string | Date | null }[] };
      const first = result.rows[0]?.first;
      return first ? new Date(first).getTime() : null;
    },

    /**
     * For a new league's season: whether games of these regions are stored for the current or
     * coming week (from Monday of `realNow`'s week), the first game of the newest season
     * (calendar year) stored for them, and the first and last days with their stored games.
     */
    async storedSeasons(regions: string[], realNow: Date): Promise<StoredSeasons> {
      const list = sql`${regions.length > 0 ? regions : ['']}`;
      const monday = mondayOf(realNow);
      const result = (await db.execute(sql`
        select exists (
                 select 1 from pro_games g where g.region in ${list}
                   and g.played_at >= ${monday.toISOString()}::timestamptz
                   and g.played_at < ${monday.toISOString()}::timestamptz + interval '14 days'
               ) as "gamesNow",
               (select min(g.played_at) from pro_games g
                where g.region in ${list}
                  and g.played_at >= date_trunc('year', (
                    select max(n.played_at) from pro_games n where n.region in ${list})
                    at time zone 'UTC') at time zone 'UTC'
               ) as "newestSeasonStart",
               (select min(g.played_at) from pro_games g where g.region in ${list}) as "firstGame",
               (select max(g.played_at) from pro_games g where g.region in ${list}) as "lastGame"
      `)) as unknown as {
        rows: {
          gamesNow: boolean;
          newestSeasonStart: string | Date | null;
          firstGame: string | Date | null;
          lastGame: string | Date | null;
        }[];
      };
      const row = result.rows[0];
      const at = (time: string | Date | null | undefined) =>
        time ? new Date(time).getTime() : null;
      const [first, last] = [at(row?.firstGame), at(row?.lastGame)];
      return {
        gamesNow: row?.gamesNow ?? false,
        newestSeasonStart: at(row?.newestSeasonStart),
        gameDays:
          first === null || last === null ? null : { first: dayStart(first), last: dayStart(last) },
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

    /** A week's matchups with their teams' names and scores (0 before any). */
    async weekScores(leagueId: string, week: number) {
      const result = (await db.execute(sql`
        select m.id as "matchupId",
               json_build_object('id', h.id, 'name', h.name) as "teamA",
               json_build_object('id', a.id, 'name', a.name) as "teamB",
               coalesce(m.home_score, 0)::float8 as "scoreA",
               coalesce(m.away_score, 0)::float8 as "scoreB"
        from ${matchups} m
        join teams h on h.id = m.home_team_id
        join teams a on a.id = m.away_team_id
        where m.league_id = ${leagueId} and m.week = ${week}
        order by m.id`)) as unknown as {
        rows: {
          matchupId: string;
          teamA: { id: string; name: string };
          teamB: { id: string; name: string };
          scoreA: number;
          scoreB: number;
        }[];
      };
      return result.rows;
    },

    /** The weeks of the league with scores, live or final. */
    async weeksWithScores(leagueId: string): Promise<number[]> {
      const rows = await db
        .selectDistinct({ week: matchups.week })
        .from(matchups)
        .where(and(eq(matchups.leagueId, leagueId), isNotNull(matchups.scoredAt)));
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

    /** Scores weeks of many leagues in one set-based statement; see `week-scoring-repository.ts`. */
    scoreWeeks(targets: readonly WeekTarget[]) {
      return scoreWeeks(db, targets);
    },

    /**
     * Takes up to `limit` leagues whose clock is due (real time), each locked until the
     * transaction ends and skipped by any other instance meanwhile; with each, the length of its
     * schedule, its final weeks and the next pro game of its regions after its time. With
     * `only`, that league alone, if it is due.
     */
    async claimDueLeagues(limit: number, only?: string): Promise<DueLeague[]> {
      const result = (await db.execute(sql`
        select to_jsonb(leagues) as league, w."lastWeek", w."finalWeeks",
               (select count(*)::int from teams t where t.league_id = leagues.id) as "teamCount",
               -- The next game after the league's time: one index probe per region.
               (select (extract(epoch from min(n.played_at)) * 1000)::bigint
                from ${PLAYER_REGIONS_OF_LEAGUE} r(region)
                cross join lateral (
                  select g.played_at from pro_games g
                  where g.region = r.region and g.played_at > ${leagueNowSql('leagues')}
                  order by g.played_at limit 1
                ) n) as "nextGameAt"
        from (
          select * from leagues
          where clock_due_at <= now() ${only ? sql`and id = ${only}` : sql``}
          order by clock_due_at
          limit ${limit}
          for update skip locked
        ) leagues
        -- The schedule's length and its final weeks, in one pass over the league's matchups.
        cross join lateral (
          select coalesce(max(m.week) filter (where m.week > 0), 0)::int as "lastWeek",
                 coalesce(array_agg(distinct m.week) filter (where m.completed), '{}')
                   as "finalWeeks"
          from matchups m where m.league_id = leagues.id
        ) w`)) as unknown as { rows: DueLeagueRow[] };
      return result.rows.map((row) => ({
        league: leagueRowOf(row.league),
        lastWeek: row.lastWeek,
        finalWeeks: row.finalWeeks,
        nextGameAt: row.nextGameAt === null ? null : Number(row.nextGameAt),
        teamCount: row.teamCount,
      }));
    },

    /** The leagues whose clocks are due, and putting one off (a round's batch failed). */
    clocksDue: dueLeagues(db, 'clockDueAt'),

    /** When each league's clock is next due (real time; null: not until something changes). */
    async setDue(due: readonly { leagueId: string; at: Date | null }[]) {
      if (due.length === 0) return;
      await db.execute(sql`
        update leagues l set clock_due_at = d.at
        from unnest(${sql.param(due.map((row) => row.leagueId))}::uuid[],
                    ${sql.param(due.map((row) => row.at?.toISOString() ?? null))}::timestamptz[])
          as d(id, at)
        where l.id = d.id and l.clock_due_at is distinct from d.at`);
    },

    /** The user ids of the members of these leagues, by league. */
    async membersOf(leagueIds: readonly string[]): Promise<Map<string, string[]>> {
      if (leagueIds.length === 0) return new Map();
      const rows = await db
        .select({ leagueId: leagueMembers.leagueId, userId: leagueMembers.userId })
        .from(leagueMembers)
        .where(inArray(leagueMembers.leagueId, [...leagueIds]));
      const byLeague = new Map<string, string[]>();
      for (const row of rows) {
        byLeague.set(row.leagueId, [...(byLeague.get(row.leagueId) ?? []), row.userId]);
      }
      return byLeague;
    },

    /** Winners and ties from the scores of the week's completed matchups. */
    async evaluateWins(leagueId: string, week: number) {
      await db.execute(sql`
        update matchups set ${DECIDE_WINNER}
        where league_id = ${leagueId} and week = ${week} and completed`);
    },

    /** Points each team scored in completed matchups. */
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
