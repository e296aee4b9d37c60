import { z } from 'zod';
import {
  MAX_AUCTION_BUDGET,
  MAX_BID_SECONDS,
  MAX_NOMINATION_SECONDS,
  MIN_AUCTION_BUDGET,
  MIN_BID_SECONDS,
  MIN_NOMINATION_SECONDS,
} from './auction';
import { MAX_PICK_SECONDS, MIN_PICK_SECONDS } from './draft';
import { ROSTER_SLOTS } from './roster';
import { MAX_TRADE_PLAYERS, TRADE_REVIEW_HOURS, TRADE_STATUSES } from './trades';
import { LEAGUE_REGIONS, PLAYER_POSITIONS, PLAYER_REGIONS } from './types';

/**
 * Request schemas shared by the routes and the forms. Messages are what a user reads,
 * so they say what is wrong and how to fix it.
 */

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
  return z
    .string({ error: required ?? `${label} must be text` })
    .transform((value) => {
      const text = value.normalize('NFC');
      return (multiline ? text.replace(/\r\n?/g, '\n') : text).trim();
    })
    .pipe(checked);
}

/** An http(s) address, checked as text first. */
function httpUrlSchema(label: string, message: string) {
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
function wholeNumber(label: string, min: number, max: number, range: string) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, range)
    .max(max, range);
}

/** A whole number in a path or query string, where everything arrives as text. */
export function wholeNumberText(label: string, min: number, max: number, range: string) {
  return z
    .string({ error: `${label} must be a number` })
    .regex(/^-?\d{1,15}$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, range).max(max, range));
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(USERNAME_PATTERN, 'Username may only contain letters, digits, ".", "_" and "-"');

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

const BODY_REQUIRED = { error: 'Request body must be a JSON object' };

export const registerSchema = z.object(
  {
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
  },
  BODY_REQUIRED,
);
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object(
  {
    // Either the username or the email address identifies the account.
    username: textSchema({ label: 'Username', max: 254, required: 'Username is required' }),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(128, 'Password must be at most 128 characters'),
  },
  BODY_REQUIRED,
);
export type LoginInput = z.infer<typeof loginSchema>;

export const avatarSchema = httpUrlSchema('Avatar URL', 'Avatar must be an http(s) URL');

export const profileUpdateSchema = z
  .object(
    {
      username: usernameSchema.optional(),
      email: emailSchema.optional(),
      avatar: avatarSchema.nullable().optional(),
      currentPassword: z.string().max(128).optional(),
      newPassword: passwordSchema.optional(),
    },
    BODY_REQUIRED,
  )
  // The current password only vouches for a change; on its own it changes nothing.
  .refine(
    ({ currentPassword: _vouch, ...changes }) =>
      Object.values(changes).some((value) => value !== undefined),
    { message: 'Nothing to update' },
  )
  .refine((body) => body.newPassword === undefined || Boolean(body.currentPassword), {
    message: 'Current password is required to set a new password',
    path: ['currentPassword'],
  });
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const userSearchQuerySchema = z.object({
  q: textSchema({ label: 'Search text', max: 100, required: 'Search text is required' }),
});

export const idParamSchema = z.object({
  id: z.uuid('Invalid id'),
});

const LIST_REGIONS = [...PLAYER_REGIONS, ...LEAGUE_REGIONS] as const;

/** One value of a fixed list, case-insensitive, with a message naming the allowed values. */
const oneOf = <T extends string>(label: string, allowed: readonly T[]) =>
  z.string().transform((value, ctx): T => {
    const upper = value.trim().toUpperCase();
    if ((allowed as readonly string[]).includes(upper)) return upper as T;
    ctx.addIssue({
      code: 'custom',
      message: `Invalid ${label} "${value}". Allowed: ${allowed.join(', ')}`,
    });
    return z.NEVER;
  });

export const playerRegionFilterSchema = oneOf('region', LIST_REGIONS);
export const playerPositionSchema = oneOf('position', PLAYER_POSITIONS);

/** The search boxes' text (players, leagues): optional, at most 100 characters. */
export const searchTextSchema = textSchema({ label: 'Search text', max: 100 });

export const playerListQuerySchema = z.object({
  leagueId: z.uuid('Invalid league id').optional(),
  // A comma-separated list of player regions or league regions.
  region: z
    .string()
    .transform((value) => value.split(',').filter((part) => part.trim() !== ''))
    .pipe(z.array(playerRegionFilterSchema))
    .optional(),
  position: playerPositionSchema.optional(),
  team: textSchema({ label: 'Team', max: 100 }).optional(),
  search: searchTextSchema.optional(),
  limit: wholeNumberText('Limit', 1, 1000, 'Limit must be between 1 and 1000').default(1000),
  offset: wholeNumberText('Offset', 0, 1_000_000, 'Offset must be between 0 and 1000000').default(
    0,
  ),
});
export type PlayerListQuery = z.infer<typeof playerListQuerySchema>;

export const playerImageSchema = z.object(
  {
    imageUrl: httpUrlSchema(
      'imageUrl',
      'imageUrl must be an http(s) URL, or null to remove the picture',
    ).nullable(),
  },
  BODY_REQUIRED,
);

const teamNameSchema = textSchema({
  label: 'Team name',
  max: 40,
  required: 'Please enter a team name',
});

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

const BUDGET_RANGE = `The auction budget must be between $${MIN_AUCTION_BUDGET} and $${MAX_AUCTION_BUDGET}`;
const BID_SECONDS_RANGE = `The bid clock must be between ${MIN_BID_SECONDS} and ${MAX_BID_SECONDS} seconds`;
const NOMINATION_SECONDS_RANGE = `The nomination clock must be between ${MIN_NOMINATION_SECONDS} and ${MAX_NOMINATION_SECONDS} seconds`;
const wholeInRange = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const PICK_SECONDS_RANGE = `The pick clock must be between ${MIN_PICK_SECONDS} and ${MAX_PICK_SECONDS} seconds`;

export const scheduleDraftSchema = z.object(
  {
    draftDateTime: z.iso.datetime({
      offset: true,
      error: 'Please select a date and time for the draft',
    }),
    draftType: z
      .enum(['snake', 'auction'], { error: 'Draft type must be snake or auction' })
      .default('snake'),
    pickSeconds: z
      .number({ error: PICK_SECONDS_RANGE })
      .int(PICK_SECONDS_RANGE)
      .min(MIN_PICK_SECONDS, PICK_SECONDS_RANGE)
      .max(MAX_PICK_SECONDS, PICK_SECONDS_RANGE)
      .optional(),
    auctionBudget: wholeInRange(MIN_AUCTION_BUDGET, MAX_AUCTION_BUDGET, BUDGET_RANGE).optional(),
    bidSeconds: wholeInRange(MIN_BID_SECONDS, MAX_BID_SECONDS, BID_SECONDS_RANGE).optional(),
    nominationSeconds: wholeInRange(
      MIN_NOMINATION_SECONDS,
      MAX_NOMINATION_SECONDS,
      NOMINATION_SECONDS_RANGE,
    ).optional(),
  },
  BODY_REQUIRED,
);

export type ScheduleDraftInput = z.infer<typeof scheduleDraftSchema>;

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

export const createTeamSchema = z.object(
  {
    name: teamNameSchema,
    leagueId: z.uuid('Invalid league id'),
  },
  BODY_REQUIRED,
);

export const addPlayerSchema = z.object(
  {
    playerId: z.uuid('Invalid player id'),
    slot: oneOf('slot', ROSTER_SLOTS),
  },
  BODY_REQUIRED,
);

export const transferTeamSchema = z.object(
  { newOwnerId: z.uuid('Invalid user id') },
  BODY_REQUIRED,
);

export const teamPlayerParamsSchema = z.object({
  id: z.uuid('Invalid id'),
  playerId: z.uuid('Invalid player id'),
});

export const leagueIdParamSchema = z.object({ leagueId: z.uuid('Invalid id') });

export const draftStatusQuerySchema = z.object({
  leagueId: z.uuid('Choose a league: leagueId must be a league id'),
});

export const draftLeagueSchema = z.object({ leagueId: z.uuid('Invalid league id') }, BODY_REQUIRED);

export const draftPickSchema = z.object(
  {
    teamId: z.uuid('Invalid team id'),
    playerId: z.uuid('Invalid player id'),
    /** A roster slot; without one the player goes where the placement rule puts them. */
    position: oneOf('position', ROSTER_SLOTS).optional(),
    /** The pick (0-based) the board showed on the clock; a stale pick is refused. */
    pickNumber: z.number().int().min(0).max(1_000_000).optional(),
  },
  BODY_REQUIRED,
);

/** A sale of an auction held in person, recorded by the commissioner on the board. */
export const draftSaleSchema = z.object(
  {
    teamId: z.uuid('Invalid team id'),
    playerId: z.uuid('Invalid player id'),
    price: z
      .number({ error: 'Enter the price in whole dollars' })
      .int('Enter the price in whole dollars')
      .min(0, 'Enter the price in whole dollars')
      .max(1_000_000, 'Enter the price in whole dollars'),
  },
  BODY_REQUIRED,
);

const tradePlayerIdsSchema = (side: string) =>
  z
    .array(z.uuid('Invalid player id'), { error: `Select the players ${side}` })
    .min(1, 'Please select at least one player from each team')
    .max(MAX_TRADE_PLAYERS, `A trade moves at most ${MAX_TRADE_PLAYERS} players each way`)
    .refine((ids) => new Set(ids).size === ids.length, 'A player can only be listed once');

const tradeNoteSchema = textSchema({ label: 'Note', max: 500, multiline: true }).default('');

/** The two sides of an offer; a player cannot be on both. */
const tradeOfferShape = {
  give: tradePlayerIdsSchema('to offer'),
  receive: tradePlayerIdsSchema('to receive'),
  note: tradeNoteSchema,
};
const noPlayerOnBothSides = (offer: { give: string[]; receive: string[] }) =>
  !offer.give.some((playerId) => offer.receive.includes(playerId));
const BOTH_SIDES = {
  message: 'A player cannot be on both sides of a trade',
  path: ['receive'],
};

export const proposeTradeSchema = z
  .object(
    {
      fromTeamId: z.uuid('Invalid team id'),
      toTeamId: z.uuid('Invalid team id'),
      ...tradeOfferShape,
    },
    BODY_REQUIRED,
  )
  .refine(noPlayerOnBothSides, BOTH_SIDES);
export type ProposeTradeInput = z.infer<typeof proposeTradeSchema>;

/** A counter-offer, from the side of the owner who makes it. */
export const counterTradeSchema = z
  .object(tradeOfferShape, BODY_REQUIRED)
  .refine(noPlayerOnBothSides, BOTH_SIDES);
export type CounterTradeInput = z.infer<typeof counterTradeSchema>;

/** The veto's reason is optional, and so is the body. */
export const vetoTradeSchema = z
  .object({ reason: textSchema({ label: 'Reason', max: 500, multiline: true }).optional() })
  .nullish();

export const tradeListQuerySchema = z.object({
  leagueId: z.uuid('Invalid league id').optional(),
  teamId: z.uuid('Invalid team id').optional(),
  /** One status or a comma-separated list. */
  status: z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim().toLowerCase()))
    .pipe(
      z.array(
        z.enum(TRADE_STATUSES, {
          error: `Invalid status. Allowed: ${TRADE_STATUSES.join(', ')}`,
        }),
      ),
    )
    .optional(),
});

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

export const userIdBodySchema = z.object({ userId: z.uuid('Invalid user id') }, BODY_REQUIRED);

export const MESSAGE_MAX_LENGTH = 2000;
export const messageContentSchema = z.object(
  {
    content: textSchema({
      label: 'Message',
      max: MESSAGE_MAX_LENGTH,
      required: 'Message cannot be empty',
      tooLong: `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
      multiline: true,
    }),
  },
  BODY_REQUIRED,
);

export const MESSAGE_PAGE_SIZE = 20;
export const messagePageQuerySchema = z.object({
  page: wholeNumberText('Page', 1, 100_000, 'Page must be between 1 and 100000').default(1),
  limit: wholeNumberText('Limit', 1, 100, 'Limit must be between 1 and 100').default(
    MESSAGE_PAGE_SIZE,
  ),
});

/** What a client of the per-user push connection may send: its token first, then pings. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;
