import { and, desc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { OPEN_TRADE_STATUSES, PUBLIC_TRADE_STATUSES } from '../../../domain/trades';
import type { TradeStatus } from '../../../domain/vocabulary';
import type { Db } from '../../db/client';
import { type LeaguePage, PAGE_LEAGUE_ID } from '../../db/league-pages';
import { joinedLeagueScope, playersUpTo } from '../../db/player-totals';
import { leagues, matchups, type PlayerRow, players, tradePlayers, trades } from '../../db/schema';
import type { TradeRow } from '../../db/schema/trades';

// A list shows the newest trades first, this many at most.
const LIST_LIMIT = 100;

export interface TradePlayerRecord {
  tradeId: string;
  fromTeamId: string;
  player: PlayerRow;
}

export interface TradeFilter {
  /** Whose trades: the user's own (as either side), or what the user may see of a league. */
  viewerId: string;
  leagueId?: string;
  teamId?: string;
  statuses?: readonly TradeStatus[];
}

const PUBLIC_STATUSES = sql.raw(PUBLIC_TRADE_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * A league's trades as a viewer may see them (the public ones, and their own team's), newest
 * first, as a page read with the league's row (`reachLeaguePage`): one statement for the
 * access check and the list. Values: `viewerId`, and `statuses` (null for every status).
 */
export const LEAGUE_TRADES_PAGE: LeaguePage = {
  name: 'league_trades',
  sql: sql`(select coalesce(json_agg(json_build_object(
      'id', t.id, 'leagueId', t.league_id, 'fromTeamId', t.from_team_id,
      'toTeamId', t.to_team_id, 'status', t.status, 'note', t.note,
      'proposedBy', t.proposed_by, 'counterOf', t.counter_of, 'reason', t.reason,
      'createdAt', t.created_at, 'expiresAt', t.expires_at, 'acceptedAt', t.accepted_at,
      'reviewEndsAt', t.review_ends_at, 'decidedAt', t.decided_at, 'dueAt', t.due_at)
      order by t.created_at desc, t.id desc), '[]')
    from (select * from ${trades} t
      where t.league_id = ${PAGE_LEAGUE_ID}
        and (t.status in (${PUBLIC_STATUSES})
          or t.from_team_id in (select id from teams where user_id = ${sql.placeholder('viewerId')})
          or t.to_team_id in (select id from teams where user_id = ${sql.placeholder('viewerId')}))
        and (${sql.placeholder('statuses')}::text[] is null
          or t.status = any(${sql.placeholder('statuses')}::text[]))
      order by t.created_at desc, t.id desc limit ${LIST_LIMIT}) t)`,
};

/** A trade as `LEAGUE_TRADES_PAGE` writes it in JSON, its times as text. */
export type TradeJson = {
  [K in keyof TradeRow]: TradeRow[K] extends Date | null ? string | null : TradeRow[K];
};

const TIMES = [
  'createdAt',
  'expiresAt',
  'acceptedAt',
  'reviewEndsAt',
  'decidedAt',
  'dueAt',
] as const;

/** The trade row a JSON page holds. */
export function tradeRowOf(json: TradeJson): TradeRow {
  const row = { ...json } as unknown as Record<string, unknown>;
  for (const key of TIMES) row[key] = json[key] === null ? null : new Date(json[key] as string);
  return row as unknown as TradeRow;
}

/** A trade some other change voided: its owners are to hear of it. */
export type VoidedTrade = Pick<TradeRow, 'id' | 'leagueId' | 'fromTeamId' | 'toTeamId' | 'reason'>;

const voidedColumns = {
  id: trades.id,
  leagueId: trades.leagueId,
  fromTeamId: trades.fromTeamId,
  toTeamId: trades.toTeamId,
  reason: trades.reason,
};

/** Trades and their players; every change of a trade's status is conditional on the old one. */
export function createTradesRepository(db: Db) {
  const ownTeam = (viewerId: string) =>
    sql`(${trades.fromTeamId} in (select id from teams where user_id = ${viewerId})
      or ${trades.toTeamId} in (select id from teams where user_id = ${viewerId}))`;

  return {
    async insert(
      values: typeof trades.$inferInsert,
      sides: { playerId: string; fromTeamId: string }[],
    ): Promise<TradeRow> {
      const [row] = await db.insert(trades).values(values).returning();
      await db.insert(tradePlayers).values(sides.map((side) => ({ ...side, tradeId: row!.id })));
      return row!;
    },

    async findById(id: string): Promise<TradeRow | undefined> {
      return (await db.select().from(trades).where(eq(trades.id, id)))[0];
    },

    /** The trade's row, locked until the transaction ends. */
    async lock(id: string): Promise<TradeRow | undefined> {
      return (await db.select().from(trades).where(eq(trades.id, id)).for('update'))[0];
    },

    /**
     * Trades the viewer may see, newest first: with a league or team, its accepted, completed
     * and vetoed trades plus any the viewer's team is part of; without, the viewer's own.
     */
    list(filter: TradeFilter): Promise<TradeRow[]> {
      const conditions: SQL[] = [];
      if (filter.leagueId) conditions.push(eq(trades.leagueId, filter.leagueId));
      if (filter.teamId) {
        conditions.push(
          or(eq(trades.fromTeamId, filter.teamId), eq(trades.toTeamId, filter.teamId))!,
        );
      }
      const mine = ownTeam(filter.viewerId);
      conditions.push(
        filter.leagueId || filter.teamId
          ? or(inArray(trades.status, [...PUBLIC_TRADE_STATUSES]), mine)!
          : mine,
      );
      if (filter.statuses) conditions.push(inArray(trades.status, [...filter.statuses]));
      return db
        .select()
        .from(trades)
        .where(and(...conditions))
        .orderBy(desc(trades.createdAt), desc(trades.id))
        .limit(LIST_LIMIT);
    },

    /**
     * The players of these trades, each with the team that gives them and his points on the
     * clock of the trade's league.
     */
    async playersOf(tradeIds: string[]): Promise<TradePlayerRecord[]> {
      if (tradeIds.length === 0) return [];
      const upTo = playersUpTo(db, joinedLeagueScope());
      return db
        .select({
          tradeId: tradePlayers.tradeId,
          fromTeamId: tradePlayers.fromTeamId,
          player: upTo.columns,
        })
        .from(tradePlayers)
        .innerJoin(trades, eq(trades.id, tradePlayers.tradeId))
        .innerJoin(leagues, eq(leagues.id, trades.leagueId))
        .innerJoin(players, eq(players.id, tradePlayers.playerId))
        .innerJoinLateral(upTo.totals, sql`true`)
        .where(inArray(tradePlayers.tradeId, tradeIds))
        .orderBy(players.name);
    },

    /** Sets the trade's fields if its status is still `from`; false when it was not. */
    async update(
      id: string,
      from: TradeStatus,
      values: Partial<typeof trades.$inferInsert>,
    ): Promise<boolean> {
      const rows = await db
        .update(trades)
        .set(values)
        .where(and(eq(trades.id, id), eq(trades.status, from)))
        .returning({ id: trades.id });
      return rows.length === 1;
    },

    /**
     * Voids every open trade (but `exceptId`) holding any of these players in their league: each
     * has left the roster the trade counted on. `reasonFor` words it from the players concerned
     * and their league. The same pro plays in many leagues; only his league's trades count on
     * him. Answers the trades it voided.
     */
    async voidOpenHolding(
      held: readonly { leagueId: string; playerId: string }[],
      at: Date,
      reasonFor: (playerIds: string[], leagueId: string) => string,
      exceptId?: string,
    ): Promise<VoidedTrade[]> {
      if (held.length === 0) return [];
      const rows = await db
        .select({
          tradeId: trades.id,
          leagueId: trades.leagueId,
          status: trades.status,
          playerId: tradePlayers.playerId,
        })
        .from(tradePlayers)
        .innerJoin(trades, eq(trades.id, tradePlayers.tradeId))
        .where(
          and(
            sql`(${trades.leagueId}, ${tradePlayers.playerId}) in (select * from unnest(
              ${sql.param(held.map((entry) => entry.leagueId))}::uuid[],
              ${sql.param(held.map((entry) => entry.playerId))}::uuid[]))`,
            inArray(trades.status, [...OPEN_TRADE_STATUSES]),
            exceptId ? sql`${trades.id} <> ${exceptId}` : undefined,
          ),
        );
      const byTrade = new Map<string, { leagueId: string; status: string; playerIds: string[] }>();
      for (const row of rows) {
        const entry = byTrade.get(row.tradeId) ?? {
          leagueId: row.leagueId,
          status: row.status,
          playerIds: [],
        };
        entry.playerIds.push(row.playerId);
        byTrade.set(row.tradeId, entry);
      }
      const voided: VoidedTrade[] = [];
      for (const [id, entry] of byTrade) {
        voided.push(
          ...(await db
            .update(trades)
            .set({
              status: 'void',
              decidedAt: at,
              dueAt: null,
              reason: reasonFor(entry.playerIds, entry.leagueId),
            })
            .where(and(eq(trades.id, id), eq(trades.status, entry.status)))
            .returning(voidedColumns)),
        );
      }
      return voided;
    },

    /**
     * Voids, for this reason, every open trade of a league, or the offers a team has sent or
     * received that wait for an answer; answers the trades it voided.
     */
    async voidOpen(
      scope: { leagueId: string } | { pendingOfTeamId: string },
      at: Date,
      reason: string,
    ): Promise<VoidedTrade[]> {
      const which =
        'leagueId' in scope
          ? and(
              eq(trades.leagueId, scope.leagueId),
              inArray(trades.status, [...OPEN_TRADE_STATUSES]),
            )
          : and(
              or(
                eq(trades.fromTeamId, scope.pendingOfTeamId),
                eq(trades.toTeamId, scope.pendingOfTeamId),
              ),
              eq(trades.status, 'pending'),
            );
      return db
        .update(trades)
        .set({ status: 'void', decidedAt: at, dueAt: null, reason })
        .where(which)
        .returning(voidedColumns);
    },

    /** The players of each offer from one team to another that still waits for an answer. */
    async pendingOffersBetween(fromTeamId: string, toTeamId: string): Promise<string[][]> {
      const rows = await db
        .select({ players: sql<string[]>`array_agg(${tradePlayers.playerId}::text)` })
        .from(trades)
        .innerJoin(tradePlayers, eq(tradePlayers.tradeId, trades.id))
        .where(
          and(
            eq(trades.fromTeamId, fromTeamId),
            eq(trades.toTeamId, toTeamId),
            eq(trades.status, 'pending'),
          ),
        )
        .groupBy(trades.id);
      return rows.map((row) => row.players);
    },

    /** Offers the team has sent that still wait for an answer. */
    async pendingFrom(teamId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(trades)
        .where(and(eq(trades.fromTeamId, teamId), eq(trades.status, 'pending')));
      return row?.count ?? 0;
    },

    /**
     * Trades the server must act on now: offers past their expiry, reviews that have ended,
     * and offers in leagues whose trade deadline week has been scored.
     */
    async dueIds(now: Date, limit: number): Promise<string[]> {
      const due = await db
        .select({ id: trades.id })
        .from(trades)
        .where(lte(trades.dueAt, now))
        .orderBy(trades.dueAt)
        .limit(limit);
      const pastDeadline = await db
        .select({ id: trades.id })
        .from(trades)
        .where(
          and(
            eq(trades.status, 'pending'),
            sql`${trades.leagueId} in (select l.id from leagues l
              where l.trade_deadline_week is not null and exists (
                select 1 from ${matchups} m where m.league_id = l.id and m.completed
                and m.week >= l.trade_deadline_week))`,
          ),
        )
        .limit(limit);
      return [...new Set([...due, ...pastDeadline].map((row) => row.id))];
    },
  };
}

export type TradesRepository = ReturnType<typeof createTradesRepository>;
