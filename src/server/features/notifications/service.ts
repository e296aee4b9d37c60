import type { Notification, NotificationList } from '../../../domain/contract/notifications';
import { NOTIFICATION_LIST_SIZE } from '../../../domain/contract/notifications';
import type { Db } from '../../db/client';
import { inTransaction, type Repositories, repositoriesOf } from '../repositories';
import type { NotificationEntry, NotificationRow } from './repository';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as Notification['type'],
    leagueId: row.leagueId,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/**
 * Writes notifications and tells each user's push connection at once (delivered when the
 * transaction commits).
 */
export async function notify(tx: Repositories, entries: readonly NotificationEntry[]) {
  const rows = await tx.notifications.add(entries);
  await tx.events.publishAll(
    rows.map((row) => ({
      kind: 'user' as const,
      userIds: [row.userId],
      news: { type: 'notification' as const, notification: toNotification(row) },
    })),
  );
}

/** The notification centre: the latest notifications and the unread count. */
export function createNotificationsService(db: Db) {
  const repos = repositoriesOf(db);
  const list = async (userId: string): Promise<NotificationList> => {
    const [rows, unread] = await Promise.all([
      repos.notifications.latest(userId, NOTIFICATION_LIST_SIZE),
      repos.notifications.unread(userId),
    ]);
    return { items: rows.map(toNotification), unread };
  };
  return {
    list,
    async markRead(userId: string, ids?: readonly string[]): Promise<NotificationList> {
      await inTransaction(db, (tx) => tx.notifications.markRead(userId, ids));
      return list(userId);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
