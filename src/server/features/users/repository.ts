import { and, asc, eq, ilike, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  leagueMembers,
  leagues,
  revokedTokens,
  type UserRole,
  type UserRow,
  users,
} from '../../db/schema';
import { publish } from '../../plugins/events';

export const SEARCH_LIMIT = 20;

export function createUsersRepository(db: Db) {
  // What a token is checked against changed: every instance drops the session it keeps
  // (plugins/auth.ts). Inside a transaction, only once it commits.
  const sessionChanged = (userId: string) => publish(db, { kind: 'session', userId });

  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /**
     * What a request's token is checked against: the name, the role, the token version and
     * the hashes of the account's tokens ended by a logout that have not expired yet.
     */
    async sessionOf(id: string) {
      const [row] = await db
        .select({
          username: users.username,
          role: users.role,
          tokenVersion: users.tokenVersion,
          revoked: sql<string[]>`array(select ${revokedTokens.tokenHash} from ${revokedTokens}
            where ${revokedTokens.userId} = ${users.id} and ${revokedTokens.expiresAt} > now())`,
        })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    /**
     * Ends one token (by its hash) until it expires; the account's rows past their time go.
     * Every instance drops what it keeps of the account's session.
     */
    async revokeToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db
        .delete(revokedTokens)
        .where(and(eq(revokedTokens.userId, userId), lte(revokedTokens.expiresAt, sql`now()`)));
      await db.insert(revokedTokens).values({ userId, tokenHash, expiresAt }).onConflictDoNothing();
      await sessionChanged(userId);
    },

    /** Locks the users' rows (in id order) until the transaction ends. */
    async lock(...ids: string[]): Promise<void> {
      const sorted = [...new Set(ids)].sort();
      await db.execute(
        sql`select 1 from ${users} where ${inArray(users.id, sorted)} order by ${users.id} for update`,
      );
    },

    /** Marks these users as seen now: they hold a push connection. */
    async touchLastSeen(ids: readonly string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(users)
        .set({ lastSeenAt: at })
        .where(inArray(users.id, [...ids]));
    },

    /** The login name may be the username (any case) or the email address. */
    async findByLogin(login: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(
          or(sql`lower(${users.username}) = lower(${login})`, eq(users.email, login.toLowerCase())),
        )
        .limit(1);
      return row;
    },

    /** By username only, in any letter case (names are unique regardless of case). */
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    async setRole(id: string, role: UserRole): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
      if (row) await sessionChanged(id);
      return row;
    },

    withRole(role: UserRole): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(eq(users.role, role))
        .orderBy(asc(sql`lower(${users.username})`));
    },

    /** Which of the given username and email already belong to someone other than `exceptId`. */
    async findTaken(
      fields: { username?: string | undefined; email?: string | undefined },
      exceptId?: string,
    ): Promise<{ username: boolean; email: boolean }> {
      const matches = [];
      if (fields.username) matches.push(sql`lower(${users.username}) = lower(${fields.username})`);
      if (fields.email) matches.push(eq(users.email, fields.email));
      if (matches.length === 0) return { username: false, email: false };
      const rows = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(and(or(...matches), exceptId ? ne(users.id, exceptId) : undefined));
      return {
        username: rows.some((row) => row.username.toLowerCase() === fields.username?.toLowerCase()),
        email: rows.some((row) => row.email === fields.email),
      };
    },

    async insert(values: { username: string; email: string; passwordHash: string }) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    /** `endSessions` raises the token version, so every token signed before is refused. */
    async update(
      id: string,
      values: Partial<Pick<UserRow, 'username' | 'email' | 'avatar' | 'passwordHash'>>,
      { endSessions = false } = {},
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          ...values,
          ...(endSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.id, id))
        .returning();
      const session = values.username !== undefined || values.passwordHash !== undefined;
      if (row && (session || endSessions)) await sessionChanged(id);
      return row;
    },

    /**
     * Users whose username contains the text or whose email is exactly the text, the searcher
     * excluded. Matching part of an address would let anyone spell it out one letter at a time.
     * The one the searcher named exactly comes first, then names that start with the text:
     * in alphabetical order alone, a short name can sit behind the 20 shown.
     */
    search(text: string, excludeId: string): Promise<UserRow[]> {
      const literal = text.replace(/[\\%_]/g, (char) => `\\${char}`);
      const email = text.trim().toLowerCase();
      const closeness = sql`case
        when lower(${users.username}) = lower(${text}) or ${users.email} = ${email} then 0
        when ${users.username} ilike ${`${literal}%`} then 1
        else 2 end`;
      return db
        .select()
        .from(users)
        .where(
          and(
            ne(users.id, excludeId),
            or(ilike(users.username, `%${literal}%`), eq(users.email, email)),
          ),
        )
        .orderBy(asc(closeness), asc(sql`lower(${users.username})`))
        .limit(SEARCH_LIMIT);
    },

    /** Leagues the user belongs to or created, and whether they command each. */
    leagueRoles(userId: string) {
      // The commissioner is the creator, or the first member when the creator is gone.
      const firstMember = sql`(select ${leagueMembers.userId} from ${leagueMembers}
        where ${leagueMembers.leagueId} = ${leagues.id}
        order by ${leagueMembers.joinedAt}, ${leagueMembers.userId} limit 1)`;
      return db
        .select({
          leagueId: leagues.id,
          isPublic: leagues.isPublic,
          member: sql<boolean>`${leagueMembers.userId} is not null`,
          commissioner: sql<boolean>`coalesce(${leagues.creatorId}, ${firstMember}) = ${userId}`,
        })
        .from(leagues)
        .leftJoin(
          leagueMembers,
          and(eq(leagueMembers.leagueId, leagues.id), eq(leagueMembers.userId, userId)),
        )
        .where(or(eq(leagues.creatorId, userId), isNotNull(leagueMembers.userId)))
        .orderBy(asc(leagues.createdAt));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
