import { useEffect, useState } from 'react';

/**
 * This browser's clock, with a re-render every `intervalMs` while `active` (a countdown on
 * screen). Read at render, so the first frame after becoming active is already right.
 */
export function useNow(active: boolean, intervalMs = 500): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return Date.now();
}
