import { registerSchema } from '../../../domain/contract/users';

/** The messages the login and register forms show themselves; the wording is the product's. */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
} as const;

export interface LoginValues {
  username: string;
  password: string;
}

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const blank = (value: string) => value.trim() === '';

/** The message to show instead of sending the login form, or null when it may be sent. */
export function checkLoginForm(values: LoginValues): string | null {
  return blank(values.username) || blank(values.password) ? AUTH_MESSAGES.fillAllFields : null;
}

/**
 * The form's own checks first (all four fields filled, then matching passwords); then the
 * shared schema, so a short password or a bad email is caught here with the same words the
 * server would use.
 */
export function checkRegisterForm(values: RegisterValues): string | null {
  if (Object.values(values).some(blank)) return AUTH_MESSAGES.fillAllFields;
  if (values.password !== values.confirmPassword) return AUTH_MESSAGES.passwordsDoNotMatch;
  const parsed = registerSchema.safeParse(values);
  return parsed.success
    ? null
    : (parsed.error.issues[0]?.message ?? AUTH_MESSAGES.registrationFailed);
}
