import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WeekResult } from '../../../domain/standings';
import type { PlayerPosition } from '../../../domain/vocabulary';
import { type BulkColumn, bulkInsert } from '../../db/bulk-insert';
import type { Db } from '../../db/client';
import { dueLeagues } from '../../db/due-leagues';
import { readPlayerStatuses, type StatusMoment } from '../../db/player-status';
import { PLAYER_REGIONS_OF_LEAGUE } from '../../db/pro-calendar';
import {
  type LeagueRow,
  leagues,
  matchups,
  players,
  playerWaivers,
  teams,
  waiverClaims,
} from '../../db/schema';
import { waiverOrderSql } from '../../db/waiver-order';

const addPlayers = alias(players, 'add_player');
const dropPlayers = alias(players, 'drop_player');

/**
 * A claim's rank, counted when read, as its place among its team's pending claims or, once
 * settled, among its team's claims settled at the same moment (one clear): a clear settles
 * some of a team's claims and leaves gaps in the stored ranks of the others.
 */
const claimRank = sql<number>`(
  select count(*)::int from waiver_claims o
  where o.team_id = ${waiverClaims.teamId}
    and (o.status = 'pending') = (${waiverClaims.status} = 'pending')
    and o.processed_at is not distinct from ${waiverClaims.processedAt}
    and (o.rank, o.created_at) <= (${waiverClaims.rank}, ${waiverClaims.createdAt}))`;

const claimColumns = {
  id: waiverClaims.id,
  leagueId: waiverClaims.leagueId,
  teamId: waiverClaims.teamId,
  bid: waiverClaims.bid,
  rank: claimRank,
  status: waiverClaims.status,
  reason: waiverClaims.reason,
  createdAt: waiverClaims.createdAt,
  processedAt: waiverClaims.processedAt,
  settledAt: waiverClaims.settledAt,
  addPlayer: {
    id: addPlayers.id,
    name: addPlayers.name,
    position: addPlayers.position,
    team: addPlayers.team,
  },
  dropPlayerId: waiverClaims.dropPlayerId,
  dropName: dropPlayers.name,
  dropPosition: dropPlayers.position,
  dropTeam: dropPlayers.team,
  until: playerWaivers.until,
};

/** A claim with its players and, while pending, the end of its player's waiver period. */
export type ClaimRow = Awaited<
  ReturnType<ReturnType<typeof createWaiversRepository>['claims']>
>[number];

/** A player joining a team at a clear. */
type RosterAdd = {
  teamId: string;
  leagueId: string;
  playerId: string;
  slot: string;
  acquired: string;
  acquiredAt: Date;
};
const ROSTER_ADD_COLUMNS: readonly BulkColumn<RosterAdd>[] = [
  ['team_id', 'uuid', (add) => add.teamId],
  ['league_id', 'uuid', (add) => add.leagueId],
  ['player_id', 'uuid', (add) => add.playerId],
  ['slot', 'text', (add) => add.slot],
  ['acquired', 'text', (add) => add.acquired],
  ['acquired_at', 'timestamptz', (add) => add.acquiredAt.toISOString()],
];

type WaiverPeriod = { leagueId: string; playerId: string; until: Date };
const PERIOD_COLUMNS: readonly BulkColumn<WaiverPeriod>[] = [
  ['league_id', 'uuid', (period) => period.leagueId],
  ['player_id', 'uuid', (period) => period.playerId],
  ['until', 'timestamptz', (period) => period.until.toISOString()],
];

/** Processed claims a team sees besides its pending ones. */
const RECENT_RESULTS = 20;

/** Waiver periods, claims, the waiver order and budgets, and the clears' due times. */
export function createWaiversRepository(db: Db) {
  const claimsQuery = () =>
    db
      .select(claimColumns)
      .from(waiverClaims)
      .innerJoin(addPlayers, eq(addPlayers.id, waiverClaims.addPlayerId))
      .leftJoin(dropPlayers, eq(dropPlayers.id, waiverClaims.dropPlayerId))
      .leftJoin(
        playerWaivers,
        and(
          eq(playerWaivers.leagueId, waiverClaims.leagueId),
          eq(playerWaivers.playerId, waiverClaims.addPlayerId),
        ),
      );

  return {
    /** The waiver periods of a league's players (all, or these), by player. */
    async periods(leagueId: string, playerIds?: readonly string[]): Promise<Map<string, Date>> {
      if (playerIds?.length === 0) return new Map();
      const rows = await db
        .select({ playerId: playerWaivers.playerId, until: playerWaivers.until })
        .from(playerWaivers)
        .where(
          and(
            eq(playerWaivers.leagueId, leagueId),
            playerIds ? inArray(playerWaivers.playerId, [...playerIds]) : undefined,
          ),
        );
      return new Map(rows.map((row) => [row.playerId, row.until]));
    },

    /** Puts a player on waivers until `until`, or keeps the later end he has. */
    async putOnWaivers(leagueId: string, playerId: string, until: Date): Promise<void> {
      await db
        .insert(playerWaivers)
        .values({ leagueId, playerId, until })
        .onConflictDoUpdate({
          target: [playerWaivers.leagueId, playerWaivers.playerId],
          set: { until: sql`greatest(${playerWaivers.until}, excluded.until)` },
        });
    },

    async endPeriods(leagueId: string, playerIds: readonly string[]): Promise<void> {
      if (playerIds.length === 0) return;
      await db
        .delete(playerWaivers)
        .where(
          and(
            eq(playerWaivers.leagueId, leagueId),
            inArray(playerWaivers.playerId, [...playerIds]),
          ),
        );
    },

    /**
     * The first game in [start, now] of each player of the league's regions who played in it:
     * a player whose game of the week has started waits for the weekly clear.
     */
    async firstGamesSince(
      regions: readonly string[],
      start: Date,
      now: Date,
      playerIds?: readonly string[],
    ): Promise<Map<string, number>> {
      if (playerIds?.length === 0) return new Map();
      const result = (await db.execute(sql`
        select pg.player_id as "playerId", min(pg.played_at) as first
        from player_games pg join players p on p.id = pg.player_id
        where pg.played_at >= ${start.toISOString()}::timestamptz
          and pg.played_at <= ${now.toISOString()}::timestamptz
          and p.region = any(${sql.param([...regions])}::text[])
          ${playerIds ? sql`and pg.player_id = any(${sql.param([...playerIds])}::uuid[])` : sql``}
        group by pg.player_id`)) as unknown as {
        rows: { playerId: string; first: string | Date }[];
      };
      return new Map(result.rows.map((row) => [row.playerId, new Date(row.first).getTime()]));
    },

    /** Where players stand in the league now (src/server/db/player-status.ts). */
    statuses(moment: StatusMoment) {
      return readPlayerStatuses(db, moment);
    },

    async names(playerIds: readonly string[]): Promise<Map<string, string>> {
      if (playerIds.length === 0) return new Map();
      const rows = await db
        .select({ id: players.id, name: players.name })
        .from(players)
        .where(inArray(players.id, [...playerIds]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async positions(playerIds: readonly string[]): Promise<Map<string, PlayerPosition>> {
      if (playerIds.length === 0) return new Map();
      const rows = await db
        .select({ id: players.id, position: players.position })
        .from(players)
        .where(inArray(players.id, [...playerIds]));
      return new Map(rows.map((row) => [row.id, row.position as PlayerPosition]));
    },

    /**
     * What the league's standings at league time `at` are drawn from: its teams, and the
     * results of its regular season, a matchup counting as final once its week has ended.
     */
    async standingsAt(
      leagueId: string,
      at: Date,
    ): Promise<{ teams: { id: string; name: string }[]; results: WeekResult[] }> {
      const leagueTeams = await db
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(eq(teams.leagueId, leagueId));
      const results = await db
        .select({
          week: matchups.week,
          homeTeamId: matchups.homeTeamId,
          awayTeamId: matchups.awayTeamId,
          homeScore: matchups.homeScore,
          awayScore: matchups.awayScore,
          completed: sql<boolean>`${matchups.completed} or ${matchups.windowEnd} <= ${at.toISOString()}::timestamptz`,
        })
        .from(matchups)
        .where(and(eq(matchups.leagueId, leagueId), eq(matchups.stage, 'regular')));
      return { teams: leagueTeams, results };
    },

    /** The league's teams in waiver order, first first, with their FAAB spend. */
    async order(leagueId: string) {
      const result = (await db.execute(sql`
        select t.id, t.name, t.user_id as "userId", t.faab_spent as "faabSpent"
        from ${waiverOrderSql(leagueId)} o join teams t on t.id = o.id
        order by o.rank`)) as unknown as {
        rows: { id: string; name: string; userId: string | null; faabSpent: number }[];
      };
      return result.rows;
    },

    /**
     * Claims of a team: the pending ones in its order, then its latest results, newest clear
     * first and those of one clear in the team's order (the claims of a clear share its time).
     */
    async claims(teamId: string) {
      const pending = await claimsQuery()
        .where(and(eq(waiverClaims.teamId, teamId), eq(waiverClaims.status, 'pending')))
        .orderBy(asc(waiverClaims.rank), asc(waiverClaims.createdAt));
      const done = await claimsQuery()
        .where(and(eq(waiverClaims.teamId, teamId), sql`${waiverClaims.status} <> 'pending'`))
        .orderBy(
          desc(waiverClaims.processedAt),
          asc(waiverClaims.rank),
          asc(waiverClaims.createdAt),
        )
        .limit(RECENT_RESULTS);
      return [...pending, ...done];
    },

    async claim(id: string) {
      const [row] = await claimsQuery().where(eq(waiverClaims.id, id));
      return row;
    },

    /** The next rank of a team's pending claims. */
    async nextRank(teamId: string): Promise<number> {
      const [row] = await db
        .select({ rank: sql<number>`coalesce(max(${waiverClaims.rank}), 0)::int + 1` })
        .from(waiverClaims)
        .where(and(eq(waiverClaims.teamId, teamId), eq(waiverClaims.status, 'pending')));
      return row?.rank ?? 1;
    },

    async insertClaim(values: typeof waiverClaims.$inferInsert): Promise<string> {
      const [row] = await db.insert(waiverClaims).values(values).returning({ id: waiverClaims.id });
      return row!.id;
    },

    async updateClaim(
      id: string,
      values: Partial<Pick<typeof waiverClaims.$inferInsert, 'bid' | 'dropPlayerId'>>,
    ): Promise<void> {
      await db.update(waiverClaims).set(values).where(eq(waiverClaims.id, id));
    },

    /** Takes the bids off a league's pending claims (it no longer runs on FAAB). */
    async clearPendingBids(leagueId: string): Promise<void> {
      await db
        .update(waiverClaims)
        .set({ bid: 0 })
        .where(
          and(
            eq(waiverClaims.leagueId, leagueId),
            eq(waiverClaims.status, 'pending'),
            sql`${waiverClaims.bid} <> 0`,
          ),
        );
    },

    /** Puts a team's pending claims in the order given (ids, first first). */
    async rankClaims(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.execute(sql`
        update waiver_claims c set rank = o.rank
        from unnest(${sql.param([...ids])}::uuid[],
                    ${sql.param(ids.map((_, index) => index + 1))}::int[]) as o(id, rank)
        where c.id = o.id`);
    },

    async deleteClaim(id: string): Promise<void> {
      await db.delete(waiverClaims).where(eq(waiverClaims.id, id));
    },

    /**
     * Closes pending claims of these leagues with their results, each settled at its league's
     * `at` (league time), keeping its bid only in a FAAB league. Naming the leagues lets the
     * statement read only their claims (next to each other by the league's index) instead of
     * matching the results against the whole table.
     */
    async settle(
      leagues: readonly { id: string; at: Date; faab: boolean }[],
      results: readonly { claimId: string; status: string; reason: string | null }[],
    ): Promise<void> {
      if (results.length === 0) return;
      const leagueIds = leagues.map((league) => league.id);
      await db.execute(sql`
        update waiver_claims c set status = r.status, reason = r.reason, processed_at = now(),
          settled_at = l.at, bid = case when l.faab then c.bid end
        from unnest(${sql.param(results.map((r) => r.claimId))}::uuid[],
                    ${sql.param(results.map((r) => r.status))}::text[],
                    ${sql.param(results.map((r) => r.reason))}::text[]) as r(id, status, reason),
             unnest(${sql.param(leagueIds)}::uuid[],
                    ${sql.param(leagues.map((league) => league.at.toISOString()))}::timestamptz[],
                    ${sql.param(leagues.map((league) => league.faab))}::boolean[])
               as l(id, at, faab)
        where c.league_id = any(${sql.param(leagueIds)}::uuid[])
          and c.league_id = l.id and c.id = r.id and c.status = 'pending'`);
    },

    /**
     * Takes up to `limit` leagues whose clear is due (real time), each locked until the
     * transaction ends and skipped by any other instance meanwhile.
     */
    claimDueClears(limit: number, only?: string): Promise<LeagueRow[]> {
      return db
        .select()
        .from(leagues)
        .where(and(sql`${leagues.waiversDueAt} <= now()`, only ? eq(leagues.id, only) : undefined))
        .orderBy(asc(leagues.waiversDueAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** The leagues whose clear is due, and putting one off (a round's batch failed). */
    clearsDue: dueLeagues(db, 'waiversDueAt'),

    // ----- A clear of many leagues at once: each read and each write is one statement.

    /** The waiver periods of these leagues. */
    async periodsOf(leagueIds: readonly string[]) {
      if (leagueIds.length === 0) return [];
      return db
        .select()
        .from(playerWaivers)
        .where(inArray(playerWaivers.leagueId, [...leagueIds]));
    },

    /**
     * For each (league, player, window start, league now): the start of the player's first
     * game in the window up to that moment, if he has one.
     */
    async firstGamesOf(
      asked: readonly { leagueId: string; playerId: string; start: Date; now: Date }[],
    ): Promise<Map<string, number>> {
      if (asked.length === 0) return new Map();
      const from = new Date(asked.reduce((at, a) => Math.min(at, a.start.getTime()), Infinity));
      const to = new Date(asked.reduce((at, a) => Math.max(at, a.now.getTime()), -Infinity));
      // Most clears fall in hours without a game: one look at the whole span spares sending
      // every player asked.
      const span = (await db.execute(sql`
        select exists (select 1 from player_games
                       where played_at >= ${from.toISOString()}::timestamptz
                         and played_at <= ${to.toISOString()}::timestamptz) as played`)) as unknown as {
        rows: { played: boolean }[];
      };
      if (!span.rows[0]?.played) return new Map();
      const result = (await db.execute(sql`
        select a.league_id as "leagueId", a.player_id as "playerId", f.first
        from unnest(${sql.param(asked.map((a) => a.leagueId))}::uuid[],
                    ${sql.param(asked.map((a) => a.playerId))}::uuid[],
                    ${sql.param(asked.map((a) => a.start.toISOString()))}::timestamptz[],
                    ${sql.param(asked.map((a) => a.now.toISOString()))}::timestamptz[])
          as a(league_id, player_id, starts, now)
        cross join lateral (
          select min(pg.played_at) as first from player_games pg
          where pg.player_id = a.player_id and pg.played_at >= a.starts and pg.played_at <= a.now
        ) f
        where f.first is not null`)) as unknown as {
        rows: { leagueId: string; playerId: string; first: string | Date }[];
      };
      return new Map(
        result.rows.map((row) => [
          `${row.leagueId} ${row.playerId}`,
          new Date(row.first).getTime(),
        ]),
      );
    },

    /** Leagues whose regions had a game in [start, now]: a lineup locked by week is locked. */
    async weekBegun(
      asked: readonly { leagueId: string; start: Date; now: Date }[],
    ): Promise<Set<string>> {
      if (asked.length === 0) return new Set();
      const result = (await db.execute(sql`
        select a.league_id as "leagueId"
        from unnest(${sql.param(asked.map((a) => a.leagueId))}::uuid[],
                    ${sql.param(asked.map((a) => a.start.toISOString()))}::timestamptz[],
                    ${sql.param(asked.map((a) => a.now.toISOString()))}::timestamptz[])
          as a(league_id, starts, now)
        join leagues on leagues.id = a.league_id
        where exists (
          select 1 from pro_games g
          where g.region in ${PLAYER_REGIONS_OF_LEAGUE}
            and g.played_at >= a.starts and g.played_at <= a.now)`)) as unknown as {
        rows: { leagueId: string }[];
      };
      return new Set(result.rows.map((row) => row.leagueId));
    },

    /** Pending claims on these (league, player) pairs. */
    async pendingOnPairs(pairs: readonly { leagueId: string; playerId: string }[]) {
      if (pairs.length === 0) return [];
      const result = (await db.execute(sql`
        select c.id, c.league_id as "leagueId", c.team_id as "teamId",
               c.add_player_id as "addPlayerId", c.drop_player_id as "dropPlayerId",
               c.bid, c.rank
        from unnest(${sql.param(pairs.map((p) => p.leagueId))}::uuid[],
                    ${sql.param(pairs.map((p) => p.playerId))}::uuid[]) as p(league_id, player_id)
        join waiver_claims c on c.league_id = p.league_id and c.add_player_id = p.player_id
          and c.status = 'pending'`)) as unknown as {
        rows: {
          id: string;
          leagueId: string;
          teamId: string;
          addPlayerId: string;
          dropPlayerId: string | null;
          bid: number;
          rank: number;
        }[];
      };
      return result.rows;
    },

    /** The teams of these leagues in each league's waiver order, first first. */
    async ordersOf(leagueIds: readonly string[]) {
      if (leagueIds.length === 0) return [];
      const result = (await db.execute(sql`
        select t.id, t.league_id as "leagueId", t.name, t.user_id as "userId",
               t.faab_spent as "faabSpent"
        from unnest(${sql.param([...leagueIds])}::uuid[]) as l(id)
        cross join lateral ${waiverOrderSql(sql`l.id`)} o
        join teams t on t.id = o.id
        order by t.league_id, o.rank`)) as unknown as {
        rows: {
          id: string;
          leagueId: string;
          name: string;
          userId: string | null;
          faabSpent: number;
        }[];
      };
      return result.rows;
    },

    /** The rosters of these leagues' teams. */
    async rostersOf(leagueIds: readonly string[]) {
      if (leagueIds.length === 0) return [];
      const result = (await db.execute(sql`
        select team_id as "teamId", player_id as "playerId", slot from team_players
        where league_id = any(${sql.param([...leagueIds])}::uuid[])`)) as unknown as {
        rows: { teamId: string; playerId: string; slot: string }[];
      };
      return result.rows;
    },

    /** Players of these names and positions, by id. */
    async playersOf(playerIds: readonly string[]) {
      if (playerIds.length === 0)
        return new Map<string, { name: string; position: PlayerPosition }>();
      const rows = await db
        .select({ id: players.id, name: players.name, position: players.position })
        .from(players)
        .where(inArray(players.id, [...new Set(playerIds)]));
      return new Map(
        rows.map((row) => [row.id, { name: row.name, position: row.position as PlayerPosition }]),
      );
    },

    /** Takes players off teams: what each one was, for his waiver period. */
    async releaseMany(drops: readonly { leagueId: string; teamId: string; playerId: string }[]) {
      if (drops.length === 0) return [];
      const result = (await db.execute(sql`
        delete from team_players tp
        using unnest(${sql.param(drops.map((d) => d.leagueId))}::uuid[],
                     ${sql.param(drops.map((d) => d.teamId))}::uuid[],
                     ${sql.param(drops.map((d) => d.playerId))}::uuid[])
          as d(league_id, team_id, player_id)
        where tp.league_id = d.league_id and tp.player_id = d.player_id
          and tp.team_id = d.team_id
        returning tp.league_id as "leagueId", tp.player_id as "playerId",
                  tp.acquired, tp.acquired_at as "acquiredAt"`)) as unknown as {
        rows: {
          leagueId: string;
          playerId: string;
          acquired: string;
          acquiredAt: string | Date | null;
        }[];
      };
      return result.rows.map((row) => ({
        ...row,
        acquiredAt: row.acquiredAt === null ? null : new Date(row.acquiredAt),
      }));
    },

    async addMany(adds: readonly RosterAdd[]): Promise<void> {
      await bulkInsert(db, 'team_players', ROSTER_ADD_COLUMNS, adds);
    },

    /** Waiver periods of many players, each keeping the later end he has. */
    async putManyOnWaivers(rows: readonly WaiverPeriod[]) {
      await bulkInsert(
        db,
        'player_waivers',
        PERIOD_COLUMNS,
        rows,
        sql`on conflict (league_id, player_id)
            do update set until = greatest(player_waivers.until, excluded.until)`,
      );
    },

    async endManyPeriods(pairs: readonly { leagueId: string; playerId: string }[]) {
      if (pairs.length === 0) return;
      await db.execute(sql`
        delete from player_waivers w
        using unnest(${sql.param(pairs.map((p) => p.leagueId))}::uuid[],
                     ${sql.param(pairs.map((p) => p.playerId))}::uuid[]) as p(league_id, player_id)
        where w.league_id = p.league_id and w.player_id = p.player_id`);
    },

    /**
     * Pending claims dropping players who have left their team fail, with `reason`, settled at
     * the league time each left (`at`), keeping their bids only in a FAAB league.
     */
    async failManyDropping(
      pairs: readonly { leagueId: string; playerId: string; at: Date; faab: boolean }[],
      reason: string,
    ) {
      if (pairs.length === 0) return;
      await db.execute(sql`
        update waiver_claims c set status = 'failed', reason = ${reason}, processed_at = now(),
          settled_at = p.at, bid = case when p.faab then c.bid end
        from unnest(${sql.param(pairs.map((p) => p.leagueId))}::uuid[],
                    ${sql.param(pairs.map((p) => p.playerId))}::uuid[],
                    ${sql.param(pairs.map((p) => p.at.toISOString()))}::timestamptz[],
                    ${sql.param(pairs.map((p) => p.faab))}::boolean[])
          as p(league_id, player_id, at, faab)
        where c.league_id = p.league_id and c.drop_player_id = p.player_id
          and c.status = 'pending'`);
    },

    /** The end of each league's earliest waiver period left, for its next clear. */
    async earliestPeriods(leagueIds: readonly string[]): Promise<Map<string, Date>> {
      if (leagueIds.length === 0) return new Map();
      const rows = await db
        .select({ leagueId: playerWaivers.leagueId, until: sql<Date>`min(${playerWaivers.until})` })
        .from(playerWaivers)
        .where(inArray(playerWaivers.leagueId, [...leagueIds]))
        .groupBy(playerWaivers.leagueId);
      return new Map(rows.map((row) => [row.leagueId, new Date(row.until)]));
    },

    async setClearsDue(due: readonly { leagueId: string; at: Date | null }[]) {
      if (due.length === 0) return;
      await db.execute(sql`
        update leagues l set waivers_due_at = d.at
        from unnest(${sql.param(due.map((d) => d.leagueId))}::uuid[],
                    ${sql.param(due.map((d) => d.at?.toISOString() ?? null))}::timestamptz[])
          as d(id, at)
        where l.id = d.id`);
    },

    /** Each team's place in its league's order (1 first), and what it spent at a clear. */
    async setOrders(
      leagueIds: readonly string[],
      rows: readonly { teamId: string; priority: number; spent: number }[],
    ) {
      if (rows.length === 0) return;
      await db.execute(sql`
        update teams t set waiver_priority = o.priority, faab_spent = t.faab_spent + o.spent
        from unnest(${sql.param(rows.map((r) => r.teamId))}::uuid[],
                    ${sql.param(rows.map((r) => r.priority))}::int[],
                    ${sql.param(rows.map((r) => r.spent))}::int[]) as o(id, priority, spent)
        where t.league_id = any(${sql.param([...leagueIds])}::uuid[]) and t.id = o.id
          -- A team whose place and budget stay (most teams at a FAAB clear) keeps its row.
          and (t.waiver_priority is distinct from o.priority or o.spent <> 0)`);
    },

    /** The week (`orderWeekOf`) whose reverse-standings order these leagues now hold. */
    async setOrderWeeks(leagues: readonly { id: string; week: number }[]) {
      if (leagues.length === 0) return;
      await db.execute(sql`
        update leagues l set waiver_order_week = w.week
        from unnest(${sql.param(leagues.map((l) => l.id))}::uuid[],
                    ${sql.param(leagues.map((l) => l.week))}::int[]) as w(id, week)
        where l.id = w.id`);
    },
  };
}

export type WaiversRepository = ReturnType<typeof createWaiversRepository>;
