import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import type { LoginRedirectState } from '../../lib/auth/login-redirect';
import { useAuth } from '../../lib/auth/use-auth';
import { appPaths } from '../../lib/paths';

/** Login required: visitors go to /login, which sends them back here afterwards. */
export function RequireAuth() {
  const { state } = useAuth();
  const location = useLocation();

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'anonymous') {
    const redirect: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={appPaths.login} replace state={redirect} />;
  }
  return <Outlet />;
}
