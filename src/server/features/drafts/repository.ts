import { and, asc, count, desc, eq, inArray, ne, notExists, type SQL, sql } from 'drizzle-orm';
import { clockDeadline } from '../../../domain/draft-clock';
import type { Db } from '../../db/client';
import { leagueScopeOf, playersUpTo } from '../../db/player-totals';
import {
  auctionBids,
  draftPicks,
  drafts,
  leagues,
  players,
  teamPlayers,
  teams,
  users,
} from '../../db/schema';

/**
 * The CTE `bid`: the new high bid of the CTE `draft`, stored as a row of the bid history, made
 * when the draft's clock restarted. Both take the time the bid was taken under the draft's lock
 * (`clock_timestamp()`), not the start of its transaction, which may have waited for the lock
 * behind other bids: the history's times follow the order the bids were taken in, and a bid
 * that waited does not start a shorter clock.
 */
const highBidRow = (madeBy: string | null) => sql`bid as (
  insert into auction_bids (league_id, lot_number, amount, team_id, made_by, made_at)
  select league_id, lot_number, high_bid, high_team_id, ${madeBy}, clock_started_at from draft
  returning made_at)`;

/** What a statement that changes a draft answers, from its `draft` and a `made` row with made_at. */
const announcedOf = (made: SQL) => sql`
  select draft.status, draft.version, draft.current_pick, draft.pick_seconds, draft.kind,
         draft.paused_remaining_ms, draft.lot_player_id, draft.bid_seconds,
         draft.nomination_seconds,
         (extract(epoch from draft.clock_started_at) * 1000)::float8 as clock_ms,
         (extract(epoch from ${made}.made_at) * 1000)::float8 as made_ms
  from draft, ${made}`;

interface AnnouncedRow {
  status: string;
  version: number;
  current_pick: number;
  pick_seconds: number;
  kind: string;
  paused_remaining_ms: number | null;
  lot_player_id: string | null;
  bid_seconds: number | null;
  nomination_seconds: number | null;
  clock_ms: number;
  made_ms: number;
}

const toAnnounced = (leagueId: string, row: AnnouncedRow) => ({
  draft: {
    leagueId,
    status: row.status,
    version: row.version,
    currentPick: row.current_pick,
    pickSeconds: row.pick_seconds,
    clockStartedAt: new Date(row.clock_ms),
    kind: row.kind,
    pausedRemainingMs: row.paused_remaining_ms,
    lotPlayerId: row.lot_player_id,
    bidSeconds: row.bid_seconds,
    nominationSeconds: row.nomination_seconds,
  },
  madeAt: new Date(row.made_ms),
});

/** A team as a pick reads it (from `teams` left-joined to its owner in `users`). */
const teamColumns = {
  id: teams.id,
  name: teams.name,
  userId: teams.userId,
  owner: users.username,
  slots: sql<string[]>`array(select tp.slot from team_players tp where tp.team_id = teams.id)`,
  benchSize: sql<number>`(select l.roster_bench from leagues l where l.id = teams.league_id)`,
  teamSlot: sql<boolean>`(select l.roster_team_slot from leagues l where l.id = teams.league_id)`,
};

/** The draft row, its picks, and what a pick reads of rosters and the player pool. */
export function createDraftsRepository(db: Db) {
  /** Players of these regions (none when there are none). */
  const ofRegions = (regions: string[]) =>
    inArray(players.region, regions.length > 0 ? regions : ['']);
  /** Players no team of the league holds. */
  const unrostered = (leagueId: string) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(teamPlayers)
        .where(and(eq(teamPlayers.leagueId, leagueId), eq(teamPlayers.playerId, players.id))),
    );

  return {
    async find(leagueId: string) {
      const [row] = await db.select().from(drafts).where(eq(drafts.leagueId, leagueId));
      return row;
    },

    /** The draft row, locked until the transaction ends: one pick at a time per league. */
    async lock(leagueId: string) {
      const [row] = await db
        .select()
        .from(drafts)
        .where(eq(drafts.leagueId, leagueId))
        .for('update');
      return row;
    },

    async insert(values: typeof drafts.$inferInsert) {
      const [row] = await db.insert(drafts).values(values).returning();
      return row!;
    },

    /**
     * Whether the league's draft is running, asked by every roster change made outside the
     * draft (a player added, a trade offered, accepted or completed). It locks the league's
     * row for share until the transaction ends: a row that exists before the draft does, and
     * that a draft's start locks for update before it checks the rosters. So a roster change
     * and a start happen one after the other, never side by side. The status is read by a
     * second statement, after the lock is held, so it sees a start that committed meanwhile.
     * Call it before locking any team: league, then teams, is the order every path keeps.
     */
    async runningUnderLeagueLock(leagueId: string): Promise<boolean> {
      await db.execute(sql`select 1 from ${leagues} where ${leagues.id} = ${leagueId} for share`);
      const [row] = await db
        .select({ status: drafts.status })
        .from(drafts)
        .where(eq(drafts.leagueId, leagueId));
      return row?.status === 'started';
    },

    /** Finishes the draft (complete or ended) and moves its version on. */
    async finish(leagueId: string, status: 'complete' | 'ended') {
      const [row] = await db
        .update(drafts)
        .set({ status, finishedAt: sql`now()`, version: sql`${drafts.version} + 1` })
        .where(eq(drafts.leagueId, leagueId))
        .returning();
      return row!;
    },

    /**
     * The draft row, locked, with what a pick needs of its league: its regions and who
     * commands it (creator, else first member).
     */
    /**
     * The draft row, locked, with what a pick needs of its league: its regions, who commands
     * it, and whether `viewerId` may see it (public, or a member).
     */
    async lockForPick(leagueId: string, viewerId?: string) {
      const [row] = await db
        .select({
          draft: drafts,
          regions: leagues.regions,
          creatorId: leagues.creatorId,
          isPublic: leagues.isPublic,
          viewerIsMember: viewerId
            ? sql<boolean>`exists (select 1 from league_members v
                where v.league_id = drafts.league_id and v.user_id = ${viewerId})`
            : sql<boolean>`false`,
          // Written out: Drizzle leaves column names unqualified inside a select list.
          firstMember: sql<string | null>`(select m.user_id::text from league_members m
            where m.league_id = drafts.league_id order by m.joined_at, m.user_id limit 1)`,
        })
        .from(drafts)
        .innerJoin(leagues, eq(leagues.id, drafts.leagueId))
        .where(eq(drafts.leagueId, leagueId))
        .for('update', { of: drafts });
      return row;
    },

    /** A team with its owner's name and the slot of each player it holds. */
    async teamWithSlots(teamId: string) {
      const [row] = await db
        .select(teamColumns)
        .from(teams)
        .leftJoin(users, eq(users.id, teams.userId))
        .where(eq(teams.id, teamId));
      return row;
    },

    /**
     * A pick in one statement: the player onto the roster, the pick into the history, the
     * clock on to the next pick (or the draft complete). A player or slot already taken fails
     * the whole statement on the unique keys.
     */
    async writePick(values: {
      leagueId: string;
      pickNumber: number;
      teamId: string;
      playerId: string;
      slot: string;
      madeBy: string | null;
      last: boolean;
      /** An auction sale: what the team paid, and the team that nominates next. */
      sale?: { price: number; nominator: number | null };
      /** The next step's whole clock, which a paused draft keeps for its resume. */
      nextClockMs: number;
    }) {
      const { leagueId, pickNumber, teamId, playerId, slot, madeBy, last, sale, nextClockMs } =
        values;
      // A sale is made by bidding, never by the clock alone.
      const auto = !sale && madeBy === null;
      const result = (await db.execute(sql`
        with roster as (
          insert into team_players (team_id, league_id, player_id, slot)
          values (${teamId}, ${leagueId}, ${playerId}, ${slot})
        ), pick as (
          insert into draft_picks (league_id, pick_number, team_id, player_id, slot, made_by, auto, price)
          values (${leagueId}, ${pickNumber}, ${teamId}, ${playerId}, ${slot}, ${madeBy}, ${auto}, ${sale?.price ?? null})
          returning made_at
        ), draft as (
          update drafts set
            current_pick = current_pick + 1,
            version = version + 1,
            clock_started_at = now(),
            lot_player_id = null,
            high_bid = null,
            high_team_id = null,
            nominator = ${sale ? sale.nominator : sql`nominator`},
            -- Made while paused (a sale held in person): the next step waits with a whole clock.
            paused_remaining_ms = case when paused_remaining_ms is null then null
                                       else ${nextClockMs}::integer end,
            status = case when ${last} then 'complete' else status end,
            finished_at = case when ${last} then now() else finished_at end
          where league_id = ${leagueId}
          returning *
        )
        ${announcedOf(sql`pick`)}`)) as unknown as { rows: AnnouncedRow[] };
      return toAnnounced(leagueId, result.rows[0]!);
    },

    /**
     * Passes the snake pick on the clock without a player (the team has room for none left):
     * the next pick's clock starts.
     */
    async passPick(leagueId: string) {
      const [row] = await db
        .update(drafts)
        .set({
          currentPick: sql`${drafts.currentPick} + 1`,
          version: sql`${drafts.version} + 1`,
          clockStartedAt: sql`now()`,
        })
        .where(eq(drafts.leagueId, leagueId))
        .returning();
      return row!;
    },

    /**
     * Passes an auction's nomination to the team at `nominator` in the order (the team whose
     * turn it was has room for nobody left): its nomination clock starts.
     */
    async passNomination(leagueId: string, nominator: number) {
      const [row] = await db
        .update(drafts)
        .set({ nominator, version: sql`${drafts.version} + 1`, clockStartedAt: sql`now()` })
        .where(eq(drafts.leagueId, leagueId))
        .returning();
      return row!;
    },

    /** Which of these leagues have their draft running. */
    async runningIn(leagueIds: readonly string[]): Promise<Set<string>> {
      if (leagueIds.length === 0) return new Set();
      const rows = await db
        .select({ leagueId: drafts.leagueId })
        .from(drafts)
        .where(and(inArray(drafts.leagueId, [...leagueIds]), eq(drafts.status, 'started')));
      return new Set(rows.map((row) => row.leagueId));
    },

    /** Running drafts and when their clocks run out (null while paused), for a starting instance. */
    async running() {
      const rows = await db.select().from(drafts).where(eq(drafts.status, 'started'));
      return rows.map((row) => ({
        leagueId: row.leagueId,
        version: row.version,
        deadline: clockDeadline(row),
      }));
    },

    /**
     * Opens nomination number `lotNumber` (the draft's next): the player up, the opening bid as
     * the high bid and its bid row, and the bid clock started. Answers the draft and the bid's time.
     */
    async openLot(values: {
      leagueId: string;
      lotNumber: number;
      playerId: string;
      teamId: string;
      amount: number;
      madeBy: string | null;
    }) {
      const { leagueId, lotNumber, playerId, teamId, amount, madeBy } = values;
      const result = (await db.execute(sql`
        with draft as (
          update drafts set
            lot_number = ${lotNumber},
            lot_player_id = ${playerId},
            high_bid = ${amount},
            high_team_id = ${teamId},
            clock_started_at = clock_timestamp(),
            version = version + 1
          where league_id = ${leagueId}
          returning *
        ), ${highBidRow(madeBy)}
        ${announcedOf(sql`bid`)}`)) as unknown as { rows: AnnouncedRow[] };
      return toAnnounced(leagueId, result.rows[0]!);
    },

    /**
     * A bid, stored only if it is above the high bid of the open nomination it names (the
     * caller checked the rules under the draft's lock; this is the last word on the order of
     * bids): the high bid, its team and a restarted bid clock, and the bid's row. Answers the
     * draft and the bid's time, or undefined when the bid no longer stands.
     */
    async writeBid(values: {
      leagueId: string;
      lotNumber: number;
      amount: number;
      teamId: string;
      madeBy: string;
    }) {
      const { leagueId, lotNumber, amount, teamId, madeBy } = values;
      const result = (await db.execute(sql`
        with draft as (
          update drafts set
            high_bid = ${amount},
            high_team_id = ${teamId},
            clock_started_at = clock_timestamp(),
            version = version + 1
          where league_id = ${leagueId} and lot_number = ${lotNumber} and high_bid < ${amount}
            and lot_player_id is not null
          returning *
        ), ${highBidRow(madeBy)}
        ${announcedOf(sql`bid`)}`)) as unknown as { rows: AnnouncedRow[] };
      const row = result.rows[0];
      return row && toAnnounced(leagueId, row);
    },

    /**
     * Pauses the draft's clock with the time it had left, or resumes it (`remainingMs` null)
     * so that it runs out that long from now.
     */
    async setPaused(leagueId: string, remainingMs: number | null, clockSeconds: number) {
      const [row] = await db
        .update(drafts)
        .set(
          remainingMs !== null
            ? { pausedRemainingMs: remainingMs, version: sql`${drafts.version} + 1` }
            : {
                clockStartedAt: sql`now() - make_interval(secs => (${clockSeconds * 1000} - ${drafts.pausedRemainingMs}) / 1000.0)`,
                pausedRemainingMs: null,
                version: sql`${drafts.version} + 1`,
              },
        )
        .where(eq(drafts.leagueId, leagueId))
        .returning();
      return row!;
    },

    /** Ends the nomination of the player up without a sale; the same team nominates again. */
    async closeLot(leagueId: string) {
      const [row] = await db
        .update(drafts)
        .set({
          lotPlayerId: null,
          highBid: null,
          highTeamId: null,
          clockStartedAt: sql`now()`,
          version: sql`${drafts.version} + 1`,
        })
        .where(eq(drafts.leagueId, leagueId))
        .returning();
      return row!;
    },

    /** Whether a team of the league holds the player. */
    async isRostered(leagueId: string, playerId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(teamPlayers)
        .where(and(eq(teamPlayers.leagueId, leagueId), eq(teamPlayers.playerId, playerId)))
        .limit(1);
      return row !== undefined;
    },

    /** The bids on nomination `lotNumber`, newest (highest) first. */
    lotBids(leagueId: string, lotNumber: number) {
      return db
        .select({
          amount: auctionBids.amount,
          teamId: auctionBids.teamId,
          madeAt: auctionBids.madeAt,
        })
        .from(auctionBids)
        .where(and(eq(auctionBids.leagueId, leagueId), eq(auctionBids.lotNumber, lotNumber)))
        .orderBy(desc(auctionBids.amount))
        .limit(50);
    },

    /**
     * Each team of the league with its owner, the slots it holds, and what it has won in this
     * draft and paid for it.
     */
    auctionTeams(leagueId: string) {
      return db
        .select({
          ...teamColumns,
          spent: sql<number>`(select coalesce(sum(p.price), 0) from draft_picks p
            where p.league_id = ${leagueId} and p.team_id = teams.id)::int`,
          won: sql<number>`(select count(*) from draft_picks p
            where p.league_id = ${leagueId} and p.team_id = teams.id)::int`,
        })
        .from(teams)
        .leftJoin(users, eq(users.id, teams.userId))
        .where(eq(teams.leagueId, leagueId));
    },

    /** The league's picks in order, each player with his points on the league's clock. */
    picks(leagueId: string) {
      const upTo = playersUpTo(db, leagueScopeOf(leagueId));
      return db
        .select({
          pickNumber: draftPicks.pickNumber,
          teamId: draftPicks.teamId,
          slot: draftPicks.slot,
          auto: draftPicks.auto,
          price: draftPicks.price,
          madeAt: draftPicks.madeAt,
          player: upTo.columns,
        })
        .from(draftPicks)
        .innerJoin(players, eq(players.id, draftPicks.playerId))
        .innerJoinLateral(upTo.totals, sql`true`)
        .where(eq(draftPicks.leagueId, leagueId))
        .orderBy(asc(draftPicks.pickNumber));
    },

    /** How many players each of the league's teams already holds. */
    async rosterSizes(leagueId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ teamId: teamPlayers.teamId, n: count() })
        .from(teamPlayers)
        .where(eq(teamPlayers.leagueId, leagueId))
        .groupBy(teamPlayers.teamId);
      return new Map(rows.map((row) => [row.teamId, row.n]));
    },

    /** The positions of the players of these regions no team of the league holds (but `except`). */
    async availablePositions(
      leagueId: string,
      regions: string[],
      except?: string,
    ): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ position: players.position })
        .from(players)
        .where(
          and(
            ofRegions(regions),
            except ? ne(players.id, except) : undefined,
            unrostered(leagueId),
          ),
        );
      return new Set(rows.map((row) => row.position));
    },

    /**
     * Players of these regions no team of the league holds, best first by their points on the
     * league's clock (only the games that have happened for it count).
     */
    available(
      leagueId: string,
      regions: string[],
      options: { positions?: string[]; limit?: number } = {},
    ) {
      const upTo = playersUpTo(db, leagueScopeOf(leagueId));
      const query = db
        .select(upTo.columns)
        .from(players)
        .innerJoinLateral(upTo.totals, sql`true`)
        .where(
          and(
            ofRegions(regions),
            options.positions ? inArray(players.position, options.positions) : undefined,
            unrostered(leagueId),
          ),
        )
        .orderBy(desc(upTo.totals.fantasyPoints), asc(players.name));
      return options.limit ? query.limit(options.limit) : query;
    },
  };
}
