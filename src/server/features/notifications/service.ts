import type { Notification, NotificationList } from '../../../domain/contract/notifications';
import { NOTIFICATION_LIST_SIZE } from '../../../domain/vocabulary';
import type { Db } from '../../db/client';
import type { RoomEvent } from '../../plugins/events';
import { inTransaction, type Repositories, repositoriesOf } from '../repositories';
import type { NotificationEntry, NotificationRow } from './repository';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as Notification['type'],
    leagueId: row.leagueId,
    leagueName: row.leagueName,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

// Notifications named by one push event (their ids and users keep it under NOTIFY's 8 kB).
const NOTIFICATIONS_PER_EVENT = 80;

/**
 * Writes notifications and tells their users' push connections (delivered when the
 * transaction commits): by id, a few dozen to an event, for the instance holding each user's
 * connection to read.
 */
export async function notify(tx: Repositories, entries: readonly NotificationEntry[]) {
  const rows = await tx.notifications.add(entries);
  const events: RoomEvent[] = [];
  for (let start = 0; start < rows.length; start += NOTIFICATIONS_PER_EVENT) {
    const chunk = rows.slice(start, start + NOTIFICATIONS_PER_EVENT);
    events.push({
      kind: 'user',
      userIds: [...new Set(chunk.map((row) => row.userId))],
      news: { type: 'notifications', ids: chunk.map((row) => row.id) },
    });
  }
  await tx.events.publishAll(events);
}

/** The notification centre: the latest notifications and the unread count. */
export function createNotificationsService(db: Db) {
  const repos = repositoriesOf(db);
  const list = async (userId: string, before?: string): Promise<NotificationList> => {
    // One more than a page tells whether an older page follows.
    const [rows, unread] = await Promise.all([
      repos.notifications.latest(userId, NOTIFICATION_LIST_SIZE + 1, before),
      repos.notifications.unread(userId),
    ]);
    const items = rows.slice(0, NOTIFICATION_LIST_SIZE).map(toNotification);
    const more = rows.length > NOTIFICATION_LIST_SIZE;
    return { items, unread, nextBefore: more ? (items.at(-1)?.id ?? null) : null };
  };
  return {
    list,
    async markRead(userId: string, ids?: readonly string[]): Promise<NotificationList> {
      await inTransaction(db, async (tx) => {
        // The user's other tabs and devices still count these unread until they hear of it.
        if ((await tx.notifications.markRead(userId, ids)) > 0) {
          await tx.events.publish({
            kind: 'user',
            userIds: [userId],
            news: { type: 'notificationsRead' },
          });
        }
      });
      return list(userId);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
