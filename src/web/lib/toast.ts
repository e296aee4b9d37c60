import type { NotificationData } from '@mantine/notifications';

// Toasts last 3 s; the few longer ones pass their own duration.
export const TOAST_MS = 3_000;

// Loaded on first use, from the chunk the deferred <Notifications /> host already loads,
// so the toast code stays out of the initial bundle. A toast says a thing once: the same toast
// asked for again while it is on screen (two reads failing alike) is not shown twice.
function show(data: NotificationData & { title: string; message: string }): void {
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show({ id: `${data.color}|${data.title}|${data.message}`, ...data });
  });
}

/** The one toast helper: red for failures, titled as the spec titles them. */
export function showError(title: string, message: string, autoClose = TOAST_MS): void {
  show({ color: 'red', title, message, autoClose, withCloseButton: true });
}

export function showSuccess(title: string, message: string, autoClose = TOAST_MS): void {
  show({ color: 'rift', title, message, autoClose, withCloseButton: true });
}

/** Something the user should know but did nothing wrong to cause (e.g. 'Not your turn'). */
export function showWarning(title: string, message: string, autoClose = TOAST_MS): void {
  show({ color: 'yellow', title, message, autoClose, withCloseButton: true });
}
