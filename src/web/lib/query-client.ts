import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { isMobileScreen } from './media';
import { staleTimeFor } from './stale-time';

/** The one GET cache of the client. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Read at each check, so rotating a tablet changes the lifetime without a reload.
      staleTime: (query) => staleTimeFor(query.queryKey, isMobileScreen()),
      retry: (failureCount, error) => {
        // Client errors (not found, forbidden, expired session) and answers that arrived but
        // do not make sense (status 2xx) do not heal by retrying; a lost connection (0) may.
        if (error instanceof ApiError && error.status >= 200 && error.status < 500) return false;
        return failureCount < 2;
      },
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
