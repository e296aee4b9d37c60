import type { User } from '../../../domain/contract/users';
import type { ShownUserRow } from '../../db/records';

/**
 * A user is online while they hold a push connection on some instance: it refreshes their
 * last-seen time every 20 seconds, so a crashed instance's users go offline within a minute.
 */
export const ONLINE_WINDOW_MS = 60_000;

/** Who reads an answer, and how they stand to the users it shows. */
export interface Reader {
  id: string;
  /** The reader's friends among the users shown (others may be left out). */
  friendIds: ReadonlySet<string>;
  /** The search text, when the users were found by a search. */
  query?: string;
}

/** A reader who is looking at their own account. */
export const selfReader = (id: string): Reader => ({ id, friendIds: new Set() });

/** `readerId` as the reader of these users: their friends among them may be seen online. */
export async function readerAmong(
  friends: { friendIdsAmong(userId: string, otherIds: readonly string[]): Promise<Set<string>> },
  readerId: string,
  shownIds: readonly string[],
): Promise<Reader> {
  return { id: readerId, friendIds: await friends.friendIdsAmong(readerId, shownIds) };
}

/**
 * A whole email address goes to its owner alone: friends too see it masked (decision 021).
 * A searcher who typed all of it learns nothing new, so a search for exactly that address
 * shows it.
 */
export function showsEmail(reader: Reader, user: { id: string; email: string }): boolean {
  if (reader.id === user.id) return true;
  return (
    reader.query !== undefined && reader.query.trim().toLowerCase() === user.email.toLowerCase()
  );
}

/** Whether someone is online is for themselves and their friends to know (decision 021). */
export function showsPresence(reader: Reader, userId: string): boolean {
  return reader.id === userId || reader.friendIds.has(userId);
}

/** `faker@t1.gg` → `f•••@t1.gg`: enough to tell two accounts apart, not to write to one. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '\u2022\u2022\u2022';
  return `${email.slice(0, 1)}\u2022\u2022\u2022${email.slice(at)}`;
}

/**
 * A user as `reader` may see them; every answer and push frame that shows a user builds it
 * here. To anyone the rules keep presence from, `online` is false, as for someone offline.
 */

export function toUser(row: ShownUserRow, reader: Reader, now = Date.now()): User {
  return userSeenBy(
    {
      id: row.id,
      _id: row.id,
      username: row.username,
      email: row.email,
      avatar: row.avatar,
      online: row.lastSeenAt !== null && now - row.lastSeenAt.getTime() < ONLINE_WINDOW_MS,
    },
    reader,
  );
}

/**
 * A user already built for someone else (the sender of a message, as it was announced),
 * narrowed to what `reader` may see of them.
 */
export function userSeenBy(user: User, reader: Reader): User {
  return {
    ...user,
    email: showsEmail(reader, user) ? user.email : maskEmail(user.email),
    online: user.online && showsPresence(reader, user.id),
  };
}
