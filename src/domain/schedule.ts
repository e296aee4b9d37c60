/** One game of a fantasy week: two teams of the league. */
export interface Pairing {
  home: string;
  away: string;
}

/**
 * A round-robin schedule by the circle method: one team stays put while the
 * others rotate, so over a full cycle every pair meets exactly once. Cycles repeat until the
 * requested weeks are filled (8 teams over 11 weeks: a 7-week cycle, then 4 more weeks), with
 * home and away swapped on every second cycle. An odd count gives one team a bye each week.
 */
export function roundRobin(teamIds: readonly string[], weeks: number): Pairing[][] {
  if (teamIds.length < 2) return Array.from({ length: weeks }, () => []);
  const slots: (string | null)[] = teamIds.length % 2 === 0 ? [...teamIds] : [...teamIds, null];
  const n = slots.length;
  const rounds = n - 1;
  const schedule: Pairing[][] = [];
  for (let week = 0; week < weeks; week += 1) {
    const round = week % rounds;
    const swapCycle = Math.floor(week / rounds) % 2 === 1;
    // Rotate every slot but the first by `round` places.
    const order = [slots[0]!, ...rotate(slots.slice(1), round)];
    const pairings: Pairing[] = [];
    for (let i = 0; i < n / 2; i += 1) {
      const a = order[i];
      const b = order[n - 1 - i];
      if (a === null || b === null || a === undefined || b === undefined) continue; // a bye
      // The fixed team alternates home and away from round to round.
      const flip = (i === 0 && round % 2 === 1) !== swapCycle;
      pairings.push(flip ? { home: b, away: a } : { home: a, away: b });
    }
    schedule.push(pairings);
  }
  return schedule;
}

function rotate<T>(items: T[], by: number): T[] {
  if (items.length === 0) return items;
  const shift = by % items.length;
  return [...items.slice(items.length - shift), ...items.slice(0, items.length - shift)];
}
