import { useEffect, useReducer, useState } from 'react';
import type { LeagueClock } from '../../../domain/contract/leagues';
import { clockSpeed, leagueNowAfter } from './season-clock-labels';

type RunningClock = Pick<LeagueClock, 'mode' | 'weekSeconds' | 'paused' | 'now'>;

/**
 * League time now, moving on by itself between reads of the clock (a replay runs at its pace,
 * a paused one stands still): updated every `everyMs`.
 */
export function useLeagueNow(clock: RunningClock, everyMs = 1_000): number {
  // When this reading of the clock arrived: league time runs on from it.
  const [reading, setReading] = useState(() => ({ now: clock.now, at: Date.now() }));
  if (reading.now !== clock.now) setReading({ now: clock.now, at: Date.now() });
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const running = clockSpeed(clock) > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(tick, everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);

  return leagueNowAfter(clock, Date.now() - reading.at);
}
