import { z } from 'zod';
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
