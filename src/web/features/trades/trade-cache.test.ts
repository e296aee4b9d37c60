import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { afterTradeRefused } from './trade-cache';

/** A client holding a list of the user's trades and one trade, both fresh. */
function cached() {
  const client = new QueryClient();
  const list = queryKeys.tradeList('me', { teamId: 'team-1' });
  client.setQueryData(list, []);
  client.setQueryData(queryKeys.trade('me', 'trade-1'), { id: 'trade-1' });
  const stale = () => [
    client.getQueryState(list)?.isInvalidated,
    client.getQueryState(queryKeys.trade('me', 'trade-1'))?.isInvalidated,
  ];
  return { client, stale };
}

describe('a refused trade action', () => {
  it.each([409, 404])('reloads the lists and the trade when the trade moved on (%i)', (status) => {
    const { client, stale } = cached();
    afterTradeRefused(client, 'me', 'trade-1', new ApiError('Trade is no longer pending', status));
    expect(stale()).toEqual([true, true]);
  });

  it('leaves them alone when the server was not reached or the request was wrong', () => {
    const { client, stale } = cached();
    afterTradeRefused(client, 'me', 'trade-1', new TypeError('Failed to fetch'));
    afterTradeRefused(client, 'me', 'trade-1', new ApiError('Too many requests', 429));
    expect(stale()).toEqual([false, false]);
  });
});
