import { and, asc, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftPicks, drafts, leagues, players, teamPlayers, teams, users } from '../../db/schema';

/** The draft row, its picks, and what a pick reads of rosters and the player pool. */
export function createDraftsRepository(db: Db) {
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
     * The draft's status under a shared lock: a roster change waits for a running pick and
     * cannot slip in beside one.
     */
    async statusForShare(leagueId: string) {
      const [row] = await db
        .select({ status: drafts.status })
        .from(drafts)
        .where(eq(drafts.leagueId, leagueId))
        .for('share');
      return row?.status;
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
        .select({
          id: teams.id,
          name: teams.name,
          userId: teams.userId,
          owner: users.username,
          slots: sql<
            string[]
          >`array(select tp.slot from team_players tp where tp.team_id = teams.id)`,
        })
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
    }) {
      const { leagueId, pickNumber, teamId, playerId, slot, madeBy, last } = values;
      const result = (await db.execute(sql`
        with roster as (
          insert into team_players (team_id, league_id, player_id, slot)
          values (${teamId}, ${leagueId}, ${playerId}, ${slot})
        ), pick as (
          insert into draft_picks (league_id, pick_number, team_id, player_id, slot, made_by, auto)
          values (${leagueId}, ${pickNumber}, ${teamId}, ${playerId}, ${slot}, ${madeBy}, ${madeBy === null})
          returning made_at
        ), draft as (
          update drafts set
            current_pick = current_pick + 1,
            version = version + 1,
            clock_started_at = now(),
            status = case when ${last} then 'complete' else status end,
            finished_at = case when ${last} then now() else finished_at end
          where league_id = ${leagueId}
          returning status, version, current_pick, pick_seconds, clock_started_at
        )
        select draft.status, draft.version, draft.current_pick, draft.pick_seconds,
               (extract(epoch from draft.clock_started_at) * 1000)::float8 as clock_ms,
               (extract(epoch from pick.made_at) * 1000)::float8 as made_ms
        from draft, pick`)) as unknown as {
        rows: {
          status: string;
          version: number;
          current_pick: number;
          pick_seconds: number;
          clock_ms: number;
          made_ms: number;
        }[];
      };
      const row = result.rows[0]!;
      return {
        draft: {
          leagueId,
          status: row.status,
          version: row.version,
          currentPick: row.current_pick,
          pickSeconds: row.pick_seconds,
          clockStartedAt: new Date(row.clock_ms),
        },
        madeAt: new Date(row.made_ms),
      };
    },

    /** Drafts whose clock is running, for the timers of a starting instance. */
    running() {
      return db
        .select({
          leagueId: drafts.leagueId,
          currentPick: drafts.currentPick,
          clockStartedAt: drafts.clockStartedAt,
          pickSeconds: drafts.pickSeconds,
        })
        .from(drafts)
        .where(eq(drafts.status, 'started'));
    },

    picks(leagueId: string) {
      return db
        .select({
          pickNumber: draftPicks.pickNumber,
          teamId: draftPicks.teamId,
          slot: draftPicks.slot,
          auto: draftPicks.auto,
          madeAt: draftPicks.madeAt,
          player: players,
        })
        .from(draftPicks)
        .innerJoin(players, eq(players.id, draftPicks.playerId))
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

    /** Players of these regions no team of the league holds, best first. */
    available(
      leagueId: string,
      regions: string[],
      options: { positions?: string[]; limit?: number } = {},
    ) {
      const query = db
        .select()
        .from(players)
        .where(
          and(
            inArray(players.region, regions.length > 0 ? regions : ['']),
            options.positions ? inArray(players.position, options.positions) : undefined,
            notExists(
              db
                .select({ one: sql`1` })
                .from(teamPlayers)
                .where(
                  and(eq(teamPlayers.leagueId, leagueId), eq(teamPlayers.playerId, players.id)),
                ),
            ),
          ),
        )
        .orderBy(desc(players.fantasyPoints), asc(players.name));
      return options.limit ? query.limit(options.limit) : query;
    },
  };
}
