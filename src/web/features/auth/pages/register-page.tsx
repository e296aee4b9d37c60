import { useLocation, useNavigate } from 'react-router';
import { redirectTarget } from '../../../lib/auth/login-redirect';
import { useAuth } from '../../../lib/auth/use-auth';
import { REGISTER_SCREEN } from '../auth-screens';
import { AuthCard } from '../components/auth-card';
import type { RegisterValues } from '../form-rules';

export function RegisterPage() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  const submit = async ({ username, email, password }: RegisterValues) => {
    await register({ username: username.trim(), email: email.trim(), password });
    // Home, as the spec has it, unless the visitor was on their way to a page that needs a login.
    await navigate(redirectTarget(location.state), { replace: true });
  };

  return <AuthCard screen={REGISTER_SCREEN} submit={submit} />;
}
