import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '../../../domain/contract/notifications';
import { NOTIFICATION_LIST_SIZE } from '../../../domain/vocabulary';
import { api } from '../api-client';
import { useSocialPollInterval } from '../live/live-status';
import { apiPaths } from '../paths';
import { queryKeys } from '../query-keys';

/**
 * The user's latest notifications and unread count (GET /notifications). Pushed as they
 * happen, and asked for again each time the push connection is back; polled only while it is
 * down, as the social lists are.
 */
export function useNotifications(userId: string | null) {
  const refetchInterval = useSocialPollInterval();
  return useQuery({
    queryKey: queryKeys.notifications(userId ?? ''),
    queryFn: ({ signal }) => api.get<NotificationList>(apiPaths.notifications, signal),
    enabled: userId !== null,
    refetchInterval,
  });
}

/** Marks every notification read (on opening the centre); the answer is the new list. */
export function useMarkNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<NotificationList>(apiPaths.notificationsRead, {}),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.notifications(userId), list),
  });
}

/** The page of notifications written before this one (the centre's "Show older"). */
export const fetchOlderNotifications = (before: string) =>
  api.get<NotificationList>(apiPaths.notificationsBefore(before));

/**
 * A pushed notification, first in the list and counted unread. A full list lets its oldest go,
 * which the next older page then starts with.
 */
export function withNotification(
  list: NotificationList | undefined,
  notification: Notification,
): NotificationList | undefined {
  if (!list || list.items.some((item) => item.id === notification.id)) return list;
  const all = [notification, ...list.items];
  const items = all.slice(0, Math.max(list.items.length, NOTIFICATION_LIST_SIZE));
  const dropped = items.length < all.length;
  return {
    items,
    unread: list.unread + (notification.read ? 0 : 1),
    nextBefore: dropped ? (items.at(-1)?.id ?? null) : list.nextBefore,
  };
}

/**
 * The ids the open centre shows as new: those it has seen unread since it opened, and any
 * unread in the list now. Opening the centre marks them read at once, so the read answer alone
 * would leave nothing marked new; the set keeps them marked until the centre closes. The same
 * set comes back when nothing is added, so a re-render asks for no other.
 */
export function seenUnread(
  seen: ReadonlySet<string>,
  list: NotificationList | undefined,
): ReadonlySet<string> {
  const fresh = (list?.items ?? []).filter((item) => !item.read && !seen.has(item.id));
  if (fresh.length === 0) return seen;
  return new Set([...seen, ...fresh.map((item) => item.id)]);
}
