import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth';
import { appPaths } from '../../../lib/paths';
import { AuthCard } from '../components/auth-card';
import { type AuthField, AuthForm } from '../components/auth-form';
import { AUTH_MESSAGES, checkRegisterForm, type RegisterValues } from '../form-rules';

const FIELDS: AuthField<keyof RegisterValues>[] = [
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
];

const EMPTY: RegisterValues = { username: '', email: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const { register } = useAuth();
  const navigate = useNavigate();

  const submit = async ({ username, email, password }: RegisterValues) => {
    await register({ username: username.trim(), email: email.trim(), password });
    await navigate(appPaths.home, { replace: true });
  };

  return (
    <AuthCard
      title="Register"
      subtitle="Create your account and start building your roster."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to={appPaths.login} fw={600}>
            Log In
          </Anchor>
        </>
      }
    >
      <AuthForm
        fields={FIELDS}
        initialValues={EMPTY}
        check={checkRegisterForm}
        submit={submit}
        failureFallback={AUTH_MESSAGES.registrationFailed}
        submitLabel="Create Account"
      />
    </AuthCard>
  );
}
