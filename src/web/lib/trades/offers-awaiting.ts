import { useQuery } from '@tanstack/react-query';
import type { Trade } from '../../../domain/contract/trades';
import { tradesQueryOptions } from './get-trades';

// Offers arrive from other managers; until the server pushes them, the count is asked for
// again every minute and when the window regains focus.
const POLL_MS = 60_000;

/** Offers waiting for the user's answer: pending ones the user may accept. */
export const countOffersAwaiting = (trades: readonly Trade[]) =>
  trades.filter((trade) => trade.status === 'pending' && trade.actions.accept).length;

/** How many offers wait for the user's answer (GET /trades?status=pending), for the nav bar. */
export function useOffersAwaiting(userId: string | null): number {
  const query = useQuery({
    ...tradesQueryOptions(userId ?? '', { status: ['pending'] }),
    enabled: userId !== null,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    select: countOffersAwaiting,
  });
  return query.data ?? 0;
}
