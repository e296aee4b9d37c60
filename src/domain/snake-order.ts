export interface Pick {
  /** 0-based over the whole draft. */
  pickNumber: number;
  /** 0-based round. */
  round: number;
  /** 0-based place within the round. */
  pickInRound: number;
  /** Index into the draft order. */
  teamIndex: number;
}

/**
 * Where pick `pickNumber` (0-based) falls in a snake draft of `teamCount` teams. Round r runs
 * forward when r is even and backward when odd, so the last slot of one
 * round picks again first in the next: it picks twice in a row.
 */
export function snakeTurn(pickNumber: number, teamCount: number): Pick {
  const round = Math.floor(pickNumber / teamCount);
  const pickInRound = pickNumber % teamCount;
  return {
    pickNumber,
    round,
    pickInRound,
    teamIndex: round % 2 === 0 ? pickInRound : teamCount - 1 - pickInRound,
  };
}

/** Every pick of a snake draft of `rounds` rounds, in order. */
export function snakeOrder(teamCount: number, rounds: number): Pick[] {
  return Array.from({ length: teamCount * rounds }, (_, pickNumber) =>
    snakeTurn(pickNumber, teamCount),
  );
}
