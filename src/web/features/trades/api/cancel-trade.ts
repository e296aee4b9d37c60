import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Trade } from '../../../../domain/contract/trades';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterTradeChange, afterTradeRefused } from '../trade-cache';

/** POST /trades/{id}/cancel: the proposer withdraws an offer nobody has answered. */
export function cancelTrade(tradeId: string): Promise<Trade> {
  return api.post<Trade>(apiPaths.tradeAction(tradeId, 'cancel'));
}

export function useCancelTrade(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTrade,
    onSuccess: (trade) => afterTradeChange(queryClient, userId, trade),
    onError: (error, tradeId) => afterTradeRefused(queryClient, userId, tradeId, error),
  });
}
