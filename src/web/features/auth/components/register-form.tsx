import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth';
import { appPaths } from '../../../lib/paths';
import {
  AUTH_MESSAGES,
  checkRegisterForm,
  failureMessage,
  type RegisterValues,
} from '../form-rules';
import { FormError } from './form-error';

const EMPTY: RegisterValues = { username: '', email: '', password: '', confirmPassword: '' };

export function RegisterForm() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const field = (name: keyof RegisterValues) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, [name]: event.currentTarget.value }),
    size: 'md' as const,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkRegisterForm(values);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      const { username, email, password } = values;
      await register({ username: username.trim(), email: email.trim(), password });
      await navigate(appPaths.home, { replace: true });
    } catch (caught) {
      setError(failureMessage(caught, AUTH_MESSAGES.registrationFailed));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={error} />
        <TextInput
          label="Username"
          placeholder="3 to 30 letters, digits, . _ -"
          autoComplete="username"
          data-autofocus
          {...field('username')}
        />
        <TextInput
          label="Email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          {...field('email')}
        />
        <PasswordInput
          label="Password"
          placeholder="At least 8 characters"
          autoComplete="new-password"
          {...field('password')}
        />
        <PasswordInput
          label="Confirm Password"
          placeholder="Type it again"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" size="md" loading={submitting} fullWidth mt="xs">
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
