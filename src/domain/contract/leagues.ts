import { z } from 'zod';
import {
  CLOCK_MODES,
  dayFromText,
  LIVE_HAS_NO_FIRST_DAY,
  LIVE_HAS_NO_PACE,
  LOCK_MODES,
  WEEK_STATUSES,
} from '../season-clock';
import { DRAFT_TYPES, LEAGUE_REGIONS, PLAYER_REGIONS } from '../vocabulary';
import { draftStatusSchema } from './drafts';
import { BODY_REQUIRED, closedObject, id, isoTime, oneOf, textSchema, wholeNumber } from './fields';
import { settingFields } from './settings';
import { leagueTeamSchema, teamNameSchema } from './teams';
import { leagueWaiversSchema } from './waivers';

/** Leagues: the summary the shell shows, the league page, and creating, joining and setting one. */

/** The part of a league the app shell needs (name beside the brand, selection). */
export const leagueSummarySchema = z
  .object({
    id,
    _id: id,
    name: z.string(),
    description: z.string(),
    creatorId: z.string(),
    memberIds: z.array(id),
    maxTeams: z.number(),
    isPublic: z.boolean(),
    regions: z.array(z.enum(LEAGUE_REGIONS)),
    currentWeek: z.number(),
    teamCount: z.number(),
  })
  .meta({ id: 'LeagueSummary' });
export type LeagueSummary = z.infer<typeof leagueSummarySchema>;

export const leagueMemberSchema = z.object({
  id,
  username: z.string(),
  avatar: z.string().nullable(),
  isCreator: z.boolean(),
});
export type LeagueMember = z.infer<typeof leagueMemberSchema>;

/** One fantasy week of a league's schedule, with its real date window. */
export const scheduleWeekSchema = z
  .object({
    week: z.number(),
    /** ISO dates: the window of real games that count (end exclusive). */
    start: isoTime,
    end: isoTime,
    label: z.string(),
    /** False for weeks after the last game in the data. */
    hasGames: z.boolean(),
    /** Final: the week is over on the league's clock and its winners count. */
    completed: z.boolean(),
    /** On the league's clock: not begun, under way (scores move), or final. */
    status: z.enum(WEEK_STATUSES),
  })
  .meta({ id: 'ScheduleWeek' });
export type ScheduleWeek = z.infer<typeof scheduleWeekSchema>;

/**
 * A league's clock as its page shows it; times are league time (ISO 8601). `week` is the
 * fantasy week the league is in (null before the first), `games` that week's pro games in the
 * league's regions: how many have happened, of how many known.
 */
export const leagueClockSchema = z
  .object({
    mode: z.enum(CLOCK_MODES),
    /** A replay's first day and pace (real seconds per fantasy week); null when live. */
    from: isoTime.nullable(),
    weekSeconds: z.number().nullable(),
    paused: z.boolean(),
    lockMode: z.enum(LOCK_MODES),
    /** Hours of league time a week waits after its end for late data before it is final. */
    finalGraceHours: z.number(),
    week: z.number().nullable(),
    weekStatus: z.enum(WEEK_STATUSES).nullable(),
    games: z.object({ played: z.number(), total: z.number() }).nullable(),
    /** When the next player (or, locking by week, the lineup) locks. */
    nextLockAt: isoTime.nullable(),
    /**
     * The league's first game: the first stored game of its regions from its first day (null
     * when none is stored). A replay's pace may change until it has happened.
     */
    firstGameAt: isoTime.nullable(),
    now: isoTime,
  })
  .meta({ id: 'LeagueClock' });
export type LeagueClock = z.infer<typeof leagueClockSchema>;

/** A league as its page shows it, plus what the server knows beyond it. */
export const leagueSchema = leagueSummarySchema
  .extend({
    creator: z.object({ id, username: z.string() }).nullable(),
    members: z.array(leagueMemberSchema),
    teams: z.array(leagueTeamSchema),
    /** Players eligible by the league's regions, and how many no team has taken yet. */
    playerPool: z.object({
      regions: z.array(z.enum(PLAYER_REGIONS)),
      total: z.number(),
      available: z.number(),
    }),
    /** The scheduled fantasy weeks with their real date windows; empty until generated. */
    schedule: z.array(scheduleWeekSchema),
    /** How many weeks the commissioner asked for (Set Schedule, Fill League). */
    scheduleWeeks: z.number().nullable(),
    draft: z.object({
      dateTime: isoTime.nullable(),
      type: z.enum(DRAFT_TYPES),
      pickSeconds: z.number(),
      status: draftStatusSchema,
      /** An auction's budget per team, in dollars, and its bid and nomination clocks. */
      auctionBudget: z.number(),
      bidSeconds: z.number(),
      nominationSeconds: z.number(),
    }),
    /** Shown to members only: what the commissioner shares to let people into a private league. */
    inviteCode: z.string().nullable(),
    isMember: z.boolean(),
    isCommissioner: z.boolean(),
    /** How trades run in this league; the commissioner changes it with PATCH /leagues/{id}. */
    trades: z.object({
      /** Hours an accepted trade waits for the commissioner's veto before it completes. */
      reviewHours: z.number(),
      /** No trades once this week has been scored; null: no deadline. */
      deadlineWeek: z.number().nullable(),
      deadlinePassed: z.boolean(),
    }),
    /** In the create response: offer the creator to create their team. */
    promptCreateTeam: z.boolean().optional(),
    /** Free agency: how claims are settled, the budget, the waiver days and the order. */
    waivers: leagueWaiversSchema,
    /**
     * The lineup each team fields: the six starters, a seventh TEAM starter when `teamSlot`,
     * then a bench of `bench` players.
     */
    roster: z.object({ bench: z.number(), teamSlot: z.boolean() }),
    /**
     * The first playoff week (null: no room for the bracket), the weeks each round takes (with
     * one, a level week goes to the better seed), and the champion once crowned.
     */
    playoffs: z.object({
      firstWeek: z.number().nullable(),
      roundWeeks: z.number(),
      champion: z.object({ id, name: z.string() }).nullable(),
    }),
    /** Last, so that each read writes its own `now` into the kept page. */
    clock: leagueClockSchema,
  })
  .meta({ id: 'League' });
export type League = z.infer<typeof leagueSchema>;

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** How a new league's season runs: on real time, or a stored season replayed at a pace. */
export const seasonChoiceSchema = z.discriminatedUnion(
  'mode',
  [
    // A pace or first day sent with a live season is refused, not dropped unseen.
    z.strictObject(
      { mode: z.literal('live') },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys' && issue.keys.includes('weekSeconds')
            ? LIVE_HAS_NO_PACE
            : issue.code === 'unrecognized_keys' && issue.keys.includes('from')
              ? LIVE_HAS_NO_FIRST_DAY
              : undefined,
      },
    ),
    z.object({
      mode: z.literal('replay'),
      from: z
        .string({ error: 'First day must be a date (YYYY-MM-DD)' })
        .regex(DAY_TEXT, 'First day must be a date (YYYY-MM-DD)')
        .refine((day) => dayFromText(day) !== null, 'First day must be a real date (YYYY-MM-DD)')
        .optional(),
      weekSeconds: settingFields.weekSeconds.optional(),
    }),
  ],
  { error: "Season mode must be 'live' or 'replay'" },
);
export type SeasonChoice = z.infer<typeof seasonChoiceSchema>;

export const createLeagueSchema = z.object(
  {
    name: settingFields.name,
    description: settingFields.description.default(''),
    maxTeams: settingFields.maxTeams.default(12),
    isPublic: settingFields.isPublic.default(true),
    regions: z
      .array(oneOf('region', LEAGUE_REGIONS), { error: 'Please select at least one region' })
      .min(1, 'Please select at least one region')
      .transform((regions) => [...new Set(regions)]),
    season: seasonChoiceSchema.optional(),
    lockMode: settingFields.lockMode.optional(),
  },
  BODY_REQUIRED,
);
export type CreateLeagueInput = z.infer<typeof createLeagueSchema>;

export const inviteCodeSchema = textSchema({ label: 'Invite code', max: 64 });

export const joinLeagueSchema = z.object(
  {
    teamName: teamNameSchema,
    // Private leagues admit only holders of the commissioner's invite code.
    inviteCode: inviteCodeSchema.optional(),
  },
  BODY_REQUIRED,
);

export const scheduleWeeksSchema = z.object(
  {
    weeks: z
      .number({ error: 'Please enter a valid number of weeks' })
      .int('Please enter a valid number of weeks')
      .min(1, 'Please enter a valid number of weeks')
      .max(20, 'Weeks must be between 1 and 20'),
  },
  BODY_REQUIRED,
);

// A misspelt key would otherwise fill the league to its maximum with the defaults.
export const fillLeagueSchema = closedObject(
  {
    numTeams: wholeNumber(
      'Number of teams',
      2,
      12,
      'Number of teams must be between 2 and 12',
    ).default(12),
    numWeeks: wholeNumber(
      'Number of weeks',
      1,
      15,
      'Number of weeks must be between 1 and 15',
    ).default(11),
  },
  'Unknown field',
);

/**
 * `PATCH /leagues/{id}`: a shorthand for a few settings of `PATCH /leagues/{id}/settings`
 * (contract/settings.ts), one flat key for each.
 */
export const leagueSettingsSchema = closedObject(
  {
    tradeReviewHours: settingFields.reviewHours.optional(),
    tradeDeadlineWeek: settingFields.deadlineWeek.optional(),
    lockMode: settingFields.lockMode.optional(),
    finalGraceHours: settingFields.finalGraceHours.optional(),
    /** A replay's pace, until its first game has happened. */
    weekSeconds: settingFields.weekSeconds.optional(),
    waiverType: settingFields.waiverType.optional(),
    faabBudget: settingFields.faabBudget.optional(),
    waiverDays: settingFields.waiverDays.optional(),
  },
  'Unknown setting',
).refine((settings) => Object.values(settings).some((value) => value !== undefined), {
  error:
    'Change at least one setting: tradeReviewHours, tradeDeadlineWeek, lockMode, finalGraceHours, weekSeconds, waiverType, faabBudget or waiverDays',
  // An unknown or bad setting is the one thing to report.
  when: (payload) => payload.issues.length === 0,
});
export type LeagueSettingsInput = z.infer<typeof leagueSettingsSchema>;
