import { z } from 'zod';
import { CHANGE_WINDOWS, SETTING_PATHS } from '../league-settings';
import {
  isRuleValue,
  MAX_RULE_POINTS,
  MIN_RULE_POINTS,
  PLAYER_RULES,
  type PlayerRule,
  RULE_LABELS,
  TEAM_RULES,
  type TeamRule,
} from '../scoring';
import { CLOCK_MODES, LOCK_MODES, MAX_WEEK_SECONDS, MIN_WEEK_SECONDS } from '../season-clock';
import {
  MAX_BENCH_SIZE,
  MAX_FAAB_BUDGET,
  MAX_WAIVER_DAYS,
  PLAYOFF_ROUND_WEEKS,
  PLAYOFF_TEAMS,
  STARTER_SLOTS,
  TEAM_SLOT,
  TRADE_REVIEW_HOURS,
  WAIVER_TYPES,
} from '../vocabulary';
import { closedObject, textSchema, wholeNumber } from './fields';

/**
 * A league's settings as one document, in groups (docs/api.md, "Settings"): what the
 * commissioner's settings page shows and changes, and when each setting may change.
 */

const choice = <T extends number>(message: string, allowed: readonly T[]) =>
  z
    .number({ error: message })
    .refine((value) => (allowed as readonly number[]).includes(value), message)
    .transform((value) => value as T);

// Each field's rule, shared by the grouped document and the league's shorthand PATCH.
export const settingFields = {
  name: textSchema({ label: 'League name', max: 60, required: 'Please enter a league name' }),
  description: textSchema({ label: 'Description', max: 500, multiline: true }),
  isPublic: z.boolean({ error: 'Visibility must be true or false' }),
  maxTeams: wholeNumber('Maximum teams', 2, 20, 'Maximum teams must be between 2 and 20'),
  rosterBench: wholeNumber(
    'Bench size',
    0,
    MAX_BENCH_SIZE,
    `Bench size must be between 0 and ${MAX_BENCH_SIZE}`,
  ),
  teamSlot: z.boolean({ error: 'TEAM slot must be true or false' }),
  reviewHours: choice(
    `Review period must be one of ${TRADE_REVIEW_HOURS.join(', ')} hours`,
    TRADE_REVIEW_HOURS,
  ),
  deadlineWeek: wholeNumber(
    'Trade deadline week',
    1,
    20,
    'Trade deadline week must be between 1 and 20, or null for none',
  ).nullable(),
  waiverType: z.enum(WAIVER_TYPES, {
    error: `Waiver type must be one of ${WAIVER_TYPES.join(', ')}`,
  }),
  faabBudget: wholeNumber(
    'FAAB budget',
    0,
    MAX_FAAB_BUDGET,
    `FAAB budget must be between 0 and ${MAX_FAAB_BUDGET} dollars`,
  ),
  waiverDays: wholeNumber(
    'Waiver days',
    0,
    MAX_WAIVER_DAYS,
    `Waiver days must be between 0 and ${MAX_WAIVER_DAYS}`,
  ),
  lockMode: z.enum(LOCK_MODES, { error: "Lock mode must be 'player' or 'week'" }),
  finalGraceHours: wholeNumber(
    'Grace period',
    0,
    72,
    'Grace period must be between 0 and 72 hours',
  ),
  weekSeconds: wholeNumber(
    'Pace',
    MIN_WEEK_SECONDS,
    MAX_WEEK_SECONDS,
    `Pace must be between ${MIN_WEEK_SECONDS} and ${MAX_WEEK_SECONDS} seconds per week`,
  ),
  playoffTeams: choice(`Playoff teams must be one of ${PLAYOFF_TEAMS.join(', ')}`, PLAYOFF_TEAMS),
  playoffStartWeek: wholeNumber(
    'Playoff start week',
    2,
    20,
    'Playoff start week must be between 2 and 20, or null for right after the regular season',
  ).nullable(),
  playoffRoundWeeks: choice(
    `Weeks per playoff round must be one of ${PLAYOFF_ROUND_WEEKS.join(', ')}`,
    PLAYOFF_ROUND_WEEKS,
  ),
  consolation: z.boolean({ error: 'Consolation bracket must be true or false' }),
  medianGame: z.boolean({ error: 'Median game must be true or false' }),
};

const pointsSchema = z.record(z.string(), z.number());

/** A rule's new value: any number within the bounds, to the cent. */
const ruleValue = (rule: PlayerRule | TeamRule) =>
  z
    .number({ error: `${RULE_LABELS[rule]} points must be a number` })
    .refine(
      isRuleValue,
      `${RULE_LABELS[rule]} points must be between ${MIN_RULE_POINTS} and ${MAX_RULE_POINTS}, in steps of 0.01`,
    );
const rulesPatch = <R extends PlayerRule | TeamRule>(name: string, rules: readonly R[]) =>
  closedObject(
    Object.fromEntries(rules.map((rule) => [rule, ruleValue(rule)])) as Record<
      R,
      ReturnType<typeof ruleValue>
    >,
    `Unknown scoring rule in ${name}`,
    `${name} must be a JSON object`,
  )
    .partial()
    .optional();

/** New values for some scoring rules; the others keep theirs. */
export const scoringPatchSchema = closedObject(
  {
    player: rulesPatch('scoring.player', PLAYER_RULES),
    team: rulesPatch('scoring.team', TEAM_RULES),
  },
  'Unknown setting in scoring',
  'scoring must be a JSON object',
).meta({ id: 'ScoringPatch' });
export type ScoringPatch = z.infer<typeof scoringPatchSchema>;

/**
 * Last scored week's matchups as they stand and as they would under new scoring values
 * (`POST /leagues/{id}/settings/scoring-preview`); no week scored yet: `week` null, no rows.
 */
export const scoringPreviewSchema = z
  .object({
    week: z.number().nullable(),
    matchups: z.array(
      z.object({
        matchupId: z.string(),
        teamA: z.object({ id: z.string(), name: z.string() }),
        teamB: z.object({ id: z.string(), name: z.string() }),
        scoreA: z.number(),
        scoreB: z.number(),
        newScoreA: z.number(),
        newScoreB: z.number(),
      }),
    ),
  })
  .meta({ id: 'ScoringPreview' });
export type ScoringPreview = z.infer<typeof scoringPreviewSchema>;

/** When one setting may change, and whether it may right now. */
export const changeWindowSchema = z
  .object({
    when: z.enum(CHANGE_WINDOWS),
    open: z.boolean(),
    /** Why it may not change now; null while it may. */
    closedBecause: z.string().nullable(),
  })
  .meta({ id: 'ChangeWindow' });

export const leagueSettingsDocSchema = z
  .object({
    league: z.object({
      name: z.string(),
      description: z.string(),
      isPublic: z.boolean(),
      maxTeams: z.number(),
    }),
    roster: z.object({
      starters: z.array(z.enum([...STARTER_SLOTS, TEAM_SLOT])),
      bench: z.number(),
      teamSlot: z.boolean(),
    }),
    scoring: z.object({ player: pointsSchema, team: pointsSchema }),
    trades: z.object({ reviewHours: z.number(), deadlineWeek: z.number().nullable() }),
    waivers: z.object({ type: z.enum(WAIVER_TYPES), budget: z.number(), days: z.number() }),
    locks: z.object({ lockMode: z.enum(LOCK_MODES), finalGraceHours: z.number() }),
    season: z.object({
      mode: z.enum(CLOCK_MODES),
      /** A replay's pace; null for a live season. */
      weekSeconds: z.number().nullable(),
      /** Weeks of the schedule; null until one is set. */
      weeks: z.number().nullable(),
    }),
    playoffs: z.object({
      teams: z.number(),
      /** The first playoff week as set; null: right after the regular season. */
      startWeek: z.number().nullable(),
      /** The first playoff week these settings give, once the schedule is set. */
      firstWeek: z.number().nullable(),
      roundWeeks: z.number(),
      consolation: z.boolean(),
    }),
    medianGame: z.boolean(),
    /** For each setting (by its path, such as `playoffs.teams`), when it may change. */
    changes: z.record(z.enum(SETTING_PATHS), changeWindowSchema),
  })
  .meta({ id: 'LeagueSettings' });
export type LeagueSettingsDoc = z.infer<typeof leagueSettingsDocSchema>;

/** A group of the patch: its fields optional, any other key refused by name. */
const group = <S extends z.ZodRawShape>(name: string, shape: S) =>
  closedObject(shape, `Unknown setting in ${name}`, `${name} must be a JSON object`)
    .partial()
    .optional();

/** A change to any part of the settings: each group, each field, optional. */
export const settingsPatchSchema = closedObject(
  {
    league: group('league', {
      name: settingFields.name,
      description: settingFields.description,
      isPublic: settingFields.isPublic,
      maxTeams: settingFields.maxTeams,
    }),
    roster: group('roster', {
      bench: settingFields.rosterBench,
      teamSlot: settingFields.teamSlot,
    }),
    trades: group('trades', {
      reviewHours: settingFields.reviewHours,
      deadlineWeek: settingFields.deadlineWeek,
    }),
    waivers: group('waivers', {
      type: settingFields.waiverType,
      budget: settingFields.faabBudget,
      days: settingFields.waiverDays,
    }),
    locks: group('locks', {
      lockMode: settingFields.lockMode,
      finalGraceHours: settingFields.finalGraceHours,
    }),
    scoring: scoringPatchSchema.optional(),
    season: group('season', { weekSeconds: settingFields.weekSeconds }),
    playoffs: group('playoffs', {
      teams: settingFields.playoffTeams,
      startWeek: settingFields.playoffStartWeek,
      roundWeeks: settingFields.playoffRoundWeeks,
      consolation: settingFields.consolation,
    }),
    medianGame: settingFields.medianGame.optional(),
  },
  'Unknown setting',
).refine(
  (patch) =>
    Object.values(patch).some(
      (part) =>
        part !== undefined &&
        (typeof part !== 'object' || Object.values(part).some((value) => value !== undefined)),
    ),
  // An unknown or bad setting is the one thing to report.
  { error: 'Change at least one setting', when: (payload) => payload.issues.length === 0 },
);
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;
