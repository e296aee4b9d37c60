import { useEffect, useReducer, useState } from 'react';
import type { LeagueClock } from '../../../domain/contract/leagues';
import { hasHappened } from '../../../domain/season-clock';
import { clockSpeed, leagueNowAfter, realMsUntil } from './season-clock-labels';

type RunningClock = Pick<LeagueClock, 'mode' | 'weekSeconds' | 'paused' | 'now'>;

// The longest wait a timer holds (about 24 days); a later moment is looked at on a later render.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** When this reading of the clock arrived: league time runs on from it. */
function useReadingAt(clock: RunningClock): number {
  const [reading, setReading] = useState(() => ({ now: clock.now, at: Date.now() }));
  if (reading.now !== clock.now) setReading({ now: clock.now, at: Date.now() });
  return reading.at;
}

/**
 * League time now, moving on by itself between reads of the clock (a replay runs at its pace,
 * a paused one stands still): updated every `everyMs`.
 */
export function useLeagueNow(clock: RunningClock, everyMs = 1_000): number {
  const readAt = useReadingAt(clock);
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const running = clockSpeed(clock) > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(tick, everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);

  return leagueNowAfter(clock, Date.now() - readAt);
}

/**
 * Whether league time has reached `at` (an ISO time; null: a moment that never comes), turning
 * true by itself at that moment: one timer for it, where `useLeagueNow` would render every tick.
 */
export function useLeagueTimeReached(clock: RunningClock, at: string | null): boolean {
  const readAt = useReadingAt(clock);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const now = leagueNowAfter(clock, Date.now() - readAt);
  const reached = at !== null && hasHappened(Date.parse(at), now);
  // Null while the clock stands still (a paused replay): the next reading of it moves on.
  const wait =
    at === null || reached ? null : realMsUntil({ ...clock, now: new Date(now).toISOString() }, at);

  // After every render, so that a timer which fired a little early is set again for the rest.
  useEffect(() => {
    if (wait === null || wait > LONGEST_TIMER_MS) return;
    const timer = setTimeout(rerender, Math.ceil(wait) + 1);
    return () => clearTimeout(timer);
  });

  return reached;
}
