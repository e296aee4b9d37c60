/**
 * Fantasy points per real game, after Riot's Fantasy LCS rules
 * (docs/decisions/006-scoring-rules.md).
 * Pure functions: the importer stores their result with each game, so every point can be
 * traced to a row of the source file. A league may score with values of its own
 * (`ScoringValues`, decision 027); its games are then scored by the same rules with them.
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

export type PlayerRule = keyof typeof PLAYER_POINTS;
export type TeamRule = keyof typeof TEAM_POINTS;

/** What each rule is worth in a league: Riot's values unless its commissioner changed them. */
export interface ScoringValues {
  player: Record<PlayerRule, number>;
  team: Record<TeamRule, number>;
}

export const DEFAULT_SCORING: ScoringValues = {
  player: { ...PLAYER_POINTS },
  team: { ...TEAM_POINTS },
};

export const PLAYER_RULES = Object.keys(PLAYER_POINTS) as PlayerRule[];
export const TEAM_RULES = Object.keys(TEAM_POINTS) as TeamRule[];

/** Each rule in words. */
export const RULE_LABELS: Record<PlayerRule | TeamRule, string> = {
  kill: 'Kill',
  death: 'Death',
  assist: 'Assist',
  cs: 'Creep score (each)',
  tripleKill: 'Triple kill',
  quadraKill: 'Quadra kill',
  pentaKill: 'Penta kill',
  tenKillsOrAssists: '10+ kills or assists',
  win: 'Win',
  dragon: 'Dragon',
  baron: 'Baron',
  tower: 'Tower',
  firstBlood: 'First blood',
  fastWin: 'Win under 30 minutes',
};

/**
 * Every value lies within these bounds, in cents: a game's stats are whole numbers, so a
 * game's points stay whole cents under any values.
 */
export const MIN_RULE_POINTS = -20;
export const MAX_RULE_POINTS = 20;

/**
 * A rule's value fits: within the bounds, and a whole number of cents exactly (as stored, so
 * 19.999999999999 is refused, not taken for 20).
 */
export const isRuleValue = (value: number): boolean =>
  Number.isFinite(value) &&
  value >= MIN_RULE_POINTS &&
  value <= MAX_RULE_POINTS &&
  roundPoints(value) === value;

/** The values a league scores with: its own where it has them, Riot's for the rest. */
export function scoringOf(stored: unknown): ScoringValues {
  const own = (stored ?? {}) as Partial<{ player: object; team: object }>;
  return {
    player: { ...PLAYER_POINTS, ...own.player },
    team: { ...TEAM_POINTS, ...own.team },
  };
}

/** The league keeps Riot's values (its games' stored points apply as they are). */
export const isDefaultScoring = (values: ScoringValues): boolean =>
  PLAYER_RULES.every((rule) => values.player[rule] === PLAYER_POINTS[rule]) &&
  TEAM_RULES.every((rule) => values.team[rule] === TEAM_POINTS[rule]);

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
  values: Record<PlayerRule, number> = PLAYER_POINTS,
): number {
  if ((line.pentaKills ?? 0) > 0) return values.pentaKill;
  if ((line.quadraKills ?? 0) > 0) return values.quadraKill;
  if ((line.tripleKills ?? 0) > 0) return values.tripleKill;
  return 0;
}

export function playerGamePoints(
  line: PlayerGameLine,
  values: Record<PlayerRule, number> = PLAYER_POINTS,
): number {
  const tenPlus = line.kills >= 10 || line.assists >= 10 ? values.tenKillsOrAssists : 0;
  return roundPoints(
    line.kills * values.kill +
      line.deaths * values.death +
      line.assists * values.assist +
      line.cs * values.cs +
      multiKillPoints(line, values) +
      tenPlus,
  );
}

export function teamGamePoints(
  line: TeamGameLine,
  values: Record<TeamRule, number> = TEAM_POINTS,
): number {
  const fastWin = line.win && line.gameLengthSeconds < FAST_WIN_SECONDS ? values.fastWin : 0;
  return roundPoints(
    (line.win ? values.win : 0) +
      line.dragons * values.dragon +
      line.barons * values.baron +
      line.towers * values.tower +
      (line.firstBlood ? values.firstBlood : 0) +
      fastWin,
  );
}

/** One line of a game as the match data gives it: a blank stat is null and counts as none. */
export interface GameStats {
  win: boolean;
  gameLengthSeconds: number;
  kills: number;
  deaths: number;
  assists: number;
  cs: number | null;
  tripleKills: number | null;
  quadraKills: number | null;
  pentaKills: number | null;
  firstBlood: boolean | null;
  dragons: number | null;
  barons: number | null;
  towers: number | null;
}

/** A line's points: a team's row by the team rules, a player's by the player rules. */
export function gameLinePoints(
  line: GameStats,
  isTeam: boolean,
  values: ScoringValues = DEFAULT_SCORING,
): number {
  if (!isTeam) return playerGamePoints({ ...line, cs: line.cs ?? 0 }, values.player);
  return teamGamePoints(
    {
      win: line.win,
      dragons: line.dragons ?? 0,
      barons: line.barons ?? 0,
      towers: line.towers ?? 0,
      firstBlood: line.firstBlood ?? false,
      gameLengthSeconds: line.gameLengthSeconds,
    },
    values.team,
  );
}
