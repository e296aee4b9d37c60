import { lazy, Suspense, useEffect } from 'react';
import { markModalsReady } from '../lib/modals-ready';

// Toasts and modals are never needed for the first paint; loading them after it keeps
// the initial bundle of `/` within its 200 KB gzipped budget (tests/e2e/budget.spec.ts).
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);
const ModalsProvider = lazy(() =>
  import('@mantine/modals').then(({ ModalsProvider: Provider }) => ({
    default: function ModalsHost() {
      // Child effects run first: by now the provider listens for `modals.open()`.
      useEffect(markModalsReady, []);
      return <Provider />;
    },
  })),
);

/** Renders toasts shown with `notifications.show()` from anywhere. */
export function DeferredNotifications() {
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={4} zIndex={1000} />
    </Suspense>
  );
}

/**
 * Hosts modals opened with `modals.open*()`. It sits inside the router, so modal content can
 * use links; it wraps no children, so pages use the imperative API, not `useModals()`.
 */
export function DeferredModals() {
  return (
    <Suspense fallback={null}>
      <ModalsProvider />
    </Suspense>
  );
}
