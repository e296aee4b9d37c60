import { z } from 'zod';
import { DRAFT_TYPES, LEAGUE_REGIONS, PLAYER_REGIONS, TRADE_REVIEW_HOURS } from '../vocabulary';
import { draftStatusSchema } from './drafts';
import { BODY_REQUIRED, id, isoTime, oneOf, textSchema, wholeNumber } from './fields';
import { leagueTeamSchema, teamNameSchema } from './teams';

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
    completed: z.boolean(),
  })
  .meta({ id: 'ScheduleWeek' });
export type ScheduleWeek = z.infer<typeof scheduleWeekSchema>;

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
  })
  .meta({ id: 'League' });
export type League = z.infer<typeof leagueSchema>;

export const createLeagueSchema = z.object(
  {
    name: textSchema({ label: 'League name', max: 60, required: 'Please enter a league name' }),
    description: textSchema({ label: 'Description', max: 500, multiline: true }).default(''),
    maxTeams: wholeNumber('Maximum teams', 2, 20, 'Maximum teams must be between 2 and 20').default(
      12,
    ),
    isPublic: z.boolean({ error: 'isPublic must be true or false' }).default(true),
    regions: z
      .array(oneOf('region', LEAGUE_REGIONS), { error: 'Please select at least one region' })
      .min(1, 'Please select at least one region')
      .transform((regions) => [...new Set(regions)]),
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

export const fillLeagueSchema = z.object(
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
  BODY_REQUIRED,
);

const REVIEW_HOURS_CHOICE = `Review period must be one of ${TRADE_REVIEW_HOURS.join(', ')} hours`;

export const leagueSettingsSchema = z
  .object(
    {
      tradeReviewHours: z
        .number({ error: REVIEW_HOURS_CHOICE })
        .refine(
          (hours) => (TRADE_REVIEW_HOURS as readonly number[]).includes(hours),
          REVIEW_HOURS_CHOICE,
        )
        .optional(),
      tradeDeadlineWeek: wholeNumber(
        'Trade deadline week',
        1,
        20,
        'Trade deadline week must be between 1 and 20, or null for none',
      )
        .nullable()
        .optional(),
    },
    BODY_REQUIRED,
  )
  .refine(
    (settings) =>
      settings.tradeReviewHours !== undefined || settings.tradeDeadlineWeek !== undefined,
    'Change at least one setting: tradeReviewHours or tradeDeadlineWeek',
  );
export type LeagueSettingsInput = z.infer<typeof leagueSettingsSchema>;
