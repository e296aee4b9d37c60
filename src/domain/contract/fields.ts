import { z } from 'zod';
import { ERROR_CODES } from '../vocabulary';

/**
 * The building blocks of every feature's contract: ids and times in answers, and the checked
 * text and numbers of requests. Messages are what a user reads, so they say what is wrong and
 * how to fix it.
 */

export const id = z.string();
export const isoTime = z.string();

/**
 * Every refusal and failure, as the server's error handler (src/server/plugins/errors.ts)
 * writes it: a message for people and a code for programs, and for a request the validation
 * refused, each faulty field. Answers are written from this schema, so a field it leaves out
 * never reaches the client.
 */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.enum(ERROR_CODES),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The statuses a call is refused with (the table at the top of docs/api.md). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 426 | 429;

/**
 * The refusals a route can answer besides its 2xx, for its schema's `response`:
 * `refusals(403, 404)` is `{ 403: apiErrorSchema, 404: apiErrorSchema }`.
 */
export const refusals = <const Status extends RefusalStatus>(...statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;

/** A confirmation in words (a filled league, recomputed stats). */
export const messageResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'MessageResponse' });

/** A request body must be a JSON object; this is what a client hears when it is not. */
export const BODY_REQUIRED = { error: 'Request body must be a JSON object' };

/**
 * An object that refuses the keys it does not know by name ('Unknown setting: colour'), so a
 * misspelt key is not dropped in silence; anything but an object hears `notObject`.
 */
export const closedObject = <S extends z.ZodRawShape>(
  shape: S,
  unknown: string,
  notObject = BODY_REQUIRED.error,
) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `${unknown}: ${issue.keys.join(', ')}` : notObject,
  });

// Control characters (C0, DEL and C1); a field of several lines keeps its line breaks and tabs.
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTER_BUT_LINES = /[^\P{Cc}\n\t]/u;
// With the u flag this matches only a surrogate without its partner: text no database stores.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
// Spaces and invisible format characters (zero-width space, joiners, marks): no name is made of these alone.
const INVISIBLE = /[\p{Cf}\p{Z}\s]/gu;

interface TextOptions {
  /** The field's name as a user reads it ("League name"). */
  label: string;
  max: number;
  /** Message when nothing visible is left; without it, empty text is allowed. */
  required?: string;
  tooLong?: string;
  /** Keeps line breaks and tabs (descriptions). */
  multiline?: boolean;
}

/**
 * Every piece of free text a client sends goes through this: normalised to NFC, trimmed of
 * Unicode whitespace, and refused when it holds control characters or broken surrogates, or,
 * when required, when nothing visible is left.
 */
export function textSchema({ label, max, required, tooLong, multiline = false }: TextOptions) {
  const control = multiline ? CONTROL_CHARACTER_BUT_LINES : CONTROL_CHARACTER;
  const checked = z
    .string()
    .max(max, tooLong ?? `${label} must be at most ${max} characters`)
    .refine((value) => !LONE_SURROGATE.test(value), `${label} contains invalid characters`)
    .refine((value) => !control.test(value), `${label} cannot contain control characters`)
    .refine(
      (value) => required === undefined || value.replace(INVISIBLE, '') !== '',
      required ?? '',
    );
  const notText = `${label} must be text`;
  return z
    .string({
      // A field left out (or null) is empty; a number, a list or an object is no text at all.
      error: (issue) => (issue.input == null ? (required ?? notText) : notText),
    })
    .transform((value) => {
      const text = value.normalize('NFC');
      return (multiline ? text.replace(/\r\n?/g, '\n') : text).trim();
    })
    .pipe(checked);
}

/** An http(s) address, checked as text first. */
export function httpUrlSchema(label: string, message: string) {
  return textSchema({
    label,
    max: 2048,
    tooLong: `${label} must be at most 2048 characters`,
  }).refine((value) => value === '' || isHttpUrl(value), message);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A whole number in a JSON body: a number, never a string or an array that looks like one. */
export function wholeNumber(label: string, min: number, max: number, range: string) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, range)
    .max(max, range);
}

/** A whole number in a JSON body whose every fault reads as the one `message` (the range). */
export const wholeInRange = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A whole number in a path or query string, where everything arrives as text. */
export function wholeNumberText(label: string, min: number, max: number, range: string) {
  return z
    .string({ error: `${label} must be a number` })
    .regex(/^-?\d{1,15}$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, range).max(max, range));
}

/**
 * One value of a fixed list, case-insensitive, with a message naming the allowed values; a
 * value left out is required ('Slot is required. Allowed: …').
 */
export const oneOf = <T extends string>(label: string, allowed: readonly T[]) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `${label[0]!.toUpperCase()}${label.slice(1)} is required. Allowed: ${allowed.join(', ')}`
          : `Invalid ${label}. Allowed: ${allowed.join(', ')}`,
    })
    .transform((value, ctx): T => {
      const upper = value.trim().toUpperCase();
      if ((allowed as readonly string[]).includes(upper)) return upper as T;
      ctx.addIssue({
        code: 'custom',
        message: `Invalid ${label} "${value}". Allowed: ${allowed.join(', ')}`,
      });
      return z.NEVER;
    });

/**
 * An id a request names, by its label ('player id'): 'Player id is required' when left out,
 * `invalid` ('Invalid player id' unless given) when it is not an id. An id may be written in
 * either letter case; it is read in lower case, as the database writes ids, so that the same id
 * compares equal to itself wherever the server compares ids as text (a player listed twice, the
 * team on the clock).
 */
export const idField = (label: string, invalid = `Invalid ${label}`) =>
  uuidSchema({
    error: (issue) =>
      issue.input === undefined
        ? `${label[0]!.toUpperCase()}${label.slice(1)} is required`
        : invalid,
  });

/**
 * An id in a path, a query or a body, in either letter case, read in lower case as the database
 * writes ids (see `idField`); `error` is the refusal of anything else.
 */
export function uuidSchema(error?: Parameters<typeof z.uuid>[0]) {
  return z.uuid(error).overwrite((value) => value.toLowerCase());
}

/** The search boxes' text (players, leagues): optional, at most 100 characters. */
export const searchTextSchema = textSchema({ label: 'Search text', max: 100 });

export const idParamSchema = z.object({
  id: uuidSchema('Invalid id'),
});

export const leagueIdParamSchema = z.object({ leagueId: uuidSchema('Invalid id') });
