import { z } from 'zod';
import { BODY_REQUIRED, httpUrlSchema, id, idField, textSchema } from './fields';

/** Accounts: registration, login, the profile, rights, and the user as others see them. */

export const userSchema = z
  .object({
    id,
    /** Some clients read `_id`; it always equals `id`. */
    _id: id,
    username: z.string(),
    /**
     * Whole only to its owner (and to a search for exactly that address); masked (`f•••@t1.gg`)
     * to everyone else, friends too (decision 021).
     */
    email: z.string(),
    avatar: z.string().nullable(),
    /** Holds a push connection now; false to anyone but the user and their friends. */
    online: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z
  .object({ token: z.string(), user: userSchema })
  .meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * PUT /users/profile: the user and a token to use from now on (after a password change the
 * old token and every other session's are refused).
 */
export const profileUpdateResponseSchema = userSchema
  .extend({ token: z.string() })
  .meta({ id: 'ProfileUpdateResponse' });
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/** What a user may do (GET /users/rights/{id}); of another user only their public leagues. */
export const userRightsSchema = z
  .object({
    userId: id,
    /** Leagues this user commissions (creator, or first member when no creator is set). */
    commissionerOf: z.array(id),
    /** Leagues this user belongs to. */
    memberOf: z.array(id),
    /** Operator accounts (a role granted with `npm run admin -- grant`) may edit shared player data. */
    canEditPlayers: z.boolean(),
  })
  .meta({ id: 'UserRights' });
export type UserRights = z.infer<typeof userRightsSchema>;

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

/** A user named in a request body (a friend request, a team transfer's new owner). */
export const userIdBodySchema = z.object({ userId: idField('user id') }, BODY_REQUIRED);
