import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layout/root-layout';
import { BootScreen } from './pages/boot-screen';
import { RouteErrorPage } from './pages/route-error-page';
import { page, titled } from './routes/lazy-page';
import { memberRoutes } from './routes/member-routes';

/** The app's route table; each screen's module is loaded when first visited. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: BootScreen,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Errors inside a page keep the navigation bar around them.
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            index: true,
            lazy: page(
              () => import('../features/home/pages/home-page'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'login',
            ...titled('Log In'),
            lazy: page(
              () => import('../features/auth/pages/login-page'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: 'register',
            ...titled('Register'),
            lazy: page(
              () => import('../features/auth/pages/register-page'),
              (m) => m.RegisterPage,
            ),
          },
          { Component: RequireAuth, children: memberRoutes },
          {
            path: '*',
            ...titled('Page Not Found'),
            lazy: page(
              () => import('./pages/not-found-page'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
