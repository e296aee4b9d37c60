import type { z } from 'zod';
import {
  type ProfileUpdateInput,
  profileUpdateSchema,
  type User,
} from '../../../domain/contract/users';

/** The profile form's inputs, as typed. */
export interface ProfileValues {
  avatar: string;
  username: string;
  email: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ProfileField = keyof ProfileValues;
export type ProfileErrors = Partial<Record<ProfileField | 'form', string>>;

export const PROFILE_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordRequired: 'Please enter a new password',
  nothingToUpdate: 'Nothing to update',
  updateFailed: 'Failed to update profile',
} as const;

export function profileValuesOf(user: User): ProfileValues {
  return {
    avatar: user.avatar ?? '',
    username: user.username,
    email: user.email,
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
}

const wantsPasswordChange = (values: ProfileValues) =>
  values.currentPassword !== '' || values.newPassword !== '' || values.confirmPassword !== '';

/**
 * Only what differs from the saved profile is sent; an emptied avatar is sent as '' (the
 * server clears it). A password change needs the current password, a new one and the same
 * new one again.
 */
export function changedFields(values: ProfileValues, user: User): Record<string, string> {
  const body: Record<string, string> = {};
  const username = values.username.trim();
  const email = values.email.trim();
  const avatar = values.avatar.trim();
  if (username !== user.username) body.username = username;
  if (email.toLowerCase() !== user.email.toLowerCase()) body.email = email;
  if (avatar !== (user.avatar ?? '')) body.avatar = avatar;
  if (wantsPasswordChange(values)) {
    body.currentPassword = values.currentPassword;
    body.newPassword = values.newPassword;
  }
  return body;
}

export function hasChanges(values: ProfileValues, user: User): boolean {
  return Object.keys(changedFields(values, user)).length > 0;
}

const FIELDS: readonly ProfileField[] = [
  'avatar',
  'username',
  'email',
  'currentPassword',
  'newPassword',
];

function fieldErrors(error: z.ZodError): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const issue of error.issues) {
    const path = String(issue.path[0] ?? '');
    const field = (FIELDS as readonly string[]).includes(path) ? (path as ProfileField) : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

export type ProfileFormResult =
  | { ok: true; input: ProfileUpdateInput }
  | { ok: false; errors: ProfileErrors };

/** The form checked with the server's own schema, so it says what is wrong in its words. */
export function parseProfileForm(values: ProfileValues, user: User): ProfileFormResult {
  const errors: ProfileErrors = {};
  if (wantsPasswordChange(values)) {
    if (values.newPassword === '') errors.newPassword = PROFILE_MESSAGES.newPasswordRequired;
    else if (values.newPassword !== values.confirmPassword) {
      errors.confirmPassword = PROFILE_MESSAGES.passwordsDoNotMatch;
    }
  }
  const body = changedFields(values, user);
  if (Object.keys(body).length === 0)
    return { ok: false, errors: { form: PROFILE_MESSAGES.nothingToUpdate } };
  const parsed = profileUpdateSchema.safeParse(body);
  const all = parsed.success ? errors : { ...fieldErrors(parsed.error), ...errors };
  if (Object.keys(all).length > 0 || !parsed.success) return { ok: false, errors: all };
  return { ok: true, input: parsed.data };
}

/** The field a refusal from the server is about, so its message shows under that input. */
export function fieldOfServerError(message: string): ProfileField | 'form' {
  if (/current password/i.test(message)) return 'currentPassword';
  if (/password/i.test(message)) return 'newPassword';
  if (/username/i.test(message)) return 'username';
  if (/email/i.test(message)) return 'email';
  if (/avatar/i.test(message)) return 'avatar';
  return 'form';
}

/** The picture to preview: the typed address when it is an http(s) URL, else none. */
export function avatarPreview(value: string): string | null {
  const text = value.trim();
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? text : null;
  } catch {
    return null;
  }
}
