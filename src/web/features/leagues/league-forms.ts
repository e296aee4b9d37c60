import type { z } from 'zod';
import { scheduleDraftSchema } from '../../../domain/contract/drafts';
import {
  type CreateLeagueInput,
  createLeagueSchema,
  fillLeagueSchema,
  joinLeagueSchema,
  type SeasonChoice,
  scheduleWeeksSchema,
} from '../../../domain/contract/leagues';
import { draftDateProblem } from '../../../domain/draft';
import { DEFAULT_WEEK_SECONDS } from '../../../domain/season-clock';
import { ApiError } from '../../lib/api-client';

/**
 * The league screens' forms, checked with the same schemas the server uses, so a
 * form says what is wrong in the words the server would, before anything is sent.
 */

export type FormResult<Input, Field extends string> =
  | { ok: true; input: Input }
  | { ok: false; errors: Partial<Record<Field, string>> };

/** The first message for each field of a failed parse. */
function fieldErrors<Field extends string>(
  error: Pick<z.ZodError, 'issues'>,
  fields: readonly Field[],
  fallbackField: Field,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const path = String(issue.path[0] ?? '');
    const field = (fields as readonly string[]).includes(path) ? (path as Field) : fallbackField;
    errors[field] ??= issue.message;
  }
  return errors;
}

// Maximum teams 2–20, default 12; anything that is not a number becomes 12.
export const DEFAULT_MAX_TEAMS = 12;
export const MAX_TEAMS_RANGE = { min: 2, max: 20 } as const;

/** A number input's value: a number, or the text typed so far ('' when cleared). */
export type NumberValue = number | string;

export function maxTeamsOrDefault(value: NumberValue): number {
  const number = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(number) ? number : DEFAULT_MAX_TEAMS;
}

export interface CreateLeagueValues {
  name: string;
  description: string;
  regions: string[];
  maxTeams: NumberValue;
  isPublic: boolean;
  /** Live: weeks follow real time from today. Replay: the stored season played again. */
  season: 'live' | 'replay';
  /** A replay's first day (YYYY-MM-DD); empty: the first game of the league's regions. */
  from: string;
  /** A replay's pace, real seconds per fantasy week (a select's value). */
  weekSeconds: string;
}

export const CREATE_LEAGUE_DEFAULTS: CreateLeagueValues = {
  name: '',
  description: '',
  regions: [],
  maxTeams: DEFAULT_MAX_TEAMS,
  isPublic: true,
  // The shipped games are a past season: a replay at one week per day has something to play.
  season: 'replay',
  from: '',
  weekSeconds: String(DEFAULT_WEEK_SECONDS),
};

type CreateLeagueField =
  | 'name'
  | 'description'
  | 'regions'
  | 'maxTeams'
  | 'isPublic'
  | 'from'
  | 'weekSeconds';

/** The season part of the create body, as the form's fields say it. */
export function seasonChoiceOf(
  values: Pick<CreateLeagueValues, 'season' | 'from' | 'weekSeconds'>,
): SeasonChoice {
  if (values.season === 'live') return { mode: 'live' };
  const from = values.from.trim();
  return {
    mode: 'replay',
    weekSeconds: Number(values.weekSeconds),
    ...(from === '' ? {} : { from }),
  };
}

const CREATE_LEAGUE_FIELDS: readonly CreateLeagueField[] = [
  'name',
  'description',
  'regions',
  'maxTeams',
  'isPublic',
  'from',
  'weekSeconds',
];

export function parseCreateLeague(
  values: CreateLeagueValues,
): FormResult<CreateLeagueInput, CreateLeagueField> {
  const { season: _mode, from: _from, weekSeconds: _pace, ...league } = values;
  const parsed = createLeagueSchema.safeParse({
    ...league,
    maxTeams: maxTeamsOrDefault(values.maxTeams),
    season: seasonChoiceOf(values),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  // A season problem belongs to its own field: ['season', 'from'] is the first day's.
  const issues = parsed.error.issues.map((issue) =>
    issue.path[0] === 'season' ? { ...issue, path: issue.path.slice(1) } : issue,
  );
  return {
    ok: false,
    errors: fieldErrors({ issues }, CREATE_LEAGUE_FIELDS, 'name'),
  };
}

/**
 * The server's 400 for one of the form's fields (a first day outside the stored games names
 * `season.from`), as that field's error; null for any other refusal, which a toast tells.
 */
export function createLeagueRefusal(
  error: unknown,
): Partial<Record<CreateLeagueField, string>> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const [named] = error.fields;
  const field = named?.field.replace(/^season\./, '') as CreateLeagueField | undefined;
  return named && field && CREATE_LEAGUE_FIELDS.includes(field) ? { [field]: named.message } : null;
}

/** A team name is required and trimmed; null when it may be sent. */
export function teamNameProblem(name: string): string | null {
  const parsed = joinLeagueSchema.shape.teamName.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please enter a team name');
}

export const DRAFT_DATE_TIME_REQUIRED = 'Please select a date and time for the draft';

export interface ScheduleDraftValues {
  /** YYYY-MM-DD from a date input. */
  date: string;
  /** HH:MM from a time input. */
  time: string;
  draftType: 'snake' | 'auction';
  /** Seconds each pick may take before the server picks. */
  pickSeconds: NumberValue;
}

/** A moment as the form's date and time inputs show it, in the user's local time. */
export function localDateAndTime(at: Date): Pick<ScheduleDraftValues, 'date' | 'time'> {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** The date and time are the user's local time; the server gets an ISO instant. */
export function parseScheduleDraft(
  values: ScheduleDraftValues,
): FormResult<z.infer<typeof scheduleDraftSchema>, 'dateTime' | 'pickSeconds'> {
  if (!values.date || !values.time) {
    return { ok: false, errors: { dateTime: DRAFT_DATE_TIME_REQUIRED } };
  }
  const local = new Date(`${values.date}T${values.time}`);
  if (Number.isNaN(local.getTime())) {
    return { ok: false, errors: { dateTime: DRAFT_DATE_TIME_REQUIRED } };
  }
  const past = draftDateProblem(local.getTime(), Date.now());
  if (past) return { ok: false, errors: { dateTime: past } };
  const parsed = scheduleDraftSchema.safeParse({
    draftDateTime: local.toISOString(),
    draftType: values.draftType,
    // A cleared input is no clock at all, which the schema refuses with its range.
    pickSeconds: values.pickSeconds === '' ? 0 : values.pickSeconds,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: fieldErrors(parsed.error, ['pickSeconds'], 'dateTime') };
}

// Schedules run 1–20 weeks.
export const SCHEDULE_WEEKS_RANGE = { min: 1, max: 20 } as const;

export function parseScheduleWeeks(weeks: NumberValue): FormResult<{ weeks: number }, 'weeks'> {
  // A cleared input is no number of weeks at all, the same as 0.
  const parsed = scheduleWeeksSchema.safeParse({ weeks: weeks === '' ? 0 : weeks });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: { weeks: parsed.error.issues[0]?.message } };
}

// Fill League: 2–12 teams (default 12) and 1–15 weeks (default 11).
export const FILL_LEAGUE_DEFAULTS = { numTeams: 12, numWeeks: 11 } as const;
export const FILL_TEAMS_RANGE = { min: 2, max: 12 } as const;
export const FILL_WEEKS_RANGE = { min: 1, max: 15 } as const;

export function parseFillLeague(values: {
  numTeams: NumberValue;
  numWeeks: NumberValue;
}): FormResult<{ numTeams: number; numWeeks: number }, 'numTeams' | 'numWeeks'> {
  const parsed = fillLeagueSchema.safeParse({
    numTeams: values.numTeams === '' ? Number.NaN : values.numTeams,
    numWeeks: values.numWeeks === '' ? Number.NaN : values.numWeeks,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: fieldErrors(parsed.error, ['numTeams', 'numWeeks'], 'numTeams') };
}
