import { useEffect, useState } from 'react';

// Labels such as 'Today' and '3:07 PM' only change by the minute.
const TICK_MS = 60_000;

/** The viewer's time zone, for the time labels of src/domain/time-labels.ts. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Now (renewed every minute, so 'Today' turns to 'Yesterday' at midnight) and the zone. */
export function useViewerClock(): { now: Date; timeZone: string } {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return { now, timeZone: viewerTimeZone() };
}
