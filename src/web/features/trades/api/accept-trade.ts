import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Trade } from '../../../../domain/contract/trades';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterTradeChange, afterTradeRefused } from '../trade-cache';

/**
 * POST /trades/{id}/accept: the receiving owner takes the offer. With no review period the
 * players swap at once; otherwise the trade waits out the review.
 */
export function acceptTrade(tradeId: string): Promise<Trade> {
  return api.post<Trade>(apiPaths.tradeAction(tradeId, 'accept'));
}

export function useAcceptTrade(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTrade,
    onSuccess: (trade) => afterTradeChange(queryClient, userId, trade),
    onError: (error, tradeId) => afterTradeRefused(queryClient, userId, tradeId, error),
  });
}
