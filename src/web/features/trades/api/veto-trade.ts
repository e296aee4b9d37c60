import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Trade } from '../../../../domain/contract/trades';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterTradeChange, afterTradeRefused } from '../trade-cache';

/** POST /trades/{id}/veto (commissioner): stops a trade in review; the reason is shown to all. */
export function vetoTrade(tradeId: string, reason?: string): Promise<Trade> {
  return api.post<Trade>(apiPaths.tradeAction(tradeId, 'veto'), reason ? { reason } : {});
}

export function useVetoTrade(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tradeId, reason }: { tradeId: string; reason?: string }) =>
      vetoTrade(tradeId, reason),
    onSuccess: (trade) => afterTradeChange(queryClient, userId, trade),
    onError: (error, variables) => afterTradeRefused(queryClient, userId, variables.tradeId, error),
  });
}
