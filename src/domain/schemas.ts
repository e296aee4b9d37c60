import { z } from 'zod';

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
