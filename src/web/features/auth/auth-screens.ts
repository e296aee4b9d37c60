import { appPaths } from '../../lib/paths';
import {
  AUTH_MESSAGES,
  checkLoginForm,
  checkRegisterForm,
  type LoginValues,
  type RegisterValues,
} from './form-rules';

export interface AuthField<Name extends string> {
  name: Name;
  label: string;
  placeholder: string;
  autoComplete: string;
  type?: 'text' | 'email' | 'password';
}

/**
 * One of the two screens (Log In, Register): what it says, what it asks and how its form is
 * checked. The pages add only what a sent form does.
 */
export interface AuthScreen<Values extends Record<keyof Values, string>> {
  title: string;
  subtitle: string;
  /** The inputs in order, one for each of the values; the first one takes the focus. */
  fields: readonly AuthField<Extract<keyof Values, string>>[];
  /** The message to show instead of sending the form, or null when it may be sent. */
  check(values: Values): string | null;
  submitLabel: string;
  /** Shown when a refusal carries no message of its own. */
  failureFallback: string;
  /** The line under the form pointing to the other screen: "New to Rift Fantasy? Register". */
  other: { question: string; label: string; to: string };
}

export const LOGIN_SCREEN: AuthScreen<LoginValues> = {
  title: 'Log In',
  subtitle: 'Welcome back. Your leagues are waiting.',
  fields: [
    {
      name: 'username',
      label: 'Username',
      placeholder: 'Your username or email',
      autoComplete: 'username',
    },
    {
      name: 'password',
      label: 'Password',
      type: 'password',
      placeholder: 'Your password',
      autoComplete: 'current-password',
    },
  ],
  check: checkLoginForm,
  submitLabel: 'Log In',
  failureFallback: AUTH_MESSAGES.loginFailed,
  other: { question: 'New to Rift Fantasy?', label: 'Register', to: appPaths.register },
};

export const REGISTER_SCREEN: AuthScreen<RegisterValues> = {
  title: 'Register',
  subtitle: 'Create your account and start building your roster.',
  fields: [
    {
      name: 'username',
      label: 'Username',
      placeholder: '3 to 30 letters, digits, . _ -',
      autoComplete: 'username',
    },
    {
      name: 'email',
      label: 'Email',
      type: 'email',
      placeholder: 'you@example.com',
      autoComplete: 'email',
    },
    {
      name: 'password',
      label: 'Password',
      type: 'password',
      placeholder: 'At least 8 characters',
      autoComplete: 'new-password',
    },
    {
      name: 'confirmPassword',
      label: 'Confirm Password',
      type: 'password',
      placeholder: 'Type it again',
      autoComplete: 'new-password',
    },
  ],
  check: checkRegisterForm,
  submitLabel: 'Create Account',
  failureFallback: AUTH_MESSAGES.registrationFailed,
  other: { question: 'Already have an account?', label: 'Log In', to: appPaths.login },
};
