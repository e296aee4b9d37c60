import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leagueNowSql } from '../../db/league-clock';
import { changesOf, type LeaguePage, PAGE_LEAGUE_ID } from '../../db/league-pages';
import {
  type Calendar,
  calendarJson,
  firstGameFrom,
  PLAYER_REGIONS_OF_LEAGUE,
} from '../../db/pro-calendar';
import type { LeagueWithMembers } from '../../db/records';
import {
  drafts,
  EVERY_LEAGUE,
  type LeagueRow,
  leagueChanges,
  leagueMembers,
  leaguePages,
  leagues,
  teamPlayers,
  teams,
  users,
} from '../../db/schema';
import { TEAM_JSON, type TeamJson } from '../../db/team-json';
import { waiverOrderSql } from '../../db/waiver-order';
import { createPageCopies } from './page-copies';

// Lists are bounded: nobody plays in more leagues than this, and a browse page shows this many.
/** The most leagues one account may be in: its lists (My Leagues, the league picker) hold this many. */
export const MY_LEAGUES_LIMIT = 100;
// Joins of one user into different leagues wait for each other on this lock (with the user).
const MEMBERSHIPS_LOCK = 7_105_033;
const BROWSE_LIMIT = 200;

// Written out in full: inside a select list Drizzle leaves column names unqualified, and an
// unqualified "id" in these subqueries would mean the subquery's own table.
const memberIds = sql<string[]>`array(
  select m.user_id::text from league_members m
  where m.league_id = leagues.id order by m.joined_at, m.user_id)`;

const teamCount = sql<number>`(select count(*) from teams t where t.league_id = leagues.id)::int`;

/** Beyond this many rows, a store merges a league's change rows into one. */
const CHANGE_ROWS_KEPT = 32;

/** A league page as it was read: its stored JSON if current, or else what it is built from. */
export type StoredOrBuilt<Page> =
  /** The kept JSON as UTF-8 bytes, ready to send. */
  | { league: LeagueWithMembers; stored: Buffer }
  | { league: LeagueWithMembers; stored: null; page: Page; changes: number };

// Memory for copies of kept pages, per repository of the pool (a transaction's has its own).
const PAGE_COPIES_BYTES = 16 * 1024 * 1024;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function createLeaguesRepository(db: Db) {
  const withMembers = () => db.select({ league: leagues, memberIds, teamCount }).from(leagues);
  const flatten = (
    rows: { league: LeagueRow; memberIds: string[]; teamCount: number }[],
  ): LeagueWithMembers[] =>
    rows.map((row) => ({ ...row.league, memberIds: row.memberIds, teamCount: row.teamCount }));

  // Kept pages this instance has read, each with the change count it was kept at.
  const copies = createPageCopies(PAGE_COPIES_BYTES);

  // A page's statement is built once and then run by its name (see `LeaguePage`): building it
  // again on every read cost more than running it.
  const statements = new Map<string, unknown>();
  const statement = <Row>(
    name: string,
    build: () => { execute(values: Record<string, unknown>): Promise<Row[]> },
  ) => {
    if (!statements.has(name)) statements.set(name, build());
    return statements.get(name) as ReturnType<typeof build>;
  };

  return {
    async findById(id: string): Promise<LeagueWithMembers | undefined> {
      return flatten(await withMembers().where(eq(leagues.id, id)))[0];
    },

    /**
     * The league with a page read in the same statement (see `LeaguePage`), so a page costs
     * one statement with its access check.
     */
    async findWithPage<Page>(
      id: string,
      page: LeaguePage,
    ): Promise<{ league: LeagueWithMembers; page: Page } | undefined> {
      const [row] = await statement(page.name, () =>
        db
          .select({ league: leagues, memberIds, teamCount, page: sql<Page>`${page.sql}` })
          .from(leagues)
          .where(eq(leagues.id, sql.placeholder('leagueId')))
          .prepare(page.name),
      ).execute({ ...page.values, leagueId: id });
      return row && { league: flatten([row])[0]!, page: row.page };
    },

    /**
     * As `findWithPage`, for a page that is stored under `key` (`league_pages`): the stored JSON
     * while it is current, or else the page built in one statement that counts the league's
     * changes in the same snapshot, so that what is stored is never newer than its count.
     *
     * Most reads find the page current. They run a small statement of their own: the one that
     * can build the page carries its whole plan (some twenty subplans), and PostgreSQL sets that
     * plan up on every run, built or not.
     */
    async findWithStoredPage<Page>(
      id: string,
      page: LeaguePage,
      key: string,
    ): Promise<StoredOrBuilt<Page> | undefined> {
      const copy = copies.get(`${id} ${key}`);
      const values = { leagueId: id, key, held: copy?.changes ?? -1 };
      // The read, with the page's own SQL to build it if it is not current, or without.
      const read = (pageSql?: SQL) => {
        const changes = changesOf(PAGE_LEAGUE_ID);
        return db
          .select({
            league: leagues,
            memberIds,
            teamCount,
            storedAt: leaguePages.changes,
            // The kept JSON, unless this instance holds it already at that count.
            stored: sql<string | null>`case when ${leaguePages.changes} = ${sql.placeholder('held')}
              then null else ${leaguePages.body} end`,
            changes: sql<number | null>`case when ${leaguePages.body} is null then ${changes} end`,
            page: pageSql
              ? sql<Page | null>`case when ${leaguePages.body} is null then ${pageSql} end`
              : sql<null>`null`,
          })
          .from(leagues)
          .leftJoin(
            leaguePages,
            and(
              eq(leaguePages.leagueId, leagues.id),
              eq(leaguePages.name, sql.placeholder('key')),
              eq(leaguePages.changes, changes),
            ),
          )
          .where(eq(leagues.id, sql.placeholder('leagueId')));
      };
      const name = `${page.name}_stored`;
      const [kept] = await statement('league_page_kept', () =>
        read().prepare('league_page_kept'),
      ).execute(values);
      const [row] =
        kept?.storedAt === null
          ? await statement(name, () => read(page.sql).prepare(name)).execute({
              ...page.values,
              ...values,
            })
          : [kept];
      if (!row) return undefined;
      const league = flatten([row])[0]!;
      if (row.storedAt === null) {
        return { league, stored: null, page: row.page as Page, changes: row.changes ?? 0 };
      }
      if (row.stored === null && copy) return { league, stored: copy.body };
      const stored = Buffer.from(row.stored ?? '');
      copies.keep(`${id} ${key}`, Number(row.storedAt), stored);
      return { league, stored };
    },

    /**
     * Keeps a page built at change count `changes`, unless a page built later is kept already;
     * and merges the league's change rows once there are many (their sum stays the same).
     */
    async storePage(leagueId: string, key: string, changes: number, body: string): Promise<void> {
      const ids = sql`(${leagueId}::uuid, ${sql.raw(`'${EVERY_LEAGUE}'::uuid`)})`;
      await db.execute(sql`
        with kept as (
          insert into ${leaguePages} (league_id, name, changes, body)
          values (${leagueId}, ${key}, ${changes}, ${body})
          on conflict (league_id, name) do update set changes = excluded.changes, body = excluded.body
          where league_pages.changes < excluded.changes),
        merged as (
          delete from ${leagueChanges} where league_id in ${ids} and league_id in (
            select league_id from ${leagueChanges} where league_id in ${ids}
            group by league_id having count(*) > ${CHANGE_ROWS_KEPT})
          returning league_id, n)
        insert into ${leagueChanges} (league_id, n)
        select league_id, sum(n) from merged group by league_id`);
    },

    /** The user's leagues, oldest membership first. */
    async leaguesOf(userId: string): Promise<LeagueWithMembers[]> {
      const rows = await db
        .select({ league: leagues, memberIds, teamCount })
        .from(leagueMembers)
        .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
        .where(eq(leagueMembers.userId, userId))
        .orderBy(asc(leagueMembers.joinedAt), asc(leagues.id))
        .limit(MY_LEAGUES_LIMIT);
      return flatten(rows);
    },

    /** Public leagues and the user's own, newest first, optionally matching a text. */
    async browse(userId: string, search?: string): Promise<LeagueWithMembers[]> {
      const mine = sql`${leagues.id} in (select ${leagueMembers.leagueId} from ${leagueMembers} where ${leagueMembers.userId} = ${userId})`;
      const text = search
        ? or(
            ilike(leagues.name, escapeLike(search)),
            ilike(leagues.description, escapeLike(search)),
          )
        : undefined;
      const rows = await withMembers()
        .where(and(or(eq(leagues.isPublic, true), eq(leagues.creatorId, userId), mine), text))
        .orderBy(desc(leagues.createdAt), asc(leagues.id))
        .limit(BROWSE_LIMIT);
      return flatten(rows);
    },

    /** Members with their names, in join order. */
    members(leagueId: string) {
      return db
        .select({ id: users.id, username: users.username, avatar: users.avatar })
        .from(leagueMembers)
        .innerJoin(users, eq(users.id, leagueMembers.userId))
        .where(eq(leagueMembers.leagueId, leagueId))
        .orderBy(asc(leagueMembers.joinedAt), asc(leagueMembers.userId));
    },

    async usernames(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((row) => [row.id, row.username]));
    },

    async teamCount(leagueId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(teams).where(eq(teams.leagueId, leagueId));
      return row?.n ?? 0;
    },

    /**
     * Whether the league's draft has begun. Players on rosters say nothing of it: free agents
     * may be added before a draft, and a league may fill its teams without one.
     */
    async draftBegun(leagueId: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(drafts)
        .where(and(eq(drafts.leagueId, leagueId), ne(drafts.status, 'not_started')));
      return (row?.n ?? 0) > 0;
    },

    /**
     * What the league's rosters hold that the roster settings must leave room for: the most
     * players a team has on its bench, and whether a team has a player in its TEAM slot.
     */
    async rosterUse(leagueId: string): Promise<{ mostOnBench: number; teamSlotUsed: boolean }> {
      const [row] = await db
        .select({
          mostOnBench: sql<number>`coalesce(max(bench.n), 0)::int`,
          teamSlotUsed: sql<boolean>`exists (select 1 from ${teamPlayers}
            where ${teamPlayers.leagueId} = ${leagueId} and ${teamPlayers.slot} = 'TEAM')`,
        })
        .from(
          db
            .select({ n: count().as('n') })
            .from(teamPlayers)
            .where(and(eq(teamPlayers.leagueId, leagueId), eq(teamPlayers.slot, 'BENCH')))
            .groupBy(teamPlayers.teamId)
            .as('bench'),
        );
      return { mostOnBench: row?.mostOnBench ?? 0, teamSlotUsed: row?.teamSlotUsed ?? false };
    },

    /** Locks the league row until the transaction ends, so joins cannot overfill it. */
    async lock(leagueId: string): Promise<void> {
      await db.execute(sql`select 1 from ${leagues} where ${leagues.id} = ${leagueId} for update`);
    },

    /**
     * Holds the league row for share until the transaction ends: a waiver clear, which takes
     * it for update, waits meanwhile (or leaves the league to its next round).
     */
    async lockForShare(leagueId: string): Promise<void> {
      await db.execute(sql`select 1 from ${leagues} where ${leagues.id} = ${leagueId} for share`);
    },

    async insert(values: typeof leagues.$inferInsert): Promise<LeagueRow> {
      const [row] = await db.insert(leagues).values(values).returning();
      return row!;
    },

    /**
     * How many leagues the user is in, counted under a lock on the user's memberships until the
     * transaction ends: two joins of one user at once cannot both take the last place.
     */
    async lockedLeagueCount(userId: string): Promise<number> {
      await db.execute(sql`select pg_advisory_xact_lock(${MEMBERSHIPS_LOCK}, hashtext(${userId}))`);
      const [row] = await db
        .select({ n: count() })
        .from(leagueMembers)
        .where(eq(leagueMembers.userId, userId));
      return row?.n ?? 0;
    },

    async addMember(leagueId: string, userId: string): Promise<void> {
      await db.insert(leagueMembers).values({ leagueId, userId }).onConflictDoNothing();
    },

    async isMember(leagueId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: leagueMembers.userId })
        .from(leagueMembers)
        .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
      return row !== undefined;
    },

    /** A new invite code, made as a new league's is: the column's default. */
    async renewInviteCode(leagueId: string): Promise<void> {
      await db.update(leagues).set({ inviteCode: sql`default` }).where(eq(leagues.id, leagueId));
    },

    async update(leagueId: string, values: Partial<typeof leagues.$inferInsert>): Promise<void> {
      await db.update(leagues).set(values).where(eq(leagues.id, leagueId));
    },
  };
}

export type LeaguesRepository = ReturnType<typeof createLeaguesRepository>;

// The statement behind a league's page, read with the league's row (see `findWithPage`):
// everything the page shows besides the row itself, as one JSON value built by PostgreSQL.

/** What `LEAGUE_PAGE` reads. */
export interface LeaguePageData {
  members: { id: string; username: string; avatar: string | null }[];
  draftStatus: string | null;
  pool: { total: number; available: number };
  /** In the league's order, each with its roster and the points of its scored matchups. */
  teams: TeamJson[];
  /** Each scheduled week, and whether it has been scored. */
  weeks: { week: number; completed: boolean }[];
  /** The pro games' calendar of the league's regions. */
  calendar: Calendar;
  /** Start times (ms) of the league's regions' pro games around its time, in order. */
  gameTimes: number[];
  /** League time (ms) from which `gameTimes` holds every game. */
  gameTimesSince: number;
  /** When the league's first game starts (ms): the first of its regions from its season start. */
  firstGameAt: number | null;
  /** The teams in waiver order, first first, with what each spent of its FAAB budget. */
  waiverOrder: { teamId: string; faabSpent: number }[];
}

// Back far enough to hold a week that ended within the longest grace for late data (72 hours).
const GAME_TIMES_SINCE = sql`(${leagueNowSql('leagues')} - interval '11 days')`;

export const LEAGUE_PAGE: LeaguePage = {
  name: 'league_page',
  sql: sql`json_build_object(
    'members', coalesce((
      select json_agg(json_build_object('id', u.id, 'username', u.username, 'avatar', u.avatar)
        order by m.joined_at, m.user_id)
      from league_members m join users u on u.id = m.user_id
      where m.league_id = ${PAGE_LEAGUE_ID}), '[]'),
    'draftStatus', (select d.status from drafts d where d.league_id = ${PAGE_LEAGUE_ID}),
    'pool', (
      select json_build_object('total', pool.total, 'available', pool.total - (
        select count(*) from team_players tp join players p on p.id = tp.player_id
        where tp.league_id = ${PAGE_LEAGUE_ID} and p.region in ${PLAYER_REGIONS_OF_LEAGUE}))
      from (select count(*) as total from players p where p.region in ${PLAYER_REGIONS_OF_LEAGUE}) pool),
    'teams', coalesce((
      select json_agg(${TEAM_JSON} order by t.created_at, t.id)
      from teams t left join users u on u.id = t.user_id
      where t.league_id = ${PAGE_LEAGUE_ID}), '[]'),
    'weeks', coalesce((
      select json_agg(json_build_object('week', w.week, 'completed', w.completed) order by w.week)
      from (select m.week, bool_or(m.completed) as completed from matchups m
            where m.league_id = ${PAGE_LEAGUE_ID} and m.week > 0 group by m.week) w), '[]'),
    'calendar', ${calendarJson(PLAYER_REGIONS_OF_LEAGUE)},
    'gameTimes', coalesce((
      select json_agg((extract(epoch from g.played_at) * 1000)::bigint order by g.played_at)
      from pro_games g
      where g.region in ${PLAYER_REGIONS_OF_LEAGUE}
        and g.played_at >= ${GAME_TIMES_SINCE}
        and g.played_at < ${leagueNowSql('leagues')} + interval '15 days'), '[]'),
    'gameTimesSince', (extract(epoch from ${GAME_TIMES_SINCE}) * 1000)::bigint,
    'firstGameAt', (extract(epoch from ${firstGameFrom(
      PLAYER_REGIONS_OF_LEAGUE,
      sql`coalesce(leagues.season_start, '-infinity')`,
    )}) * 1000)::bigint,
    'waiverOrder', coalesce((
      select json_agg(json_build_object('teamId', o.id, 'faabSpent', t.faab_spent) order by o.rank)
      from ${waiverOrderSql(PAGE_LEAGUE_ID)} o join teams t on t.id = o.id), '[]'))`,
};
