import type { APIRequestContext } from '@playwright/test';
import type { Trade } from '../../../src/domain/contract/trades';
import { call } from './leagues-api';

// Trades through the real HTTP API, for journeys that start from an offer already made.

export const proposeTrade = (
  request: APIRequestContext,
  token: string,
  offer: { fromTeamId: string; toTeamId: string; give: string[]; receive: string[]; note?: string },
) => call<Trade>(request, 'post', '/trades', token, offer);

export const acceptTrade = (request: APIRequestContext, token: string, tradeId: string) =>
  call<Trade>(request, 'post', `/trades/${tradeId}/accept`, token);
