import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProposeTradeInput, Trade } from '../../../../domain/contract/trades';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterTradeChange } from '../trade-cache';

/** POST /trades: an offer to another owner; `give` leaves the proposer's team. */
export function proposeTrade(input: ProposeTradeInput, idempotencyKey?: string): Promise<Trade> {
  return api.post<Trade>(apiPaths.trades(), input, { idempotencyKey });
}

export function useProposeTrade(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: ProposeTradeInput; idempotencyKey: string }) =>
      proposeTrade(input, idempotencyKey),
    onSuccess: (trade) => afterTradeChange(queryClient, userId, trade),
  });
}
