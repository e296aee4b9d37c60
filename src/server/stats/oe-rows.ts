/**
 * Reading one Oracle's Elixir (OE) CSV row: which columns we need, and turning their text into
 * checked values. OE leaves some values blank (LPL multi-kills, for instance): blank is
 * "unknown", never an error; text where a number belongs is an error.
 */

export const OE_POSITIONS = {
  top: 'TOP',
  jng: 'JUNGLE',
  mid: 'MID',
  bot: 'ADC',
  sup: 'SUPPORT',
  team: 'TEAM',
} as const;
export type OePosition = keyof typeof OE_POSITIONS;

/** Without these a file is not an OE match-data file. */
export const REQUIRED_COLUMNS = [
  'gameid',
  'league',
  'date',
  'side',
  'position',
  'playername',
  'teamname',
  'result',
  'gamelength',
  'kills',
  'deaths',
  'assists',
] as const;

const OPTIONAL_COLUMNS = [
  'year',
  'split',
  'playoffs',
  'game',
  'patch',
  'playerid',
  'teamid',
  'champion',
  'doublekills',
  'triplekills',
  'quadrakills',
  'pentakills',
  'firstblood',
  'dragons',
  'barons',
  'towers',
  'visionscore',
  'minionkills',
  'monsterkills',
  'total cs',
  'total_cs',
] as const;

type Column = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];
export type ColumnIndex = Partial<Record<Column, number>>;

export interface OeRow {
  line: number;
  gameId: string;
  league: string;
  year: number | null;
  split: string;
  playoffs: boolean;
  playedAt: Date;
  gameNumber: number | null;
  patch: string | null;
  side: 'Blue' | 'Red';
  position: OePosition;
  playerName: string;
  oePlayerId: string | null;
  teamName: string;
  oeTeamId: string | null;
  champion: string | null;
  win: boolean;
  gameLengthSeconds: number;
  kills: number;
  deaths: number;
  assists: number;
  doubleKills: number | null;
  tripleKills: number | null;
  quadraKills: number | null;
  pentaKills: number | null;
  firstBlood: boolean | null;
  dragons: number | null;
  barons: number | null;
  towers: number | null;
  visionScore: number | null;
  cs: number | null;
}

export class RowError extends Error {}

/** Maps column names to positions; throws a readable message when the file is not OE's. */
export function readHeader(header: string[]): ColumnIndex {
  const index: ColumnIndex = {};
  header.forEach((name, position) => {
    const key = name.trim().toLowerCase() as Column;
    if (
      (REQUIRED_COLUMNS as readonly string[]).includes(key) ||
      (OPTIONAL_COLUMNS as readonly string[]).includes(key)
    ) {
      index[key] ??= position;
    }
  });
  const missing = REQUIRED_COLUMNS.filter((column) => index[column] === undefined);
  if (missing.length > 0) {
    throw new RowError(
      `This is not an Oracle's Elixir match-data file: the header lacks ${missing.map((c) => `'${c}'`).join(', ')}`,
    );
  }
  return index;
}

const OE_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;

export function parseRow(record: string[], columns: ColumnIndex, line: number): OeRow {
  const text = (column: Column): string => {
    const position = columns[column];
    return position === undefined ? '' : (record[position] ?? '').trim();
  };
  const required = (column: Column): string => {
    const value = text(column);
    if (value === '') throw new RowError(`'${column}' is empty`);
    return value;
  };
  const number = (column: Column, value: string): number => {
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) throw new RowError(`'${column}' is not a number: '${value}'`);
    return parsed;
  };
  // Counts: whole and not negative. OE writes some as 2.0.
  const count = (column: Column, value: string): number => {
    const parsed = number(column, value);
    if (!Number.isInteger(parsed) || parsed < 0) {
      throw new RowError(`'${column}' is not a whole number of at least 0: '${value}'`);
    }
    return parsed;
  };
  const optionalCount = (column: Column): number | null => {
    const value = text(column);
    return value === '' ? null : count(column, value);
  };
  const flag = (column: Column, value: string): boolean => {
    const parsed = count(column, value);
    if (parsed > 1) throw new RowError(`'${column}' must be 0 or 1: '${value}'`);
    return parsed === 1;
  };

  const rawPosition = required('position').toLowerCase();
  if (!(rawPosition in OE_POSITIONS)) {
    throw new RowError(`'position' must be one of top, jng, mid, bot, sup, team: '${rawPosition}'`);
  }
  const position = rawPosition as OePosition;
  const side = required('side');
  if (side !== 'Blue' && side !== 'Red')
    throw new RowError(`'side' must be Blue or Red: '${side}'`);

  const date = required('date');
  const match = OE_DATE.exec(date);
  const playedAt = match
    ? new Date(`${match.slice(1, 4).join('-')}T${match.slice(4, 7).join(':')}Z`)
    : null;
  if (!playedAt || Number.isNaN(playedAt.getTime())) {
    throw new RowError(`'date' is not a date like 2025-01-31 18:00:00: '${date}'`);
  }

  const gameLengthSeconds = count('gamelength', required('gamelength'));
  if (gameLengthSeconds === 0) throw new RowError(`'gamelength' must be more than 0`);
  const playoffs = text('playoffs');
  const year = text('year');
  const game = text('game');
  const visionScore = text('visionscore');
  const firstBlood = text('firstblood');
  const isTeam = position === 'team';

  const minions = optionalCount('minionkills');
  const monsters = optionalCount('monsterkills');
  const totalCs = optionalCount('total cs') ?? optionalCount('total_cs');
  const cs = totalCs ?? (minions !== null && monsters !== null ? minions + monsters : null);

  return {
    line,
    gameId: required('gameid'),
    league: required('league'),
    year: year === '' ? null : count('year', year),
    split: text('split'),
    playoffs: playoffs === '' ? false : flag('playoffs', playoffs),
    playedAt,
    gameNumber: game === '' ? null : count('game', game),
    patch: text('patch') || null,
    side,
    position,
    // Team rows carry no player name: the team stands in as the "player".
    playerName: isTeam ? required('teamname') : required('playername'),
    oePlayerId: (isTeam ? text('teamid') : text('playerid')) || null,
    teamName: required('teamname'),
    oeTeamId: text('teamid') || null,
    champion: isTeam ? null : text('champion') || null,
    win: flag('result', required('result')),
    gameLengthSeconds,
    kills: count('kills', required('kills')),
    deaths: count('deaths', required('deaths')),
    assists: count('assists', required('assists')),
    doubleKills: optionalCount('doublekills'),
    tripleKills: optionalCount('triplekills'),
    quadraKills: optionalCount('quadrakills'),
    pentaKills: optionalCount('pentakills'),
    firstBlood: firstBlood === '' ? null : flag('firstblood', firstBlood),
    dragons: optionalCount('dragons'),
    barons: optionalCount('barons'),
    towers: optionalCount('towers'),
    visionScore: visionScore === '' ? null : number('visionscore', visionScore),
    cs,
  };
}
