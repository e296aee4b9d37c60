import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_AUCTION_BUDGET,
  DEFAULT_BID_SECONDS,
  DEFAULT_NOMINATION_SECONDS,
} from '../../../domain/auction';
import { DEFAULT_PICK_SECONDS } from '../../../domain/draft';
import type { Seeding } from '../../../domain/playoffs';
import type { ScoringValues } from '../../../domain/scoring';
import { DEFAULT_FINAL_GRACE_HOURS, DEFAULT_WEEK_SECONDS } from '../../../domain/season-clock';
import { DEFAULT_TRADE_REVIEW_HOURS } from '../../../domain/trades';
import {
  BENCH_SIZE,
  DEFAULT_FAAB_BUDGET,
  DEFAULT_PLAYOFF_TEAMS,
  DEFAULT_WAIVER_DAYS,
  DEFAULT_WAIVER_TYPE,
} from '../../../domain/vocabulary';
import { users } from './users';

export const leagues = pgTable(
  'leagues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    // The commissioner. Null only if their account is gone; then the first member commands.
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    maxTeams: integer('max_teams').notNull().default(12),
    isPublic: boolean('is_public').notNull().default(true),
    regions: text('regions').array().notNull(),
    currentWeek: integer('current_week').notNull().default(1),
    // Shared by the commissioner: the only way into a private league.
    inviteCode: text('invite_code')
      .notNull()
      .default(sql`substr(md5(random()::text || clock_timestamp()::text), 1, 12)`),
    draftAt: timestamp('draft_at', { withTimezone: true }),
    draftType: text('draft_type').notNull().default('snake'),
    // Seconds each pick may take before the server picks the best available player.
    draftPickSeconds: integer('draft_pick_seconds').notNull().default(DEFAULT_PICK_SECONDS),
    // An auction draft: each team's budget in whole dollars, and the bid and nomination clocks.
    auctionBudget: integer('auction_budget').notNull().default(DEFAULT_AUCTION_BUDGET),
    bidSeconds: integer('bid_seconds').notNull().default(DEFAULT_BID_SECONDS),
    nominationSeconds: integer('nomination_seconds').notNull().default(DEFAULT_NOMINATION_SECONDS),
    // Weeks the commissioner asked for; the season's schedule is generated from it.
    scheduleWeeks: integer('schedule_weeks'),
    // Fantasy weeks count from here; null means the first game in the league's regions.
    seasonStart: timestamp('season_start', { withTimezone: true }),
    // Hours an accepted trade waits, open to the commissioner's veto, before it completes.
    tradeReviewHours: integer('trade_review_hours').notNull().default(DEFAULT_TRADE_REVIEW_HOURS),
    // No trade is proposed or accepted once this week has been scored; null: no deadline.
    tradeDeadlineWeek: integer('trade_deadline_week'),
    // The league's clock (src/domain/season-clock.ts): live, or a replay of a stored season
    // that reached league time `replay_anchor_at` at real time `replay_anchor_real`.
    clockMode: text('clock_mode').notNull().default('live'),
    replayAnchorAt: timestamp('replay_anchor_at', { withTimezone: true }),
    replayAnchorReal: timestamp('replay_anchor_real', { withTimezone: true }),
    weekSeconds: integer('week_seconds').notNull().default(DEFAULT_WEEK_SECONDS),
    // Real time a replay was paused at; null while it runs.
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    lockMode: text('lock_mode').notNull().default('player'),
    // Hours of league time a week waits after its end for late data before it is final.
    finalGraceHours: integer('final_grace_hours').notNull().default(DEFAULT_FINAL_GRACE_HOURS),
    // Real time the season's scheduler next has work for this league (scores to move, a week to
    // close); null: nothing until something changes.
    clockDueAt: timestamp('clock_due_at', { withTimezone: true }),
    // Waivers (src/domain/waivers.ts): how claims are settled, each team's FAAB budget, and the
    // league days a dropped player waits on waivers.
    waiverType: text('waiver_type').notNull().default(DEFAULT_WAIVER_TYPE),
    faabBudget: integer('faab_budget').notNull().default(DEFAULT_FAAB_BUDGET),
    waiverDays: integer('waiver_days').notNull().default(DEFAULT_WAIVER_DAYS),
    // Real time of the next clear with players to settle; null: no player is on waivers.
    waiversDueAt: timestamp('waivers_due_at', { withTimezone: true }),
    // The week whose reverse-standings order the teams' priorities hold.
    waiverOrderWeek: integer('waiver_order_week'),
    // Playoffs (src/domain/league-settings.ts): teams in the bracket, the first playoff week
    // (null: right after the regular season), weeks per round, and a consolation bracket.
    playoffTeams: integer('playoff_teams').notNull().default(DEFAULT_PLAYOFF_TEAMS),
    playoffStartWeek: integer('playoff_start_week'),
    playoffRoundWeeks: integer('playoff_round_weeks').notNull().default(1),
    playoffConsolation: boolean('playoff_consolation').notNull().default(false),
    // Each regular-season week every team also plays the league's median score.
    medianGame: boolean('median_game').notNull().default(false),
    // Players each team may keep on its bench (src/domain/vocabulary.ts, 0 to MAX_BENCH_SIZE).
    rosterBench: integer('roster_bench').notNull().default(BENCH_SIZE),
    // A seventh starter slot, TEAM, that takes a pro organisation (src/domain/roster.ts).
    rosterTeamSlot: boolean('roster_team_slot').notNull().default(false),
    // The league's own scoring values (src/domain/scoring.ts, `ScoringValues`); null: Riot's.
    scoring: jsonb('scoring').$type<ScoringValues>(),
    // The seeds, set once when the regular season is final, with the coin flips that placed
    // level teams (src/domain/playoffs.ts, `Seeding`); null before.
    playoffSeeds: jsonb('playoff_seeds').$type<Seeding>(),
    // The winner of the playoff final, once it is final; trades and waivers close then.
    championTeamId: uuid('champion_team_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('leagues_invite_code_key').on(table.inviteCode),
    index('leagues_clock_due_idx').on(table.clockDueAt).where(sql`${table.clockDueAt} is not null`),
    index('leagues_waivers_due_idx')
      .on(table.waiversDueAt)
      .where(sql`${table.waiversDueAt} is not null`),
  ],
);

export const leagueMembers = pgTable(
  'league_members',
  {
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.userId] }),
    index('league_members_user_idx').on(table.userId),
  ],
);

/**
 * A league whose work that happens by itself (its clock, its waiver clear) failed on its own:
 * how many times in a row, for the wait before the next try (src/server/work/rounds.ts), and
 * the due time that wait set. A league still due at that time when it fails again has not been
 * handled since: the failures are in a row. Any other due time (the work went through, or a
 * change made the league due) starts the count again.
 */
export const leagueWorkFailures = pgTable(
  'league_work_failures',
  {
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    work: text('work').notNull(),
    failures: integer('failures').notNull(),
    putOffTo: timestamp('put_off_to', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.leagueId, table.work] })],
);

export type LeagueRow = typeof leagues.$inferSelect;
