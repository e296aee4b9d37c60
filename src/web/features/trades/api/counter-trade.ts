import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounterTradeInput, Trade } from '../../../../domain/contract/trades';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterTradeChange, afterTradeRefused } from '../trade-cache';

/**
 * POST /trades/{id}/counter: replaces an offer the user received with their own; `give` leaves
 * the counterer's team, `receive` the original proposer's. Answers with the new offer.
 */
export function counterTrade(
  tradeId: string,
  input: CounterTradeInput,
  idempotencyKey?: string,
): Promise<Trade> {
  return api.post<Trade>(apiPaths.tradeAction(tradeId, 'counter'), input, { idempotencyKey });
}

export function useCounterTrade(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: {
      tradeId: string;
      input: CounterTradeInput;
      idempotencyKey: string;
    }) => counterTrade(variables.tradeId, variables.input, variables.idempotencyKey),
    onSuccess: (trade) => afterTradeChange(queryClient, userId, trade),
    onError: (error, variables) => afterTradeRefused(queryClient, userId, variables.tradeId, error),
  });
}
