import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { appPaths } from '../../lib/paths';

/** Logout: the complete reset (storage, cache, selected league), then the login page. */
export function useLogout(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await logout();
    await navigate(appPaths.login, { replace: true });
  };
}
