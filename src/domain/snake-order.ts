export interface Pick {
  /** 0-based over the whole draft. */
  pickNumber: number;
  /** 0-based round. */
  round: number;
  /** Index into the draft order. */
  teamIndex: number;
}

/**
 * Snake order (ARCHITECTURE §3): round r runs forward when r is even and backward when odd,
 * so the last slot of one round picks again first in the next (it picks twice in a row).
 */
export function snakeOrder(teamCount: number, rounds: number): Pick[] {
  const picks: Pick[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (let i = 0; i < teamCount; i += 1) {
      const teamIndex = round % 2 === 0 ? i : teamCount - 1 - i;
      picks.push({ pickNumber: picks.length, round, teamIndex });
    }
  }
  return picks;
}
