import type {
  FriendRequest,
  FriendRequestResult,
  FriendRequestsResponse,
  FriendsResponse,
} from '../../../domain/contract/friends';
import type { User } from '../../../domain/contract/users';
import {
  ASK_AGAIN_AFTER_DAYS,
  askAgainLater,
  MAX_PENDING_FRIEND_REQUESTS,
  TOO_MANY_PENDING_REQUESTS,
} from '../../../domain/friends';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { UserNews } from '../../plugins/events';
import { inTransaction, repositoriesOf } from '../repositories';
import { type Reader, readerAmong, toUser } from '../users';
import type { FriendRequestRecord } from './repository';

export const FRIEND_REQUEST_NOT_FOUND = 'Friend request not found';

export const toFriendRequest = (record: FriendRequestRecord, reader: Reader): FriendRequest => ({
  id: record.id,
  _id: record.id,
  sender: toUser(record.sender, reader),
  recipient: toUser(record.recipient, reader),
  createdAt: record.createdAt.toISOString(),
});

/** `userId` as the reader of a friendship with `friendId` (who may see them online). */
const friendOf = (userId: string, friendId: string): Reader => ({
  id: userId,
  friendIds: new Set([friendId]),
});

type Repositories = ReturnType<typeof repositoriesOf>;

/** Tells each user's push connections their own news, only if the transaction commits. */
const tell = (tx: Repositories, ...told: [userId: string, news: UserNews][]) =>
  tx.events.publishAll(told.map(([userId, news]) => ({ kind: 'user', userIds: [userId], news })));

/**
 * Friends: a request waits for its recipient, who accepts (a friendship, both ways) or rejects
 * it (it is gone). Asking someone who already asked you accepts their request. Each change is
 * one transaction and tells the push connections of both users: the other one's, and the
 * actor's other tabs and devices, whose lists would otherwise keep what changed.
 */
export function createFriendsService(db: Db) {
  const repos = repositoriesOf(db);

  return {
    async friends(userId: string): Promise<FriendsResponse> {
      const rows = await repos.friends.friendsOf(userId);
      const reader = { id: userId, friendIds: new Set(rows.map((row) => row.id)) };
      const now = Date.now();
      return { friends: rows.map((row) => toUser(row, reader, now)) };
    },

    async requests(userId: string): Promise<FriendRequestsResponse> {
      const [received, sent] = await Promise.all([
        repos.friends.received(userId),
        repos.friends.sent(userId),
      ]);
      const shown = [...received, ...sent].flatMap((record) => [
        record.sender.id,
        record.recipient.id,
      ]);
      const reader = await readerAmong(repos.friends, userId, shown);
      return {
        received: received.map((record) => toFriendRequest(record, reader)),
        sent: sent.map((record) => toFriendRequest(record, reader)),
      };
    },

    async request(userId: string, otherId: string): Promise<FriendRequestResult> {
      if (otherId === userId) throw badRequest('You cannot send a friend request to yourself');
      return inTransaction(db, async (tx) => {
        const other = await tx.users.findById(otherId);
        if (!other) throw notFound('User not found');
        // Both users' rows are locked, in id order, so two crossing requests meet one at a time.
        await tx.users.lock(userId, otherId);
        if (await tx.friends.areFriends(userId, otherId)) {
          throw conflict(`You are already friends with ${other.username}`);
        }
        const open = await tx.friends.requestBetween(userId, otherId);
        if (open?.senderId === userId) {
          throw conflict(`You have already sent ${other.username} a friend request`);
        }
        if (open) {
          await tx.friends.deleteRequest(open.id);
          await tx.friends.befriend(userId, otherId);
          await tell(
            tx,
            [otherId, { type: 'friendAccepted', friendId: userId }],
            [userId, { type: 'friendAccepted', friendId: otherId }],
          );
          return {
            status: 'accepted',
            request: null,
            friend: toUser(other, friendOf(userId, otherId)),
            message: `${other.username} had already asked you: you are now friends`,
          };
        }
        // A new request, not an answer: within the sender's limits.
        if ((await tx.friends.pendingSent(userId)) >= MAX_PENDING_FRIEND_REQUESTS) {
          throw conflict(TOO_MANY_PENDING_REQUESTS);
        }
        const wait = await tx.friends.daysUntilAskAgain(userId, otherId, ASK_AGAIN_AFTER_DAYS);
        if (wait > 0) throw conflict(askAgainLater(other.username, wait));
        const row = (await tx.friends.insertRequest(userId, otherId))!;
        await tx.events.publish({
          kind: 'user',
          userIds: [otherId, userId],
          news: { type: 'friendRequest', requestId: row.id },
        });
        const record = (await tx.friends.findRequest(row.id))!;
        return {
          status: 'sent',
          // Not friends: that was refused above.
          request: toFriendRequest(record, { id: userId, friendIds: new Set() }),
          friend: null,
          message: 'Friend request sent',
        };
      });
    },

    /** The recipient accepts: the request becomes a friendship. */
    async accept(userId: string, requestId: string): Promise<{ friend: User }> {
      return inTransaction(db, async (tx) => {
        const record = await recipientsRequest(tx, requestId, userId, 'accept');
        if (!(await tx.friends.deleteRequest(record.id))) throw notFound(FRIEND_REQUEST_NOT_FOUND);
        await tx.friends.befriend(record.sender.id, userId);
        await tell(
          tx,
          [record.sender.id, { type: 'friendAccepted', friendId: userId }],
          [userId, { type: 'friendAccepted', friendId: record.sender.id }],
        );
        return { friend: toUser(record.sender, friendOf(userId, record.sender.id)) };
      });
    },

    async reject(userId: string, requestId: string): Promise<{ message: string }> {
      return inTransaction(db, async (tx) => {
        const record = await recipientsRequest(tx, requestId, userId, 'reject');
        if (!(await tx.friends.deleteRequest(record.id))) throw notFound(FRIEND_REQUEST_NOT_FOUND);
        // The sender may not ask again at once (`askAgainLater`).
        await tx.friends.noteRefusal(record.sender.id, userId);
        // The sender's Sent Requests must drop it as a reload would.
        await tx.events.publish({
          kind: 'user',
          userIds: [record.sender.id, userId],
          news: { type: 'friendRequestRejected', requestId: record.id },
        });
        return { message: 'Friend request rejected' };
      });
    },

    /** Ends a friendship, from either side. */
    async remove(userId: string, friendId: string): Promise<{ message: string }> {
      return inTransaction(db, async (tx) => {
        if (!(await tx.friends.unfriend(userId, friendId))) {
          throw notFound('That user is not your friend');
        }
        await tell(
          tx,
          [friendId, { type: 'friendRemoved', userId }],
          [userId, { type: 'friendRemoved', userId: friendId }],
        );
        return { message: 'Friend removed' };
      });
    },
  };
}

/** A request only its recipient may answer; others get 403 if it concerns them, else 404. */
async function recipientsRequest(
  tx: Repositories,
  requestId: string,
  userId: string,
  action: 'accept' | 'reject',
) {
  const record = await tx.friends.findRequest(requestId);
  if (!record || (record.recipient.id !== userId && record.sender.id !== userId)) {
    throw notFound(FRIEND_REQUEST_NOT_FOUND);
  }
  if (record.recipient.id !== userId) {
    throw forbidden(`Only ${record.recipient.username} can ${action} this friend request`);
  }
  return record;
}

export type FriendsService = ReturnType<typeof createFriendsService>;
