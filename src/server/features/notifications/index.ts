// The notification centre: claims, trades and week results for each user.
// Other features and the app reach this feature only through this file.

export type { NotificationEntry } from './repository';
export { notificationsRoutes } from './routes';
export { createNotificationsService, notify, toNotification } from './service';
