import { useLocation, useNavigate } from 'react-router';
import { LOGIN_REDIRECT_MS, redirectTarget } from '../../../lib/auth/login-redirect';
import { useAuth } from '../../../lib/auth/use-auth';
import { delay } from '../../../lib/delay';
import { LOGIN_SCREEN } from '../auth-screens';
import { AuthCard } from '../components/auth-card';
import type { LoginValues } from '../form-rules';

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

  return <AuthCard screen={LOGIN_SCREEN} submit={submit} />;
}
