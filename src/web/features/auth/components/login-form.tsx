import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_REDIRECT_MS, redirectTarget } from '../../../lib/auth/login-redirect';
import { useAuth } from '../../../lib/auth/use-auth';
import { delay } from '../../../lib/delay';
import { AUTH_MESSAGES, checkLoginForm, failureMessage } from '../form-rules';
import { FormError } from './form-error';

export function LoginForm() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState({ username: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkLoginForm(values);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await login({ username: values.username.trim(), password: values.password });
      // Spec §5: the app moves on about 100 ms after a successful login.
      await delay(LOGIN_REDIRECT_MS);
      await navigate(redirectTarget(location.state), { replace: true });
    } catch (caught) {
      setError(failureMessage(caught, AUTH_MESSAGES.loginFailed));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={error} />
        <TextInput
          label="Username"
          placeholder="Your username or email"
          autoComplete="username"
          value={values.username}
          onChange={(event) => setValues({ ...values, username: event.currentTarget.value })}
          size="md"
          data-autofocus
        />
        <PasswordInput
          label="Password"
          placeholder="Your password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.currentTarget.value })}
          size="md"
        />
        <Button type="submit" size="md" loading={submitting} fullWidth mt="xs">
          Log In
        </Button>
      </Stack>
    </form>
  );
}
