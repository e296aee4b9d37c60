import { REGION_BY_OE_LEAGUE } from '../../domain/regions';
import { gameLinePoints } from '../../domain/scoring';
import type { PlayerPosition, PlayerRegion } from '../../domain/vocabulary';
import { OE_POSITIONS, type OeRow, RowError } from './oe-rows';

/** One line of a game ready to store: a player's or a team's, with its points. */
export interface GameLine {
  row: OeRow;
  position: PlayerPosition;
  opponent: string;
  /** The team's objectives in this game, from its team row. */
  dragons: number | null;
  barons: number | null;
  towers: number | null;
  points: number;
}

export interface GameRecord {
  id: string;
  league: string;
  region: PlayerRegion;
  first: OeRow;
  blueTeam: string;
  redTeam: string;
  winnerSide: 'Blue' | 'Red';
  lines: GameLine[];
}

const SIDE_POSITIONS = Object.keys(OE_POSITIONS).sort().join(',');

/**
 * Checks that a game's rows make one game (5 players and a team row per side, one winner,
 * agreeing on league, date and length) and scores every line.
 */
export function assembleGame(rows: OeRow[]): GameRecord {
  const first = rows[0]!;
  const region = REGION_BY_OE_LEAGUE[first.league];
  if (!region)
    throw new RowError(
      `league '${first.league}' is not one of ${Object.keys(REGION_BY_OE_LEAGUE).join(', ')}`,
    );
  if (rows.length !== 12) {
    throw new RowError(
      `expected 12 rows (5 players and a team row per side), found ${rows.length}`,
    );
  }
  const sides = {
    Blue: rows.filter((r) => r.side === 'Blue'),
    Red: rows.filter((r) => r.side === 'Red'),
  };
  for (const [side, sideRows] of Object.entries(sides)) {
    if (
      sideRows
        .map((r) => r.position)
        .sort()
        .join(',') !== SIDE_POSITIONS
    ) {
      throw new RowError(
        `the ${side} side needs one row each for top, jng, mid, bot, sup and team`,
      );
    }
  }
  for (const row of rows) {
    if (row.league !== first.league || row.gameLengthSeconds !== first.gameLengthSeconds) {
      throw new RowError(
        `line ${row.line} disagrees with line ${first.line} on league or game length`,
      );
    }
  }
  const teamRow = (side: 'Blue' | 'Red') => sides[side].find((r) => r.position === 'team')!;
  const blue = teamRow('Blue');
  const red = teamRow('Red');
  if (
    sides.Blue.some((r) => r.win !== blue.win) ||
    sides.Red.some((r) => r.win !== red.win) ||
    blue.win === red.win
  ) {
    throw new RowError('the result must be 1 for every row of one side and 0 for the other');
  }

  const lines = rows.map((row): GameLine => {
    const own = row.side === 'Blue' ? blue : red;
    const opponent = (row.side === 'Blue' ? red : blue).teamName;
    const objectives = { dragons: own.dragons, barons: own.barons, towers: own.towers };
    const points = gameLinePoints(row, row.position === 'team');
    return { row, position: OE_POSITIONS[row.position], opponent, ...objectives, points };
  });

  return {
    id: first.gameId,
    league: first.league,
    region,
    first,
    blueTeam: blue.teamName,
    redTeam: red.teamName,
    winnerSide: blue.win ? 'Blue' : 'Red',
    lines,
  };
}
