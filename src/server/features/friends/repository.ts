import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  friendRequestRefusals,
  friendRequests,
  friendships,
  type UserRow,
  users,
} from '../../db/schema';

// Nobody has more friends or open requests on a page than this.
const LIST_LIMIT = 500;

export interface FriendRequestRecord {
  id: string;
  createdAt: Date;
  sender: UserRow;
  recipient: UserRow;
}

/** Friend requests and friendships (one row each way, so each side finds its own). */
export function createFriendsRepository(db: Db) {
  const requestsWhere = async (condition: SQL) => {
    const rows = await db
      .select({ request: friendRequests, sender: users })
      .from(friendRequests)
      .innerJoin(users, eq(users.id, friendRequests.senderId))
      .where(condition)
      .orderBy(desc(friendRequests.createdAt))
      .limit(LIST_LIMIT);
    const recipientIds = [...new Set(rows.map((row) => row.request.recipientId))];
    const recipients = new Map(
      (recipientIds.length === 0
        ? []
        : await db.select().from(users).where(inArray(users.id, recipientIds))
      ).map((user) => [user.id, user]),
    );
    return rows.flatMap((row): FriendRequestRecord[] => {
      const recipient = recipients.get(row.request.recipientId);
      return recipient
        ? [{ id: row.request.id, createdAt: row.request.createdAt, sender: row.sender, recipient }]
        : [];
    });
  };

  return {
    async friendsOf(userId: string): Promise<UserRow[]> {
      const rows = await db
        .select({ user: users })
        .from(friendships)
        .innerJoin(users, eq(users.id, friendships.friendId))
        .where(eq(friendships.userId, userId))
        .orderBy(sql`lower(${users.username})`)
        .limit(LIST_LIMIT);
      return rows.map((row) => row.user);
    },

    /** Which of these users are the user's friends: what decides whether they see them online. */
    async friendIdsAmong(userId: string, otherIds: readonly string[]): Promise<Set<string>> {
      const others = [...new Set(otherIds)].filter((id) => id !== userId);
      if (others.length === 0) return new Set();
      const rows = await db
        .select({ friendId: friendships.friendId })
        .from(friendships)
        .where(and(eq(friendships.userId, userId), inArray(friendships.friendId, others)));
      return new Set(rows.map((row) => row.friendId));
    },

    async areFriends(userId: string, otherId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: friendships.userId })
        .from(friendships)
        .where(and(eq(friendships.userId, userId), eq(friendships.friendId, otherId)));
      return row !== undefined;
    },

    received: (userId: string) => requestsWhere(eq(friendRequests.recipientId, userId)),
    sent: (userId: string) => requestsWhere(eq(friendRequests.senderId, userId)),

    async findRequest(id: string): Promise<FriendRequestRecord | undefined> {
      return (await requestsWhere(eq(friendRequests.id, id)))[0];
    },

    /** The open request between two users in either direction, if any. */
    async requestBetween(a: string, b: string) {
      const [row] = await db
        .select()
        .from(friendRequests)
        .where(
          or(
            and(eq(friendRequests.senderId, a), eq(friendRequests.recipientId, b)),
            and(eq(friendRequests.senderId, b), eq(friendRequests.recipientId, a)),
          ),
        );
      return row;
    },

    /** Stores the request; undefined when the same request is already there. */
    async insertRequest(senderId: string, recipientId: string) {
      const [row] = await db
        .insert(friendRequests)
        .values({ senderId, recipientId })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** How many of the user's requests wait for an answer. */
    async pendingSent(senderId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(friendRequests)
        .where(eq(friendRequests.senderId, senderId));
      return row?.count ?? 0;
    },

    /** The recipient declined the sender's request: noted, as of now. */
    async noteRefusal(senderId: string, recipientId: string): Promise<void> {
      await db
        .insert(friendRequestRefusals)
        .values({ senderId, recipientId })
        .onConflictDoUpdate({
          target: [friendRequestRefusals.senderId, friendRequestRefusals.recipientId],
          set: { refusedAt: sql`now()` },
        });
    },

    /**
     * Whole days, rounded up, until the sender may ask the recipient again after their last
     * refusal, counted `days` from it; 0 when they may now.
     */
    async daysUntilAskAgain(senderId: string, recipientId: string, days: number): Promise<number> {
      const [row] = await db
        .select({
          left: sql<number>`ceil(extract(epoch from (${friendRequestRefusals.refusedAt}
            + make_interval(days => ${days}) - now())) / 86400)::int`,
        })
        .from(friendRequestRefusals)
        .where(
          and(
            eq(friendRequestRefusals.senderId, senderId),
            eq(friendRequestRefusals.recipientId, recipientId),
          ),
        );
      return Math.max(0, row?.left ?? 0);
    },

    /** Deletes the request; false when it was already gone (answered meanwhile). */
    async deleteRequest(id: string): Promise<boolean> {
      const rows = await db
        .delete(friendRequests)
        .where(eq(friendRequests.id, id))
        .returning({ id: friendRequests.id });
      return rows.length === 1;
    },

    async befriend(a: string, b: string): Promise<void> {
      await db
        .insert(friendships)
        .values([
          { userId: a, friendId: b },
          { userId: b, friendId: a },
        ])
        .onConflictDoNothing();
    },

    /** Ends a friendship from either side; false when there was none. */
    async unfriend(a: string, b: string): Promise<boolean> {
      const rows = await db
        .delete(friendships)
        .where(
          or(
            and(eq(friendships.userId, a), eq(friendships.friendId, b)),
            and(eq(friendships.userId, b), eq(friendships.friendId, a)),
          ),
        )
        .returning({ userId: friendships.userId });
      return rows.length > 0;
    },
  };
}

export type FriendsRepository = ReturnType<typeof createFriendsRepository>;
