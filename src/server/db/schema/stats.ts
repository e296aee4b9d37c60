import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** One real professional game, as Oracle's Elixir (OE) lists it. */
export const proGames = pgTable(
  'pro_games',
  {
    // OE's gameid: imports are idempotent by it.
    id: text('id').primaryKey(),
    league: text('league').notNull(),
    region: text('region').notNull(),
    year: integer('year'),
    split: text('split').notNull().default(''),
    playoffs: boolean('playoffs').notNull().default(false),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    gameNumber: integer('game_number'),
    patch: text('patch'),
    gameLengthSeconds: integer('game_length_seconds').notNull(),
    blueTeam: text('blue_team').notNull(),
    redTeam: text('red_team').notNull(),
    winnerSide: text('winner_side').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pro_games_region_played_at_idx').on(table.region, table.playedAt)],
);

/**
 * A real pro, or a real team (position TEAM, from OE's team rows), with season totals kept
 * equal to the sums over `player_games`.
 */
export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // OE's playerid (or teamid for TEAM); older OE files leave it blank.
    oeId: text('oe_id'),
    name: text('name').notNull(),
    position: text('position').notNull(),
    team: text('team').notNull(),
    region: text('region').notNull(),
    homeLeague: text('home_league').notNull(),
    imageUrl: text('image_url'),
    fantasyPoints: doublePrecision('fantasy_points').notNull().default(0),
    gamesPlayed: integer('games_played').notNull().default(0),
    kills: integer('kills').notNull().default(0),
    deaths: integer('deaths').notNull().default(0),
    assists: integer('assists').notNull().default(0),
    cs: integer('cs').notNull().default(0),
    visionScore: doublePrecision('vision_score').notNull().default(0),
    baronKills: integer('baron_kills').notNull().default(0),
    dragonKills: integer('dragon_kills').notNull().default(0),
    turretKills: integer('turret_kills').notNull().default(0),
    lastGameAt: timestamp('last_game_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('players_oe_id_key').on(table.oeId),
    index('players_region_points_idx').on(table.region, table.fantasyPoints),
  ],
);

/** One player's (or team's) line in one game, with the fantasy points it earned. */
export const playerGames = pgTable(
  'player_games',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => proGames.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    // As written in the source row, which is how rows without an OE id find their player.
    playerName: text('player_name').notNull(),
    position: text('position').notNull(),
    side: text('side').notNull(),
    team: text('team').notNull(),
    opponent: text('opponent').notNull(),
    champion: text('champion'),
    win: boolean('win').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    kills: integer('kills').notNull(),
    deaths: integer('deaths').notNull(),
    assists: integer('assists').notNull(),
    doubleKills: integer('double_kills'),
    tripleKills: integer('triple_kills'),
    quadraKills: integer('quadra_kills'),
    pentaKills: integer('penta_kills'),
    firstBlood: boolean('first_blood'),
    cs: integer('cs'),
    visionScore: doublePrecision('vision_score'),
    // The team's objectives in this game (OE gives them on the team row).
    dragons: integer('dragons'),
    barons: integer('barons'),
    towers: integer('towers'),
    points: doublePrecision('points').notNull(),
    // The source file's line, so a point can be traced back to the CSV.
    sourceLine: integer('source_line').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.playerId] }),
    index('player_games_player_played_at_idx').on(table.playerId, table.playedAt),
    index('player_games_played_at_idx').on(table.playedAt),
  ],
);

/** Files imported, so the shipped data is imported once. */
export const dataImports = pgTable('data_imports', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  sha256: text('sha256').notNull(),
  rows: integer('rows').notNull(),
  gamesAdded: integer('games_added').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PlayerRow = typeof players.$inferSelect;
export type PlayerGameRow = typeof playerGames.$inferSelect;
