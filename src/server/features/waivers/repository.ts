import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PlayerPosition } from '../../../domain/vocabulary';
import type { Db } from '../../db/client';
import { readPlayerStatuses } from '../../db/player-status';
import { type LeagueRow, leagues, players, playerWaivers, waiverClaims } from '../../db/schema';
import { waiverOrderSql } from '../../db/waiver-order';

const addPlayers = alias(players, 'add_player');
const dropPlayers = alias(players, 'drop_player');

const claimColumns = {
  id: waiverClaims.id,
  leagueId: waiverClaims.leagueId,
  teamId: waiverClaims.teamId,
  bid: waiverClaims.bid,
  rank: waiverClaims.rank,
  status: waiverClaims.status,
  reason: waiverClaims.reason,
  createdAt: waiverClaims.createdAt,
  processedAt: waiverClaims.processedAt,
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
    statuses(league: Parameters<typeof readPlayerStatuses>[1], playerIds?: readonly string[]) {
      return readPlayerStatuses(db, league, playerIds);
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

    /** The league's teams by their record, best first: wins, then points for, then name. */
    async standingsOrder(leagueId: string): Promise<string[]> {
      const result = (await db.execute(sql`
        select t.id from teams t
        left join lateral (
          select count(*) filter (where (m.home_team_id = t.id and m.home_score > m.away_score)
                                     or (m.away_team_id = t.id and m.away_score > m.home_score))
                   as wins,
                 sum(case when m.home_team_id = t.id then m.home_score else m.away_score end)
                   as points
          from matchups m
          where m.league_id = t.league_id and m.completed
            and t.id in (m.home_team_id, m.away_team_id)
        ) s on true
        where t.league_id = ${leagueId}
        order by s.wins desc, s.points desc nulls last, t.name`)) as unknown as {
        rows: { id: string }[];
      };
      return result.rows.map((row) => row.id);
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

    /** Writes the whole order (1 first), and what each team spent at a clear. */
    async setOrder(order: readonly string[], spent: ReadonlyMap<string, number>): Promise<void> {
      if (order.length === 0) return;
      await db.execute(sql`
        update teams t set waiver_priority = o.priority,
               faab_spent = t.faab_spent + coalesce(o.spent, 0)
        from unnest(${sql.param([...order])}::uuid[],
                    ${sql.param(order.map((_, index) => index + 1))}::int[],
                    ${sql.param(order.map((teamId) => spent.get(teamId) ?? 0))}::int[])
          as o(id, priority, spent)
        where t.id = o.id`);
    },

    /** Claims of a team: the pending ones in its order, then its latest results. */
    async claims(teamId: string) {
      const pending = await claimsQuery()
        .where(and(eq(waiverClaims.teamId, teamId), eq(waiverClaims.status, 'pending')))
        .orderBy(asc(waiverClaims.rank), asc(waiverClaims.createdAt));
      const done = await claimsQuery()
        .where(and(eq(waiverClaims.teamId, teamId), sql`${waiverClaims.status} <> 'pending'`))
        .orderBy(desc(waiverClaims.processedAt), desc(waiverClaims.createdAt))
        .limit(RECENT_RESULTS);
      return [...pending, ...done];
    },

    async claim(id: string) {
      const [row] = await claimsQuery().where(eq(waiverClaims.id, id));
      return row;
    },

    /** Pending claims of a league on these players, for a clear. */
    pendingOn(leagueId: string, playerIds: readonly string[]) {
      if (playerIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(waiverClaims)
        .where(
          and(
            eq(waiverClaims.leagueId, leagueId),
            eq(waiverClaims.status, 'pending'),
            inArray(waiverClaims.addPlayerId, [...playerIds]),
          ),
        );
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

    /** Closes pending claims with their results. */
    async settle(
      results: readonly { claimId: string; status: string; reason: string | null }[],
    ): Promise<void> {
      if (results.length === 0) return;
      await db.execute(sql`
        update waiver_claims c set status = r.status, reason = r.reason, processed_at = now()
        from unnest(${sql.param(results.map((r) => r.claimId))}::uuid[],
                    ${sql.param(results.map((r) => r.status))}::text[],
                    ${sql.param(results.map((r) => r.reason))}::text[]) as r(id, status, reason)
        where c.id = r.id and c.status = 'pending'`);
    },

    /** Fails the pending claims that drop this player: he has left the team. */
    async failDropping(
      leagueId: string,
      playerIds: readonly string[],
      reason: string,
    ): Promise<void> {
      if (playerIds.length === 0) return;
      await db
        .update(waiverClaims)
        .set({ status: 'failed', reason, processedAt: new Date() })
        .where(
          and(
            eq(waiverClaims.leagueId, leagueId),
            eq(waiverClaims.status, 'pending'),
            inArray(waiverClaims.dropPlayerId, [...playerIds]),
          ),
        );
    },

    /**
     * Takes up to `limit` leagues whose clear is due (real time), each locked until the
     * transaction ends and skipped by any other instance meanwhile.
     */
    claimDueClears(limit: number): Promise<LeagueRow[]> {
      return db
        .select()
        .from(leagues)
        .where(sql`${leagues.waiversDueAt} <= now()`)
        .orderBy(asc(leagues.waiversDueAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** When the league's next clear is due (real time; null: nobody is on waivers). */
    async setClearDue(leagueId: string, at: Date | null): Promise<void> {
      await db.update(leagues).set({ waiversDueAt: at }).where(eq(leagues.id, leagueId));
    },
  };
}

export type WaiversRepository = ReturnType<typeof createWaiversRepository>;
