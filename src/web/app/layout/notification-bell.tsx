import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '../../lib/notifications/notifications';
import { BellButton } from './bell-button';

// The centre's list (floating UI) loads on the first click, keeping the first paint light.
const NotificationCentre = lazy(() =>
  import('./notification-centre').then((module) => ({ default: module.NotificationCentre })),
);

/** The bell: how many notifications are unread; a click opens the centre and reads them. */
export function NotificationBell({ userId }: { userId: string }) {
  const query = useNotifications(userId);
  const [wanted, setWanted] = useState(false);
  const unread = query.data?.unread ?? 0;
  if (!wanted) return <BellButton unread={unread} onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<BellButton unread={unread} />}>
      <NotificationCentre userId={userId} list={query.data} />
    </Suspense>
  );
}
