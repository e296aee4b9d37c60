import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RosterRules } from '../../../domain/roster';
import type { RosterSlot } from '../../../domain/vocabulary';
import type { Db } from '../../db/client';
import { changesOf } from '../../db/league-pages';
import { rosterRulesOf } from '../../db/league-roster';
import { readLineupLocks } from '../../db/lineup-locks';
import type { TeamRecord } from '../../db/records';
import {
  leaguePages,
  leagues,
  type PlayerRow,
  players,
  teamPlayers,
  teams,
  users,
} from '../../db/schema';
import { TEAM_JSON, type TeamJson } from '../../db/team-json';

/** A team with its roster and points, and its league's name. */
export type TeamWithRoster = TeamJson & { leagueName: string };

/** Nobody owns more teams than this; the list of one's teams is bounded by it. */
export const MY_TEAMS_LIMIT = 100;
/** The teams of one's leagues listed at the most. */
const TEAMS_IN_MY_LEAGUES_LIMIT = 500;

/** The key of a team's stored JSON among its league's pages, before the team's id. */
export const TEAM_PAGE_PREFIX = 'team:';

/** A team as `storedOfUser` reads it: its stored JSON, or what to build it from. */
export type StoredTeam = { id: string; leagueId: string } & (
  | { stored: string }
  | { stored: null; team: TeamWithRoster; changes: number }
);

export interface RosterEntry {
  teamId: string;
  slot: RosterSlot;
  player: PlayerRow;
}

export function createTeamsRepository(db: Db) {
  const withRosters = async (where: SQL, order: SQL, limit: number) => {
    const result = (await db.execute(sql`
      select ${TEAM_JSON} as team, l.name as league_name
      from teams t join leagues l on l.id = t.league_id left join users u on u.id = t.user_id
      where ${where} order by ${order} limit ${limit}`)) as unknown as {
      rows: { team: TeamJson; league_name: string }[];
    };
    return result.rows.map((row): TeamWithRoster => ({ ...row.team, leagueName: row.league_name }));
  };

  const teamRecords = () =>
    db
      .select({
        id: teams.id,
        name: teams.name,
        userId: teams.userId,
        owner: users.username,
        leagueId: teams.leagueId,
        leagueName: leagues.name,
      })
      .from(teams)
      .innerJoin(leagues, eq(leagues.id, teams.leagueId))
      .leftJoin(users, eq(users.id, teams.userId));

  // Built once, run by name: PostgreSQL plans it once per connection.
  let storedOfUserPrepared: ReturnType<typeof prepareStoredOfUser> | undefined;
  const prepareStoredOfUser = () => {
    const t = alias(teams, 't');
    const l = alias(leagues, 'l');
    const u = alias(users, 'u');
    const r = alias(leaguePages, 'r');
    const changes = changesOf(sql`${t.leagueId}`);
    return db
      .select({
        id: t.id,
        leagueId: t.leagueId,
        stored: r.body,
        team: sql<TeamJson | null>`case when ${r.body} is null then ${TEAM_JSON} end`,
        leagueName: sql<string | null>`case when ${r.body} is null then ${l.name} end`,
        changes: sql<number | null>`case when ${r.body} is null then ${changes} end`,
      })
      .from(t)
      .innerJoin(l, eq(l.id, t.leagueId))
      .leftJoin(u, eq(u.id, t.userId))
      .leftJoin(
        r,
        and(
          eq(r.leagueId, t.leagueId),
          eq(r.name, sql`${TEAM_PAGE_PREFIX} || ${t.id}`),
          eq(r.changes, changes),
        ),
      )
      .where(eq(t.userId, sql.placeholder('userId')))
      .orderBy(asc(t.createdAt), asc(t.id))
      .limit(MY_TEAMS_LIMIT)
      .prepare('stored_teams_of_user');
  };
  const storedOfUserStatement = () => {
    storedOfUserPrepared ??= prepareStoredOfUser();
    return storedOfUserPrepared;
  };

  return {
    async findById(id: string): Promise<TeamRecord | undefined> {
      return (await teamRecords().where(eq(teams.id, id)))[0];
    },

    ofLeague(leagueId: string): Promise<TeamRecord[]> {
      return teamRecords()
        .where(eq(teams.leagueId, leagueId))
        .orderBy(asc(teams.createdAt), asc(teams.id));
    },

    /**
     * Teams with their rosters and points in one statement: those matching `where` (over the
     * team `t`, its league `l` and owner `u`), in `order`, at most `limit`.
     */
    /** The team `id` with its roster and points, and its league's name. */
    async withRoster(id: string): Promise<TeamWithRoster | undefined> {
      return (await withRosters(sql`t.id = ${id}`, sql`t.id`, 1))[0];
    },

    /** The teams of every league `userId` belongs to (bounded), by league name, then age. */
    withRostersInLeaguesOf(userId: string): Promise<TeamWithRoster[]> {
      const theirLeagues = sql`t.league_id in (
        select league_id from league_members where user_id = ${userId})`;
      return withRosters(theirLeagues, sql`l.name, t.created_at`, TEAMS_IN_MY_LEAGUES_LIMIT);
    },

    /**
     * The user's teams (at most `MY_TEAMS_LIMIT`, oldest first), each as its stored JSON (`team:<id>` of
     * its league's stored pages) while current, or else with its roster to build it from.
     */
    async storedOfUser(userId: string): Promise<StoredTeam[]> {
      const rows = await storedOfUserStatement().execute({ userId });
      return rows.map((row) =>
        row.stored !== null
          ? { id: row.id, leagueId: row.leagueId, stored: row.stored }
          : {
              id: row.id,
              leagueId: row.leagueId,
              stored: null,
              team: { ...row.team!, leagueName: row.leagueName! },
              changes: row.changes ?? 0,
            },
      );
    },

    async teamOfUser(leagueId: string, userId: string) {
      const [row] = await db
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.leagueId, leagueId), eq(teams.userId, userId)));
      return row;
    },

    async rosters(teamIds: string[]): Promise<RosterEntry[]> {
      if (teamIds.length === 0) return [];
      const rows = await db
        .select({ teamId: teamPlayers.teamId, slot: teamPlayers.slot, player: players })
        .from(teamPlayers)
        .innerJoin(players, eq(players.id, teamPlayers.playerId))
        .where(inArray(teamPlayers.teamId, teamIds))
        .orderBy(asc(teamPlayers.addedAt), asc(players.name));
      return rows.map((row) => ({ ...row, slot: row.slot as RosterSlot }));
    },

    async findByIds(ids: string[]): Promise<TeamRecord[]> {
      if (ids.length === 0) return [];
      return teamRecords().where(inArray(teams.id, ids));
    },

    /**
     * Locks the team rows until the transaction ends: one roster change at a time. Several are
     * locked in id order, so two transactions never wait for each other in a circle.
     */
    /**
     * The league's roster rules as they stand now: read after the league's lock is held
     * (`runningUnderLeagueLock`), they include a settings change that committed meanwhile.
     */
    async rosterRules(leagueId: string): Promise<RosterRules> {
      const [row] = await db
        .select({ rosterBench: leagues.rosterBench, rosterTeamSlot: leagues.rosterTeamSlot })
        .from(leagues)
        .where(eq(leagues.id, leagueId));
      return rosterRulesOf(row!);
    },

    async lock(...teamIds: string[]): Promise<void> {
      const ids = [...new Set(teamIds)].sort();
      await db.execute(
        sql`select 1 from ${teams} where ${inArray(teams.id, ids)} order by ${teams.id} for update`,
      );
    },

    /** The slot of each player on the team. */
    async slotsInUse(teamId: string): Promise<string[]> {
      const rows = await db
        .select({ slot: teamPlayers.slot })
        .from(teamPlayers)
        .where(eq(teamPlayers.teamId, teamId));
      return rows.map((row) => row.slot);
    },

    /** The team in this league that already has the player, if any. */
    async holderOf(leagueId: string, playerId: string) {
      const [row] = await db
        .select({ teamId: teams.id, name: teams.name })
        .from(teamPlayers)
        .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
        .where(and(eq(teamPlayers.leagueId, leagueId), eq(teamPlayers.playerId, playerId)));
      return row;
    },

    /** Locks of these players in the league now (src/server/db/lineup-locks.ts). */
    lineupLocks(league: Parameters<typeof readLineupLocks>[1], playerIds: readonly string[]) {
      return readLineupLocks(db, league, playerIds);
    },

    /** The team's players with their slots, names and positions. */
    rosterEntries(teamId: string) {
      return db
        .select({
          playerId: teamPlayers.playerId,
          slot: teamPlayers.slot,
          id: players.id,
          name: players.name,
          position: players.position,
        })
        .from(teamPlayers)
        .innerJoin(players, eq(players.id, teamPlayers.playerId))
        .where(eq(teamPlayers.teamId, teamId));
    },

    /**
     * Puts players of the team in new slots. They pass through the bench first: a starter slot
     * takes one player at any moment, even inside a statement, so a swap of two starters would
     * otherwise find its slot taken.
     */
    async setSlots(
      teamId: string,
      moves: readonly { playerId: string; slot: RosterSlot }[],
    ): Promise<void> {
      await db.execute(sql`
        update team_players set slot = 'BENCH'
        where team_id = ${teamId} and player_id = any(${sql.param(moves.map((move) => move.playerId))}::uuid[])`);
      await db.execute(sql`
        update team_players tp set slot = m.slot
        from unnest(${sql.param(moves.map((move) => move.playerId))}::uuid[],
                    ${sql.param(moves.map((move) => move.slot))}::text[]) as m(player_id, slot)
        where tp.team_id = ${teamId} and tp.player_id = m.player_id`);
    },

    async addPlayer(values: typeof teamPlayers.$inferInsert): Promise<void> {
      await db.insert(teamPlayers).values(values);
    },

    /** Moves players of a league to the teams and slots given, in one statement each way. */
    async movePlayers(
      leagueId: string,
      moves: readonly { playerId: string; toTeamId: string; slot: RosterSlot }[],
    ): Promise<void> {
      if (moves.length === 0) return;
      await db.delete(teamPlayers).where(
        and(
          eq(teamPlayers.leagueId, leagueId),
          inArray(
            teamPlayers.playerId,
            moves.map((move) => move.playerId),
          ),
        ),
      );
      await db.insert(teamPlayers).values(
        moves.map((move) => ({
          teamId: move.toTeamId,
          leagueId,
          playerId: move.playerId,
          slot: move.slot,
          acquired: 'trade',
        })),
      );
    },

    /** Takes a player off the team: how and when he came, or undefined if he was not on it. */
    async removePlayer(teamId: string, playerId: string) {
      const [removed] = await db
        .delete(teamPlayers)
        .where(and(eq(teamPlayers.teamId, teamId), eq(teamPlayers.playerId, playerId)))
        .returning({
          playerId: teamPlayers.playerId,
          slot: teamPlayers.slot,
          acquired: teamPlayers.acquired,
          acquiredAt: teamPlayers.acquiredAt,
        });
      return removed;
    },

    async insert(values: typeof teams.$inferInsert) {
      const [row] = await db.insert(teams).values(values).returning();
      return row!;
    },

    async setOwner(teamId: string, userId: string): Promise<void> {
      await db.update(teams).set({ userId }).where(eq(teams.id, teamId));
    },

    async namesInLeague(leagueId: string): Promise<string[]> {
      const rows = await db
        .select({ name: teams.name })
        .from(teams)
        .where(eq(teams.leagueId, leagueId));
      return rows.map((row) => row.name);
    },
  };
}

export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
