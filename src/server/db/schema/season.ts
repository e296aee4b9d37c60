import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { teams } from './teams';

/** One head-to-head game of a fantasy week. */
export const matchups = pgTable(
  'matchups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    week: integer('week').notNull(),
    homeTeamId: uuid('home_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    awayTeamId: uuid('away_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    homeScore: doublePrecision('home_score'),
    awayScore: doublePrecision('away_score'),
    // Final: the week is over (its end plus the grace for late data, on the league's clock), so
    // the winner counts in the standings. Scores move before that, as the games happen.
    completed: boolean('completed').notNull().default(false),
    winnerTeamId: uuid('winner_team_id'),
    isTie: boolean('is_tie').notNull().default(false),
    // Wins evaluated (POST …/matchups/{week}/evaluate-wins).
    winnerUpdated: boolean('winner_updated').notNull().default(false),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    // The week's window of real games and the league time its scores count games up to.
    windowStart: timestamp('window_start', { withTimezone: true }),
    windowEnd: timestamp('window_end', { withTimezone: true }),
    countedTo: timestamp('counted_to', { withTimezone: true }),
    // What the matchup is part of (src/domain/vocabulary.ts, `MATCHUP_STAGES`): the regular
    // season, which the standings count, or a round of the playoffs or the consolation bracket.
    stage: text('stage').notNull().default('regular'),
    round: integer('round'),
  },
  (table) => [
    unique('matchups_league_week_home_key').on(table.leagueId, table.week, table.homeTeamId),
    index('matchups_league_week_idx').on(table.leagueId, table.week),
  ],
);

/**
 * The starters each team fielded in a scored matchup, and what each earned that week: the
 * sum of the player's `player_games` rows in the week's window.
 *
 * Only the matchup is a foreign key. Scoring writes these rows copied from `team_players` in the
 * same statement, a team's matchups (and with them these rows) go when the team goes, and a
 * starter whose player is gone no longer shows. A foreign key checks each inserted row on its
 * own: 720,000 checks per key for a week of 10,000 leagues, most of the time scoring took.
 */
export const matchupStarters = pgTable(
  'matchup_starters',
  {
    matchupId: uuid('matchup_id')
      .notNull()
      .references(() => matchups.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').notNull(),
    slot: text('slot').notNull(),
    playerId: uuid('player_id').notNull(),
    points: doublePrecision('points').notNull(),
    games: integer('games').notNull(),
  },
  // A slot may have held several players in one week, each for his own games.
  (table) => [primaryKey({ columns: [table.matchupId, table.teamId, table.slot, table.playerId] })],
);

export type MatchupRow = typeof matchups.$inferSelect;
