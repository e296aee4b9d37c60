import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Trade } from '../../../../domain/contract/trades';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterTradeChange, afterTradeRefused } from '../trade-cache';

/** POST /trades/{id}/reject: the receiving owner turns the offer down. */
export function rejectTrade(tradeId: string): Promise<Trade> {
  return api.post<Trade>(apiPaths.tradeAction(tradeId, 'reject'));
}

export function useRejectTrade(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectTrade,
    onSuccess: (trade) => afterTradeChange(queryClient, userId, trade),
    onError: (error, tradeId) => afterTradeRefused(queryClient, userId, tradeId, error),
  });
}
