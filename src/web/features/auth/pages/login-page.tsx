import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
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
      <LoginForm />
    </AuthCard>
  );
}
