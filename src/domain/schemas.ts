import { z } from 'zod';
import { MAX_PICK_SECONDS, MIN_PICK_SECONDS } from './draft';
import { ROSTER_SLOTS } from './roster';
import { LEAGUE_REGIONS, PLAYER_POSITIONS, PLAYER_REGIONS } from './types';

/**
 * Request schemas shared by the routes and the forms. Messages are what a user reads,
 * so they say what is wrong and how to fix it.
 */

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
    username: z
      .string({ error: 'Username is required' })
      .trim()
      .min(1, 'Username is required')
      .max(254, 'Username must be at most 254 characters'),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(128, 'Password must be at most 128 characters'),
  },
  BODY_REQUIRED,
);
export type LoginInput = z.infer<typeof loginSchema>;

export const avatarSchema = z
  .string()
  .trim()
  .max(2048, 'Avatar URL must be at most 2048 characters')
  .refine((value) => value === '' || /^https?:\/\//.test(value), {
    message: 'Avatar must be an http(s) URL',
  });

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
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to update',
  })
  .refine((body) => body.newPassword === undefined || Boolean(body.currentPassword), {
    message: 'Current password is required to set a new password',
    path: ['currentPassword'],
  });
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const userSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(1, 'Search text is required')
    .max(100, 'Search text must be at most 100 characters'),
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

export const playerListQuerySchema = z.object({
  leagueId: z.uuid('Invalid league id').optional(),
  // A comma-separated list of player regions or league regions.
  region: z
    .string()
    .transform((value) => value.split(',').filter((part) => part.trim() !== ''))
    .pipe(z.array(playerRegionFilterSchema))
    .optional(),
  position: playerPositionSchema.optional(),
  team: z.string().trim().max(100, 'Team must be at most 100 characters').optional(),
  search: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be between 1 and 1000')
    .max(1000, 'Limit must be between 1 and 1000')
    .default(1000),
  offset: z.coerce
    .number({ error: 'Offset must be a number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset must be at least 0')
    .default(0),
});
export type PlayerListQuery = z.infer<typeof playerListQuerySchema>;

export const playerImageSchema = z.object(
  {
    imageUrl: z
      .string({ error: 'imageUrl must be an http(s) URL, or null to remove the picture' })
      .trim()
      .max(2048, 'imageUrl must be at most 2048 characters')
      .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), {
        message: 'imageUrl must be an http(s) URL, or null to remove the picture',
      })
      .nullable(),
  },
  BODY_REQUIRED,
);

const teamNameSchema = z
  .string({ error: 'Please enter a team name' })
  .trim()
  .min(1, 'Please enter a team name')
  .max(40, 'Team name must be at most 40 characters');

export const createLeagueSchema = z.object(
  {
    name: z
      .string({ error: 'Please enter a league name' })
      .trim()
      .min(1, 'Please enter a league name')
      .max(60, 'League name must be at most 60 characters'),
    description: z
      .string()
      .trim()
      .max(500, 'Description must be at most 500 characters')
      .default(''),
    maxTeams: z.coerce
      .number({ error: 'Maximum teams must be a number' })
      .int('Maximum teams must be a whole number')
      .min(2, 'Maximum teams must be between 2 and 20')
      .max(20, 'Maximum teams must be between 2 and 20')
      .default(12),
    isPublic: z.boolean({ error: 'isPublic must be true or false' }).default(true),
    regions: z
      .array(oneOf('region', LEAGUE_REGIONS), { error: 'Please select at least one region' })
      .min(1, 'Please select at least one region')
      .transform((regions) => [...new Set(regions)]),
  },
  BODY_REQUIRED,
);
export type CreateLeagueInput = z.infer<typeof createLeagueSchema>;

export const joinLeagueSchema = z.object(
  {
    teamName: teamNameSchema,
    // Private leagues admit only holders of the commissioner's invite code.
    inviteCode: z.string().trim().max(64).optional(),
  },
  BODY_REQUIRED,
);

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
    pickSeconds: z.coerce
      .number({ error: PICK_SECONDS_RANGE })
      .int(PICK_SECONDS_RANGE)
      .min(MIN_PICK_SECONDS, PICK_SECONDS_RANGE)
      .max(MAX_PICK_SECONDS, PICK_SECONDS_RANGE)
      .optional(),
  },
  BODY_REQUIRED,
);

export const scheduleWeeksSchema = z.object(
  {
    weeks: z.coerce
      .number({ error: 'Please enter a valid number of weeks' })
      .int('Please enter a valid number of weeks')
      .min(1, 'Please enter a valid number of weeks')
      .max(20, 'Weeks must be between 1 and 20'),
  },
  BODY_REQUIRED,
);

export const fillLeagueSchema = z.object(
  {
    numTeams: z.coerce
      .number({ error: 'Number of teams must be a number' })
      .int('Number of teams must be a whole number')
      .min(2, 'Number of teams must be between 2 and 12')
      .max(12, 'Number of teams must be between 2 and 12')
      .default(12),
    numWeeks: z.coerce
      .number({ error: 'Number of weeks must be a number' })
      .int('Number of weeks must be a whole number')
      .min(1, 'Number of weeks must be between 1 and 15')
      .max(15, 'Number of weeks must be between 1 and 15')
      .default(11),
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
    pickNumber: z.number().int().min(0).optional(),
  },
  BODY_REQUIRED,
);
