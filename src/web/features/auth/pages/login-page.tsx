import { Anchor } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { LOGIN_REDIRECT_MS, redirectTarget } from '../../../lib/auth/login-redirect';
import { useAuth } from '../../../lib/auth/use-auth';
import { delay } from '../../../lib/delay';
import { appPaths } from '../../../lib/paths';
import { AuthCard } from '../components/auth-card';
import { type AuthField, AuthForm } from '../components/auth-form';
import { AUTH_MESSAGES, checkLoginForm, type LoginValues } from '../form-rules';

const FIELDS: AuthField<keyof LoginValues>[] = [
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
];

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  const submit = async (values: LoginValues) => {
    await login({ username: values.username.trim(), password: values.password });
    // The app moves on a moment after a successful login.
    await delay(LOGIN_REDIRECT_MS);
    await navigate(redirectTarget(location.state), { replace: true });
  };

  return (
    <AuthCard
      title="Log In"
      subtitle="Welcome back. Your leagues are waiting."
      footer={
        <>
          New to Rift Fantasy?{' '}
          <Anchor component={Link} to={appPaths.register} fw={600}>
            Register
          </Anchor>
        </>
      }
    >
      <AuthForm
        fields={FIELDS}
        initialValues={{ username: '', password: '' }}
        check={checkLoginForm}
        submit={submit}
        failureFallback={AUTH_MESSAGES.loginFailed}
        submitLabel="Log In"
      />
    </AuthCard>
  );
}
