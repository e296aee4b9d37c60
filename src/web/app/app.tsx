import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AuthProvider } from '../lib/auth/auth-provider';
import { LeagueProvider } from '../lib/league/league-provider';
import { queryClient } from '../lib/query-client';
import { DeferredNotifications } from './deferred-providers';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

/** Session and league state live outside the router, so they survive every navigation. */
export function App() {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="dark"
      cssVariablesResolver={cssVariablesResolver}
    >
      <DeferredNotifications />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <LeagueProvider>
            <RouterProvider router={router} />
          </LeagueProvider>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
