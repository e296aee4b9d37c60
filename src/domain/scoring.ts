/**
 * Fantasy points per real game, after Riot's Fantasy LCS rules
 * (docs/decisions/006-scoring-rules.md).
 * Pure functions: the importer stores their result with each game, so every point can be
 * traced to a row of the source file.
 */

export const PLAYER_POINTS = {
  kill: 2,
  death: -0.5,
  assist: 1.5,
  cs: 0.01,
  tripleKill: 2,
  quadraKill: 5,
  pentaKill: 10,
  /** Once per game, for 10 or more kills or 10 or more assists. */
  tenKillsOrAssists: 2,
} as const;

export const TEAM_POINTS = {
  win: 2,
  dragon: 1,
  baron: 2,
  tower: 1,
  firstBlood: 2,
  /** On top of the win, for winning in under 30 minutes. */
  fastWin: 2,
} as const;

export const FAST_WIN_SECONDS = 30 * 60;

export interface PlayerGameLine {
  kills: number;
  deaths: number;
  assists: number;
  /** Lane minions plus jungle monsters. */
  cs: number;
  /** Null when the source leaves it blank: unknown, so it scores nothing. */
  tripleKills: number | null;
  quadraKills: number | null;
  pentaKills: number | null;
}

export interface TeamGameLine {
  win: boolean;
  dragons: number;
  barons: number;
  towers: number;
  firstBlood: boolean;
  gameLengthSeconds: number;
}

/** Points to the cent, so sums of many games do not drift. */
export const roundPoints = (points: number): number => Math.round(points * 100) / 100;

/**
 * Only the highest multi-kill of a game counts, once: a penta is worth 10, not 10 + 5 + 2,
 * and two triple kills are worth 2 (see docs/decisions/006-scoring-rules.md).
 */
export function multiKillPoints(
  line: Pick<PlayerGameLine, 'tripleKills' | 'quadraKills' | 'pentaKills'>,
): number {
  if ((line.pentaKills ?? 0) > 0) return PLAYER_POINTS.pentaKill;
  if ((line.quadraKills ?? 0) > 0) return PLAYER_POINTS.quadraKill;
  if ((line.tripleKills ?? 0) > 0) return PLAYER_POINTS.tripleKill;
  return 0;
}

export function playerGamePoints(line: PlayerGameLine): number {
  const tenPlus = line.kills >= 10 || line.assists >= 10 ? PLAYER_POINTS.tenKillsOrAssists : 0;
  return roundPoints(
    line.kills * PLAYER_POINTS.kill +
      line.deaths * PLAYER_POINTS.death +
      line.assists * PLAYER_POINTS.assist +
      line.cs * PLAYER_POINTS.cs +
      multiKillPoints(line) +
      tenPlus,
  );
}

export function teamGamePoints(line: TeamGameLine): number {
  const fastWin = line.win && line.gameLengthSeconds < FAST_WIN_SECONDS ? TEAM_POINTS.fastWin : 0;
  return roundPoints(
    (line.win ? TEAM_POINTS.win : 0) +
      line.dragons * TEAM_POINTS.dragon +
      line.barons * TEAM_POINTS.baron +
      line.towers * TEAM_POINTS.tower +
      (line.firstBlood ? TEAM_POINTS.firstBlood : 0) +
      fastWin,
  );
}
