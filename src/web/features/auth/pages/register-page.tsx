import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
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
      <RegisterForm />
    </AuthCard>
  );
}
