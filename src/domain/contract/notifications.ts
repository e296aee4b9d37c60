import { z } from 'zod';
import { BODY_REQUIRED, id, isoTime, uuidSchema } from './fields';

/** The notification centre: what happened to the user's teams (claims, trades, week results). */

export const NOTIFICATION_TYPES = ['claim', 'trade', 'week'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z
  .object({
    id,
    type: z.enum(NOTIFICATION_TYPES),
    leagueId: id.nullable(),
    /** The league's name as it is now; null for a notification of no league. */
    leagueName: z.string().nullable(),
    title: z.string(),
    body: z.string(),
    /** The screen it is about, a path of the web app. */
    link: z.string().nullable(),
    createdAt: isoTime,
    read: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** The latest notifications, newest first, and how many are unread. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  /** The `before` that lists the next older page; null when there is none. */
  nextBefore: id.nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** A page of older notifications: those written before this one (the last of the page before). */
export const notificationsQuerySchema = z.object({
  before: uuidSchema('before must be a notification id').optional(),
});

/** How many notifications one call marks read at most. */
const MARK_READ_MAX = 100;

/**
 * Marks these notifications read, or all of the caller's without `ids`. "Mark all read" needs
 * nothing more, so the body may be left out too (Fastify validates a missing body as null);
 * a body that is sent must be an object (the route refuses a JSON null). An unknown key is refused rather than ignored: a
 * misspelt `ids` would otherwise mark every notification read.
 */
export const markReadSchema = z
  .strictObject(
    {
      ids: z
        .array(uuidSchema('ids must be notification ids'), {
          error: 'ids must be a list of notification ids',
        })
        .max(MARK_READ_MAX, `Mark at most ${MARK_READ_MAX} notifications at once`)
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field ${issue.keys.join(', ')}: the body takes only ids`
          : BODY_REQUIRED.error,
    },
  )
  .nullish();
