import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth';
import { appPaths } from '../../../lib/paths';
import { REGISTER_SCREEN } from '../auth-screens';
import { AuthCard } from '../components/auth-card';
import type { RegisterValues } from '../form-rules';

export function RegisterPage() {
  const { register } = useAuth();
  const navigate = useNavigate();

  const submit = async ({ username, email, password }: RegisterValues) => {
    await register({ username: username.trim(), email: email.trim(), password });
    await navigate(appPaths.home, { replace: true });
  };

  return <AuthCard screen={REGISTER_SCREEN} submit={submit} />;
}
